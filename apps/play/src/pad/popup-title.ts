/**
 * The pop-up's title. A game's `popup_texts` are the business's texts, shown as written; a game
 * made without its own keeps the product's English defaults (`POPUP_TEXTS` of @playdesk/games,
 * stored with the game): those are the app's texts, shown in the player's language. The defaults
 * are repeated here so the pad's first load does not pull the games package in (a test keeps
 * them equal).
 */
import type { T } from '../i18n/i18n.js';

export const DEFAULT_POPUP_TEXTS = { fail: 'Game over', win: 'Congratulations.' } as const;

export function popupTitle(t: T, won: boolean, texts: { win: string; fail: string }): string {
  if (won) return texts.win === DEFAULT_POPUP_TEXTS.win ? t('pad.result.won_title') : texts.win;
  return texts.fail === DEFAULT_POPUP_TEXTS.fail ? t('pad.result.over_title') : texts.fail;
}
