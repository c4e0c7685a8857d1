import fc from 'fast-check';
import type { GameTestKit } from '../testing.js';
import { phrase, LETTERS } from '../testing-arbitraries.js';

/** What the tests that walk every game need of this one (`../testing.ts`). */
export const testing = {
  randomMove: (_state, kind, pick) =>
    kind % 6 === 0 ? { type: 'letter' } : { type: 'guess', letter: LETTERS[pick % 21] },
  content: fc
    .array(fc.record({ answer: phrase, hint: fc.option(phrase, { nil: undefined }) }), {
      minLength: 1,
      maxLength: 5,
    })
    .map((ps) => ({ phrases: ps.map((p) => ({ ...p, emojis: '☕🥐' })) })),
  notText: ['emojis'],
} satisfies GameTestKit;
