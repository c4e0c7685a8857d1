import type { GameRefusals } from '../refusals.js';

/**
 * The codes this game's engine refuses a move with, besides the shared ones (`../refusals.ts`),
 * and the names and types of the values of those that have some; their texts are `error.<code>`
 * in `./i18n/`.
 */
export const refusals = {
  codes: [
    'move.question_answered',
    'move.question_unknown',
    'move.question_not_current',
    'move.option_invalid',
  ],
  params: {},
} as const satisfies GameRefusals;
