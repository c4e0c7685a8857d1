import { WHEEL } from '@playdesk/games/content/wheel';
import { durationText, type DifficultyTexts } from '../../difficulty-texts';

/** How a difficulty changes this game, in the user's language (the add page, the editor). */
export const difficultyTexts: DifficultyTexts = {
  detail: (t) => t('games.detail.wheel', { time: durationText(t, WHEEL.timeSeconds) }),
  short: (t) => durationText(t, WHEEL.timeSeconds),
};
