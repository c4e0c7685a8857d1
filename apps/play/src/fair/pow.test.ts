import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { altchaPayload, solveChallenge, type Challenge } from './pow.js';

/** A challenge made the way altcha-lib's createChallenge makes one (SHA-256, HMAC signature). */
function makeChallenge(maxnumber: number, secret = randomInt(0, maxnumber + 1)) {
  const salt = `${randomBytes(12).toString('hex')}?expires=${Math.floor(Date.now() / 1000) + 600}`;
  const challenge = createHash('sha256')
    .update(salt + secret)
    .digest('hex');
  const signature = createHmac('sha256', 'hmac-key').update(challenge).digest('hex');
  return {
    secret,
    challenge: { algorithm: 'SHA-256', challenge, salt, signature, maxnumber } satisfies Challenge,
  };
}

describe('the proof-of-work solver (ALTCHA, SHA-256)', () => {
  it('finds the secret number of a challenge made with node:crypto', async () => {
    const { secret, challenge } = makeChallenge(2_000);
    const solution = await solveChallenge(challenge);
    expect(solution?.number).toBe(secret);
    expect(solution?.took).toBeGreaterThanOrEqual(0);
  });

  it('finds 0 and maxnumber, the ends of the range', async () => {
    expect((await solveChallenge(makeChallenge(50, 0).challenge))?.number).toBe(0);
    expect((await solveChallenge(makeChallenge(50, 50).challenge))?.number).toBe(50);
  });

  it('gives up (null) when the number is beyond maxnumber: a forged challenge', async () => {
    const { challenge } = makeChallenge(500, 500);
    expect(await solveChallenge({ ...challenge, maxnumber: 499 })).toBeNull();
  });

  it('stops when told to', async () => {
    const stop = new AbortController();
    stop.abort();
    expect(await solveChallenge(makeChallenge(100, 99).challenge, { signal: stop.signal })).toBe(
      null,
    );
  });
});

describe('the x-altcha payload', () => {
  it('is base64 of the JSON ALTCHA verifies, and the server can check it', async () => {
    const { challenge } = makeChallenge(300);
    const solution = await solveChallenge(challenge);
    const header = altchaPayload(challenge, solution!);
    const payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(payload).sort()).toEqual(
      ['algorithm', 'challenge', 'number', 'salt', 'signature'].sort(),
    );
    expect(payload).toMatchObject({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    // What altcha-lib's verifySolution does: the hash again, and the HMAC of the challenge.
    const { salt, number } = payload as { salt: string; number: number };
    expect(
      createHash('sha256')
        .update(salt + number)
        .digest('hex'),
    ).toBe(challenge.challenge);
    expect(createHmac('sha256', 'hmac-key').update(challenge.challenge).digest('hex')).toBe(
      payload.signature,
    );
  });
});
