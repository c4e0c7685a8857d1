import { describe, expect, it } from 'vitest';
import { emojiqInfo } from './info.js';

describe('emojiq: its facts', () => {
  it('offers its footer buttons (docs/product-rules.md#footer-buttons), in their order', () => {
    expect(emojiqInfo.footerButtons.join(' ')).toBe(
      'lives letter leaderboard share change_avatar start call_to_action',
    );
  });
});
