import { ChooseFreePlanResponse, ErrorBody, PlanList } from '@playdesk/contract';
import { auditContextOf } from '../../http/audit-context.js';
import { authOf, scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createPlanService } from './service.js';

export function planRoutes(app: App, { db }: RouteDeps): void {
  const service = createPlanService(db);

  app.get(
    '/plans',
    {
      config: { access: 'public' },
      schema: {
        tags: ['plans'],
        operationId: 'listPlans',
        summary: 'The plans a business can choose',
        description:
          'The plans a business can choose, with their prices and limits. No credentials needed.',
        response: { 200: PlanList },
      },
    },
    async () => service.list(),
  );

  app.post(
    '/subscription/choose-free',
    {
      // Owner only: the handler refuses team members and child accounts (the plan is the
      // business's, like adding accounts).
      config: { access: 'account', audit: ['billing.plan_changed'] },
      schema: {
        tags: ['plans'],
        operationId: 'chooseFreePlan',
        summary: 'Continue on the Free plan instead of paying for the chosen one',
        description:
          'Continues on the Free plan instead of paying for the plan chosen at registration; answers the updated sign-in payload.',
        response: {
          200: ChooseFreePlanResponse,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) =>
      service.chooseFree(authOf(request), scopeOf(request), auditContextOf(request)),
  );
}
