// Constants, seeded randomness, the image address rule and the engine contract. Engines, React
// views and the input schemas have their own entry points (`@playdesk/games/engines`,
// `@playdesk/games/views/<type>`, `@playdesk/games/input`) so that importing the constants never
// pulls in game code or zod.
export * from './constants.js';
export * from './image-ref.js';
export * from './rng.js';
export type * from './engine.js';
