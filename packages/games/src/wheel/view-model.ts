/**
 * What a wheel's player may see: its segments as drawn (text, colour, picture) and, only once the
 * wheel was spun (or the time ran out), where it stops. Nothing before the spin says which
 * segment the server drew: not the segments' rewards, not the stop.
 */
import { z } from 'zod';
import { sessionStatusSchema } from '../view-parts.js';
import { SEGMENT_KINDS, WHEEL_PALETTES } from './constants.js';

export const wheelSegmentViewSchema = z.strictObject({
  label: z.string(),
  color: z.string().nullable(),
  image: z.string().nullable(),
});

export const wheelResultSchema = z.strictObject({
  /** The segment under the pointer (0-based, clockwise from the top). */
  segment: z.number().int(),
  /** Where in that segment the pointer is, from -0.5 (its start) to 0.5 (its end); 0 its middle. */
  offset: z.number(),
  kind: z.enum(SEGMENT_KINDS),
  /** What was won or not: the segment's text (a reward on no segment: the reward's name). */
  label: z.string(),
});

export const wheelViewSchema = z.strictObject({
  segments: z.array(wheelSegmentViewSchema),
  palette: z.enum(WHEEL_PALETTES),
  pointer_color: z.string().nullable(),
  center_image: z.string().nullable(),
  spun: z.boolean(),
  /** Only once spun (or timed out). */
  result: wheelResultSchema.nullable(),
  time_left_seconds: z.number(),
  status: sessionStatusSchema,
  reason: z.string().nullable(),
  score: z.number(),
});

export type WheelSegmentView = z.infer<typeof wheelSegmentViewSchema>;
export type WheelResult = z.infer<typeof wheelResultSchema>;
export type WheelViewModel = z.infer<typeof wheelViewSchema>;
