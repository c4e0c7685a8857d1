import type { GameRefusals } from '../refusals.js';

/**
 * The codes this game's engine refuses a move with, besides the shared ones (`../refusals.ts`),
 * and the names and types of the values of those that have some; their texts are `error.<code>`
 * in `./i18n/`.
 */
export const refusals = {
  codes: ['move.word_length', 'move.letters_only', 'move.word_repeated', 'move.not_in_word_list'],
  params: { 'move.word_length': { length: 'number' } },
} as const satisfies GameRefusals;
