/**
 * ALTCHA's proof of work (its open protocol, https://altcha.org/docs/proof-of-work): the server
 * picks a secret number n ≤ `maxnumber` and sends `challenge` = hex SHA-256(salt + n) with an HMAC
 * `signature` of it; the player's browser finds n by trying 0, 1, 2, … and sends back the
 * payload, base64 of `{ algorithm, challenge, number, salt, signature }`. Pure code with WebCrypto:
 * it runs in the solver worker (solver.worker.ts) and, where workers are missing, on the page.
 * Loaded only when a challenge is required (solve.ts), never with the first load.
 */

/** The challenge as `GET /play/challenge` sends it (the contract's ChallengeResponse, less `required`). */
export interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

export interface Solution {
  number: number;
  /** Milliseconds the search took. */
  took: number;
}

const encoder = new TextEncoder();

function hex(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/**
 * The number n in [0, maxnumber] with SHA-256(salt + n) = challenge, or null when there is none
 * (a forged challenge) or the search was stopped.
 */
export async function solveChallenge(
  challenge: Pick<Challenge, 'challenge' | 'salt' | 'maxnumber'>,
  options: { signal?: AbortSignal; now?: () => number } = {},
): Promise<Solution | null> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const wanted = challenge.challenge.toLowerCase();
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (options.signal?.aborted) return null;
    if ((await sha256Hex(challenge.salt + n)) === wanted) {
      return { number: n, took: Math.round(now() - started) };
    }
  }
  return null;
}

/** The `x-altcha` header's value: base64 of ALTCHA's JSON payload. */
export function altchaPayload(challenge: Challenge, solution: Pick<Solution, 'number'>): string {
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(payload));
}
