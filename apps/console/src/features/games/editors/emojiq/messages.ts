import type { MessageKey } from '../../../../i18n/i18n';

/** The EmojiQ engine's fixed content messages (packages/games/src/emojiq/content.ts) → the catalogue's keys. */
export const messages: Readonly<Record<string, MessageKey>> = {
  'Add at least one phrase': 'game-content.error.no_phrase',
  'Add the emoji for this phrase': 'game-content.error.emojis',
  'Add the answer for this phrase': 'game-content.error.answer',
};
