import { WORDHUNT } from '@playdesk/games';
import { durationText, type DifficultyTexts } from '../../difficulty-texts';

/** How a difficulty changes this game, in the user's language (the add page, the editor). */
export const difficultyTexts: DifficultyTexts = {
  detail: (t, d) => t('games.detail.wordhunt', { time: durationText(t, WORDHUNT.timeSeconds[d]) }),
  short: (t, d) => durationText(t, WORDHUNT.timeSeconds[d]),
};
