import {
  CalendarEntriesResponse,
  CalendarEntryResponse,
  CalendarQuery,
  CalendarResponse,
  CreateCalendarEntriesRequest,
  ErrorBody,
  IdParams,
  MessageResponse,
  MoveCalendarEntryRequest,
} from '@playdesk/contract';
import { scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createCalendarService } from './service.js';

const tags = ['calendar'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const config = { access: 'account', module: 'games' } as const;

export function calendarRoutes(app: App, { db }: RouteDeps): void {
  const service = createCalendarService(db);

  app.get(
    '/calendar',
    {
      config,
      schema: {
        tags,
        operationId: 'listCalendarEntries',
        summary: 'Scheduled games overlapping a date range',
        description:
          'The scheduled entries of the account that overlap the `from`–`to` date range (at most one year).',
        querystring: CalendarQuery,
        response: { 200: CalendarResponse, ...errors },
      },
    },
    async (request) => ({
      entries: await service.list(
        scopeOf(request).account.id,
        request.query.from,
        request.query.to,
      ),
    }),
  );
  app.post(
    '/calendar',
    {
      config,
      schema: {
        tags,
        operationId: 'createCalendarEntries',
        summary: 'Schedule a game for a date range or for single days',
        description:
          'Schedules a game of the account for a date range or for a list of single days; answers the entries created.',
        body: CreateCalendarEntriesRequest,
        response: { 201: CalendarEntriesResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ entries: await service.create(scopeOf(request).account.id, request.body) }),
  );
  app.patch(
    '/calendar/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'updateCalendarEntry',
        summary: 'Move or resize a scheduled entry',
        description: 'Moves or resizes one scheduled entry (its start and end days).',
        params: IdParams,
        body: MoveCalendarEntryRequest,
        response: { 200: CalendarEntryResponse, ...errors },
      },
    },
    async (request) => ({
      entry: await service.move(
        scopeOf(request).account.id,
        request.params.id,
        request.body.starts_on,
        request.body.ends_on,
      ),
    }),
  );
  app.delete(
    '/calendar/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'deleteCalendarEntry',
        summary: 'Remove a scheduled entry',
        description: 'Removes one scheduled entry; the game itself is unchanged.',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.remove(scopeOf(request).account.id, request.params.id);
      return { message: 'Removed from the calendar.' };
    },
  );
}
