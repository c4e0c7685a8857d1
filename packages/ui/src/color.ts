/**
 * Colours as the contract stores them (`#RRGGBB`) and the WCAG 2 contrast maths, for both web
 * apps: the console warns when a business picks hard-to-read colours, the player app picks its own
 * controls' ink so they read on the business's colours.
 */

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** WCAG 2.1 AA's minimum contrast for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/**
 * What a typed colour becomes: `4a3494`, `#4a3494` and `#43a` all become `#4A3494`-style upper
 * case hex; anything else is returned as typed (so the form can report it).
 */
export function normalizeHex(value: string): string {
  const v = value.trim().replace(/^#?/, '#');
  if (/^#[0-9a-fA-F]{3}$/.test(v)) {
    return `#${[...v.slice(1)].map((c) => c + c).join('')}`.toUpperCase();
  }
  return HEX_COLOR.test(v) ? v.toUpperCase() : value;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#RRGGBB` colour (0 black … 1 white). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/**
 * WCAG contrast ratio of two colours (1–21), or null when one is not a `#RRGGBB` colour. Not
 * rounded: WCAG compares the exact ratio (4.499 fails AA); round only to show it.
 */
export function contrastRatio(a: string, b: string): number | null {
  if (!isHexColor(a) || !isHexColor(b)) return null;
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** True when text in `fg` on `bg` is hard to read (below WCAG AA for normal text). */
export function lowContrast(fg: string, bg: string): boolean {
  const ratio = contrastRatio(fg, bg);
  return ratio !== null && ratio < AA_TEXT_CONTRAST;
}
