import { DIFFICULTY_POINTS, EMOJIQ } from '../constants.js';
import { defineGameInfo, footerButtons } from '../define.js';

export const emojiqInfo = defineGameInfo({
  type: 'emojiq',
  name: 'EmojiQ',
  description: 'A row of emoji hides a word or phrase; players guess it letter by letter.',
  contentSummary: 'You add: phrases with their emoji',
  // Lives first, as the pad shows them.
  footerButtons: ['lives', ...footerButtons('letter')],
  scoring: { per: 'win', points: (difficulty) => DIFFICULTY_POINTS[difficulty] },
  difficultyDetail: (difficulty) => `${EMOJIQ.lives[difficulty]} lives`,
  difficultyShort: (difficulty) => `${EMOJIQ.lives[difficulty]} lives`,
  lives: EMOJIQ.lives,
});
