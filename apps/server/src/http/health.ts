/**
 * Probes for balancers and orchestrators (docs/deploy.md):
 * - GET /healthz: the process is up and answering (liveness).
 * - GET /readyz: this instance should get traffic: the database answers and, when REDIS_URL is
 *   set, Redis does; 503 once the instance drains (SIGTERM: main.ts), so balancers take it out
 *   before it stops accepting connections.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the instance as draining: /readyz answers 503 from now on. */
    startDraining(): void;
  }
}

const PROBE_TIMEOUT_MS = 2000;
/** How often a closing server ends the connections that have fallen idle since. */
const IDLE_SWEEP_MS = 50;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer in time`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealth(
  app: FastifyInstance,
  { db, redis }: { db: Database; redis: Redis | null },
): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  // Fastify's close stops accepting and ends the keep-alive connections idle at that moment. One
  // busy then (a request in flight) stays open after its answer until its keep-alive timeout, 72 s,
  // and holds the close that long: past main.ts's 30 s limit, so a stop with traffic would end in
  // an error. While closing, connections are ended as they fall idle.
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(idleSweep));
  const quiet = { logLevel: 'warn' as const };

  app.get('/healthz', quiet, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', quiet, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.status(503).send({ status: 'draining' });
    const checks: Record<string, 'ok' | 'down'> = {};
    let ready = true;
    try {
      await withTimeout(db.execute(sql`select 1`), 'database');
      checks.database = 'ok';
    } catch (err) {
      request.log.warn({ err }, 'readiness: database down');
      checks.database = 'down';
      ready = false;
    }
    if (redis) {
      try {
        await withTimeout(redis.ping(), 'redis');
        checks.redis = 'ok';
      } catch (err) {
        request.log.warn({ err }, 'readiness: redis down');
        checks.redis = 'down';
        ready = false;
      }
    }
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
