import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  signRedemptionToken,
  tokenAccount,
  verifyRedemptionToken,
  type SigningKey,
} from './tokens.js';

function keyPair(kid = 'k1'): SigningKey {
  const pair = generateKeyPairSync('ed25519');
  return {
    kid,
    publicKey: pair.publicKey.export({ format: 'jwk' }).x!,
    privateKey: pair.privateKey,
  };
}

describe('redemption tokens', () => {
  const key = keyPair();
  const payload = { a: 'acc_1', w: 'w_6dF3gH8j', r: 'r_9cV2bN5m', x: 1_800_000_000 };

  it('verify with the public key and give back the win they name', () => {
    const token = signRedemptionToken(key, payload);
    expect(token.startsWith('PDR1.')).toBe(true);
    expect(verifyRedemptionToken(token, [key])).toEqual(payload);
    expect(tokenAccount(token)).toBe('acc_1');
  });

  it('refuse another key, a changed payload, a changed signature and non-tokens', () => {
    const token = signRedemptionToken(key, payload);
    expect(verifyRedemptionToken(token, [keyPair()])).toBeNull();
    const [prefix, body, sig] = token.split('.');
    const other = Buffer.from(JSON.stringify({ ...payload, w: 'w_other' })).toString('base64url');
    expect(verifyRedemptionToken(`${prefix}.${other}.${sig}`, [key])).toBeNull();
    const flipped = Buffer.from(sig!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(
      verifyRedemptionToken(`${prefix}.${body}.${flipped.toString('base64url')}`, [key]),
    ).toBeNull();
    for (const bad of [
      '',
      'PDR1',
      'PDR1..',
      'AURORA-7KQ2MX9P',
      'x'.repeat(5000),
      `PDR2.${body}.${sig}`,
    ])
      expect(verifyRedemptionToken(bad, [key])).toBeNull();
  });

  it('never hold the code: the payload has only the account, the win, the reward and the expiry', () => {
    const token = signRedemptionToken(key, payload);
    const decoded = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(Object.keys(decoded).sort()).toEqual(['a', 'r', 'w', 'x']);
  });
});
