import { DIFFICULTY_POINTS, PUZZLE } from '../constants.js';
import { defineGameInfo, footerButtons, minutes } from '../define.js';

export const puzzleInfo = defineGameInfo({
  type: 'puzzle',
  name: 'Puzzle',
  description: 'Players slide tiles back into place to rebuild a picture of your product or shop.',
  contentSummary: 'You add: one picture',
  footerButtons: footerButtons('timer', 'hint', 'reset', 'solve'),
  scoring: { per: 'win', points: (difficulty) => DIFFICULTY_POINTS[difficulty] },
  difficultyDetail: (difficulty) =>
    `${PUZZLE.tiles[difficulty]}×${PUZZLE.tiles[difficulty]} tiles, ${minutes(PUZZLE.timeSeconds[difficulty])}`,
  difficultyShort: (difficulty) => `${PUZZLE.tiles[difficulty]}×${PUZZLE.tiles[difficulty]} tiles`,
});
