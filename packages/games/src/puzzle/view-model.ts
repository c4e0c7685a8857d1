/** What a puzzle's player may see: the board, and the whole picture once a hint allows it. */
import { z } from 'zod';
import { sessionStatusSchema } from '../view-parts.js';

export const puzzleEndReasonSchema = z.enum(['solved', 'solved_by_player', 'timeout']);

export const puzzleViewSchema = z.strictObject({
  size: z.number(),
  /** Row-major board, 0 = the empty slot. */
  tiles: z.array(z.number()),
  /** Moves since the current shuffle. */
  moves: z.number(),
  time_left_seconds: z.number(),
  status: sessionStatusSchema,
  reason: puzzleEndReasonSchema.nullable(),
  score: z.number(),
  image: z.string(),
  hints: z.number(),
  /** True once a hint was asked for (or the game is over): the whole picture may be shown. */
  show_picture: z.boolean(),
});

export type PuzzleEndReason = z.infer<typeof puzzleEndReasonSchema>;
export type PuzzleViewModel = z.infer<typeof puzzleViewSchema>;
