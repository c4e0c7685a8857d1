import type { MessageKey } from '../../../../i18n/i18n';

/** The Puzzle engine's fixed content messages (packages/games/src/puzzle/content.ts) → the catalogue's keys. */
export const messages: Readonly<Record<string, MessageKey>> = {
  'Add a picture for the puzzle': 'game-content.error.puzzle_image',
};
