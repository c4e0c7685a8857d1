/**
 * Prometheus metrics at GET /metrics (prom-client): HTTP requests and latencies per route pattern,
 * plays started, background jobs (queued and failed, read from the queues at scrape time, plus the
 * counters any job runner reports through `recordJob`), the PostgreSQL pool and the process.
 *
 * Who may read it: with METRICS_TOKEN set, a request bearing `Authorization: Bearer <token>`;
 * without it, only a direct loopback request (no X-Forwarded-For: a balancer on the same machine
 * adds one, so the public never reaches it through the balancer).
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API_PATH } from '@playdesk/contract/urls';
import type pg from 'pg';
import { driverClient, type Database } from '../db/client.js';
import { queryRows } from '../db/rows.js';

/** Job counters shared by every app in the process; a job runner calls `recordJob`. */
const jobRegistry = new Registry();
const jobEvents = new Counter({
  name: 'playdesk_job_events_total',
  help: 'Background job events reported by the job runners (queued, completed, failed).',
  labelNames: ['queue', 'event'] as const,
  registers: [jobRegistry],
});

/** The hook for job runners (outbox, pg-boss queues): one call per job queued, done or failed. */
export function recordJob(queue: string, event: 'queued' | 'completed' | 'failed'): void {
  jobEvents.inc({ queue: queue.slice(0, 60), event });
}

let processMetrics: Registry | null = null;
/** Process metrics (CPU, memory, event loop) once per process, whatever the number of apps. */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics, prefix: 'playdesk_' });
  }
  return processMetrics;
}

const PLAY_START_ROUTE = `${API_PATH}/play/games/:public_id/sessions`;

function poolOf(db: Database): pg.Pool | null {
  const driver = driverClient(db);
  return driver.driver === 'postgres' ? driver.pool : null;
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function metricsAllowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && sameSecret(header.slice(7), token);
  }
  const address = request.socket.remoteAddress ?? '';
  const loopback =
    address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && request.headers['x-forwarded-for'] === undefined;
}

export function registerMetrics(
  app: FastifyInstance,
  { db, metricsToken }: { db: Database; metricsToken: string | undefined },
): void {
  const registry = new Registry();
  const requests = new Counter({
    name: 'playdesk_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'playdesk_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const playsStarted = new Counter({
    name: 'playdesk_plays_started_total',
    help: 'Gameplays started (POST …/play/games/{id}/sessions answered 2xx).',
    registers: [registry],
  });
  new Gauge({
    name: 'playdesk_jobs',
    help: 'Background jobs by queue and state, read from the database at scrape time.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const [row] = await queryRows<{ pending: number; failed: number }>(
          db,
          sql`select count(*) filter (where delivered_at is null and failed_at is null)::int as pending,
                     count(*) filter (where failed_at is not null)::int as failed
              from outbox`,
        );
        this.set({ queue: 'outbox', state: 'queued' }, Number(row?.pending ?? 0));
        this.set({ queue: 'outbox', state: 'failed' }, Number(row?.failed ?? 0));
      } catch {
        // No outbox table (or the database is down: /readyz says so); metrics still answer.
      }
      try {
        // pg-boss queues, when the job runner uses it (its own schema).
        const [boss] = await queryRows<{ present: boolean }>(
          db,
          sql`select to_regclass('pgboss.job') is not null as present`,
        );
        if (boss?.present) {
          const states = await queryRows<{ queue: string; state: string; n: number }>(
            db,
            sql.raw(
              'select name as queue, state::text as state, count(*)::int as n from pgboss.job group by 1, 2',
            ),
          );
          for (const r of states) this.set({ queue: r.queue, state: r.state }, Number(r.n));
        }
      } catch {
        // The database is down: /readyz says so; metrics still answer.
      }
    },
  });
  new Gauge({
    name: 'playdesk_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = poolOf(db);
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
      if (pool.options?.max) this.set({ state: 'max' }, pool.options.max);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids would make unbounded label sets.
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    requests.inc({ method, route, status: String(reply.statusCode) });
    latency.observe({ method, route }, reply.elapsedTime / 1000);
    if (method === 'POST' && route === PLAY_START_ROUTE && reply.statusCode < 300)
      playsStarted.inc();
  });

  const merged = () => Registry.merge([registry, jobRegistry, processRegistry()]);
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!metricsAllowed(request, metricsToken)) {
      return reply.status(404).send({ message: 'Not found.' });
    }
    const all = merged();
    return reply.header('content-type', all.contentType).send(await all.metrics());
  });
}
