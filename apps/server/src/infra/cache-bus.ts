/**
 * Tells every instance that cached data changed. In one process it is a plain event emitter; with
 * REDIS_URL it also publishes on a Redis channel and relays what other instances publish, so a
 * change made on one instance clears the caches of all of them. Each instance hears each
 * announcement once: its own at once, not again when Redis relays it back (a live show's hub sends
 * every socket of the instance its view on each one).
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

const CHANNEL = 'playdesk:cache-invalidate';

/** The player API's cache of public games: cleared by game and template changes. */
export const GAMES_CACHE = 'games';

export interface CacheBus {
  /** Announces that `key` (or everything, with '*') in `cache` changed. */
  invalidate(cache: string, key: string): void;
  on(cache: string, listener: (key: string) => void): void;
  close(): Promise<void>;
}

/**
 * Keeps a cache of games (keyed by public id) in step with GAMES_CACHE's announcements on every
 * instance: the game named is dropped, everything on '*'.
 */
export function clearWithGames(
  bus: CacheBus | undefined,
  cache: { delete(key: string): void; clear(): void },
): void {
  bus?.on(GAMES_CACHE, (key) => (key === '*' ? cache.clear() : cache.delete(key)));
}

export function createCacheBus(redis: Redis | null): CacheBus {
  const local = new EventEmitter();
  local.setMaxListeners(50);
  // Names this instance's publications: Redis relays them to their publisher too.
  const self = randomUUID();
  let subscriber: Redis | null = null;
  if (redis) {
    subscriber = redis.duplicate();
    void subscriber.subscribe(CHANNEL);
    subscriber.on('message', (_channel: string, message: string) => {
      const [cache, key, from] = JSON.parse(message) as [string, string, string?];
      if (from !== self) local.emit(cache, key);
    });
  }
  return {
    invalidate(cache, key) {
      local.emit(cache, key);
      if (redis)
        void redis.publish(CHANNEL, JSON.stringify([cache, key, self])).catch(() => undefined);
    },
    on(cache, listener) {
      local.on(cache, listener);
    },
    async close() {
      subscriber?.disconnect();
    },
  };
}
