import {
  ApiKeyListResponse,
  CreateApiKeyRequest,
  CreatedApiKeyResponse,
  ErrorBody,
  IdParams,
} from '@playdesk/contract';
import { z } from 'zod';
import { auditOriginOf } from '../../http/audit-context.js';
import { authOf, scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createApiKeyService } from './service.js';

const tags = ['api-keys'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
/**
 * Managed by the owner and team mates with `full` (the guard's module check), with a session
 * only: a key never manages keys (`apiKeys: false`; docs/product-rules.md#api-keys).
 */
const config = { access: 'account', module: 'full', apiKeys: false } as const;

export function apiKeyRoutes(app: App, { db }: RouteDeps): void {
  const service = createApiKeyService(db);

  app.get(
    '/api-keys',
    {
      config,
      schema: {
        tags,
        operationId: 'listApiKeys',
        summary: "List the account's API keys",
        description:
          'Every API key of the account, newest first, revoked ones included: name, visible prefix, modules, access, creator, creation, last use and expiry. Never the secret. Owner and team mates with full access, session token only.',
        response: { 200: ApiKeyListResponse, ...errors },
      },
    },
    async (request) => ({ data: await service.list(scopeOf(request).account.id) }),
  );

  app.post(
    '/api-keys',
    {
      config: { ...config, audit: ['api_key.created'] },
      schema: {
        tags,
        operationId: 'createApiKey',
        summary: 'Create an API key',
        description:
          'Creates an API key for the account with the modules (never one the caller lacks), read or write access and an optional expiry. The answer holds the secret: it is shown this once and stored only as a hash. Recorded in the account activity.',
        body: CreateApiKeyRequest,
        response: { 201: CreatedApiKeyResponse, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const created = await service.create(
        scopeOf(request),
        user,
        request.body,
        auditOriginOf(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      config: { ...config, audit: ['api_key.revoked'] },
      schema: {
        tags,
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key',
        description:
          'Revokes an API key of the account: every call with it is refused from the next request on, on every server. The key stays listed as revoked. Recorded in the account activity.',
        params: IdParams,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await service.revoke(
        scopeOf(request).account.id,
        authOf(request).user.id,
        request.params.id,
        auditOriginOf(request),
      );
      return reply.status(204).send(null);
    },
  );
}
