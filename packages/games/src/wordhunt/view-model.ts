/** What a Wordhunt player may see: where the unfound words hide only once the game is over. */
import { z } from 'zod';
import { sessionStatusSchema } from '../view-parts.js';

export const wordhuntEndReasonSchema = z.enum(['solved', 'solved_by_player', 'timeout']);

const cellSchema = z.strictObject({ row: z.number(), col: z.number() });

export const wordhuntWordCellsSchema = z.strictObject({
  word: z.string(),
  cells: z.array(cellSchema),
});

export const wordhuntViewSchema = z.strictObject({
  size: z.number(),
  /** One string per row. */
  grid: z.array(z.string()),
  /** Every word to find, in the content's order. */
  words: z.array(z.string()),
  /** Found words with their cells, in the order found. */
  found: z.array(wordhuntWordCellsSchema),
  /** Unfound words with their cells — only once the game is over, else null. */
  unfound: z.array(wordhuntWordCellsSchema).nullable(),
  time_left_seconds: z.number(),
  status: sessionStatusSchema,
  reason: wordhuntEndReasonSchema.nullable(),
  score: z.number(),
});

export type WordhuntEndReason = z.infer<typeof wordhuntEndReasonSchema>;
export type WordhuntWordCells = z.infer<typeof wordhuntWordCellsSchema>;
export type WordhuntViewModel = z.infer<typeof wordhuntViewSchema>;
