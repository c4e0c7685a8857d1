import { describe, expect, it } from 'vitest';
import {
  accountGamePageUrl,
  consentConfirmUrl,
  emailConfirmUrl,
  gameEmbedderUrl,
  gamePageUrl,
  myDataUrl,
  rewardsFrontUrl,
} from '@playdesk/contract/urls';
import { isPublicId, myDataPath, parseRoute } from './routes.js';

describe('parseRoute', () => {
  it.each([
    ['/game/AbC123_-xyz', '', { name: 'game', publicId: 'AbC123_-xyz', embed: false }],
    ['/game/AbC123/', '', { name: 'game', publicId: 'AbC123', embed: false }],
    ['/game-embedder/abc', '', { name: 'game', publicId: 'abc', embed: true, embedType: null }],
    [
      '/game-embedder/abc/popup',
      '',
      { name: 'game', publicId: 'abc', embed: true, embedType: 'popup' },
    ],
    ['/game', '?account=acc1', { name: 'account-games', account: 'acc1' }],
    ['/game', '', { name: 'account-games', account: null }],
    ['/game', '?account=%3Cscript%3E', { name: 'account-games', account: null }],
    [
      '/rewards/acc1',
      '?show_all=1',
      {
        name: 'rewards',
        account: 'acc1',
        player: null,
        showAll: true,
        sourceUrl: null,
        parentUrl: null,
      },
    ],
    [
      '/rewards/acc1/p1',
      '?show_all=true&source_url=https%3A%2F%2Fcafe.example%2Fplay&parent_url=javascript%3Aalert(1)',
      {
        name: 'rewards',
        account: 'acc1',
        player: 'p1',
        showAll: false,
        sourceUrl: 'https://cafe.example/play',
        parentUrl: null,
      },
    ],
    [
      '/page-embedder/acc1/https%3A%2F%2Fshop.example%2Fa/g1',
      '',
      { name: 'page-embedder', publicId: 'acc1', pageUrl: 'https://shop.example/a', gameId: 'g1' },
    ],
    ['/pwa/start', '', { name: 'pwa-start', account: null }],
    ['/pwa/start', '?account=abc_1', { name: 'pwa-start', account: 'abc_1' }],
    ['/my-data/acc1', '', { name: 'my-data', account: 'acc1' }],
    ['/live/k7qx2m', '', { name: 'live', code: 'K7QX2M', screen: false }],
    ['/live/K7QX2M/screen', '', { name: 'live', code: 'K7QX2M', screen: true }],
    ['/live/K7QX2O', '', { name: 'not-found' }],
    ['/live/K7QX2M/host', '', { name: 'not-found' }],
    ['/consent/confirm', '?token=abc', { name: 'consent-confirm', token: 'abc' }],
    ['/consent/confirm', '', { name: 'consent-confirm', token: null }],
    ['/email/confirm', '?token=abc', { name: 'email-confirm', token: 'abc' }],
    ['/email/confirm', '', { name: 'email-confirm', token: null }],
    [
      '/email/verify',
      '?game=abc&email=lea%40example.com&code=123456',
      { name: 'email-verify', game: 'abc', email: 'lea@example.com', code: '123456' },
    ],
    ['/email/verify', '?game=a%20b', { name: 'email-verify', game: null, email: null, code: null }],
  ])('%s%s', (path, search, expected) => {
    expect(parseRoute(path, search)).toEqual(expected);
  });

  it.each([
    '/',
    '/games',
    '/game/a/b',
    '/game/bad%20id',
    '/game/%E0%A4%A',
    '/game-embedder',
    '/game-embedder/a/b/c',
    '/pwa',
    '/pwa/other',
    '/rewards',
    '/my-data',
    '/my-data/bad%20id',
    '/consent',
    '/consent/other',
    '/email',
    '/email/other',
  ])('%s is not a player route', (path) => {
    expect(parseRoute(path, '')).toEqual({ name: 'not-found' });
  });
});

describe('isPublicId', () => {
  it('accepts url-safe ids up to 64 characters', () => {
    expect(isPublicId('a'.repeat(64))).toBe(true);
    expect(isPublicId('a'.repeat(65))).toBe(false);
    expect(isPublicId('')).toBe(false);
    expect(isPublicId(null)).toBe(false);
    expect(isPublicId('a/b')).toBe(false);
  });
});

describe('the shared player URL builders', () => {
  // What the console, the share button and the notification bar link to is what this app parses.
  const parse = (url: string) => {
    const { pathname, search } = new URL(url);
    return parseRoute(pathname, search);
  };
  const origin = 'https://play.example';

  it('game page: the full page, never the embedder', () => {
    expect(gamePageUrl(origin, 'abc')).toBe('https://play.example/game/abc');
    expect(parse(gamePageUrl(origin, 'abc'))).toEqual({
      name: 'game',
      publicId: 'abc',
      embed: false,
    });
  });

  it('embedder, account page and rewards front', () => {
    expect(parse(gameEmbedderUrl(origin, 'abc'))).toEqual({
      name: 'game',
      publicId: 'abc',
      embed: true,
      embedType: null,
    });
    expect(parse(accountGamePageUrl(origin, 'Acc_1'))).toEqual({
      name: 'account-games',
      account: 'Acc_1',
    });
    expect(parse(rewardsFrontUrl(origin, 'acc1', 'p1'))).toEqual({
      name: 'rewards',
      account: 'acc1',
      player: 'p1',
      showAll: false,
      sourceUrl: null,
      parentUrl: null,
    });
  });

  it('"Forget me", the double opt-in link and the email confirmation link', () => {
    expect(parse(myDataUrl(origin, 'acc1'))).toEqual({ name: 'my-data', account: 'acc1' });
    expect(parseRoute(myDataPath('acc1'))).toEqual({ name: 'my-data', account: 'acc1' });
    expect(parse(consentConfirmUrl(origin, 'a+b/c='))).toEqual({
      name: 'consent-confirm',
      token: 'a+b/c=',
    });
    expect(parse(emailConfirmUrl(origin, 'a+b/c='))).toEqual({
      name: 'email-confirm',
      token: 'a+b/c=',
    });
  });
});
