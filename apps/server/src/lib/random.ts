import { randomFillSync } from 'node:crypto';

/**
 * Random bytes from the operating system's CSPRNG, fetched 4 KiB at a time: a token or an id on
 * the play path takes its bytes from this pool instead of one call into OpenSSL each (a few
 * percent of a play start's CPU, issue 18; Node pools the same way for `randomUUID` and
 * `randomInt`). Every byte is handed out once, then the pool is refilled.
 */
const pool = Buffer.alloc(4096);
let offset = pool.length;

/** `size` fresh random bytes (at most 4 KiB), encoded. */
export function randomString(size: number, encoding: 'base64url' | 'base64' | 'hex'): string {
  if (!Number.isInteger(size) || size < 1 || size > pool.length)
    throw new RangeError(`randomString: size ${size} is not between 1 and ${pool.length}`);
  if (offset + size > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const out = pool.toString(encoding, offset, offset + size);
  offset += size;
  return out;
}
