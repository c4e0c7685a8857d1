import {
  CreateWebhookEndpointRequest,
  ErrorBody,
  IdParams,
  MessageResponse,
  UpdateWebhookEndpointRequest,
  WebhookDeliveryListQuery,
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookEndpointListQuery,
  WebhookEndpointListResponse,
  WebhookEndpointResponse,
  WebhookSecretResponse,
} from '@playdesk/contract';
import type { Config } from '../../config.js';
import { auditContextOf } from '../../http/audit-context.js';
import { callerSeesPlayerData, scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import type { AddressResolver, GuardOptions } from '../../infra/safe-fetch.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { configureWebhookDelivery } from './delivery.js';
import { createWebhookService } from './service.js';

const tags = ['integrations'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const config = { access: 'account', module: 'integrations' } as const;
/**
 * How webhook addresses are checked (infra/safe-fetch.ts): loopback receivers only with
 * WEBHOOKS_ALLOW_PRIVATE; outside production a refused local receiver names that setting.
 */
export function webhookAddressGuard(
  appConfig: Config,
  resolver: AddressResolver | undefined,
): GuardOptions {
  return {
    allowLoopback: appConfig.webhooks.allowPrivate,
    resolver,
    loopbackHint: appConfig.production
      ? undefined
      : 'for a receiver on this computer, set WEBHOOKS_ALLOW_PRIVATE=true (development only)',
  };
}

const SIGNING =
  'Each request is a POST of the JSON payload, signed per the Standard Webhooks specification ' +
  '(`webhook-id`, `webhook-timestamp`, `webhook-signature`); see docs/webhooks.md.';

export function webhookRoutes(
  app: App,
  { db, config: appConfig, addressResolver }: RouteDeps,
): void {
  const box = appConfig.secretsKey ? createSecretBox(appConfig.secretsKey) : null;
  const guard = webhookAddressGuard(appConfig, addressResolver);
  configureWebhookDelivery({
    ...guard,
    timeoutMs: appConfig.webhooks.timeoutMs,
    box,
    appUrl: appConfig.appUrl,
  });
  const service = createWebhookService(db, { box, ...guard });
  const account = (request: Parameters<typeof scopeOf>[0]) => scopeOf(request).account.id;

  app.get(
    '/integrations/webhooks',
    {
      config,
      schema: {
        tags,
        operationId: 'listWebhookEndpoints',
        summary: 'List webhook endpoints',
        description:
          "The account's webhook endpoints, oldest first (at most 10). Secrets are never listed.",
        querystring: WebhookEndpointListQuery,
        response: { 200: WebhookEndpointListResponse, ...errors },
      },
    },
    async (request) => service.list(account(request), request.query),
  );
  app.post(
    '/integrations/webhooks',
    {
      config: { ...config, audit: ['webhook.created'] },
      schema: {
        tags,
        operationId: 'createWebhookEndpoint',
        summary: 'Add a webhook endpoint',
        description:
          'An https:// URL on a public address (checked after DNS resolution) and the events it wants. ' +
          'The answer carries the signing secret (`whsec_…`): it is shown this once. ' +
          SIGNING,
        body: CreateWebhookEndpointRequest,
        response: { 201: WebhookSecretResponse, 409: ErrorBody, 503: ErrorBody, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.create(
            account(request),
            request.body,
            callerSeesPlayerData(request),
            auditContextOf(request),
          ),
        ),
  );
  app.get(
    '/integrations/webhooks/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getWebhookEndpoint',
        summary: 'Get a webhook endpoint',
        description: 'One endpoint of the account (without its secret).',
        params: IdParams,
        response: { 200: WebhookEndpointResponse, ...errors },
      },
    },
    async (request) => ({ endpoint: await service.get(account(request), request.params.id) }),
  );
  app.patch(
    '/integrations/webhooks/:id',
    {
      config: { ...config, audit: ['webhook.changed'] },
      schema: {
        tags,
        operationId: 'updateWebhookEndpoint',
        summary: 'Change a webhook endpoint',
        description:
          'Only the fields sent change. Switching an endpoint on again (after the server switched it ' +
          'off for failing) starts afresh.',
        params: IdParams,
        body: UpdateWebhookEndpointRequest,
        response: { 200: WebhookEndpointResponse, ...errors },
      },
    },
    async (request) => ({
      endpoint: await service.update(
        account(request),
        request.params.id,
        request.body,
        callerSeesPlayerData(request),
        auditContextOf(request),
      ),
    }),
  );
  app.delete(
    '/integrations/webhooks/:id',
    {
      config: { ...config, audit: ['webhook.deleted'] },
      schema: {
        tags,
        operationId: 'deleteWebhookEndpoint',
        summary: 'Delete a webhook endpoint',
        description: 'The endpoint, its delivery log and its pending deliveries go.',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.remove(account(request), request.params.id, auditContextOf(request));
      return { message: 'Webhook endpoint deleted.' };
    },
  );
  app.post(
    '/integrations/webhooks/:id/rotate-secret',
    {
      config: { ...config, audit: ['webhook.changed'] },
      schema: {
        tags,
        operationId: 'rotateWebhookSecret',
        summary: 'Rotate the signing secret',
        description:
          'A new secret, shown this once. For 24 hours the previous secret signs too ' +
          '(`webhook-signature` carries both signatures, space-separated), so receivers can switch ' +
          'without missing an event.',
        params: IdParams,
        response: { 200: WebhookSecretResponse, 503: ErrorBody, ...errors },
      },
    },
    async (request) => service.rotate(account(request), request.params.id, auditContextOf(request)),
  );
  app.post(
    '/integrations/webhooks/:id/test',
    {
      config,
      schema: {
        tags,
        operationId: 'sendWebhookTest',
        summary: 'Send a test event',
        description:
          'Queues a `webhook.test` event to this endpoint now (one attempt, no retries); it appears ' +
          'in the delivery log.',
        params: IdParams,
        response: { 202: WebhookDeliveryResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send({ delivery: await service.sendTest(account(request), request.params.id) }),
  );
  app.get(
    '/integrations/webhooks/:id/deliveries',
    {
      config,
      schema: {
        tags,
        operationId: 'listWebhookDeliveries',
        summary: 'The delivery log of an endpoint',
        description:
          'Deliveries newest first, each with its payload and every attempt (status code, first ' +
          '1 KB of the answer, duration). Retries follow 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.',
        params: IdParams,
        querystring: WebhookDeliveryListQuery,
        response: { 200: WebhookDeliveryListResponse, ...errors },
      },
    },
    async (request) =>
      service.deliveries(
        account(request),
        request.params.id,
        request.query,
        callerSeesPlayerData(request),
      ),
  );
  app.post(
    '/integrations/deliveries/:id/resend',
    {
      config,
      schema: {
        tags,
        operationId: 'resendWebhookDelivery',
        summary: 'Resend a delivery',
        description:
          'One more attempt of the same message now (same `webhook-id`, so a receiver that already ' +
          'has it can tell).',
        params: IdParams,
        response: { 202: WebhookDeliveryResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        delivery: await service.resend(
          account(request),
          request.params.id,
          callerSeesPlayerData(request),
        ),
      }),
  );
}
