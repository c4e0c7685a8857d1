/**
 * The lease rows of periodic jobs (`job_leases`): each period of a job is claimed by one
 * conditional UPDATE, so several instances may run its timer and one of them runs each period.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { jobLeases } from './schema.js';

/** Claims this period's run of `name`; false when another instance has it (or it is not due). */
export async function claimJobRun(
  db: Database,
  name: string,
  now: Date,
  everyMs: number,
): Promise<boolean> {
  await db.insert(jobLeases).values({ name, nextRunAt: now }).onConflictDoNothing();
  const claimed = await db
    .update(jobLeases)
    .set({ lastRunAt: now, nextRunAt: new Date(now.getTime() + everyMs) })
    .where(sql`${jobLeases.name} = ${name} and ${jobLeases.nextRunAt} <= ${now}`)
    .returning({ name: jobLeases.name });
  return claimed.length === 1;
}
