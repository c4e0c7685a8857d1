/**
 * `GET/PUT integrations/mailchimp`, `GET/PUT integrations/hubspot` and their
 * `POST …/test` ("test connection"): module `integrations` (or the account owner).
 */
import {
  ConnectorTestResponse,
  ErrorBody,
  HubspotResponse,
  MailchimpResponse,
  UpdateHubspotRequest,
  UpdateMailchimpRequest,
} from '@playdesk/contract';
import type { FastifyRequest } from 'fastify';
import { auditContextOf } from '../../../http/audit-context.js';
import { callerSeesPlayerData, scopeOf } from '../../../http/auth.js';
import { mustSeePlayerData } from '../consent-ref.js';
import type { App, RouteDeps } from '../../../http/types.js';
import { createSecretBox } from '../../../lib/secret-box.js';
import { createConnectorService } from './service.js';
import { configureConnectors } from './sync.js';

const tags = ['integrations'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 503: ErrorBody };
const config = { access: 'account', module: 'integrations' } as const;
const RULES =
  'Players who gave the chosen consent are sent when they fill in a form, play, win or redeem; ' +
  'withdrawing the consent unsubscribes them; erased players are never sent. Each sync runs on the ' +
  'job queue with retries, and its result appears in `recent_syncs`.';

export function connectorRoutes(app: App, { db, config: appConfig }: RouteDeps): void {
  configureConnectors({
    box: appConfig.secretsKey ? createSecretBox(appConfig.secretsKey) : null,
    mailchimpApiUrl: appConfig.connectors.mailchimpApiUrl,
    hubspotApiUrl: appConfig.connectors.hubspotApiUrl,
    timeoutMs: appConfig.connectors.timeoutMs,
  });
  const service = createConnectorService(db);
  const account = (request: Parameters<typeof scopeOf>[0]) => scopeOf(request).account.id;
  /**
   * A connector sends players' emails and names to another service: setting one up or changing it
   * needs the player data permission; switching it off or clearing its consent does not
   * (docs/product-rules.md#player-data-permission).
   */
  const mayChange = (request: FastifyRequest, body: Record<string, unknown>) => {
    const onlyStops = Object.entries(body).every(
      ([key, value]) =>
        value === undefined ||
        (key === 'enabled' && value === false) ||
        (key === 'consent_id' && value === null),
    );
    if (!onlyStops) mustSeePlayerData(callerSeesPlayerData(request));
  };

  app.get(
    '/integrations/mailchimp',
    {
      config,
      schema: {
        tags,
        operationId: 'getMailchimp',
        summary: 'Mailchimp connector settings',
        description: `The API key is never answered, only its last characters. ${RULES}`,
        response: { 200: MailchimpResponse, ...errors },
      },
    },
    async (request) => ({ mailchimp: await service.mailchimp(account(request)) }),
  );
  app.put(
    '/integrations/mailchimp',
    {
      config: { ...config, audit: ['connector.created', 'connector.changed'] },
      schema: {
        tags,
        operationId: 'updateMailchimp',
        summary: 'Save the Mailchimp connector',
        description:
          'Only the fields sent change (leave `api_key` out to keep the saved one). Enabling needs ' +
          'the key, the audience id and the marketing consent. ' +
          RULES,
        body: UpdateMailchimpRequest,
        response: { 200: MailchimpResponse, ...errors },
      },
    },
    async (request) => {
      mayChange(request, request.body);
      return {
        mailchimp: await service.updateMailchimp(
          account(request),
          request.body,
          auditContextOf(request),
        ),
      };
    },
  );
  app.post(
    '/integrations/mailchimp/test',
    {
      config,
      schema: {
        tags,
        operationId: 'testMailchimp',
        summary: 'Test the Mailchimp connection',
        description:
          'Checks the saved key and audience with Mailchimp; `ok: false` with the reason (e.g. the ' +
          'key was refused) when it does not work. The attempt is logged in `recent_syncs`.',
        response: { 200: ConnectorTestResponse, ...errors },
      },
    },
    async (request) => service.test(account(request), 'mailchimp'),
  );

  app.get(
    '/integrations/hubspot',
    {
      config,
      schema: {
        tags,
        operationId: 'getHubspot',
        summary: 'HubSpot connector settings',
        description: `The private app token is never answered, only its last characters. ${RULES}`,
        response: { 200: HubspotResponse, ...errors },
      },
    },
    async (request) => ({ hubspot: await service.hubspot(account(request)) }),
  );
  app.put(
    '/integrations/hubspot',
    {
      config: { ...config, audit: ['connector.created', 'connector.changed'] },
      schema: {
        tags,
        operationId: 'updateHubspot',
        summary: 'Save the HubSpot connector',
        description:
          'Only the fields sent change (leave `access_token` out to keep the saved one). Enabling ' +
          'needs the token (scopes crm.objects.contacts.read/write, crm.schemas.contacts.write) and ' +
          'the marketing consent. ' +
          RULES,
        body: UpdateHubspotRequest,
        response: { 200: HubspotResponse, ...errors },
      },
    },
    async (request) => {
      mayChange(request, request.body);
      return {
        hubspot: await service.updateHubspot(
          account(request),
          request.body,
          auditContextOf(request),
        ),
      };
    },
  );
  app.post(
    '/integrations/hubspot/test',
    {
      config,
      schema: {
        tags,
        operationId: 'testHubspot',
        summary: 'Test the HubSpot connection',
        description:
          'Checks the saved token with HubSpot; `ok: false` with the reason (e.g. the token was ' +
          'refused) when it does not work. The attempt is logged in `recent_syncs`.',
        response: { 200: ConnectorTestResponse, ...errors },
      },
    },
    async (request) => service.test(account(request), 'hubspot'),
  );
}
