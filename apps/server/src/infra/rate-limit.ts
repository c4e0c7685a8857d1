/**
 * Per-minute rate limits by client IP and, optionally, by email (sign-in, password reset, play
 * starts). Counters live in Redis when REDIS_URL is set (shared by every instance), otherwise in
 * this process's memory.
 */
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { HttpError } from '../http/errors.js';

export interface RateLimiter {
  /** Counts one attempt for each key; throws a 429 HttpError when any key is over its limit. */
  consume(keys: { ip: string; email?: string }): Promise<void>;
}

export function createRateLimiter(opts: {
  name: string;
  pointsPerMinute: number;
  redis: Redis | null;
}): RateLimiter {
  const make = (kind: string): RateLimiterAbstract => {
    const options = {
      keyPrefix: `rl:${opts.name}:${kind}`,
      points: opts.pointsPerMinute,
      duration: 60,
    };
    return opts.redis
      ? new RateLimiterRedis({ ...options, storeClient: opts.redis, useRedisPackage: false })
      : new RateLimiterMemory(options);
  };
  const byIp = make('ip');
  const byEmail = make('email');

  return {
    async consume({ ip, email }) {
      try {
        await byIp.consume(ip);
        if (email) await byEmail.consume(email.toLowerCase());
      } catch (err) {
        if (err instanceof RateLimiterRes) {
          const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
          throw new HttpError(429, `Too many attempts. Please try again in ${seconds} seconds.`);
        }
        throw err;
      }
    },
  };
}
