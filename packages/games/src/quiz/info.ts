import { QUIZ } from '../constants.js';
import { defineGameInfo, footerButtons } from '../define.js';

export const quizInfo = defineGameInfo({
  type: 'quiz',
  name: 'Quiz',
  description: 'Multiple-choice questions against the clock — great for product knowledge.',
  contentSummary: 'You add: questions and answers',
  footerButtons: footerButtons('timer'),
  scoring: { per: 'right answer', points: () => QUIZ.points },
  difficultyDetail: () => `${QUIZ.timeSeconds} s for the quiz`,
  difficultyShort: () => `${QUIZ.timeSeconds} s`,
});
