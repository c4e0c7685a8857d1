// Constants, seeded randomness and the engine contract. Engines and React views have their own
// entry points (`@playdesk/games/engines`, `@playdesk/games/views/<type>`) so that importing the
// constants never pulls in game code.
export * from './constants.js';
export * from './rng.js';
export type * from './engine.js';
