import type { GameRefusals } from '../refusals.js';

/**
 * The codes this game's engine refuses a move with, besides the shared ones (`../refusals.ts`),
 * each with the names and types of its values; their texts are `error.<code>` in `./i18n/`.
 */
export const refusals = {
  'move.not_a_word': {},
  'move.word_already_found': { word: 'string' },
  'move.outside_grid': {},
  'move.not_straight': {},
} as const satisfies GameRefusals;
