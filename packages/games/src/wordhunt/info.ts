import { DIFFICULTY_POINTS, WORDHUNT } from '../constants.js';
import { defineGameInfo, footerButtons, minutes } from '../define.js';

export const wordhuntInfo = defineGameInfo({
  type: 'wordhunt',
  name: 'Wordhunt',
  description: 'Players find your words hidden in a grid of letters before the time runs out.',
  contentSummary: 'You add: 3–20 words',
  footerButtons: footerButtons('timer', 'solve'),
  scoring: { per: 'win', points: (difficulty) => DIFFICULTY_POINTS[difficulty] },
  difficultyDetail: (difficulty) =>
    `${minutes(WORDHUNT.timeSeconds[difficulty])} to find every word`,
  difficultyShort: (difficulty) => minutes(WORDHUNT.timeSeconds[difficulty]),
});
