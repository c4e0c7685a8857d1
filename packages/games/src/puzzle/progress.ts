/**
 * A puzzle play's progress (progress.ts): the share of the board done — the tiles in their place,
 * out of all tiles — counted in steps of 25 % (`p0`, `p25`…`p100`). A solved board is 100 %. A
 * player who pressed Solve is counted at the board they left (re-played from the shuffle's seed
 * and the moves, as `replayMoves` checks a result), not at the solution shown to them.
 */
import { z } from 'zod';
import { reachedShares, readState, shareSteps, type GameProgress } from '../progress.js';
import type { PuzzleContent } from './content.js';
import { replayMoves } from './engine.js';

const storedPuzzle = z
  .object({
    size: z.number().int().min(2).max(10),
    seed: z.number().int(),
    tiles: z.array(z.number().int()),
    moves: z.array(z.number().int()),
    status: z.enum(['playing', 'won', 'lost']),
    end_reason: z.string().nullable(),
  })
  .refine((s) => s.tiles.length === s.size * s.size);

/** The share (0–100) of the tiles 1…n²−1 in their place. */
export function boardDonePercent(tiles: readonly number[]): number {
  const total = tiles.length - 1;
  if (total <= 0) return 0;
  const placed = tiles.filter((tile, i) => tile !== 0 && tile === i + 1).length;
  return (placed * 100) / total;
}

export const puzzleProgress: GameProgress<PuzzleContent> = {
  kind: 'progress',
  steps: shareSteps,
  of(raw) {
    const state = readState(storedPuzzle, raw);
    if (!state) return null;
    let tiles = state.tiles;
    if (state.end_reason === 'solved_by_player') {
      const replayed = replayMoves(state.size, state.seed, state.moves);
      if (replayed.ok) tiles = replayed.tiles;
    }
    const percent = state.status === 'won' ? 100 : boardDonePercent(tiles);
    return { reached: reachedShares(percent), completed: state.status !== 'playing' };
  },
};
