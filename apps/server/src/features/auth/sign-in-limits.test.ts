import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../http/errors.js';
import { CEILING_FACTOR, createSignInLimits, type SignInLimits } from './sign-in-limits.js';

const N = 3;
let limits: SignInLimits;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-02T09:00:00Z') });
  limits = createSignInLimits({ perMinute: N, redis: null });
});
afterEach(() => vi.useRealTimers());

/** Signs in once; resolves to 'ok', 'wrong' or the 429's wait in seconds. */
async function attempt(ip: string, email: string, right: boolean): Promise<string | number> {
  let reserved;
  try {
    reserved = await limits.begin(ip, email);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 429)
      return Number(/in (\d+) seconds/.exec(err.message)![1]);
    throw err;
  }
  if (right) {
    await reserved.succeeded();
    return 'ok';
  }
  await reserved.failed();
  return 'wrong';
}

const guesses = async (count: number, ip = '10.0.0.66', email = 'owner@x.test') => {
  const results = [];
  for (let i = 0; i < count; i++) results.push(await attempt(ip, email, false));
  return results;
};

describe('sign-in limits', () => {
  it('makes a guessing IP wait longer each time it uses up its minute (1, 4, 16, 60 min)', async () => {
    let previousWait = 0;
    for (const wait of [60, 240, 960, 3600, 3600]) {
      if (previousWait > 0) {
        vi.advanceTimersByTime(previousWait * 1000 - 1000);
        expect(await guesses(1)).toEqual([1]); // one second left to wait
        vi.advanceTimersByTime(1000);
      }
      expect(await guesses(N + 1)).toEqual(['wrong', 'wrong', 'wrong', wait]);
      previousWait = wait;
    }
  });

  it('does not let the guesser block the owner, and a success clears the pair', async () => {
    expect(await guesses(N + 1)).toEqual(['wrong', 'wrong', 'wrong', 60]);
    expect(await attempt('10.0.0.1', 'owner@x.test', true)).toBe('ok');
    // The guesser's right password is refused too while it waits: the wait is not an oracle.
    expect(await attempt('10.0.0.66', 'owner@x.test', true)).toBe(60);

    expect(await guesses(N - 1, '10.0.0.1')).toEqual(['wrong', 'wrong']);
    expect(await attempt('10.0.0.1', 'owner@x.test', true)).toBe('ok');
    expect(await guesses(N, '10.0.0.1')).toEqual(['wrong', 'wrong', 'wrong']);
  });

  it('caps one email from many IPs at 10 × N failures an hour', async () => {
    const ceiling = N * CEILING_FACTOR;
    for (let i = 0; i < ceiling / N; i++) {
      expect(await guesses(N, `10.1.0.${i}`)).toEqual(['wrong', 'wrong', 'wrong']);
    }
    // The ceiling is reached: everyone waits, the owner too, for the rest of the hour.
    expect(await attempt('10.0.0.1', 'owner@x.test', true)).toBeGreaterThan(3500);
    expect(await attempt('10.0.0.1', 'someone-else@x.test', true)).toBe('ok');
    vi.advanceTimersByTime(3_600_000);
    expect(await attempt('10.0.0.1', 'owner@x.test', true)).toBe('ok');
  });

  it('caps one IP over many emails at 10 × N failures an hour', async () => {
    const ceiling = N * CEILING_FACTOR;
    for (let i = 0; i < ceiling; i++) {
      expect(await guesses(1, '10.0.0.9', `user${i}@x.test`)).toEqual(['wrong']);
    }
    expect(await guesses(1, '10.0.0.9', 'one-more@x.test')).toEqual([expect.any(Number)]);
    expect(await attempt('10.0.0.10', 'one-more@x.test', true)).toBe('ok');
  });

  it('counts a burst of parallel attempts exactly', async () => {
    const started = await Promise.allSettled(
      Array.from({ length: 10 }, () => limits.begin('10.0.0.5', 'owner@x.test')),
    );
    expect(started.filter((s) => s.status === 'fulfilled')).toHaveLength(N);
  });

  it('gives back an abandoned attempt, and only the first outcome of an attempt counts', async () => {
    for (let i = 0; i < N * 2; i++)
      await (await limits.begin('10.0.0.5', 'owner@x.test')).abandon();
    for (let i = 0; i < N; i++) {
      const reserved = await limits.begin('10.0.0.5', 'owner@x.test');
      await reserved.failed();
      await reserved.abandon(); // ignored: the failure stays counted
    }
    expect(await guesses(1, '10.0.0.5')).toEqual([60]);
  });
});
