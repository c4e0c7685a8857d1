/**
 * The job queue on the test database (PGlite, or PostgreSQL with TEST_DB_DRIVER=postgres):
 * transactional enqueue, retries with backoff, singletons, delays, recurring schedules, and
 * several workers (two pg-boss instances, on PostgreSQL through two connection pools) taking
 * each job once.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema.js';
import { fileTestContext } from '../test/harness.js';
import {
  drainJobs,
  enqueueJob,
  enqueueJobs,
  installJobs,
  listJobs,
  startJobWorkers,
  type JobDefinition,
} from './jobs.js';

const t = await fileTestContext();
const log = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => log,
} as unknown as FastifyBaseLogger;

function recorder(name: string, extra: Partial<JobDefinition> = {}) {
  const runs: { data: Record<string, unknown>; attempt: number; jobId: string }[] = [];
  const def: JobDefinition = {
    name,
    retryLimit: 3,
    retryDelaySeconds: 5,
    retryBackoff: true,
    async handler(data, ctx) {
      runs.push({ data, attempt: ctx.attempt, jobId: ctx.jobId });
    },
    ...extra,
  };
  return { def, runs };
}

async function jobRow(name: string) {
  const rows = await t.db.execute(
    sql`select state, retry_count, extract(epoch from start_after - now()) as wait from pgboss.job where name = ${name}`,
  );
  return (rows as unknown as { rows: { state: string; retry_count: number; wait: string }[] })
    .rows[0]!;
}

describe('the job queue', () => {
  it('enqueues in the caller transaction: rolled back with it, committed with it', async () => {
    const { def, runs } = recorder('test.tx');
    await installJobs(t.db, [def]);
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueJob(tx, def.name, { n: 1 });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await listJobs(t.db, def.name)).toHaveLength(0);

    await t.db.transaction(async (tx) => {
      await enqueueJob(tx, def.name, { n: 2 });
      // Not visible outside the transaction before it commits.
      const outside = t.driver === 'postgres' ? await listJobs(t.db, def.name) : [];
      expect(outside).toHaveLength(0);
    });
    expect(await drainJobs(t.db, [def])).toBe(1);
    expect(runs.map((r) => r.data)).toEqual([{ n: 2 }]);
    expect(await drainJobs(t.db, [def])).toBe(0);
  });

  it('refuses a job for a queue nobody defined rather than losing it', async () => {
    await expect(enqueueJob(t.db, 'test.nobody', {})).rejects.toThrow(/does not exist/);
  });

  it('enqueues many jobs in one statement, in the caller transaction, with the queue settings', async () => {
    const { def, runs } = recorder('test.bulk', { retryLimit: 4 });
    await installJobs(t.db, [def]);
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueJobs(tx, def.name, [{ n: 1 }, { n: 2 }]);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await listJobs(t.db, def.name)).toHaveLength(0);

    const many = Array.from({ length: 1500 }, (_, n) => ({ n }));
    await t.db.transaction(async (tx) => enqueueJobs(tx, def.name, many));
    const stored = await t.db.execute(
      sql`select count(*)::int as n, min(retry_limit) as lo, max(retry_limit) as hi from pgboss.job where name = ${def.name}`,
    );
    expect((stored as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 1500, lo: 4, hi: 4 });
    await drainJobs(t.db, [def]);
    expect(runs.map((r) => r.data.n).sort((a, b) => Number(a) - Number(b))).toEqual(
      many.map((m) => m.n),
    );
    await expect(enqueueJobs(t.db, 'test.nobody', [{}])).rejects.toThrow(/does not exist/);
    await enqueueJobs(t.db, 'test.nobody', []);
  });

  it('retries a failure with exponential backoff, then gives up', async () => {
    let calls = 0;
    const def: JobDefinition = {
      name: 'test.retry',
      retryLimit: 2,
      retryDelaySeconds: 20,
      retryBackoff: true,
      async handler(_data, ctx) {
        calls++;
        expect(ctx.attempt).toBe(calls);
        throw new Error('receiver down');
      },
    };
    await installJobs(t.db, [def]);
    await enqueueJob(t.db, def.name, {});
    expect(await drainJobs(t.db, [def])).toBe(1);
    let row = await jobRow(def.name);
    expect(row.state).toBe('retry');
    // Backoff with jitter: retry n waits between delay·2^n/2 and delay·2^n seconds.
    const first = Number(row.wait);
    expect(first).toBeGreaterThan(15);
    expect(first).toBeLessThanOrEqual(40);
    // Not due yet: a plain drain leaves it.
    expect(await drainJobs(t.db, [def])).toBe(0);
    // The second failure waits longer.
    await t.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${def.name}`,
    );
    expect(await drainJobs(t.db, [def])).toBe(1);
    row = await jobRow(def.name);
    expect(row.state).toBe('retry');
    expect(Number(row.wait)).toBeGreaterThan(35);
    expect(Number(row.wait)).toBeLessThanOrEqual(80);
    // includeDelayed runs it now; the third failure is the last (retryLimit 2).
    expect(await drainJobs(t.db, [def], { includeDelayed: true })).toBe(1);
    expect((await jobRow(def.name)).state).toBe('failed');
    expect(calls).toBe(3);
  });

  // Issue 31 S3: a failed statement's message lists its parameters; the job's stored failure
  // (pg-boss's output, read by operators) must not.
  it("stores a failed statement's error without its parameters", async () => {
    const def: JobDefinition = {
      name: 'test.failed-statement',
      retryLimit: 0,
      retryDelaySeconds: 1,
      async handler(_data, ctx) {
        await ctx.db.insert(schema.users).values({
          publicId: 'job-secret-user',
          email: 'owner@playdesk.test',
          passwordHash: 'SECRET-HASH-FROM-A-JOB',
        });
      },
    };
    await installJobs(t.db, [def]);
    await enqueueJob(t.db, def.name, {});
    expect(await drainJobs(t.db, [def])).toBe(1);
    const rows = await t.db.execute(
      sql`select state, output::text as output from pgboss.job where name = ${def.name}`,
    );
    const [row] = (rows as unknown as { rows: { state: string; output: string }[] }).rows;
    expect(row!.state).toBe('failed');
    expect(row!.output).toContain('Failed query: insert into');
    expect(row!.output).not.toContain('SECRET-HASH');
  });

  it('delays, and keeps one queued job per singleton key', async () => {
    const { def, runs } = recorder('test.delay');
    await installJobs(t.db, [def]);
    await enqueueJob(t.db, def.name, { k: 'a' }, { startAfterSeconds: 3600, singletonKey: 'a' });
    await enqueueJob(t.db, def.name, { k: 'a2' }, { startAfterSeconds: 3600, singletonKey: 'a' });
    expect(await listJobs(t.db, def.name)).toHaveLength(1);
    expect(await drainJobs(t.db, [def])).toBe(0);
    expect(await drainJobs(t.db, [def], { includeDelayed: true })).toBe(1);
    expect(runs.map((r) => r.data)).toEqual([{ k: 'a' }]);
  });

  it('runs each job once with two instances working the same queue', async () => {
    const seen: string[] = [];
    const def: JobDefinition = {
      name: 'test.parallel',
      retryLimit: 0,
      async handler(data) {
        await new Promise((r) => setTimeout(r, 5));
        seen.push(String(data.n));
      },
    };
    await installJobs(t.db, [def]);
    let otherDb: Database = t.db;
    let otherPool: pg.Pool | null = null;
    if (t.driver === 'postgres') {
      // A second instance: its own connection pool on the same database.
      const { connectionString } = (t.db as unknown as { $client: pg.Pool }).$client.options;
      otherPool = new pg.Pool({ connectionString, max: 4 });
      otherDb = drizzle(otherPool, { schema }) as unknown as Database;
    }
    for (let n = 0; n < 40; n++) await enqueueJob(t.db, def.name, { n });
    const a = await startJobWorkers(t.db, log, [def], { concurrency: 2 });
    const b = await startJobWorkers(otherDb, log, [def], { concurrency: 2 });
    try {
      await expect
        .poll(async () => (await listJobs(t.db, def.name)).filter((j) => j.state === 'completed'), {
          timeout: 20_000,
          interval: 200,
        })
        .toHaveLength(40);
    } finally {
      await a.stop();
      await b.stop();
      await otherPool?.end();
    }
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBe(40);
  });

  it('runs a recurring job once per period with two instances', async () => {
    let runs = 0;
    const def: JobDefinition = {
      name: 'test.every-minute',
      schedule: '* * * * *',
      async handler() {
        runs++;
      },
    };
    // pg-boss checks the cron at start (then every 30 s) when no instance did in the last 30 s.
    await t.db.execute(sql`update pgboss.version set cron_on = null`);
    const a = await startJobWorkers(t.db, log, [def]);
    const b = await startJobWorkers(t.db, log, [def]);
    try {
      await expect.poll(() => runs, { timeout: 20_000, interval: 200 }).toBe(1);
      // Both instances saw the same minute: the second send is a duplicate and is dropped.
      await new Promise((r) => setTimeout(r, 6000));
      expect(runs).toBe(1);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('registers recurring jobs once however many instances start', async () => {
    const { def } = recorder('test.cron', { schedule: '*/10 * * * *' });
    const a = await startJobWorkers(t.db, log, [def]);
    const b = await startJobWorkers(t.db, log, [def]);
    await a.stop();
    await b.stop();
    const rows = await t.db.execute(
      sql`select name, cron, timezone from pgboss.schedule where name = ${def.name}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'test.cron', cron: '*/10 * * * *', timezone: 'UTC' },
    ]);
  });
});
