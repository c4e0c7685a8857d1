/**
 * The games feature's public entry: the only file other features may import from it
 * (eslint/boundaries.js enforces this, docs/adr/004-import-boundaries.md says why).
 */
export { useGameOptions } from './api';
export { GAME_TYPE_NAMES } from './game-types';
// The reward editor previews its win pop-up with the game editor's pieces.
export { PhoneFrame } from './editor/preview/PreviewParts';
export { PreviewResult } from './editor/preview/PreviewResult';
// The dashboard's funnel of every game (issue 34): a chunk of its own, loaded with the card.
export { LazyFunnelCard } from './insight/lazy';
