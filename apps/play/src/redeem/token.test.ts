import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canVerifyOffline, looksLikeToken, readToken, verifyOffline } from './token.js';

/** A business's key pair and a token signed as the server signs them (counter/tokens.ts). */
function business() {
  const pair = generateKeyPairSync('ed25519');
  const publicKey = pair.publicKey.export({ format: 'jwk' }).x!;
  const token = (payload: object) => {
    const body = `PDR1.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${body}.${sign(null, Buffer.from(body), pair.privateKey).toString('base64url')}`;
  };
  return { key: { kid: 'k1', public_key: publicKey }, token };
}

const NOW = new Date('2026-11-29T12:00:00Z');
const LATER = Math.floor(NOW.getTime() / 1000) + 3600;

describe('checking a token offline', () => {
  it('this runtime has WebCrypto Ed25519 (as Chromium has)', async () => {
    expect(await canVerifyOffline()).toBe(true);
  });

  it('accepts a token the business signed, and reads its win and expiry', async () => {
    const shop = business();
    const token = shop.token({ a: 'acc1', w: 'win_1', x: LATER });
    expect(await verifyOffline(token, [shop.key], NOW)).toEqual({
      ok: true,
      payload: { a: 'acc1', w: 'win_1', x: LATER },
    });
  });

  it('tries each cached key (a rotated key still verifies)', async () => {
    const old = business();
    const current = business();
    const token = current.token({ a: 'acc1', w: 'win_2', x: null });
    expect((await verifyOffline(token, [old.key, current.key], NOW)).ok).toBe(true);
  });

  it('refuses another business’s token, a changed payload and a changed signature', async () => {
    const shop = business();
    const other = business();
    const foreign = other.token({ a: 'acc2', w: 'win_9', x: null });
    expect(await verifyOffline(foreign, [shop.key], NOW)).toMatchObject({
      ok: false,
      reason: 'bad_signature',
    });

    const token = shop.token({ a: 'acc1', w: 'win_1', x: null });
    const [prefix, , sig] = token.split('.');
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ a: 'acc1', w: 'win_2', x: null })).toString('base64url')}.${sig}`;
    expect(await verifyOffline(forged, [shop.key], NOW)).toMatchObject({
      ok: false,
      reason: 'bad_signature',
      payload: { w: 'win_2' },
    });

    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BA' : 'AA');
    expect((await verifyOffline(flipped, [shop.key], NOW)).ok).toBe(false);
  });

  it('says expired for a signed token past its expiry', async () => {
    const shop = business();
    const token = shop.token({ a: 'acc1', w: 'win_1', x: LATER - 7200 });
    expect(await verifyOffline(token, [shop.key], NOW)).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });

  it('tells a token from a typed code, and refuses what is not a token', async () => {
    expect(looksLikeToken('CAFE-7K2M9Q')).toBe(false);
    expect(looksLikeToken('PDR1.e30.c2ln')).toBe(true);
    expect(readToken('PDR1.!!.c2ln')).toBeNull();
    expect(readToken(`PDR1.${Buffer.from('[1]').toString('base64url')}.c2ln`)).toBeNull();
    expect(readToken(`PDR1.${'a'.repeat(500)}.c2ln`)).toBeNull();
    expect(await verifyOffline('CAFE-7K2M9Q', [business().key], NOW)).toEqual({
      ok: false,
      reason: 'not_a_token',
      payload: null,
    });
  });

  it('a token with no key cached cannot be accepted', async () => {
    const shop = business();
    expect((await verifyOffline(shop.token({ a: 'a', w: 'w', x: null }), [], NOW)).ok).toBe(false);
  });
});
