/**
 * Rewards (docs/product-rules.md#rewards): what a business gives its winners, the pools of codes
 * behind them, how a game gives them (its `settings.rewards`), and what a player sees of a reward
 * won. The server decides every win and hands out every code exactly once.
 */
export * from './limits.js';
export * from './definitions.js';
export * from './codes.js';
export * from './redemption.js';
export * from './counter.js';
export * from './game-rules.js';
export * from './fairness.js';
export * from './player.js';
export * from './wallet.js';
