/**
 * How a wheel looks: the colour of each segment (its own, else its palette's by position) and a
 * text colour that reads on it. Pure data, shared by the view and the console's editor.
 */
import type { WheelPalette } from './constants.js';

export interface SegmentColours {
  /** A CSS colour: `#rrggbb`, or the page theme's `var(--color-primary-…)` for `brand`. */
  fill: string;
  text: string;
}

const DARK_TEXT = '#1f1640';
const LIGHT_TEXT = '#ffffff';

/** The brand palette: the theme's primary shades, dark and light in turn. */
const BRAND: readonly SegmentColours[] = [
  { fill: 'var(--color-primary-700)', text: LIGHT_TEXT },
  { fill: 'var(--color-primary-100)', text: DARK_TEXT },
  { fill: 'var(--color-primary-500)', text: LIGHT_TEXT },
  { fill: 'var(--color-primary-200)', text: DARK_TEXT },
];

export const PALETTE_COLOURS: Readonly<Record<Exclude<WheelPalette, 'brand'>, readonly string[]>> =
  {
    classic: [
      '#e74c3c',
      '#f39c12',
      '#f1c40f',
      '#27ae60',
      '#16a085',
      '#2980b9',
      '#8e44ad',
      '#d63384',
    ],
    coffee: [
      '#6f4e37',
      '#e8d5bc',
      '#a0522d',
      '#f6ead8',
      '#3e2723',
      '#c8a27a',
      '#8d6e63',
      '#efdcc3',
    ],
    pastel: [
      '#ffb3ba',
      '#ffdfba',
      '#fff5ba',
      '#baffc9',
      '#bae1ff',
      '#d7c4f2',
      '#f9c6e0',
      '#c9f0e4',
    ],
  };

/** Relative luminance of `#rrggbb` (WCAG). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Dark or white text, whichever contrasts more with `#rrggbb`. */
export function textOn(hex: string): string {
  const l = luminance(hex);
  const onWhite = (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? DARK_TEXT : LIGHT_TEXT;
  return onWhite;
}

/**
 * Segment `index`'s colours: its own colour, else its palette's colour by position. A wheel with
 * an odd count would put two equal colours side by side where it closes; the last segment then
 * takes the palette's next colour.
 */
export function segmentColours(
  palette: WheelPalette,
  own: string | null,
  index: number,
  count: number,
): SegmentColours {
  if (own) return { fill: own, text: textOn(own) };
  const colours: readonly SegmentColours[] =
    palette === 'brand'
      ? BRAND
      : PALETTE_COLOURS[palette].map((fill) => ({ fill, text: textOn(fill) }));
  const size = colours.length;
  const clash = index === count - 1 && count > 1 && index % size === 0;
  return colours[(clash ? index + 1 : index) % size]!;
}

/** The pointer's colour: its own, else the theme's darkest. */
export function pointerColour(own: string | null): string {
  return own ?? 'var(--color-primary-900)';
}
