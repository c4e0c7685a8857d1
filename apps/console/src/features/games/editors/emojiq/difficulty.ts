import { EMOJIQ } from '@playdesk/games';
import type { DifficultyTexts } from '../../difficulty-texts';

/** How a difficulty changes this game, in the user's language (the add page, the editor). */
export const difficultyTexts: DifficultyTexts = {
  detail: (t, d) => t('games.detail.emojiq', { lives: EMOJIQ.lives[d] }),
  short: (t, d) => t('games.detail.emojiq', { lives: EMOJIQ.lives[d] }),
};
