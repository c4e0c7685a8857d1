import { asc } from 'drizzle-orm';
import { ErrorBody, PlanList, SubscriptionResponse } from '@playdesk/contract';
import { scopeOf } from '../../http/auth.js';
import { loadBillingPlan } from '../auth/account-context.js';
import { plans } from '../../db/schema.js';
import type { App, RouteDeps } from '../../http/types.js';

export function planRoutes(app: App, { db }: RouteDeps): void {
  app.get(
    '/plans',
    {
      config: { access: 'public' },
      schema: {
        tags: ['plans'],
        summary: 'The plans a business can choose',
        response: { 200: PlanList },
      },
    },
    async () => {
      const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder));
      return {
        plans: rows.map((p) => ({
          key: p.key,
          name: p.name,
          price_cents: p.priceCents,
          monthly_total_impressions: p.monthlyTotalImpressions,
          sub_accounts: p.subAccounts,
          crm: p.crm,
        })),
      };
    },
  );

  app.get(
    '/subscription',
    {
      // Any member may read which plan their business is on (the dashboard shows it).
      config: { access: 'account' },
      schema: {
        tags: ['plans'],
        summary: "The plan and status of the account's billing subscription",
        response: { 200: SubscriptionResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const plan = await loadBillingPlan(db, scopeOf(request).billingAccountId);
      return {
        status: plan.status,
        plan: {
          key: plan.planKey,
          name: plan.planName,
          price_cents: plan.priceCents,
          monthly_total_impressions: plan.monthlyTotalImpressions,
          sub_accounts: plan.subAccounts,
          crm: plan.crm,
        },
      };
    },
  );
}
