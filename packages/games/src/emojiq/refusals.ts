import type { GameRefusals } from '../refusals.js';

/**
 * The codes this game's engine refuses a move with, besides the shared ones (`../refusals.ts`),
 * and the names and types of the values of those that have some; their texts are `error.<code>`
 * in `./i18n/`.
 */
export const refusals = {
  codes: [
    'move.letter_invalid',
    'move.letter_repeated',
    'move.reveal_needs_lives',
    'move.all_letters_revealed',
  ],
  params: { 'move.letter_repeated': { letter: 'string' } },
} as const satisfies GameRefusals;
