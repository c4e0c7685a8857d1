import { SCRATCH } from '@playdesk/games';
import { durationText, type DifficultyTexts } from '../../difficulty-texts';

/** How a difficulty changes this game, in the user's language (the add page, the editor). */
export const difficultyTexts: DifficultyTexts = {
  detail: (t) => t('games.detail.scratch', { time: durationText(t, SCRATCH.timeSeconds) }),
  short: (t) => durationText(t, SCRATCH.timeSeconds),
};
