import type { MessageKey } from '../../../../i18n/i18n';

/** The Memory engine's fixed content messages (packages/games/src/memory/content.ts) → the catalogue's keys. */
export const messages: Readonly<Record<string, MessageKey>> = {
  'Enter the card’s text': 'game-content.error.memory_text',
  'Add at least 4 pairs': 'game-content.error.memory_too_few',
  'Use at most 12 pairs': 'game-content.error.memory_too_many',
  'Two pairs have the same text; each pair needs its own': 'game-content.error.memory_same_text',
  'Two pairs have the same picture; each pair needs its own':
    'game-content.error.memory_same_picture',
};
