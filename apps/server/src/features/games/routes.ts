import {
  CreateGameRequest,
  ErrorBody,
  GameListQuery,
  GameListResponse,
  GameResponse,
  IdParams,
  MessageResponse,
  UpdateGameRequest,
} from '@playdesk/contract';
import { scopeOf } from '../../http/auth.js';
import { BODY_LIMITS } from '../../http/body-limits.js';
import type { FastifyRequest } from 'fastify';
import type { App, RouteDeps } from '../../http/types.js';
import { createGameService } from './service.js';
import type { GameOwner } from './settings.js';

const tags = ['games'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const config = { access: 'account', module: 'games' } as const;

/** The call's account and the business whose plan covers it (a form needs the plan's `crm`). */
function ownerOf(request: FastifyRequest): GameOwner {
  const scope = scopeOf(request);
  return { accountId: scope.account.id, billingAccountId: scope.billingAccountId };
}

export function gameRoutes(app: App, { db, cacheBus }: RouteDeps): void {
  const service = createGameService(db, cacheBus);

  app.get(
    '/games',
    {
      config,
      schema: {
        tags,
        operationId: 'listGames',
        summary: 'List games (paginated, filterable)',
        description:
          "A page of the account's games, newest change first, filterable by status, type and name.",
        querystring: GameListQuery,
        response: { 200: GameListResponse, ...errors },
      },
    },
    async (request) => service.list(scopeOf(request).account.id, request.query),
  );

  app.post(
    '/games',
    {
      config,
      bodyLimit: BODY_LIMITS.game,
      schema: {
        tags,
        operationId: 'createGame',
        summary: 'Create a game',
        description:
          "Creates a game of one type with its content (validated by that game type's schema) and settings. Publishing it is a `PATCH` of `status`.",
        body: CreateGameRequest,
        response: { 201: GameResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ game: await service.create(ownerOf(request), request.body) }),
  );

  app.get(
    '/games/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getGame',
        summary: 'One game with its content',
        description: 'One game of the account with its full content and settings.',
        params: IdParams,
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
      config,
      bodyLimit: BODY_LIMITS.game,
      schema: {
        tags,
        operationId: 'updateGame',
        summary: 'Change a game',
        description:
          'Changes the fields sent (name, content, settings, status); the others stay as they are. `status: published` puts the game live on its public address.',
        params: IdParams,
        body: UpdateGameRequest,
        response: { 200: GameResponse, ...errors },
      },
    },
    async (request) => ({
      game: await service.update(ownerOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/games/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'deleteGame',
        summary: 'Delete a game and its plays',
        description: 'Deletes a game of the account and its plays.',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.remove(scopeOf(request).account.id, request.params.id);
      return { message: 'Game deleted.' };
    },
  );
}
