import {
  ChooseFreePlanResponse,
  ErrorBody,
  PlanList,
  SubscriptionResponse,
} from '@playdesk/contract';
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

  app.get(
    '/subscription',
    {
      // The console's route guard lets a team member open Subscription only with the
      // `subscription` module (docs/product-rules.md#signed-in-routes); owners and child accounts
      // carry no modules and pass, as there. "Only the account type sees Subscription"
      // (docs/product-rules.md#top-bar) is the menu entry, which the
      // console shows to owners only; the guard still admits a member granted the module, so the
      // server does too — the two agree (checked by http/modules.api.test.ts).
      config: { access: 'account', module: 'subscription' },
      schema: {
        tags: ['plans'],
        operationId: 'getSubscription',
        summary: "The plan and status of the account's billing subscription",
        description: 'The plan and status of the billing subscription that covers the account.',
        response: { 200: SubscriptionResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => service.subscription(scopeOf(request).billingAccountId),
  );

  app.post(
    '/subscription/choose-free',
    {
      // Owner only: the handler refuses team members and child accounts (the plan is the
      // business's, like adding accounts).
      config: { access: 'account' },
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
    async (request) => service.chooseFree(authOf(request), scopeOf(request)),
  );
}
