/**
 * A word hunt play's progress (progress.ts): the share of the words found, counted in steps of
 * 25 % (`p0`, `p25`…`p100`). A player who pressed Solve is counted at the words they had found.
 */
import { z } from 'zod';
import { reachedShares, readState, shareSteps, type GameProgress } from '../progress.js';
import type { WordhuntContent } from './content.js';

const storedWordhunt = z.object({
  words: z.array(z.string()),
  found: z.array(z.string()),
  status: z.enum(['playing', 'won', 'lost']),
});

export const wordhuntProgress: GameProgress<WordhuntContent> = {
  kind: 'progress',
  steps: shareSteps,
  of(raw) {
    const state = readState(storedWordhunt, raw);
    if (!state || state.words.length === 0) return null;
    const found = new Set(state.found.filter((w) => state.words.includes(w))).size;
    const percent = state.status === 'won' ? 100 : (found * 100) / state.words.length;
    return { reached: reachedShares(percent), completed: state.status !== 'playing' };
  },
};
