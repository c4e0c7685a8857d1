/**
 * The app's icons, made from one uploaded square image: 192 and 512 px, a maskable 512 px (the
 * image inside the centre 80 % "safe zone" on the background colour, so a launcher's mask never
 * cuts it) and the 180 px apple-touch icon (opaque: iOS shows transparency as black).
 *
 * sharp (libvips) is loaded on the first icon made, not at start: it adds ~5–10 MB to the RSS of
 * every instance, most of which never make an icon (issue 11's export memory aim).
 */
import { createHash } from 'node:crypto';
import type { default as Sharp, Metadata } from 'sharp';
import type { PwaIcons } from '@playdesk/contract';
import { badRequest } from '../../http/errors.js';
import type { MediaStore } from '../../infra/media-store.js';

export const ICON_MIN_SIZE = 192;

let sharpModule: Promise<typeof Sharp> | null = null;
/** sharp, imported once on first use. */
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

const keyOf = (bytes: Buffer) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.png`;

async function store(media: MediaStore, bytes: Buffer): Promise<string> {
  const key = keyOf(bytes);
  await media.put(key, bytes);
  return `/media/${key}`;
}

/** Checks the upload is a square image of at least 192 px and makes the four PNGs. */
export async function makeIcons(
  media: MediaStore,
  input: Buffer,
  background: string,
): Promise<PwaIcons> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: 4096 * 4096 }).metadata();
  } catch {
    throw badRequest('The icon could not be read. Upload a PNG, JPEG or WebP image.');
  }
  if (!meta.width || !meta.height || !['png', 'jpeg', 'webp', 'gif'].includes(meta.format ?? ''))
    throw badRequest('The icon could not be read. Upload a PNG, JPEG or WebP image.');
  if (Math.abs(meta.width - meta.height) > Math.max(2, meta.width * 0.02))
    throw badRequest(`The icon must be square; this image is ${meta.width} × ${meta.height} px.`);
  if (meta.width < ICON_MIN_SIZE)
    throw badRequest(`The icon must be at least ${ICON_MIN_SIZE} × ${ICON_MIN_SIZE} px.`);
  return renderIcons(media, input, background);
}

async function renderIcons(
  media: MediaStore,
  input: Buffer,
  background: string,
): Promise<PwaIcons> {
  const sharp = await loadSharp();
  const square = (size: number) =>
    sharp(input).resize(size, size, { fit: 'cover' }).png({ compressionLevel: 9 }).toBuffer();
  const safe = Math.round(512 * 0.8);
  const inner = await sharp(input)
    .resize(safe, safe, { fit: 'contain', background })
    .png()
    .toBuffer();
  const maskable = await sharp({
    create: { width: 512, height: 512, channels: 4, background },
  })
    .composite([{ input: inner, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
  const apple = await sharp(input)
    .resize(180, 180, { fit: 'cover' })
    .flatten({ background })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const [b192, b512] = await Promise.all([square(192), square(512)]);
  const [icon_192, icon_512, maskable_512, apple_touch_180] = await Promise.all([
    store(media, b192),
    store(media, b512),
    store(media, maskable),
    store(media, apple),
  ]);
  return { icon_192, icon_512, maskable_512, apple_touch_180 };
}

/** A plain icon (a white "play" triangle on the theme colour) until the business uploads one. */
const defaults = new Map<string, Promise<PwaIcons>>();
export function defaultIcons(
  media: MediaStore,
  theme: string,
  background: string,
): Promise<PwaIcons> {
  const cacheKey = `${theme}|${background}`;
  let icons = defaults.get(cacheKey);
  if (!icons) {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` +
        `<rect width="512" height="512" fill="${theme}"/>` +
        `<path d="M206 160 L366 256 L206 352 Z" fill="#FFFFFF"/></svg>`,
    );
    icons = renderIcons(media, svg, background);
    icons.catch(() => defaults.delete(cacheKey));
    defaults.set(cacheKey, icons);
  }
  return icons;
}
