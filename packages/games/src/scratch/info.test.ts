import { describe, expect, it } from 'vitest';
import { scratchInfo } from './info.js';

describe('scratch: its facts', () => {
  it('offers its footer buttons (docs/product-rules.md#footer-buttons), in their order', () => {
    expect(scratchInfo.footerButtons.join(' ')).toBe(
      'timer leaderboard share change_avatar start call_to_action',
    );
  });
});
