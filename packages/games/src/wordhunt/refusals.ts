import type { GameRefusals } from '../refusals.js';

/**
 * The codes this game's engine refuses a move with, besides the shared ones (`../refusals.ts`),
 * and the names and types of the values of those that have some; their texts are `error.<code>`
 * in `./i18n/`.
 */
export const refusals = {
  codes: ['move.not_a_word', 'move.word_already_found', 'move.outside_grid', 'move.not_straight'],
  params: { 'move.word_already_found': { word: 'string' } },
} as const satisfies GameRefusals;
