/**
 * Transactional outbox. `enqueue` writes a job inside the caller's transaction; the worker claims
 * due jobs with `FOR UPDATE SKIP LOCKED` (so parallel instances never take the same one), leases
 * them for a minute, delivers, and reschedules failures with exponential backoff.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/client.js';
import { outbox } from '../db/schema.js';

export const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 60;

export interface EmailJob {
  to: string;
  subject: string;
  text: string;
}

export type OutboxJob = { kind: 'email'; payload: EmailJob };

export async function enqueue(db: Queryable, job: OutboxJob): Promise<void> {
  await db.insert(outbox).values({ kind: job.kind, payload: { ...job.payload } });
}

export type Deliver = (job: OutboxJob) => Promise<void>;

/** Backoff after the n-th failed attempt: 10 s, 20 s, 40 s … capped at one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

/** Claims and delivers up to `batch` due jobs; returns how many were attempted. */
export async function runOutboxOnce(
  db: Database,
  deliver: Deliver,
  log: FastifyBaseLogger,
  batch = 10,
): Promise<number> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(isNull(outbox.deliveredAt), isNull(outbox.failedAt), lte(outbox.runAfter, sql`now()`)),
    )
    .orderBy(asc(outbox.runAfter))
    .limit(batch)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      runAfter: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    })
    .where(inArray(outbox.id, due))
    .returning();

  for (const row of claimed) {
    try {
      // Rows are only ever written by `enqueue`, which is typed by OutboxJob.
      await deliver({ kind: row.kind, payload: row.payload } as unknown as OutboxJob);
      await db
        .update(outbox)
        .set({ deliveredAt: sql`now()`, lastError: null })
        .where(eq(outbox.id, row.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      log.warn(
        { jobId: row.id, kind: row.kind, attempts: row.attempts, err: message },
        'outbox delivery failed',
      );
      await db
        .update(outbox)
        .set({
          lastError: message.slice(0, 1000),
          failedAt: giveUp ? sql`now()` : null,
          runAfter: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
        })
        .where(eq(outbox.id, row.id));
    }
  }
  return claimed.length;
}

/** Polls the outbox until stopped. */
export function startOutboxWorker(
  db: Database,
  deliver: Deliver,
  log: FastifyBaseLogger,
  intervalMs = 1000,
): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    running = runOutboxOnce(db, deliver, log).catch((err: unknown) =>
      log.error({ err }, 'outbox worker tick failed'),
    );
    await running;
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  let timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
