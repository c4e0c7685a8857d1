import fc from 'fast-check';
import type { GameTestKit } from '../testing.js';
import { phrase } from '../testing-arbitraries.js';
import type { MemoryState } from './engine.js';

/** What the tests that walk every game need of this one (`../testing.ts`). */
export const testing = {
  randomMove(state, kind, pick) {
    // Mostly a card's partner after the first card of a move, so plays reach every share.
    const s = state as MemoryState;
    const [first] = s.open;
    const partner = s.deck.findIndex((p, i) => i !== first && p === s.deck[first ?? -1]);
    if (s.open.length === 1 && kind % 3 !== 0 && partner >= 0)
      return { type: 'flip', card: partner };
    return { type: 'flip', card: pick % s.deck.length };
  },
  content: fc
    .uniqueArray(phrase, {
      minLength: 4,
      maxLength: 12,
      comparator: (a, b) => a.toLowerCase() === b.toLowerCase(),
    })
    .map((texts) => ({
      pairs: texts.map((text, i) => ({
        text,
        image: i % 2 ? `https://example.com/${i}.png` : null,
      })),
    })),
  notText: ['image'],
} satisfies GameTestKit;
