import { defineGameInfo, footerButtons } from '../define.js';
import { PERSONALITY } from './constants.js';

export const personalityInfo = defineGameInfo({
  type: 'personality',
  name: 'Personality Test',
  description:
    'Players answer a few questions and get the product that fits them, with a link to it.',
  contentSummary: `You add: ${PERSONALITY.questions.min}–${PERSONALITY.questions.max} questions and ${PERSONALITY.outcomes.min}–${PERSONALITY.outcomes.max} outcomes`,
  // No leader board: a test has no score, its end is an outcome.
  footerButtons: footerButtons().filter((b) => b !== 'leaderboard'),
  scoring: null,
  difficultyDetail: () => 'The same questions at every difficulty, no time limit',
  difficultyShort: () => 'No time limit',
});
