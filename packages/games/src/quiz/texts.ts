import type { ViewTexts } from '../define-texts.js';

/**
 * The quiz view's texts in English, by key (`quiz.*`): the source of the player app's
 * `game.view.quiz.*` texts, whose translations are in `./i18n/<lang>.json`.
 */
export const texts = {
  'quiz.correct': () => 'Correct!',
  'quiz.not_quite': () => 'Not quite.',
  'quiz.is_right': (p) => `“${p.answer}” is right.`,
  'quiz.is_not': (p) => `“${p.answer}” is not the answer.`,
  'quiz.was': (p) => `The answer was “${p.answer}”.`,
  'quiz.line_correct': (p) => `Correct: ${p.answer}`,
  'quiz.line_wrong': (p) => `Wrong: you chose ${p.chosen}`,
  'quiz.line_wrong_was': (p) => `Wrong: you chose ${p.chosen}, the answer was ${p.answer}`,
  'quiz.summary': (p) => `You answered ${p.correct} of ${p.total} questions correctly.`,
  'quiz.summary_timeout': (p) =>
    `Time is up! You answered ${p.correct} of ${p.total} questions correctly.`,
  'quiz.results': () => 'Results',
  'quiz.secret': () => 'The right answers stay a secret. Play again to find them!',
  'quiz.progress': (p) => `Question ${p.n} of ${p.total}`,
} satisfies ViewTexts;
