import { MEDIA_MAX_BYTES, MEDIA_TYPES } from '@playdesk/contract';
import type { MessageKey, T } from '../../i18n/i18n';

/**
 * What the picker tells the user before sending anything (the server checks the bytes again): keys
 * of src/i18n, part `media`.
 */
export const UPLOAD_TEXT = {
  accepted: 'media.accepted',
  tooLarge: 'media.too_large',
  svg: 'media.svg',
  notImage: 'media.not_image',
  empty: 'media.empty',
} as const;

type UploadText = (typeof UPLOAD_TEXT)[keyof typeof UPLOAD_TEXT];

/**
 * The server's refusals of an upload (apps/server/src/features/media), by their English text:
 * shown in the user's language, any other as the server wrote it.
 */
const SERVER_TEXT: Readonly<Record<string, MessageKey>> = {
  'This file is not a PNG, JPEG, WebP or GIF image.': 'media.server.not_image',
  'SVG images are not accepted. Upload a PNG, JPEG, WebP or GIF image.': 'media.server.svg',
  'The image is larger than 5 MB. Choose a smaller one.': 'media.too_large',
  'This image is damaged and cannot be read.': 'media.server.damaged',
  'The file is empty.': 'media.server.empty',
};

/** A refusal of the server in the user's language, when the catalogue has it. */
export function uploadRefusal(t: T, message: string): string {
  const key = SERVER_TEXT[message];
  return key ? t(key) : message;
}

/** The `accept` attribute of the file input. */
export const ACCEPT_ATTRIBUTE = MEDIA_TYPES.join(',');

/**
 * A quick check of a chosen file on the client, by what the browser knows (size and the type it
 * guessed from the name). A renamed non-image still goes to the server, which inspects the bytes
 * and answers with its own message.
 */
export function precheckFile(file: {
  size: number;
  type: string;
  name: string;
}): UploadText | null {
  const type = file.type.toLowerCase();
  if (type === 'image/svg+xml' || /\.svgz?$/i.test(file.name)) return UPLOAD_TEXT.svg;
  if (file.size === 0) return UPLOAD_TEXT.empty;
  if (file.size > MEDIA_MAX_BYTES) return UPLOAD_TEXT.tooLarge;
  if (type && !type.startsWith('image/')) return UPLOAD_TEXT.notImage;
  return null;
}

/** 1234567 → "1.2 MB" (with `t`, in the user's language: "1,2 Mo"). */
export function formatBytes(bytes: number, t?: T): string {
  if (bytes < 1024) return t ? t('media.size.b', { size: bytes }) : `${bytes} B`;
  if (bytes < 1024 * 1024) {
    const size = Math.round(bytes / 1024);
    return t ? t('media.size.kb', { size }) : `${size} KB`;
  }
  const size = (bytes / (1024 * 1024)).toFixed(1);
  return t ? t('media.size.mb', { size: Number(size) }) : `${size} MB`;
}

/** The file name shown for an image address: the last path segment, without the query. */
export function imageName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const last = path.split('/').filter(Boolean).at(-1);
  return last ? decodeURIComponent(last) : url;
}
