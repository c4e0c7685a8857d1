import type { ViewTexts } from '../define-texts.js';

/**
 * The personality test view's texts in English, by key (`personality.*`): the source of the player
 * app's `game.view.personality.*` texts, whose translations are in `./i18n/<lang>.json`.
 */
export const texts = {
  'personality.progress': (p) => `Question ${p.n} of ${p.total}`,
  'personality.answers': () => 'Answers',
  'personality.result': () => 'Your result',
  'personality.new_tab': () => '(opens in a new tab)',
  'personality.over': () => 'This test is over.',
} satisfies ViewTexts;
