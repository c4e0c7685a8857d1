/**
 * The audit log's retention (docs/audit-log.md#retention): entries older than the business's
 * plan keeps them (`plans.audit_retention_days`) are removed, oldest first, while the chain stays
 * verifiable. The last entry removed becomes the account's anchor (its number and hash); the
 * verification starts from it, and migration 0042's trigger lets an entry be deleted only when it
 * is at or before the anchor — so this prefix removal is the application's one way to delete an
 * entry, and it cannot open a hole in the middle of a chain nor hide its newest entries.
 *
 * The newest entry of an account is always kept, whatever its age: it is the head the next entry
 * chains to.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { lockAuditChain } from '../../db/audit-log.js';
import type { Database } from '../../db/client.js';
import { claimJobRun } from '../../db/job-leases.js';
import {
  accountActivity,
  accounts,
  auditLog,
  auditLogAnchors,
  plans,
  subscriptions,
} from '../../db/schema.js';
import type { JobDefinition } from '../../infra/jobs.js';

export const AUDIT_RETENTION_JOB = 'audit-retention';
const EVERY_MS = 24 * 3600_000;
const DAY_MS = 86_400_000;
/** A plan-less account (none should be) keeps its entries this long. */
const FALLBACK_DAYS = 365;

/** Removes one account's entries older than `cutoff`; returns how many. */
export async function pruneAccountAuditLog(
  db: Database,
  accountId: string,
  cutoff: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    // No append runs meanwhile: the newest entry read here stays the newest.
    await lockAuditChain(tx, accountId);
    // The archive of the activity view (written before the audit log began) ages out alike.
    await tx
      .delete(accountActivity)
      .where(and(eq(accountActivity.accountId, accountId), lt(accountActivity.createdAt, cutoff)));
    const [newest] = await tx
      .select({ seq: auditLog.seq })
      .from(auditLog)
      .where(eq(auditLog.accountId, accountId))
      .orderBy(desc(auditLog.seq))
      .limit(1);
    if (!newest) return 0;
    const [last] = await tx
      .select({ seq: auditLog.seq, hash: auditLog.hash, at: auditLog.at })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.accountId, accountId),
          lt(auditLog.at, cutoff),
          lt(auditLog.seq, newest.seq),
        ),
      )
      .orderBy(desc(auditLog.seq))
      .limit(1);
    if (!last) return 0;
    // The anchor first: the trigger allows deleting only what is at or before it.
    await tx
      .insert(auditLogAnchors)
      .values({ accountId, seq: last.seq, hash: last.hash, at: last.at })
      .onConflictDoUpdate({
        target: auditLogAnchors.accountId,
        set: { seq: last.seq, hash: last.hash, at: last.at, prunedAt: sql`now()` },
      });
    const removed = await tx
      .delete(auditLog)
      .where(and(eq(auditLog.accountId, accountId), sql`${auditLog.seq} <= ${last.seq}`))
      .returning({ seq: auditLog.seq });
    return removed.length;
  });
}

/** Prunes every account by its business's plan; returns the entries removed (null: not due). */
export async function runAuditRetentionOnce(
  db: Database,
  now: Date = new Date(),
  everyMs: number = EVERY_MS,
): Promise<number | null> {
  if (!(await claimJobRun(db, AUDIT_RETENTION_JOB, now, everyMs))) return null;
  // A child account follows its business's (the billing account's) plan.
  const rows = await db
    .select({
      id: accounts.id,
      days: sql<number>`coalesce(${plans.auditRetentionDays}, ${FALLBACK_DAYS})`,
    })
    .from(accounts)
    .leftJoin(
      subscriptions,
      eq(subscriptions.accountId, sql`coalesce(${accounts.parentAccountId}, ${accounts.id})`),
    )
    .leftJoin(plans, eq(plans.id, subscriptions.planId));
  let removed = 0;
  for (const row of rows)
    removed += await pruneAccountAuditLog(
      db,
      row.id,
      new Date(now.getTime() - Number(row.days) * DAY_MS),
    );
  return removed;
}

/** Checks every hour whether the day's prune is due (the lease decides). */
export const auditRetentionJobDefinition: JobDefinition = {
  name: AUDIT_RETENTION_JOB,
  schedule: '23 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 30 * 60,
  async handler(_data, { db, log }) {
    const n = await runAuditRetentionOnce(db);
    if (n) log.info({ removed: n }, 'audit retention removed old entries');
  },
};
