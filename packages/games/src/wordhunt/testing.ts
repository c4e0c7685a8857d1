import fc from 'fast-check';
import type { GameTestKit } from '../testing.js';
import { word } from '../testing-arbitraries.js';
import type { WordhuntState } from './engine.js';

/** What the tests that walk every game need of this one (`../testing.ts`). */
export const testing = {
  randomMove(state, kind, pick) {
    const s = state as WordhuntState;
    if (kind % 30 === 0) return { type: 'solve' };
    const p = s.placements[pick % s.placements.length]!;
    return kind % 3 === 0
      ? { type: 'select', start: p.end, end: p.start }
      : { type: 'select', start: p.start, end: { row: p.end.row, col: pick % s.size } };
  },
  content: fc
    .uniqueArray(word(3, 12), {
      minLength: 3,
      maxLength: 8,
      comparator: (a, b) => a.toUpperCase() === b.toUpperCase(),
    })
    .map((words) => ({ words })),
} satisfies GameTestKit;
