/**
 * A wheel's progress (progress.ts): a play is at the start (`p0`) until the wheel is spun, then
 * done (every share to `p100`, completed). A play that ran out of time stays at `p0`.
 */
import { z } from 'zod';
import { finite, reachedShares, readState, shareSteps, type GameProgress } from '../progress.js';
import type { WheelContent } from './content.js';

const storedWheel = z.object({ started_at: finite, spun_at: finite.nullable() });

export const wheelProgress: GameProgress<WheelContent> = {
  kind: 'progress',
  steps: shareSteps,
  of(raw) {
    const state = readState(storedWheel, raw);
    if (!state) return null;
    const completed = state.spun_at !== null;
    return { reached: reachedShares(completed ? 100 : 0), completed };
  },
};
