import { DashboardQuery, DashboardResponse, ErrorBody } from '@playdesk/contract';
import { scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createDashboardService } from './service.js';

export function dashboardRoutes(app: App, { db }: RouteDeps): void {
  const service = createDashboardService(db);

  app.get(
    '/dashboard',
    {
      config: { access: 'account', module: 'games' },
      schema: {
        tags: ['dashboard'],
        operationId: 'getDashboard',
        summary: 'Plays, wins, new players and top games over a period (UTC days)',
        description:
          "The account's plays, wins, new players and top games per UTC day over the `from`–`to` period, and its plays and wins by language. With `language`, only that language's plays and the players whose form was in it count.",
        querystring: DashboardQuery,
        response: { 200: DashboardResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) =>
      service.figures(
        scopeOf(request),
        request.query.from,
        request.query.to,
        request.query.language,
      ),
  );
}
