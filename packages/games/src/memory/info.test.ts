import { describe, expect, it } from 'vitest';
import { memoryInfo } from './info.js';

describe('memory: its facts', () => {
  it('offers its footer buttons (docs/product-rules.md#footer-buttons), in their order', () => {
    expect(memoryInfo.footerButtons.join(' ')).toBe(
      'timer leaderboard share change_avatar start call_to_action',
    );
  });
});
