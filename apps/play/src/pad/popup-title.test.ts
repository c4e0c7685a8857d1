import { POPUP_TEXTS } from '@playdesk/games';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POPUP_TEXTS, popupTitle } from './popup-title.js';

describe('popupTitle', () => {
  const t = ((key: string) => `<${key}>`) as Parameters<typeof popupTitle>[0];
  it('knows the product’s default texts', () => {
    expect(DEFAULT_POPUP_TEXTS).toEqual(POPUP_TEXTS);
  });
  it('shows the defaults in the player’s language, the business’s texts as written', () => {
    expect(popupTitle(t, true, POPUP_TEXTS)).toBe('<pad.result.won_title>');
    expect(popupTitle(t, false, POPUP_TEXTS)).toBe('<pad.result.over_title>');
    const own = { win: 'Bravo, trouvé !', fail: 'Dommage !' };
    expect(popupTitle(t, true, own)).toBe(own.win);
    expect(popupTitle(t, false, own)).toBe(own.fail);
  });
});
