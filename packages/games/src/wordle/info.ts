import { WORDLE } from '../constants.js';
import { defineGameInfo, footerButtons, minutes } from '../define.js';

export const wordleInfo = defineGameInfo({
  type: 'wordle',
  name: 'Wordle',
  description: 'Players guess your secret word in six tries, with coloured hints after each guess.',
  contentSummary: 'You add: secret words',
  footerButtons: footerButtons('timer'),
  scoring: { per: 'win', points: () => WORDLE.points },
  difficultyDetail: (difficulty) =>
    `${WORDLE.tries} tries, ${minutes(WORDLE.timeSeconds[difficulty])}`,
  difficultyShort: (difficulty) => minutes(WORDLE.timeSeconds[difficulty]),
});
