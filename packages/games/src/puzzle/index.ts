export * from './content.js';
export * from './engine.js';
export * from './View.js';
