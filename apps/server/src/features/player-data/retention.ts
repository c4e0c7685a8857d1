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
import { accounts, jobLeases, players, privacySettings } from '../../db/schema.js';
import { erasePlayers } from './erasure.js';

export const RETENTION_JOB = 'retention';
export const RETENTION_EVERY_MS = 6 * 3600_000;

/** Claims this period's run; false when another instance has it (or it is not due yet). */
async function claim(db: Database, now: Date, everyMs: number): Promise<boolean> {
  await db.insert(jobLeases).values({ name: RETENTION_JOB, nextRunAt: now }).onConflictDoNothing();
  const claimed = await db
    .update(jobLeases)
    .set({ lastRunAt: now, nextRunAt: new Date(now.getTime() + everyMs) })
    .where(sql`${jobLeases.name} = ${RETENTION_JOB} and ${jobLeases.nextRunAt} <= ${now}`)
    .returning({ name: jobLeases.name });
  return claimed.length === 1;
}

/** Runs the job if due; returns how many players it erased, or null when it did not run. */
export async function runRetentionOnce(
  db: Database,
  now: Date = new Date(),
  everyMs: number = RETENTION_EVERY_MS,
): Promise<number | null> {
  if (!(await claim(db, now, everyMs))) return null;
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
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    running = runRetentionOnce(db)
      .then((n) => {
        if (n) log.info({ erased: n }, 'retention job erased inactive players');
      })
      .catch((err: unknown) => log.error({ err }, 'retention job failed'));
    await running;
    if (!stopped) timer = setTimeout(tick, checkEveryMs);
  };
  let timer = setTimeout(tick, 10_000);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
