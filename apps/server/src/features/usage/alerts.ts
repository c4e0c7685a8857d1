/**
 * Emails to the owner at 80 % and 100 % of the month's gameplays, once each per month
 * (docs/product-rules.md#subscription-and-payment). Called with the value the atomic usage
 * increment returned: each value is returned to exactly one play start, so only the start that
 * reaches a threshold does any work here — the hot path pays one comparison otherwise.
 */
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accounts, memberships, usageAlerts, users } from '../../db/schema.js';
import { enqueue } from '../../outbox/outbox.js';

export const USAGE_ALERT_THRESHOLDS = [80, 100] as const;

/** The thresholds (percent) that `used` gameplays reach exactly, of `limit`. */
export function thresholdsReached(used: number, limit: number): number[] {
  if (limit <= 0) return [];
  return USAGE_ALERT_THRESHOLDS.filter((pct) => used === Math.ceil((limit * pct) / 100));
}

export async function sendUsageAlerts(
  tx: Queryable,
  billingAccountId: string,
  period: string,
  used: number,
  limit: number,
): Promise<void> {
  for (const threshold of thresholdsReached(used, limit)) {
    // The key (account, period, threshold) is the "once": a rolled-back start undoes the row
    // and the email together, and a start that reaches the value again sends it then.
    const [fresh] = await tx
      .insert(usageAlerts)
      .values({ accountId: billingAccountId, period, threshold })
      .onConflictDoNothing()
      .returning({ threshold: usageAlerts.threshold });
    if (!fresh) continue;
    const owners = await tx
      .select({ email: users.email, business: accounts.businessName })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(memberships.accountId, billingAccountId), eq(memberships.role, 'owner')));
    for (const owner of owners) {
      const full = threshold >= 100;
      await enqueue(tx, {
        kind: 'email',
        payload: {
          to: owner.email,
          subject: full
            ? `${owner.business} has used all of this month's gameplays`
            : `${owner.business} has used ${threshold}% of this month's gameplays`,
          text: [
            `Hello,`,
            ``,
            `${owner.business} has used ${used} of the ${limit} gameplays its plan includes for ${period}.`,
            full
              ? `Your games rest until the start of next month: players see a message asking them to come back later.`
              : `When the limit is reached, your games rest until the start of next month.`,
            `To raise the limit, choose a larger plan on the Upgrade page of the Playdesk console.`,
            ``,
            `Playdesk`,
          ].join('\n'),
        },
      });
    }
  }
}
