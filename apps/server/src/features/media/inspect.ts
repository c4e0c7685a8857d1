import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { badRequest, unsupportedMediaType } from '../../http/errors.js';

const ACCEPTED = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
type Accepted = keyof typeof ACCEPTED;

interface InspectedImage {
  key: string;
  contentType: Accepted;
  width: number | null;
  height: number | null;
}

const looksLikeSvg = (bytes: Buffer) => /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'));

/**
 * Decides what an upload is from its bytes — never from its name or the browser's claim — and
 * names it by content hash. SVG is refused: it can carry script.
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  if (bytes.length === 0) throw badRequest('The file is empty.').coded('upload.empty');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(detected.mime in ACCEPTED)) {
    if (looksLikeSvg(bytes)) {
      throw unsupportedMediaType(
        'SVG images are not accepted. Upload a PNG, JPEG, WebP or GIF image.',
      ).coded('upload.not_image');
    }
    throw unsupportedMediaType('This file is not a PNG, JPEG, WebP or GIF image.').coded(
      'upload.not_image',
    );
  }
  const contentType = detected.mime as Accepted;
  const { width, height } = readDimensions(bytes);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { key: `${hash}.${ACCEPTED[contentType]}`, contentType, width, height };
}

function readDimensions(bytes: Buffer): { width: number | null; height: number | null } {
  try {
    const size = imageSize(bytes);
    return { width: size.width ?? null, height: size.height ?? null };
  } catch {
    throw unsupportedMediaType('This image is damaged and cannot be read.').coded('upload.damaged');
  }
}

export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
