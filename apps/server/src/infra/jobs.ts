/**
 * The job queue (docs/adr/006-job-queue.md): pg-boss on our own database, embedded PGlite or
 * PostgreSQL alike. A job is a row in the `pgboss` schema, so
 * - `enqueueJob` given a transaction writes the row in that transaction (rolled back with it);
 * - workers claim rows with `FOR UPDATE SKIP LOCKED`, so any number of instances take each job once;
 * - a failed run is retried with exponential backoff; a run that outlives `expireInSeconds`
 *   (the process was killed, `kill -9` included) is failed by the maintenance and retried;
 * - recurring jobs (`schedule`, cron in UTC) are sent by whichever instance wins pg-boss's cron
 *   slot for that minute, so one run per period across instances.
 * Delivery is at least once: handlers are idempotent (they check what they already did).
 */
import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { driverClient, type Database, type Queryable } from '../db/client.js';
import { redactText } from './logging.js';

export interface JobOptions {
  /** Delay before the first run. */
  startAfterSeconds?: number;
  /** At most one queued (not yet started) job per (name, key); a duplicate is dropped. */
  singletonKey?: string;
  /** Retries after the first failed run; default from the definition. */
  retryLimit?: number;
}

export interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  jobId: string;
  /** Aborted when the workers stop: a handler that waits (a recurring sweep) stops waiting. */
  signal: AbortSignal;
}

export interface JobDefinition<T = Record<string, unknown>> {
  /** The queue's name, e.g. 'webhook.deliver', 'email' (letters, digits, `.`, `-`, `_`). */
  name: string;
  /** Throw to have the job retried (until `retryLimit`). */
  handler(data: T, ctx: JobContext): Promise<void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Doubles the delay after each failure (with jitter). */
  retryBackoff?: boolean;
  /** A run taking longer is considered failed and retried. Default 15 minutes. */
  expireInSeconds?: number;
  /** Cron (UTC) for recurring jobs, e.g. '*\/5 * * * *'; the job then runs with `{}`. */
  schedule?: string;
}

/** The pg-boss schema (created and migrated by pg-boss itself). */
export const JOBS_SCHEMA = 'pgboss';

/** How often each worker polls its queue. */
const POLL_SECONDS = 1;
/** How often an instance expires stuck jobs and archives old ones (pg-boss's maintenance). */
const DEFAULT_MAINTENANCE_SECONDS = 30;

type Row = Record<string, unknown>;

/**
 * pg-boss's database adapter on our own connection (no second pool): PostgreSQL through the
 * app's node-postgres pool, PGlite through its client — `exec` for pg-boss's parameterless
 * multi-statement scripts (schema creation, `BEGIN; … COMMIT;` blocks), which PGlite's `query`
 * (one prepared statement) refuses, and `query` for the rest.
 */
function rootAdapter(db: Database): PgBoss.Db {
  const driver = driverClient(db);
  if (driver.driver === 'pglite') {
    const { client } = driver;
    return {
      async executeSql(text: string, values?: unknown[]) {
        if (values && values.length > 0) return client.query<Row>(text, values);
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Row[] };
      },
    };
  }
  const { pool } = driver;
  return { executeSql: (text: string, values?: unknown[]) => pool.query<Row>(text, values) };
}

/**
 * The adapter for one `send` inside the caller's transaction. A Drizzle database or transaction
 * runs its SQL through `session.client`: for node-postgres the pool (database) or the pool client
 * that holds the transaction's BEGIN; for PGlite the PGlite instance or its transaction object.
 * Both take `query(text, values)` with pg-boss's `$n` placeholders as they are, so pg-boss's
 * INSERT runs on the transaction's own connection and commits or rolls back with it. This is a
 * Drizzle internal (not a documented API); `jobs.api.test.ts` checks the rollback on both drivers,
 * so a Drizzle upgrade that moves it fails there, loudly, instead of enqueuing outside the
 * transaction.
 */
function queryableAdapter(db: Queryable): PgBoss.Db {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client as
    { query?: (text: string, values?: unknown[]) => Promise<{ rows: Row[] }> } | undefined;
  if (!client || typeof client.query !== 'function') {
    throw new Error('enqueueJob: this Drizzle version exposes no session client');
  }
  const query = client.query.bind(client);
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await query(text, values);
      return { rows: result.rows };
    },
  };
}

/**
 * Only builds pg-boss's SQL for `send`: never started, each call passes its own `db` adapter.
 * Its defaults are the queue's (the queue row's retry/expiry settings apply when a job gives none).
 */
const sender = new PgBoss({
  schema: JOBS_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('the job sender has no database of its own')),
  },
});

/** Enqueues inside the caller's transaction when given a transaction (rolled back with it). */
export async function enqueueJob(
  db: Queryable,
  name: string,
  data: Record<string, unknown>,
  options: JobOptions = {},
): Promise<void> {
  if (options.singletonKey) {
    const key = options.singletonKey;
    // "At most one queued job per key": pg-boss's own singletons depend on the queue's policy or
    // a time slot, so the check is ours. The advisory lock (held to the end of the transaction,
    // a savepoint's when the caller's) makes concurrent enqueuers of one key wait for each other.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job:${name}:${key}`}))`);
      const queued = (await tx.execute(
        sql`select 1 from ${sql.raw(JOBS_SCHEMA)}.job where name = ${name} and singleton_key = ${key} and state < 'active' limit 1`,
      )) as unknown as { rows: unknown[] };
      if (queued.rows.length === 0) await send(tx, name, data, options);
    });
    return;
  }
  await send(db, name, data, options);
}

/**
 * Enqueues one job of `name` for each of `data`, in one statement (pg-boss's `insert`), with the
 * queue's settings — in the caller's transaction when given one. For the many jobs of one change
 * (a live show's end queues a job per play); no per-job options.
 */
export async function enqueueJobs(
  db: Queryable,
  name: string,
  data: readonly Record<string, unknown>[],
): Promise<void> {
  if (data.length === 0) return;
  // pg-boss inserts nothing (and says nothing) for an unknown queue, and its bulk insert answers
  // no ids to tell: the queue is looked up first.
  const queue = (await db.execute(
    sql`select 1 from ${sql.raw(JOBS_SCHEMA)}.queue where name = ${name}`,
  )) as unknown as { rows: unknown[] };
  if (queue.rows.length === 0) {
    throw new Error(`job queue "${name}" does not exist (is it listed in src/jobs.ts?)`);
  }
  await sender.insert(
    data.map((d) => ({ name, data: d })),
    { db: queryableAdapter(db) },
  );
}

async function send(
  db: Queryable,
  name: string,
  data: Record<string, unknown>,
  options: JobOptions,
): Promise<void> {
  const id = await sender.send(name, data, {
    db: queryableAdapter(db),
    ...(options.startAfterSeconds ? { startAfter: Math.ceil(options.startAfterSeconds) } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
  });
  // pg-boss inserts nothing (and says nothing) for an unknown queue.
  if (id === null) {
    throw new Error(`job queue "${name}" does not exist (is it listed in src/jobs.ts?)`);
  }
}

function queueOptions(def: JobDefinition): PgBoss.Queue {
  return {
    name: def.name,
    retryLimit: def.retryLimit ?? 5,
    retryDelay: def.retryDelaySeconds ?? 10,
    retryBackoff: def.retryBackoff ?? true,
    expireInSeconds: def.expireInSeconds ?? 15 * 60,
  };
}

function newBoss(db: Database, extra: PgBoss.ConstructorOptions = {}): PgBoss {
  const boss = new PgBoss({
    db: rootAdapter(db),
    schema: JOBS_SCHEMA,
    // Completed jobs stay an hour in the job table (tests and the logs read them), then move to
    // the archive, which keeps them a week.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
    ...extra,
  });
  return boss;
}

/** Creates or updates each definition's queue (idempotent; several instances may race). */
async function ensureQueues(boss: PgBoss, definitions: JobDefinition[]): Promise<void> {
  for (const def of definitions) {
    const options = queueOptions(def);
    const existing = await boss.getQueue(def.name);
    if (!existing) {
      try {
        await boss.createQueue(def.name, options);
      } catch (err) {
        // Another instance created it meanwhile.
        if (!(await boss.getQueue(def.name))) throw err;
      }
    }
    await boss.updateQueue(def.name, options);
  }
}

/**
 * Installs (or upgrades) pg-boss's schema and creates the queues of `definitions`, without
 * running anything. Called before anything can enqueue: at start, and by the test harness.
 */
export async function installJobs(db: Database, definitions: JobDefinition[]): Promise<void> {
  const boss = newBoss(db, { supervise: false, schedule: false, migrate: true });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    await ensureQueues(boss, definitions);
  } finally {
    await boss.stop({ graceful: false, close: false, wait: true });
  }
}

/** A failure as logged and stored with the job: never a failed statement's parameters. */
function errorMessage(err: unknown): string {
  return redactText(err instanceof Error ? err.message : String(err));
}

/** Runs one job with its context; rethrows the handler's error (pg-boss then retries it). */
async function runJob(
  def: JobDefinition,
  job: PgBoss.JobWithMetadata<Record<string, unknown>>,
  db: Database,
  log: FastifyBaseLogger,
  signal: AbortSignal = new AbortController().signal,
): Promise<void> {
  const attempt = job.retryCount + 1;
  try {
    await def.handler(job.data ?? {}, { db, log, attempt, jobId: job.id, signal });
  } catch (err) {
    const last = job.retryCount >= job.retryLimit;
    log.warn(
      { job: def.name, jobId: job.id, attempt, err: errorMessage(err) },
      last ? 'job failed for the last time' : 'job failed; it will be retried',
    );
    throw err;
  }
}

export interface JobWorkersOptions {
  /** pg-boss maintenance (expiring stuck jobs, archiving) every so many seconds. */
  maintenanceIntervalSeconds?: number;
  /** Jobs of one queue run at once on this instance (default 5). */
  concurrency?: number;
}

/** PGlite databases whose orphaned jobs were already put back (once per process). */
const recovered = new WeakSet<Database>();

export async function startJobWorkers(
  db: Database,
  log: FastifyBaseLogger,
  definitions: JobDefinition[],
  options: JobWorkersOptions = {},
): Promise<{ stop(): Promise<void> }> {
  const driver = driverClient(db);
  const boss = newBoss(db, {
    supervise: true,
    schedule: definitions.some((d) => d.schedule),
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? DEFAULT_MAINTENANCE_SECONDS,
    // Recurring jobs: the cron slot is checked every 30 s (one instance wins each minute).
    cronMonitorIntervalSeconds: 30,
    cronWorkerIntervalSeconds: 5,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  // Schema and queues first, then the recurring jobs' schedules, and only then the start: the
  // timekeeper checks the cron as it starts, and must find them there.
  await installJobs(db, definitions);
  const names = new Set(definitions.filter((d) => d.schedule).map((d) => d.name));
  for (const def of definitions) {
    if (def.schedule) await boss.schedule(def.name, def.schedule, {}, { tz: 'UTC' });
  }
  // A recurring job removed from the registry stops being sent.
  for (const s of await boss.getSchedules()) {
    if (!names.has(s.name)) await boss.unschedule(s.name);
  }
  await boss.start();

  if (driver.driver === 'pglite' && !recovered.has(db)) {
    recovered.add(db);
    // Embedded PGlite belongs to this one process (the data directory is locked), so a job still
    // "active" now was cut short by the previous process's end (kill -9, crash): run it again
    // now rather than after its expiry.
    await driver.client.query(
      `update ${JOBS_SCHEMA}.job set state = 'retry', start_after = now() where state = 'active'`,
    );
  } else {
    // PostgreSQL: another instance may be running those; they are expired by the maintenance
    // once they outlive expireInSeconds. Run it once now rather than after the first interval.
    await boss.maintain().catch((err: unknown) => log.error({ err }, 'job maintenance failed'));
  }

  const concurrency = options.concurrency ?? 5;
  const stopping = new AbortController();
  for (const def of definitions) {
    // One worker per queue fetches up to `concurrency` jobs, runs them side by side and settles
    // each on its own (pg-boss would fail a whole batch for one error). A full batch fetches again
    // at once instead of waiting for the next poll.
    const workerId: string = await boss.work<Record<string, unknown>>(
      def.name,
      { batchSize: concurrency, includeMetadata: true, pollingIntervalSeconds: POLL_SECONDS },
      async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await runJob(def, job, db, log, stopping.signal);
              await boss.complete(def.name, job.id);
            } catch (err) {
              await boss.fail(def.name, job.id, { message: errorMessage(err) });
            }
          }),
        );
        if (jobs.length === concurrency) boss.notifyWorker(workerId);
      },
    );
  }

  return {
    async stop() {
      // Waits for the jobs under way (up to 30 s), then fails what is left so it is retried.
      stopping.abort();
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 30_000 });
      // pg-boss marks a finished batch complete without awaiting it (our handler already did
      // each job): let that last query land before the caller closes the database.
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
  };
}

/**
 * Tests: runs every due job of these definitions now, until none is due (ignores delays when
 * `includeDelayed`); answers how many runs it made. A failing job is retried per its definition
 * (immediately when `includeDelayed`), so the loop ends when each job is done or out of retries.
 */
export async function drainJobs(
  db: Database,
  definitions: JobDefinition[],
  options: { includeDelayed?: boolean } = {},
): Promise<number> {
  // pg-boss takes a job when `start_after < now()`. PGlite's clock counts whole milliseconds, so
  // a job sent in this same millisecond is not due yet: let the clock move on first.
  await new Promise((resolve) => setTimeout(resolve, 2));
  const boss = newBoss(db, { supervise: false, schedule: false, migrate: false });
  boss.on('error', () => undefined);
  const log = silentLog();
  let runs = 0;
  for (let round = 0; round < 1000; round++) {
    let ranThisRound = 0;
    for (const def of definitions) {
      const jobs = await boss.fetch<Record<string, unknown>>(def.name, {
        batchSize: 20,
        includeMetadata: true,
        ignoreStartAfter: options.includeDelayed ?? false,
      });
      for (const job of jobs) {
        ranThisRound++;
        try {
          await runJob(def, job, db, log);
          await boss.complete(def.name, job.id);
        } catch (err) {
          await boss.fail(def.name, job.id, { message: errorMessage(err) });
        }
      }
    }
    runs += ranThisRound;
    if (ranThisRound === 0) return runs;
  }
  throw new Error('drainJobs: jobs kept coming after 1000 rounds');
}

function silentLog(): FastifyBaseLogger {
  const noop = () => undefined;
  const log = {
    level: 'silent',
    fatal: noop,
    error: noop,
    warn: noop,
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

/** The jobs of one queue, newest last (tests and the console read them; completed ones stay an hour). */
export async function listJobs(
  db: Queryable,
  name: string,
): Promise<{ id: string; data: Record<string, unknown>; state: string; createdOn: Date }[]> {
  const result = (await db.execute(
    sql`select id, data, state, created_on from ${sql.raw(JOBS_SCHEMA)}.job where name = ${name} order by created_on, id`,
  )) as unknown as {
    rows: { id: string; data: Record<string, unknown>; state: string; created_on: Date | string }[];
  };
  return result.rows.map((r) => ({
    id: r.id,
    data: r.data,
    state: r.state,
    createdOn: new Date(r.created_on),
  }));
}
