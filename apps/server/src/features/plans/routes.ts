import { asc } from 'drizzle-orm';
import { PlanList } from '@playdesk/contract';
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
}
