import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { usage } from '../../db/schema.js';
import { usagePeriod } from './period.js';

/** Gameplays counted this month for a billing account. */
export async function gameplaysThisMonth(db: Queryable, billingAccountId: string): Promise<number> {
  const [row] = await db
    .select({ gameplays: usage.gameplays })
    .from(usage)
    .where(and(eq(usage.accountId, billingAccountId), eq(usage.period, usagePeriod())));
  return row?.gameplays ?? 0;
}
