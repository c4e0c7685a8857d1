import { describe, expect, it } from 'vitest';
import {
  accountGamePageUrl,
  consentConfirmUrl,
  gameEmbedderUrl,
  gamePageUrl,
  myDataUrl,
  rewardsFrontUrl,
} from './urls.js';

const origin = 'https://play.example.com';

describe('player URLs', () => {
  it('builds each public page, encoding the ids', () => {
    expect(gamePageUrl(origin, 'abc123')).toBe('https://play.example.com/game/abc123');
    expect(gameEmbedderUrl(origin, 'a b')).toBe('https://play.example.com/game-embedder/a%20b');
    expect(accountGamePageUrl(origin, 'acc&1')).toBe(
      'https://play.example.com/game?account=acc%261',
    );
    expect(rewardsFrontUrl(origin, 'acc1')).toBe('https://play.example.com/rewards/acc1');
    expect(rewardsFrontUrl(origin, 'acc1', 'p/1')).toBe(
      'https://play.example.com/rewards/acc1/p%2F1',
    );
    expect(myDataUrl(origin, 'acc/1')).toBe('https://play.example.com/my-data/acc%2F1');
    expect(consentConfirmUrl(origin, 'a+b=&c')).toBe(
      'https://play.example.com/consent/confirm?token=a%2Bb%3D%26c',
    );
  });

  it('gives a same-origin path for an empty origin', () => {
    expect(myDataUrl('', 'acc1')).toBe('/my-data/acc1');
    expect(gamePageUrl('', 'abc')).toBe('/game/abc');
  });
});
