/**
 * The business's game app, player side (public): the web app manifest, what `/pwa/start` opens,
 * the push key, subscribing and unsubscribing, and the service worker's click reports.
 */
import { z } from 'zod';
import {
  CreatePushSubscriptionRequest,
  DeletePushSubscriptionRequest,
  ErrorBody,
  MessageResponse,
  PublicId,
  PushClickRequest,
  PushKeyResponse,
  PwaManifestQuery,
  PwaStartQuery,
  PwaStartResponse,
  WebAppManifest,
} from '@playdesk/contract';
import { BODY_LIMITS } from '../../http/body-limits.js';
import type { App, RouteDeps } from '../../http/types.js';
import type { MediaStore } from '../../infra/media-store.js';
import { badRequest } from '../../http/errors.js';
import { createDomainDirectory } from '../domains/directory.js';
import { createPwaSettingsService } from './settings.js';
import { createPushSubscriptionService } from './subscriptions.js';
import { vapidKeys } from './vapid.js';

const tags = ['play'];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const config = { access: 'public' } as const;
const bodyLimit = BODY_LIMITS.play;
const accountParams = z.object({ public_id: PublicId });

export function pwaPlayRoutes(app: App, { db, cacheBus }: RouteDeps, media: MediaStore): void {
  const settings = createPwaSettingsService(db, media);
  const directory = createDomainDirectory(db, cacheBus);
  /** The business whose verified custom domain this request came to, if any. */
  const customDomainOwner = (hostname: string) =>
    directory.customDomain(hostname.toLowerCase().replace(/\.$/, ''));
  const subs = createPushSubscriptionService(db);

  app.get(
    '/play/accounts/:public_id/manifest.webmanifest',
    {
      config,
      schema: {
        tags,
        operationId: 'playGetManifest',
        summary: "The business's web app manifest",
        description:
          "The business's web app manifest (application/manifest+json): its own id, names, colours, icons and start URL, so each business's app installs on its own. Its names are in `lang` if the app has that language, else the first language of `Accept-Language` it has, else its default language (each name without a translation in the default language). No credentials needed.",
        params: accountParams,
        querystring: PwaManifestQuery,
        produces: ['application/manifest+json'],
        response: { 200: WebAppManifest, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await customDomainOwner(request.hostname);
      const manifest = await settings.manifest(
        request.params.public_id,
        owner?.accountPublicId === request.params.public_id,
        { option: request.query.lang, acceptLanguage: request.headers['accept-language'] },
      );
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('vary', 'Accept-Language')
        .send(manifest);
    },
  );

  app.get(
    '/play/pwa/start',
    {
      config,
      schema: {
        tags,
        operationId: 'playGetPwaStart',
        summary: 'What the game app opens',
        description:
          "What `/pwa/start` opens for a business (`account`, or the business whose custom domain was called): today's game from its calendar (`date`, the player's local day), a chosen game or the rewards front; with the app's name, install invitation and colours, its texts in `lang` (else `Accept-Language`, else the app's default language) and `manifest_url` the manifest in that language. No credentials needed.",
        querystring: PwaStartQuery,
        response: { 200: PwaStartResponse, ...errors },
      },
    },
    async (request) => {
      const { date } = request.query;
      const account =
        request.query.account ?? (await customDomainOwner(request.hostname))?.accountPublicId;
      if (!account)
        throw badRequest('Say which business: ?account={public_id}.').coded('pwa.business_missing');
      return {
        pwa: await settings.start(account, date ?? new Date().toISOString().slice(0, 10), {
          option: request.query.lang,
          acceptLanguage: request.headers['accept-language'],
        }),
      };
    },
  );

  app.get(
    '/play/push/key',
    {
      config,
      schema: {
        tags,
        operationId: 'playGetPushKey',
        summary: 'The VAPID public key to subscribe with',
        description:
          "The server's VAPID public key (base64url), the `applicationServerKey` of a push subscription. No credentials needed.",
        response: { 200: PushKeyResponse },
      },
    },
    async () => ({ public_key: (await vapidKeys(db)).publicKey }),
  );

  app.post(
    '/play/push/subscriptions',
    {
      config: { ...config, player: 'required' },
      bodyLimit,
      schema: {
        tags,
        operationId: 'playCreatePushSubscription',
        summary: "Subscribe the player's browser to a business's notifications",
        description:
          "Stores the browser's push subscription for the business (`account`) and the player (`X-PLAYER` token). The endpoint must be an https URL of a public push service.",
        body: CreatePushSubscriptionRequest,
        response: { 201: MessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      await subs.subscribe(request.body, request.headers['x-player']);
      return reply.status(201).send({ message: 'You will be notified of the next game.' });
    },
  );

  app.delete(
    '/play/push/subscriptions',
    {
      config: { ...config, player: 'required' },
      bodyLimit,
      schema: {
        tags,
        operationId: 'playDeletePushSubscription',
        summary: 'Unsubscribe from a business’s notifications',
        description:
          "Deletes the player's (`X-PLAYER`) push subscription with this endpoint at the business (`account`).",
        body: DeletePushSubscriptionRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const removed = await subs.unsubscribe(request.body, request.headers['x-player']);
      return {
        message: removed ? 'Notifications are off.' : 'This browser was not subscribed.',
      };
    },
  );

  app.post(
    '/play/push/clicks',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        operationId: 'playReportPushClick',
        summary: 'Count a click on a notification',
        description:
          'Reported by the service worker when a notification is clicked; counts one click for the notification (`campaign`). No credentials needed.',
        body: PushClickRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await subs.click(request.body.campaign);
      return { message: 'Counted.' };
    },
  );
}
