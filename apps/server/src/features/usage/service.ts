import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { usage } from '../../db/schema.js';
import { usagePeriod } from './period.js';

/** Gameplays counted this month for a billing account. */
export async function gameplaysThisMonth(db: Queryable, billingAccountId: string): Promise<number> {
  return (await usageThisMonth(db, billingAccountId)).gameplays;
}

/** Gameplays and verification SMS counted this month for a billing account (one row read). */
export async function usageThisMonth(
  db: Queryable,
  billingAccountId: string,
): Promise<{ gameplays: number; sms: number }> {
  const [row] = await db
    .select({ gameplays: usage.gameplays, sms: usage.sms })
    .from(usage)
    .where(and(eq(usage.accountId, billingAccountId), eq(usage.period, usagePeriod())));
  return { gameplays: row?.gameplays ?? 0, sms: row?.sms ?? 0 };
}
