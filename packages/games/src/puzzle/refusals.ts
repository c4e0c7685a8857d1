import type { GameRefusals } from '../refusals.js';

/**
 * The codes this game's engine refuses a move with, besides the shared ones (`../refusals.ts`),
 * each with the names and types of its values; their texts are `error.<code>` in `./i18n/`.
 */
export const refusals = {
  'move.tile_not_movable': { tile: 'number' },
} as const satisfies GameRefusals;
