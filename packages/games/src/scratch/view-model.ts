/** What a scratch card's player may see: the prize only once the card is revealed. */
import { z } from 'zod';
import { sessionStatusSchema } from '../view-parts.js';

export const scratchResultSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('prize'), prize_id: z.string(), label: z.string() }),
  z.strictObject({ kind: z.literal('no_luck'), text: z.string() }),
]);

export const scratchViewSchema = z.strictObject({
  revealed: z.boolean(),
  percent: z.number(),
  cover_image: z.string().nullable(),
  /** Only once revealed. */
  result: scratchResultSchema.nullable(),
  time_left_seconds: z.number(),
  status: sessionStatusSchema,
  reason: z.string().nullable(),
  score: z.number(),
});

export type ScratchResult = z.infer<typeof scratchResultSchema>;
export type ScratchViewModel = z.infer<typeof scratchViewSchema>;
