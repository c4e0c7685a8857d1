import { describe, expect, it } from 'vitest';
import {
  accountGamePageUrl,
  gameEmbedderUrl,
  gamePageUrl,
  rewardsFrontUrl,
} from '@playdesk/contract/urls';
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
    ['/my-data/acc123', true],
    ['/consent/confirm', true],
    ['/email/confirm', true],
    ['/live/K7QX2M', true],
    ['/live/K7QX2M/screen', true],
    ['/consent', false],
    ['/email', false],
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

describe('the shared player URL builders', () => {
  // A link the console or a notification bar hands out must open the player app, not the console.
  it.each([
    gamePageUrl('https://x.test', 'g1'),
    gameEmbedderUrl('https://x.test', 'g1'),
    accountGamePageUrl('https://x.test', 'acc1'),
    rewardsFrontUrl('https://x.test', 'acc1'),
    rewardsFrontUrl('https://x.test', 'acc1', 'p1'),
  ])('%s is a player path', (url) => {
    expect(isPlayerPath(new URL(url).pathname)).toBe(true);
  });
});
