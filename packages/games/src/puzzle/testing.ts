import fc from 'fast-check';
import type { GameTestKit } from '../testing.js';
import { movableTiles, type PuzzleState } from './engine.js';

/** What the tests that walk every game need of this one (`../testing.ts`). */
export const testing = {
  randomMove(state, kind, pick) {
    const s = state as PuzzleState;
    if (kind % 40 === 0) return { type: 'solve' };
    if (kind % 40 === 1) return { type: 'reset', seed: pick };
    const movable = movableTiles(s.tiles, s.size);
    return { type: 'move', tile: movable[pick % movable.length] };
  },
  content: fc.constant({ image: 'https://example.com/a.png' }),
  notText: ['image'],
} satisfies GameTestKit;
