// Image addresses, kept free of zod: the player app's frame checks what it shows with the same
// rule that input.ts's schemas apply to what is saved.

/** Longest image address accepted. */
export const IMAGE_REF_MAX_LENGTH = 2000;

/** Images uploaded through `POST media`: served at `/media/{content hash}.{ext}`. */
const MEDIA_PATH = /^\/media\/[a-f0-9]{32}\.(?:png|jpg|webp|gif)$/;
/** Pictures shipped with the player app (the demo games use them). */
const PLAYER_ASSET_PATH = /^\/play\/demo\/[a-z0-9-]+\.(?:svg|png|jpg|webp)$/;
/**
 * An https URL: a host name (letters, digits, dots, hyphens; no user name or password), an
 * optional port, then the characters of a URL (RFC 3986) except quotes, backslash, white space
 * and angle brackets, so an address can never end a quoted HTML attribute or CSS `url("…")`.
 */
const HTTPS_URL =
  /^https:\/\/[a-z0-9][a-z0-9.-]*(?::\d{1,5})?(?:[/?#][a-z0-9\-._~:/?#[\]@!$&()*+,;=%]*)?$/i;

export const IMAGE_REF_MESSAGES = {
  insecure: 'Use a secure https:// address for images (http:// is not accepted)',
  invalid: 'Use an https:// image address or upload an image',
  tooLong: `The image address is too long (at most ${IMAGE_REF_MAX_LENGTH} characters)`,
} as const;

/**
 * The one rule for image addresses: an https URL, or a path of our own (an uploaded image or a
 * picture shipped with the player app). `javascript:`, `data:`, `http:`, protocol-relative
 * `//host/…` and any other scheme are refused.
 */
export function isImageRef(value: string): boolean {
  return MEDIA_PATH.test(value) || PLAYER_ASSET_PATH.test(value) || HTTPS_URL.test(value);
}
