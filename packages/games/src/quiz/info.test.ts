import { describe, expect, it } from 'vitest';
import { quizInfo } from './info.js';

describe('quiz: its facts', () => {
  it('offers its footer buttons (docs/product-rules.md#footer-buttons), in their order', () => {
    expect(quizInfo.footerButtons.join(' ')).toBe(
      'timer leaderboard share change_avatar start call_to_action',
    );
  });
});
