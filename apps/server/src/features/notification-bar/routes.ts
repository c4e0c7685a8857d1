import { ErrorBody, NotificationBarInput, NotificationBarResponse } from '@playdesk/contract';
import { scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createNotificationBarService } from './service.js';

const tags = ['notification-bar'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const config = { access: 'account', module: 'games' } as const;

export function notificationBarRoutes(app: App, { db }: RouteDeps): void {
  const service = createNotificationBarService(db);
  app.get(
    '/notification-bar',
    {
      config,
      schema: {
        tags,
        operationId: 'getNotificationBar',
        summary: "The account's notification bar",
        description:
          "The account's notification bar: its text, colours, link and whether it is shown.",
        response: { 200: NotificationBarResponse, ...errors },
      },
    },
    async (request) => ({ notification_bar: await service.get(scopeOf(request).account.id) }),
  );
  app.put(
    '/notification-bar',
    {
      config,
      schema: {
        tags,
        operationId: 'saveNotificationBar',
        summary: 'Save the notification bar',
        description: "Replaces the account's notification bar.",
        body: NotificationBarInput,
        response: { 200: NotificationBarResponse, ...errors },
      },
    },
    async (request) => ({
      notification_bar: await service.save(scopeOf(request).account.id, request.body),
    }),
  );
}
