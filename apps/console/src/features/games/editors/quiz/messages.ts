import type { MessageKey } from '../../../../i18n/i18n';

/** The Quiz engine's fixed content messages (packages/games/src/quiz/content.ts) → the catalogue's keys. */
export const messages: Readonly<Record<string, MessageKey>> = {
  'Enter the question': 'game-content.error.question',
  'Enter the option': 'game-content.error.option',
  'Add the answer options': 'game-content.error.options',
  'Choose the correct option among the options': 'game-content.error.correct',
  'Add at least one question': 'game-content.error.no_question',
};
