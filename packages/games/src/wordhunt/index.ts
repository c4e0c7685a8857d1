export * from './content.js';
export * from './grid.js';
export * from './engine.js';
export * from './View.js';
