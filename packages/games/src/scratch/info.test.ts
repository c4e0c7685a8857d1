import { describe, expect, it } from 'vitest';
import { scratchInfo } from './info.js';

describe('scratch: its facts', () => {
  it('offers its footer buttons (docs/product-rules.md#footer-buttons), in their order', () => {
    expect(scratchInfo.footerButtons).toEqual([
      'timer',
      'leaderboard',
      'share',
      'change_avatar',
      'start',
      'call_to_action',
    ]);
  });
});
