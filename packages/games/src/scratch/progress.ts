/**
 * A scratch card's progress (progress.ts): the share of the card done, counted in steps of 25 %
 * (`p0`, `p25`…`p100`). A card is done once SCRATCH_REVEAL_PERCENT (60 %) of it is scratched, so
 * 30 % scratched is 50 % done; a done card is 100 %.
 */
import { z } from 'zod';
import { finite, reachedShares, readState, shareSteps, type GameProgress } from '../progress.js';
import type { ScratchContent } from './content.js';
import { SCRATCH_REVEAL_PERCENT } from './engine.js';

const storedScratch = z.object({ percent: finite, completed_at: finite.nullable() });

export const scratchProgress: GameProgress<ScratchContent> = {
  kind: 'progress',
  steps: shareSteps,
  of(raw) {
    const state = readState(storedScratch, raw);
    if (!state) return null;
    const completed = state.completed_at !== null;
    const done = completed
      ? 100
      : Math.min(99, (Math.max(0, state.percent) * 100) / SCRATCH_REVEAL_PERCENT);
    return { reached: reachedShares(done), completed };
  },
};
