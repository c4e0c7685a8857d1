import { CreateAccountRequest, CreateAccountResponse, ErrorBody } from '@playdesk/contract';
import { authOf, scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createAccountService } from './service.js';

export function accountRoutes(app: App, { db }: RouteDeps): void {
  const service = createAccountService(db);

  app.post(
    '/accounts',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'createAccount',
        summary: "Add a child account under the plan's sub-account limit",
        description:
          "Creates a child account under the caller's business, within the plan's sub-account limit. The caller becomes its owner; answers the updated sign-in payload.",
        body: CreateAccountRequest,
        response: { 201: CreateAccountResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
      config: { access: 'account' },
    },
    async (request, reply) => {
      const result = await service.createChild(
        authOf(request).user.id,
        scopeOf(request),
        request.body.business_name,
      );
      return reply.status(201).send(result);
    },
  );
}
