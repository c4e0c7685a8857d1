import { describe, expect, it } from 'vitest';
import { personalityInfo } from './info.js';

describe('personality: its facts', () => {
  it('offers its footer buttons (docs/product-rules.md#footer-buttons), in their order', () => {
    expect(personalityInfo.footerButtons.join(' ')).toBe(
      'share change_avatar start call_to_action',
    );
  });
});
