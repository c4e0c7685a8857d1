import { describe, expect, it } from 'vitest';
import { wordleInfo } from './info.js';

describe('wordle: its facts', () => {
  it('offers its footer buttons (docs/product-rules.md#footer-buttons), in their order', () => {
    expect(wordleInfo.footerButtons.join(' ')).toBe(
      'timer leaderboard share change_avatar start call_to_action',
    );
  });
});
