/**
 * Fixed-window counters for rate limits (sign-in, registration, password reset, play starts).
 * Counters live in Redis when REDIS_URL is set (shared by every instance), otherwise in this
 * process's memory.
 */
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { ErrorCode } from '@playdesk/contract';
import { tooManyRequests, type HttpError } from '../http/errors.js';

/** `points` per `seconds`, counted per key, under a name unique among the app's counters. */
export function createCounter(
  redis: Redis | null,
  opts: { name: string; points: number; seconds: number },
): RateLimiterAbstract {
  const options = { keyPrefix: `rl:${opts.name}`, points: opts.points, duration: opts.seconds };
  return redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: false })
    : new RateLimiterMemory(options);
}

/** The 429 of every counter here, its wait in the message and in `Retry-After`. */
export function tooManyAttempts(msBeforeNext: number, code?: ErrorCode): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const error = tooManyRequests(
    `Too many attempts. Please try again in ${seconds} seconds.`,
    seconds,
  );
  // A player's limit names itself (`play.rate_limited`), the others are `request.too_many`, each
  // with the wait (docs/product-rules.md#errors).
  return error.coded(code ?? 'request.too_many', { seconds });
}

/**
 * Counts one attempt for `key` and returns the counter after it; throws the 429 when the
 * attempt is over the limit (or the key is blocked).
 */
export async function consumeOrRefuse(
  counter: RateLimiterAbstract,
  key: string,
  code?: ErrorCode,
): Promise<RateLimiterRes> {
  try {
    return await counter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyAttempts(err.msBeforeNext, code);
    throw err;
  }
}

export interface RateLimiter {
  /** Counts one attempt for each key; throws a 429 HttpError when any key is over its limit. */
  consume(keys: { ip: string; email?: string }): Promise<void>;
}

/**
 * Every attempt counted per client IP and, when an email is given, per email, each limited to
 * `perMinute`; `emailWindowSeconds` stretches the email's window (e.g. reset emails per hour).
 */
export function createRateLimiter(opts: {
  name: string;
  pointsPerMinute: number;
  redis: Redis | null;
  emailWindowSeconds?: number;
  /** The code of its 429 when players meet it (`play.rate_limited`); else `request.too_many`. */
  code?: ErrorCode;
}): RateLimiter {
  const byIp = createCounter(opts.redis, {
    name: `${opts.name}:ip`,
    points: opts.pointsPerMinute,
    seconds: 60,
  });
  const byEmail = createCounter(opts.redis, {
    name: `${opts.name}:email`,
    points: opts.pointsPerMinute,
    seconds: opts.emailWindowSeconds ?? 60,
  });

  return {
    async consume({ ip, email }) {
      await consumeOrRefuse(byIp, ip, opts.code);
      if (email) await consumeOrRefuse(byEmail, email.toLowerCase(), opts.code);
    },
  };
}
