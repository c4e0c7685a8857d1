import { PUZZLE } from '@playdesk/games';
import { durationText, type DifficultyTexts } from '../../difficulty-texts';

/** How a difficulty changes this game, in the user's language (the add page, the editor). */
export const difficultyTexts: DifficultyTexts = {
  detail: (t, d) =>
    t('games.detail.puzzle', {
      tiles: PUZZLE.tiles[d],
      time: durationText(t, PUZZLE.timeSeconds[d]),
    }),
  short: (t, d) => t('games.short.tiles', { tiles: PUZZLE.tiles[d] }),
};
