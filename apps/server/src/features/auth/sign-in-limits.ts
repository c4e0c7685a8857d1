/**
 * Sign-in limits that slow a password guesser without locking the owner out. With
 * N = AUTH_RATE_LIMIT_PER_MINUTE:
 * - one email from one IP: N failed sign-ins a minute; each time that is used up the pair waits,
 *   longer each time within a day (1, 4, 16, then 60 minutes), until a sign-in succeeds;
 * - one email from every IP together: 10 × N failed sign-ins an hour (a distributed guesser);
 * - one IP over every email: 10 × N failed sign-ins an hour (one source spraying many logins).
 * Only failures count: a successful sign-in gives its attempt back and clears its pair's wait, so
 * an attacker hammering someone's email from elsewhere never blocks the owner's correct password,
 * unless the attack is wide enough to reach the per-email ceiling.
 *
 * Each attempt is counted before its password is checked (and given back if it succeeds): checking
 * first and counting after would let a burst of parallel guesses all pass the check.
 */
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrRefuse, createCounter } from '../../infra/rate-limit.js';

/** Waits of a pair after its 1st, 2nd, 3rd… used-up minute within a day, in seconds. */
const PAIR_WAITS_SECONDS = [60, 240, 960, 3600] as const;
const DAY_SECONDS = 86_400;
/** How much looser the per-email and per-IP hourly ceilings are than the per-minute pair limit. */
export const CEILING_FACTOR = 10;

/** One reserved attempt; the first of its three outcomes counts, later calls do nothing. */
export interface SignInAttempt {
  /** The password was right: the attempt is not counted and the pair's wait is cleared. */
  succeeded(): Promise<void>;
  /** The password was wrong: the attempt stays counted; a used-up pair starts to wait. */
  failed(): Promise<void>;
  /** Ended without a verdict (e.g. a database error): the attempt is given back. */
  abandon(): Promise<void>;
}

export interface SignInLimits {
  /** Reserves an attempt for this IP and email, or throws a 429 when any limit is reached. */
  begin(ip: string, email: string): Promise<SignInAttempt>;
}

async function giveBack(counter: RateLimiterAbstract, key: string): Promise<void> {
  await counter.reward(key, 1);
}

export function createSignInLimits(opts: { perMinute: number; redis: Redis | null }): SignInLimits {
  const { perMinute, redis } = opts;
  const pairFails = createCounter(redis, { name: 'sign-in:pair', points: perMinute, seconds: 60 });
  // How often the pair used up its minute today: the index into PAIR_WAITS_SECONDS.
  const pairStrikes = createCounter(redis, {
    name: 'sign-in:strikes',
    points: Number.MAX_SAFE_INTEGER,
    seconds: DAY_SECONDS,
  });
  const ceiling = perMinute * CEILING_FACTOR;
  const emailFails = createCounter(redis, {
    name: 'sign-in:email',
    points: ceiling,
    seconds: 3600,
  });
  const ipFails = createCounter(redis, { name: 'sign-in:ip', points: ceiling, seconds: 3600 });

  return {
    async begin(ip, email) {
      const pair = `${ip}|${email}`;
      const reserved = await consumeOrRefuse(pairFails, pair);
      try {
        await consumeOrRefuse(ipFails, ip);
      } catch (err) {
        await giveBack(pairFails, pair);
        throw err;
      }
      try {
        await consumeOrRefuse(emailFails, email);
      } catch (err) {
        await Promise.all([giveBack(pairFails, pair), giveBack(ipFails, ip)]);
        throw err;
      }
      // Counting is atomic, so exactly one attempt takes the pair's last point of the window.
      const lastOfWindow = reserved.consumedPoints === perMinute;

      let settled = false;
      const settle = (outcome: () => Promise<unknown>) => async () => {
        if (settled) return;
        settled = true;
        await outcome();
      };
      return {
        succeeded: settle(() =>
          Promise.all([
            pairFails.delete(pair),
            pairStrikes.delete(pair),
            giveBack(ipFails, ip),
            giveBack(emailFails, email),
          ]),
        ),
        failed: settle(async () => {
          if (!lastOfWindow) return;
          const strike = (await pairStrikes.penalty(pair, 1)).consumedPoints;
          const wait = PAIR_WAITS_SECONDS[Math.min(strike, PAIR_WAITS_SECONDS.length) - 1]!;
          await pairFails.block(pair, wait);
        }),
        abandon: settle(() =>
          Promise.all([
            giveBack(pairFails, pair),
            giveBack(ipFails, ip),
            giveBack(emailFails, email),
          ]),
        ),
      };
    },
  };
}
