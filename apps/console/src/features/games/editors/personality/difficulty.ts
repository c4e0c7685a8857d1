import type { DifficultyTexts } from '../../difficulty-texts';

/** How a difficulty changes this game, in the user's language: it does not (no clock, no points). */
export const difficultyTexts: DifficultyTexts = {
  detail: (t) => t('games.detail.personality'),
  short: (t) => t('games.short.no_time_limit'),
};
