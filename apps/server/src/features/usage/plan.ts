/**
 * The plan a business pays for, as the rest of the server reads it: what its month's gameplays
 * are measured against (a play start, the usage alerts), what its extra accounts, team mates and
 * CRM depend on. Billing's data (subscriptions, plans), read here in the usage feature so that
 * every feature may ask without depending on billing or auth (eslint/boundaries.js).
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { plans, subscriptions } from '../../db/schema.js';

/** The plan and subscription status of a billing account (the business the user works for). */
export async function loadBillingPlan(db: Queryable, billingAccountId: string) {
  const [row] = await db
    .select({
      planKey: plans.key,
      planName: plans.name,
      priceCents: plans.priceCents,
      subAccounts: plans.subAccounts,
      crm: plans.crm,
      sso: plans.sso,
      teamMates: plans.teamMates,
      smsPerMonth: plans.smsPerMonth,
      monthlyTotalImpressions: plans.monthlyTotalImpressions,
      status: subscriptions.status,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.accountId, billingAccountId));
  if (!row) throw new Error(`Billing account ${billingAccountId} has no subscription`);
  return row;
}
