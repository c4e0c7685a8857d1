export * from './primitives.js';
export * from './errors.js';
export * from './modules.js';
export * from './auth.js';
export * from './accounts.js';
export * from './plans.js';
export * from './games.js';
export * from './play.js';
