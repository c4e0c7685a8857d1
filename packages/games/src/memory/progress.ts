/**
 * A memory play's progress (progress.ts): the share of the board's pairs found, counted in steps
 * of 25 % (`p0`, `p25`…`p100`). A play is complete once it ended by playing: every pair found, or
 * the moves used up.
 */
import { z } from 'zod';
import { reachedShares, readState, shareSteps, type GameProgress } from '../progress.js';
import type { MemoryContent } from './content.js';

const storedMemory = z.object({
  pairs: z.array(z.unknown()).min(1),
  found: z.array(z.number().int()),
  status: z.enum(['playing', 'won', 'lost']),
});

export const memoryProgress: GameProgress<MemoryContent> = {
  kind: 'progress',
  steps: shareSteps,
  of(raw) {
    const state = readState(storedMemory, raw);
    if (!state) return null;
    const found = new Set(state.found.filter((p) => p >= 0 && p < state.pairs.length)).size;
    const percent = state.status === 'won' ? 100 : (found * 100) / state.pairs.length;
    return { reached: reachedShares(percent), completed: state.status !== 'playing' };
  },
};
