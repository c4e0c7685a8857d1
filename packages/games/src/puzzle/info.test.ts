import { describe, expect, it } from 'vitest';
import { puzzleInfo } from './info.js';

describe('puzzle: its facts', () => {
  it('offers its footer buttons (docs/product-rules.md#footer-buttons), in their order', () => {
    expect(puzzleInfo.footerButtons.join(' ')).toBe(
      'timer leaderboard hint reset solve share change_avatar start call_to_action',
    );
  });
});
