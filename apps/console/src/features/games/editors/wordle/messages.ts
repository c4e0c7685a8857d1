import type { MessageKey } from '../../../../i18n/i18n';

/** The Wordle engine's fixed content messages (packages/games/src/wordle/content.ts) → the catalogue's keys. */
export const messages: Readonly<Record<string, MessageKey>> = {
  'Add at least one word': 'game-content.error.no_word',
  'Enter a word': 'game-content.error.word',
};
