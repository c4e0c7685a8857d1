import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createCacheBus } from './cache-bus.js';

/**
 * Redis's publish/subscribe as the bus uses it: a publication reaches every subscribed connection,
 * the publisher's own subscriber included, after a turn of the event loop.
 */
function fakeRedisServer() {
  const subscribers = new Set<{ channels: Set<string>; events: EventEmitter }>();
  const connection = (): Redis => {
    const events = new EventEmitter();
    const self = { channels: new Set<string>(), events };
    const client = {
      duplicate: () => connection(),
      subscribe: async (channel: string) => {
        self.channels.add(channel);
        subscribers.add(self);
        return 1;
      },
      on: (event: string, listener: (...args: unknown[]) => void) => {
        events.on(event, listener);
        return client;
      },
      publish: async (channel: string, message: string) => {
        await new Promise((resolve) => setImmediate(resolve));
        let heard = 0;
        for (const s of subscribers) {
          if (!s.channels.has(channel)) continue;
          s.events.emit('message', channel, message);
          heard++;
        }
        return heard;
      },
      disconnect: () => subscribers.delete(self),
    };
    return client as unknown as Redis;
  };
  return { connection };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the cache bus', () => {
  it('tells every instance once, the announcing one too', async () => {
    const server = fakeRedisServer();
    const a = createCacheBus(server.connection());
    const b = createCacheBus(server.connection());
    const heard = { a: [] as string[], b: [] as string[] };
    a.on('live', (key) => heard.a.push(key));
    b.on('live', (key) => heard.b.push(key));
    await settle();

    a.invalidate('live', 'show-1!');
    expect(heard.a).toEqual(['show-1!']); // at once, before Redis relays it
    await settle();
    expect(heard).toEqual({ a: ['show-1!'], b: ['show-1!'] });

    b.invalidate('live', 'show-2');
    await settle();
    expect(heard).toEqual({ a: ['show-1!', 'show-2'], b: ['show-1!', 'show-2'] });
    await a.close();
    await b.close();
  });

  it('still hears an instance that does not name itself (one of the version before)', async () => {
    const server = fakeRedisServer();
    const bus = createCacheBus(server.connection());
    const heard: string[] = [];
    bus.on('games', (key) => heard.push(key));
    await settle();
    await server.connection().publish('playdesk:cache-invalidate', JSON.stringify(['games', '*']));
    await settle();
    expect(heard).toEqual(['*']);
    await bus.close();
  });

  it('works in one process without Redis', () => {
    const bus = createCacheBus(null);
    const heard: string[] = [];
    bus.on('games', (key) => heard.push(key));
    bus.invalidate('games', 'g1');
    expect(heard).toEqual(['g1']);
  });
});
