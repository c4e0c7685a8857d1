import type { GameRefusals } from '../refusals.js';

/**
 * The codes this game's engine refuses a move with, besides the shared ones (`../refusals.ts`),
 * each with the names and types of its values; their texts are `error.<code>` in `./i18n/`.
 */
export const refusals = {
  'move.card_not_on_board': {},
  'move.card_face_up': {},
  'move.card_matched': {},
} as const satisfies GameRefusals;
