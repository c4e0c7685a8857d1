import { describe, expect, it } from 'vitest';
import { wheelInfo } from './info.js';

describe('wheel: its facts', () => {
  it('offers its footer buttons (docs/product-rules.md#footer-buttons), in their order', () => {
    expect(wheelInfo.footerButtons.join(' ')).toBe(
      'timer leaderboard share change_avatar start call_to_action',
    );
  });
});
