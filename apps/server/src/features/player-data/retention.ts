/**
 * The retention job (docs/product-rules.md#player-data): erases the personal data of players
 * inactive for longer than their business keeps it (default 24 months). A plain function with an
 * injectable clock, so tests drive it; the job queue runs it (`retentionJobDefinition`, checked
 * every 10 minutes on whichever instance takes that cron slot). Each 6-hour period is claimed by
 * one conditional UPDATE of the job's lease row (db/job-leases.ts), which makes the job idempotent
 * under the queue's at-least-once delivery and records the last and next run the console shows.
 */
import { eq, sql } from 'drizzle-orm';
import { RETENTION_DAYS } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { accounts, players, privacySettings } from '../../db/schema.js';
import { claimJobRun } from '../../db/job-leases.js';
import type { JobDefinition } from '../../infra/jobs.js';
import { deleteOldCodes, deleteUnusedVerifications } from '../fair-play/verification/codes.js';
import { deleteOldConfirmations } from './email-confirm.js';
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
  await deleteOldConfirmations(db, now);
  await deleteOldCodes(db, now);
  await deleteUnusedVerifications(db, now);
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

/** Checks every 10 minutes whether the period is due (the lease decides; the queue retries). */
export const retentionJobDefinition: JobDefinition = {
  name: RETENTION_JOB,
  schedule: '*/10 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 30 * 60,
  async handler(_data, { db, log }) {
    const n = await runRetentionOnce(db);
    if (n) log.info({ erased: n }, 'retention job erased inactive players');
  },
};
