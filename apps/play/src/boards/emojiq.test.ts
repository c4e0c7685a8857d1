import { engineFor } from '@playdesk/games/engines';
import { describe, expect, it } from 'vitest';
import { shareSummary } from './emojiq';

const engine = engineFor('emojiq');

/** The view of a game lost on its second phrase after solving the first. */
function lostView(revealAnswers: boolean): unknown {
  const content = engine.contentSchema.parse({
    phrases: [
      { emojis: '🍎🥧', answer: 'Apple pie' },
      { emojis: '⭐🚶', answer: 'Star walk' },
    ],
    reveal_answers: revealAnswers,
  });
  let state = engine.start(content, { difficulty: 'hard', seed: 1, now: 0 });
  for (const letter of 'APLEIZQXJ') {
    const result = engine.apply(state, { type: 'guess', letter }, { now: 0 });
    if (result.ok) state = result.state;
  }
  expect(engine.outcome(state, 0).status).toBe('lost');
  return engine.view(state, 0);
}

describe('EmojiQ share summary', () => {
  it('marks the phrase lost on, whether or not the answers are shown, never with answers', () => {
    for (const reveal of [false, true]) {
      expect(shareSummary(lostView(reveal))).toBe('🍎🥧 ✅\n⭐🚶 ❌');
    }
  });
});
