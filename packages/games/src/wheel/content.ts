import { z } from 'zod';
import { assignIds, checkUniqueIds, itemIdSchema } from '../ids.js';
import { boundedList, IMAGE_REF_MAX_LENGTH, OptionalImageRef, text } from '../input.js';
import { SEGMENT_KINDS, WHEEL_PALETTES, type SegmentKind } from './constants.js';

/** The limits of a wheel's content (the console's form reads them too): 2–16 segments. */
export const WHEEL_LIMITS = {
  minSegments: 2,
  maxSegments: 16,
  maxLabelLength: 40,
  maxImageLength: IMAGE_REF_MAX_LENGTH,
  maxIdLength: 64,
  /** A reward's public id (the contract's `PublicId`). */
  maxRewardIdLength: 64,
} as const;

export { SEGMENT_KINDS, WHEEL, WHEEL_PALETTES } from './constants.js';
export type { SegmentKind, WheelPalette } from './constants.js';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** An optional colour `#rrggbb` (lower-cased); missing, null or blank → null. */
const optionalColour = (what: string) =>
  text(7, {
    trim: true,
    notText: `The ${what} must be a colour like #c0392b`,
    tooLong: `The ${what} must be a colour like #c0392b`,
  })
    .refine((value) => value === '' || HEX_COLOUR.test(value), {
      message: `The ${what} must be a colour like #c0392b`,
    })
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null));

const segmentId = itemIdSchema('segment', WHEEL_LIMITS.maxIdLength);

const segment = z
  .object({
    id: segmentId.optional(),
    label: text(WHEEL_LIMITS.maxLabelLength, {
      trim: true,
      notText: 'Enter the text of the segment',
      tooLong: `A segment's text can have at most ${WHEEL_LIMITS.maxLabelLength} characters`,
    }).min(1, 'Enter the text of the segment'),
    color: optionalColour("segment's colour"),
    image: OptionalImageRef,
    kind: z.enum(SEGMENT_KINDS, { error: 'Choose what the segment gives' }),
    /** The reward's public id, for a `reward` segment; dropped on the others. */
    reward_id: text(WHEEL_LIMITS.maxRewardIdLength, {
      trim: true,
      notText: 'Choose the reward this segment gives',
      tooLong: 'Choose the reward this segment gives',
    }).nullish(),
  })
  .superRefine((s, ctx) => {
    if (s.kind === 'reward' && !s.reward_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['reward_id'],
        message: 'Choose the reward this segment gives',
      });
    }
  })
  .transform(({ reward_id, ...s }) => ({
    ...s,
    reward_id: s.kind === 'reward' ? (reward_id ?? null) : null,
  }));

/** Gives every segment without an id a stable one from its position (`s1`, `s2`, …). */
export function assignSegmentIds<T extends { id?: string | undefined }>(
  segments: readonly T[],
): (T & { id: string })[] {
  return assignIds(segments, 's');
}

/** A segment where the wheel stops when the draw gives nothing. */
export const isLosing = (s: { kind: SegmentKind }) => s.kind !== 'reward';

export const NO_LOSING_SEGMENT =
  'Add at least one “No prize” or “Try again” segment: the wheel stops there when nothing is won';

export const wheelContentSchema = z.object({
  segments: boundedList(segment, {
    min: WHEEL_LIMITS.minSegments,
    max: WHEEL_LIMITS.maxSegments,
    notList: 'Add the segments of the wheel',
    tooFew: `Give the wheel at least ${WHEEL_LIMITS.minSegments} segments`,
    tooMany: `Give the wheel at most ${WHEEL_LIMITS.maxSegments} segments`,
  })
    .superRefine((segments, ctx) => {
      checkUniqueIds(segments, ctx, 'segments');
      if (!segments.some(isLosing)) ctx.addIssue({ code: 'custom', message: NO_LOSING_SEGMENT });
    })
    .transform(assignSegmentIds),
  palette: z.enum(WHEEL_PALETTES, { error: 'Choose one of the colour sets' }).default('brand'),
  pointer_color: optionalColour("pointer's colour"),
  /** The logo in the wheel's centre. */
  center_image: OptionalImageRef,
});

/** A wheel's content once parsed: segments have ids, colours are lower case or null. */
export type WheelContent = z.output<typeof wheelContentSchema>;
export type WheelSegment = WheelContent['segments'][number];
/** What a business submits. */
export type WheelContentInput = z.input<typeof wheelContentSchema>;

/** The look's colours, for the console's editor (the view reads look.ts itself). */
export { PALETTE_COLOURS, segmentColours } from './look.js';
