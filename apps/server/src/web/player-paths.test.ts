import { describe, expect, it } from 'vitest';
import { isPlayerPath } from './player-paths.js';

describe('isPlayerPath', () => {
  it.each([
    ['/game', true],
    ['/game/abc123', true],
    ['/game-embedder/abc/wordle', true],
    ['/page-embedder/abc/https%3A%2F%2Fx.com/g1', true],
    ['/pwa/start', true],
    ['/rewards/acc123', true],
    ['/rewards/acc123/player9', true],
    ['/rewards', false],
    ['/rewards/add', false],
    ['/rewards/edit/42', false],
    ['/games', false],
    ['/games/add', false],
    ['/dashboard', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isPlayerPath(path)).toBe(expected);
  });
});
