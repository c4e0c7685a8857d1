import { z } from 'zod';
import {
  CreateGameRequest,
  ErrorBody,
  GameListQuery,
  GameListResponse,
  GameResponse,
  MessageResponse,
  PublicId,
  UpdateGameRequest,
} from '@playdesk/contract';
import { scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createGameService } from './service.js';

const tags = ['games'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const access = { access: 'account', module: 'games' } as const;
const params = z.object({ id: PublicId });

export function gameRoutes(app: App, { db, cacheBus }: RouteDeps): void {
  const service = createGameService(db, cacheBus);

  app.get(
    '/games',
    {
      config: access,
      schema: {
        tags,
        summary: 'List games (paginated, filterable)',
        querystring: GameListQuery,
        response: { 200: GameListResponse, ...errors },
      },
    },
    async (request) => service.list(scopeOf(request).account.id, request.query),
  );

  app.post(
    '/games',
    {
      config: access,
      schema: {
        tags,
        summary: 'Create a game',
        body: CreateGameRequest,
        response: { 201: GameResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ game: await service.create(scopeOf(request).account.id, request.body) }),
  );

  app.get(
    '/games/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'One game with its content',
        params,
        response: { 200: GameResponse, ...errors },
      },
    },
    async (request) => ({
      game: await service.get(scopeOf(request).account.id, request.params.id),
    }),
  );

  app.patch(
    '/games/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Change a game',
        params,
        body: UpdateGameRequest,
        response: { 200: GameResponse, ...errors },
      },
    },
    async (request) => ({
      game: await service.update(scopeOf(request).account.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/games/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a game and its plays',
        params,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.remove(scopeOf(request).account.id, request.params.id);
      return { message: 'Game deleted.' };
    },
  );
}
