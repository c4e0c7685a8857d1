import { MEMORY, memoryMoveLimit } from '@playdesk/games/content/memory';
import { durationText, type DifficultyTexts } from '../../difficulty-texts';

/** How a difficulty changes this game, in the user's language (the add page, the editor). */
export const difficultyTexts: DifficultyTexts = {
  detail: (t, d) =>
    t('games.detail.memory', {
      pairs: MEMORY.pairs[d],
      moves: memoryMoveLimit(MEMORY.pairs[d], d),
      time: durationText(t, MEMORY.timeSeconds[d]),
    }),
  short: (t, d) => t('games.short.pairs', { pairs: MEMORY.pairs[d] }),
};
