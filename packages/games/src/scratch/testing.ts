import fc from 'fast-check';
import type { GameTestKit } from '../testing.js';
import { phrase } from '../testing-arbitraries.js';

/** What the tests that walk every game need of this one (`../testing.ts`). */
export const testing = {
  randomMove: (_state, kind, pick) =>
    kind % 5 === 0 ? { type: 'reveal' } : { type: 'scratch', percent: pick % 101 },
  content: fc
    .record({
      prizes: fc.array(fc.record({ label: phrase }), { maxLength: 4 }),
      no_luck_text: fc.option(phrase, { nil: undefined }),
    })
    .map((c) => ({ ...c, prizes: c.prizes.map((p) => ({ ...p, odds: 5 })) })),
  notText: ['cover_image'],
} satisfies GameTestKit;
