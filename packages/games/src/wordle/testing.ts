import fc from 'fast-check';
import type { GameTestKit } from '../testing.js';
import { word } from '../testing-arbitraries.js';

/** What the tests that walk every game need of this one (`../testing.ts`). */
export const testing = {
  randomMove(_state, _kind, pick) {
    const words = ['happy', 'smile', 'prize', 'lucky', 'sunny', 'party', 'treat', 'bonus'];
    return { type: 'guess', word: words[pick % words.length] };
  },
  content: fc.uniqueArray(word(5, 5), { minLength: 1, maxLength: 6 }).map((words) => ({ words })),
  notText: ['allowed_guesses'],
} satisfies GameTestKit;
