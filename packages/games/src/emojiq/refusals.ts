import type { GameRefusals } from '../refusals.js';

/**
 * The codes this game's engine refuses a move with, besides the shared ones (`../refusals.ts`),
 * each with the names and types of its values; their texts are `error.<code>` in `./i18n/`.
 */
export const refusals = {
  'move.letter_invalid': {},
  'move.letter_repeated': { letter: 'string' },
  'move.reveal_needs_lives': {},
  'move.all_letters_revealed': {},
} as const satisfies GameRefusals;
