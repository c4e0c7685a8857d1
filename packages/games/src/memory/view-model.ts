/**
 * What a memory player may see: each card's face only while it is face up (turned over in the
 * current move) or its pair is found. A face-down card is `face: null`; which pair it belongs to
 * stays on the server.
 */
import { z } from 'zod';
import { sessionStatusSchema } from '../view-parts.js';

export const memoryEndReasonSchema = z.enum(['solved', 'out_of_moves', 'timeout']);

export const memoryFaceSchema = z.strictObject({
  text: z.string(),
  /** A picture's address, or null for a card that shows its text. */
  image: z.string().nullable(),
});

export const memoryCardSchema = z.strictObject({
  /** The card's face while face up or found; null while face down. */
  face: memoryFaceSchema.nullable(),
  /** Its pair is found: it stays face up. */
  matched: z.boolean(),
});

export const memoryViewSchema = z.strictObject({
  /** The cards in board order (row by row). */
  cards: z.array(memoryCardSchema),
  /** Pairs on the board. */
  pair_count: z.number(),
  pairs_found: z.number(),
  /** Moves made (two cards turned over) and allowed. */
  moves: z.number(),
  move_limit: z.number(),
  /**
   * The two face-up cards of the last move are not a pair: they turn back when the next card is
   * turned over.
   */
  missed: z.boolean(),
  time_left_seconds: z.number(),
  status: sessionStatusSchema,
  reason: memoryEndReasonSchema.nullable(),
  score: z.number(),
});

export type MemoryEndReason = z.infer<typeof memoryEndReasonSchema>;
export type MemoryFace = z.infer<typeof memoryFaceSchema>;
export type MemoryCardView = z.infer<typeof memoryCardSchema>;
export type MemoryViewModel = z.infer<typeof memoryViewSchema>;
