import { describe, expect, it } from 'vitest';
import { emojiqClient } from './client.js';
import { emojiqEngine } from './engine.js';

/** The view of a game lost on its second phrase after solving the first. */
function lostView(revealAnswers: boolean) {
  const content = emojiqEngine.contentSchema.parse({
    phrases: [
      { emojis: '🍎🥧', answer: 'Apple pie' },
      { emojis: '⭐🚶', answer: 'Star walk' },
    ],
    reveal_answers: revealAnswers,
  });
  let state = emojiqEngine.start(content, { difficulty: 'hard', seed: 1, now: 0 });
  for (const letter of 'APLEIZQXJ') {
    const result = emojiqEngine.apply(state, { type: 'guess', letter }, { now: 0 });
    if (result.ok) state = result.state;
  }
  expect(emojiqEngine.outcome(state, 0).status).toBe('lost');
  return emojiqEngine.view(state, 0);
}

describe('EmojiQ share summary', () => {
  it('marks the phrase lost on, whether or not the answers are shown, never with answers', () => {
    for (const reveal of [false, true]) {
      expect(emojiqClient.shareSummary?.(lostView(reveal))).toBe('🍎🥧 ✅\n⭐🚶 ❌');
    }
  });
});
