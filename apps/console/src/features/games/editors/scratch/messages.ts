import type { MessageKey } from '../../../../i18n/i18n';

/** The Scratch engine's fixed content messages (packages/games/src/scratch/content.ts) → the catalogue's keys. */
export const messages: Readonly<Record<string, MessageKey>> = {
  'Enter the prize': 'game-content.error.prize',
  'Enter the text shown when there is no prize': 'game-content.error.no_luck',
};
