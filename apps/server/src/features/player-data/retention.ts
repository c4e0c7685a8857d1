/**
 * The retention job (docs/product-rules.md#player-data): erases the personal data of players
 * inactive for longer than their business keeps it (default 24 months). A plain function with an
 * injectable clock, so tests drive it and a job queue can take it over; `startRetentionJob` runs
 * it on a timer. Several instances may run the timer: each period is claimed by one conditional
 * UPDATE of the job's lease row, so one instance at a time runs it.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { RETENTION_DAYS } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { accounts, players, privacySettings } from '../../db/schema.js';
import { claimJobRun } from '../../db/job-leases.js';
import { startPeriodicJob } from '../../infra/periodic-job.js';
import { erasePlayers } from './erasure.js';

export const RETENTION_JOB = 'retention';
export const RETENTION_EVERY_MS = 6 * 3600_000;

/** Runs the job if due; returns how many players it erased, or null when it did not run. */
export async function runRetentionOnce(
  db: Database,
  now: Date = new Date(),
  everyMs: number = RETENTION_EVERY_MS,
): Promise<number | null> {
  if (!(await claimJobRun(db, RETENTION_JOB, now, everyMs))) return null;
  const due = await db
    .select({
      id: accounts.id,
      days: sql<number>`coalesce(${privacySettings.retentionDays}, ${RETENTION_DAYS.default})`,
    })
    .from(accounts)
    .leftJoin(privacySettings, eq(privacySettings.accountId, accounts.id));
  let erased = 0;
  for (const account of due) {
    const cutoff = new Date(now.getTime() - Number(account.days) * 86_400_000);
    erased += await db.transaction((tx) =>
      erasePlayers(
        tx,
        account.id,
        sql`${players.lastSeenAt} < ${cutoff} and (${players.identifiedAt} is not null or ${players.displayName} is not null)`,
        { scope: 'retention', byUserId: null },
      ),
    );
  }
  return erased;
}

/** Checks every few minutes whether the job is due (the lease decides which instance runs it). */
export function startRetentionJob(
  db: Database,
  log: FastifyBaseLogger,
  checkEveryMs = 5 * 60_000,
): { stop(): Promise<void> } {
  return startPeriodicJob(log, {
    name: 'retention',
    firstAfterMs: 10_000,
    checkEveryMs,
    run: async () => {
      const n = await runRetentionOnce(db);
      if (n) log.info({ erased: n }, 'retention job erased inactive players');
    },
  });
}
