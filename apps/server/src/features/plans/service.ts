import { asc } from 'drizzle-orm';
import type { Plan, PlanList, SubscriptionResponse } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { plans } from '../../db/schema.js';
import { loadBillingPlan } from '../auth/account-context.js';

type PlanRow = Pick<
  typeof plans.$inferSelect,
  'key' | 'name' | 'priceCents' | 'monthlyTotalImpressions' | 'subAccounts' | 'crm'
>;

const toPlan = (p: PlanRow): Plan => ({
  key: p.key,
  name: p.name,
  price_cents: p.priceCents,
  monthly_total_impressions: p.monthlyTotalImpressions,
  sub_accounts: p.subAccounts,
  crm: p.crm,
});

export function createPlanService(db: Database) {
  /** The plans a business can choose, in the order the pricing page shows them. */
  async function list(): Promise<PlanList> {
    const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder));
    return { plans: rows.map(toPlan) };
  }

  /** The plan and status of a billing account's subscription. */
  async function subscription(billingAccountId: string): Promise<SubscriptionResponse> {
    const plan = await loadBillingPlan(db, billingAccountId);
    return {
      status: plan.status,
      plan: toPlan({
        key: plan.planKey,
        name: plan.planName,
        priceCents: plan.priceCents,
        monthlyTotalImpressions: plan.monthlyTotalImpressions,
        subAccounts: plan.subAccounts,
        crm: plan.crm,
      }),
    };
  }

  return { list, subscription };
}
