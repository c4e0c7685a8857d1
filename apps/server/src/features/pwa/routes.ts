/**
 * The business's game app (issue 17), console side: settings, icon, notifications (module `pwa`).
 */
import {
  CreatePushNotificationRequest,
  ErrorBody,
  IdParams,
  PushNotificationListQuery,
  PushNotificationListResponse,
  PushNotificationResponse,
  PwaSettingsResponse,
  UpdatePwaSettingsRequest,
} from '@playdesk/contract';
import { authOf, scopeOf } from '../../http/auth.js';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '../../http/errors.js';
import type { App, RouteDeps } from '../../http/types.js';
import type { MediaStore } from '../../infra/media-store.js';
import { createPushCampaignService } from './campaigns.js';
import { configurePush, defaultPushAgent } from './runtime.js';
import { createPwaSettingsService } from './settings.js';

const tags = ['pwa'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const config = { access: 'account', module: 'pwa' } as const;

function uploadError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return payloadTooLarge('The image is larger than 5 MB. Choose a smaller one.');
  return badRequest('The upload could not be read. Send one image in a field named file.');
}

export function pwaRoutes(
  app: App,
  { db, config: appConfig, addressResolver }: RouteDeps,
  media: MediaStore,
): void {
  // Every setting, the test-only ones included, so nothing is left from an earlier app of this
  // process (tests build many).
  configurePush({
    allowLoopback: false,
    agent: defaultPushAgent,
    resolver: addressResolver,
    secretsKey: appConfig.secretsKey,
    vapidPublicKey: appConfig.push.vapidPublicKey,
    vapidPrivateKey: appConfig.push.vapidPrivateKey,
    vapidSubject:
      appConfig.push.vapidSubject ??
      (appConfig.appUrl.startsWith('https://') ? appConfig.appUrl : 'mailto:push@playdesk.local'),
  });
  const settings = createPwaSettingsService(db, media);
  const campaigns = createPushCampaignService(db);

  app.get(
    '/pwa',
    {
      config,
      schema: {
        tags,
        operationId: 'getPwaSettings',
        summary: "The game app's settings",
        description:
          "The business's installable game app: names, icons, colours, what it opens, the install invitation and the daily new-game notification.",
        response: { 200: PwaSettingsResponse, ...errors },
      },
    },
    async (request) => ({ pwa: await settings.get(scopeOf(request).account.id) }),
  );

  app.put(
    '/pwa',
    {
      config,
      schema: {
        tags,
        operationId: 'updatePwaSettings',
        summary: "Change the game app's settings",
        description: 'Changes the fields sent; the others stay as they are.',
        body: UpdatePwaSettingsRequest,
        response: { 200: PwaSettingsResponse, ...errors },
      },
    },
    async (request) => ({ pwa: await settings.update(scopeOf(request).account.id, request.body) }),
  );

  app.post(
    '/pwa/icon',
    {
      config,
      schema: {
        tags,
        operationId: 'uploadPwaIcon',
        summary: 'Upload the app icon (multipart field `file`, a square image of at least 192 px)',
        description:
          'Uploads one square image (PNG, JPEG or WebP, at least 192 × 192 px, at most 5 MB) as multipart field `file`; the server makes the 192 and 512 px icons, a maskable 512 px icon and the 180 px apple-touch icon.',
        consumes: ['multipart/form-data'],
        response: { 200: PwaSettingsResponse, ...errors, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw unsupportedMediaType('Send the image as multipart/form-data in a field named file.');
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw badRequest('Choose an image to upload.');
        bytes = await file.toBuffer();
      } catch (err) {
        throw uploadError(err);
      }
      return { pwa: await settings.uploadIcon(scopeOf(request).account.id, bytes) };
    },
  );

  app.get(
    '/pwa/notifications',
    {
      config,
      schema: {
        tags,
        operationId: 'listPushNotifications',
        summary: 'Push notifications sent and scheduled',
        description:
          "A page of the business's push notifications, newest first, with their counts (sent, failed, clicked) and the month's usage against the plan's limit.",
        querystring: PushNotificationListQuery,
        response: { 200: PushNotificationListResponse, ...errors },
      },
    },
    async (request) => campaigns.list(scopeOf(request).account.id, request.query),
  );

  app.post(
    '/pwa/notifications',
    {
      config,
      schema: {
        tags,
        operationId: 'createPushNotification',
        summary: 'Send or schedule a push notification',
        description:
          'Sends a notification (title, message, icon, the page it opens) to an audience of subscribers now, or at `send_at`. Refused with 409 when it would pass the plan’s monthly limit.',
        body: CreatePushNotificationRequest,
        response: { 201: PushNotificationResponse, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const notification = await campaigns.create(
        scope.account,
        authOf(request).user.id,
        request.body,
      );
      return reply.status(201).send({ notification });
    },
  );

  app.get(
    '/pwa/notifications/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getPushNotification',
        summary: 'One push notification and its counts',
        description:
          'A push notification with its status and counts: recipients, sent, failed, clicked.',
        params: IdParams,
        response: { 200: PushNotificationResponse, ...errors },
      },
    },
    async (request) => ({
      notification: await campaigns.get(scopeOf(request).account.id, request.params.id),
    }),
  );
}
