/**
 * Solves a fair-play challenge in an API test: finds the number n ≤ `maxnumber` whose SHA-256 of
 * `salt + n` is the challenge (ALTCHA v1, as the player app's solver does) and returns the
 * `x-altcha` payload to send.
 *
 * Node's synchronous hash instead of altcha-lib's `solveChallenge`, which awaits WebCrypto for
 * each number: about 40 times slower (a high-risk challenge, 100 000 numbers tried: 5.1 s against
 * 0.13 s). Tests that play many visits solve hundreds of challenges; that the library's own solver
 * agrees with the server is shown once, in `features/fair-play/challenge.test.ts`, and the player
 * app's in `apps/play/src/fair/pow.test.ts`.
 */
import { createHash } from 'node:crypto';

export interface TestChallenge {
  readonly algorithm: string;
  readonly challenge: string;
  readonly salt: string;
  readonly signature: string;
  readonly maxnumber: number;
}

/** The secret number, or null when none up to `maxnumber` hashes to the challenge. */
export function solveNumber(
  c: Pick<TestChallenge, 'challenge' | 'salt' | 'maxnumber'>,
): number | null {
  const wanted = c.challenge.toLowerCase();
  for (let n = 0; n <= c.maxnumber; n += 1) {
    if (
      createHash('sha256')
        .update(c.salt + n)
        .digest('hex') === wanted
    )
      return n;
  }
  return null;
}

/** The `x-altcha` header's value for the challenge, solved (throws when it has no solution). */
export function solvedPayload(c: TestChallenge): string {
  if (c.algorithm !== 'SHA-256') throw new Error(`unexpected algorithm ${c.algorithm}`);
  const number = solveNumber(c);
  if (number === null) throw new Error('the challenge has no solution up to its maxnumber');
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
