/**
 * The wheel's numbers and choices, without zod: the player app's first screen reads them (info.ts,
 * client.ts), and content.ts builds the schema from them.
 */

export const WHEEL = {
  /** Time to press Spin once the play started. */
  timeSeconds: 60,
  /** A spin that stops on a reward. */
  points: 10,
} as const;

/** What a segment gives: a reward of the business, nothing, or nothing with a "try again". */
export const SEGMENT_KINDS = ['reward', 'no_prize', 'try_again'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

/**
 * The colour sets a wheel's segments take by position when they have no colour of their own:
 * `brand` is the game page's template colours (the player app's theme), the others fixed.
 */
export const WHEEL_PALETTES = ['brand', 'classic', 'coffee', 'pastel'] as const;
export type WheelPalette = (typeof WHEEL_PALETTES)[number];
