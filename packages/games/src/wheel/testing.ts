import fc from 'fast-check';
import type { GameTestKit } from '../testing.js';
import { phrase } from '../testing-arbitraries.js';

/** What the tests that walk every game need of this one (`../testing.ts`). */
export const testing = {
  randomMove: (_state, kind) => (kind % 3 === 0 ? { type: 'spin' } : { type: 'tap' }),
  content: fc
    .array(fc.record({ label: phrase, kind: fc.constantFrom('reward', 'no_prize', 'try_again') }), {
      minLength: 1,
      maxLength: 15,
    })
    .map((segments) => ({
      segments: [
        ...segments.map((s) => ({ ...s, reward_id: s.kind === 'reward' ? 'r_1' : null })),
        { label: 'No prize', kind: 'no_prize' },
      ],
      palette: 'coffee',
      pointer_color: '#112233',
    })),
  // A wheel's look and what its segments give.
  notText: ['kind', 'reward_id', 'color', 'image', 'palette', 'pointer_color', 'center_image'],
} satisfies GameTestKit;
