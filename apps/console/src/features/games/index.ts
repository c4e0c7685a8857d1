/**
 * The games feature's public entry: the only file other features may import from it
 * (eslint/boundaries.js enforces this, docs/adr/004-import-boundaries.md says why).
 */
export { useGameOptions } from './api';
export { GAME_TYPE_NAMES } from './game-types';
