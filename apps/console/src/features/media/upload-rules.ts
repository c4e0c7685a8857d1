import { MEDIA_MAX_BYTES, MEDIA_TYPES } from '@playdesk/contract';

/** What the picker tells the user before sending anything (the server checks the bytes again). */
export const UPLOAD_TEXT = {
  accepted: 'PNG, JPEG, WebP or GIF, up to 5 MB',
  tooLarge: 'The image is larger than 5 MB. Choose a smaller one.',
  svg: 'SVG images are not accepted. Use a PNG, JPEG, WebP or GIF image.',
  notImage: 'This file is not an image. Use a PNG, JPEG, WebP or GIF image.',
  empty: 'This file is empty. Choose another image.',
} as const;

/** The `accept` attribute of the file input. */
export const ACCEPT_ATTRIBUTE = MEDIA_TYPES.join(',');

/**
 * A quick check of a chosen file on the client, by what the browser knows (size and the type it
 * guessed from the name). A renamed non-image still goes to the server, which inspects the bytes
 * and answers with its own message.
 */
export function precheckFile(file: { size: number; type: string; name: string }): string | null {
  const type = file.type.toLowerCase();
  if (type === 'image/svg+xml' || /\.svgz?$/i.test(file.name)) return UPLOAD_TEXT.svg;
  if (file.size === 0) return UPLOAD_TEXT.empty;
  if (file.size > MEDIA_MAX_BYTES) return UPLOAD_TEXT.tooLarge;
  if (type && !type.startsWith('image/')) return UPLOAD_TEXT.notImage;
  return null;
}

/** 1234567 → "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The file name shown for an image address: the last path segment, without the query. */
export function imageName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const last = path.split('/').filter(Boolean).at(-1);
  return last ? decodeURIComponent(last) : url;
}
