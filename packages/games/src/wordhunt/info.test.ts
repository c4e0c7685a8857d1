import { describe, expect, it } from 'vitest';
import { wordhuntInfo } from './info.js';

describe('wordhunt: its facts', () => {
  it('offers its footer buttons (docs/product-rules.md#footer-buttons), in their order', () => {
    expect(wordhuntInfo.footerButtons.join(' ')).toBe(
      'timer leaderboard solve share change_avatar start call_to_action',
    );
  });
});
