// Constants, seeded randomness, the image address rule, the codes a move is refused with and
// the types of a game's description.
// No zod, no React, no game code: the player app's first screen imports this. The games
// themselves have their own entry points: `@playdesk/games/registry` (engines and schemas, for
// the server, the contract and the console), `@playdesk/games/views` (icons and lazy React views,
// for browsers), `@playdesk/games/content/<type>` (a game's content schema, limits and helpers)
// and `@playdesk/games/input` (the input schema building blocks).
export * from './constants.js';
export * from './image-ref.js';
export * from './refusals.js';
export * from './rng.js';
export type * from './engine.js';
export type * from './define.js';
export type * from './progress.js';
export type { AnyGame, GameAction, GameContent, GameContentInput, GameView } from './registry.js';
