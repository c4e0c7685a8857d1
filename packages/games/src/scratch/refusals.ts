import type { GameRefusals } from '../refusals.js';

/**
 * The codes this game's engine refuses a move with, besides the shared ones (`../refusals.ts`),
 * and the names and types of the values of those that have some; their texts are `error.<code>`
 * in `./i18n/`.
 */
export const refusals = {
  codes: ['move.scratch_more'],
  params: {},
} as const satisfies GameRefusals;
