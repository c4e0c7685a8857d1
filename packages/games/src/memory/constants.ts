/**
 * Memory's business numbers (docs/product-rules.md#per-game), kept with the game: the engine, its
 * info and the console's editor read them from here. No zod, no React: the player app's first
 * screen reads them through `info.ts`.
 */
import type { Difficulty } from '../constants.js';

export const MEMORY = {
  /** Pairs on the board (fewer when the content has fewer; drawn from it when it has more). */
  pairs: { easy: 6, normal: 8, hard: 12 } as Record<Difficulty, number>,
  /** Moves (two cards turned over) allowed per pair on the board, rounded up for the board. */
  movesPerPair: { easy: 3, normal: 2.5, hard: 2.25 } as Record<Difficulty, number>,
  timeSeconds: { easy: 120, normal: 150, hard: 180 } as Record<Difficulty, number>,
  /** A win's bonus: points for each move left… */
  pointsPerMoveLeft: 1,
  /** …and one point for each whole this many seconds left. */
  secondsPerPoint: 10,
} as const;

/** The moves a board of `pairs` pairs allows at a difficulty. */
export function memoryMoveLimit(pairs: number, difficulty: Difficulty): number {
  return Math.ceil(pairs * MEMORY.movesPerPair[difficulty]);
}
