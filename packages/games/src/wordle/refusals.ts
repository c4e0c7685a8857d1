import type { GameRefusals } from '../refusals.js';

/**
 * The codes this game's engine refuses a move with, besides the shared ones (`../refusals.ts`),
 * each with the names and types of its values; their texts are `error.<code>` in `./i18n/`.
 */
export const refusals = {
  'move.word_length': { length: 'number' },
  'move.letters_only': {},
  'move.word_repeated': {},
  'move.not_in_word_list': {},
} as const satisfies GameRefusals;
