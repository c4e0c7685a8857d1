/**
 * The player API: public (no login). Players identify with the secret token the player app keeps
 * (`X-PLAYER`); the business's data is reached only through published games.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AccountGamesResponse,
  IsoDate,
  LiveGameResponse,
  PublicNotificationBarQuery,
  PublicNotificationBarResponse,
  ActionRequest,
  ErrorBody,
  LeaderboardResponse,
  PlayerResponse,
  PublicGameQuery,
  PublicGameResponse,
  PublicId,
  SessionResponse,
  StartSessionRequest,
  StartSessionResponse,
  text,
  UpdatePlayerRequest,
} from '@playdesk/contract';
import { accounts, players } from '../../db/schema.js';
import { createCalendarService } from '../calendar/service.js';
import { createNotificationBarService } from '../notification-bar/service.js';
import { BODY_LIMITS } from '../../http/body-limits.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createRateLimiter } from '../../infra/rate-limit.js';
import { gameOf } from '@playdesk/games/registry';
import { leaderboard } from './leaderboard.js';
import { findPlayer, playerTokenOf, toPlayerProfile } from './players.js';
import {
  findPlayableGame,
  loadPlayableGame,
  loadPlayableGames,
  toPublicGame,
  type PublicGameCache,
} from './public-game.js';
import { createPlayService } from './sessions.js';
import { createRiskAssessor } from '../fair-play/assess.js';
import { createFinishJudge } from '../fair-play/finish.js';
import { CHALLENGE_HEADER, DEVICE_HEADER } from '@playdesk/contract';

const tags = ['play'];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody };
const config = { access: 'public' } as const;
const bodyLimit = BODY_LIMITS.play;
const gameParams = z.object({ public_id: PublicId });
const sessionParams = z.object({ id: text(64) });

/** `publicGame`: the game's answers, shared with its page (public-game.ts). */
export function playRoutes(app: App, deps: RouteDeps, publicGame: PublicGameCache): void {
  const { db } = deps;
  const service = createPlayService(
    db,
    deps.config.appUrl,
    deps.cacheBus,
    createFinishJudge(deps.config),
  );
  const calendar = createCalendarService(db);
  const bars = createNotificationBarService(db);
  const findAccount = async (publicId: string) => {
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.publicId, publicId));
    if (!account) throw notFound('This business was not found.').coded('play.business_not_found');
    return account;
  };
  const assessor = createRiskAssessor(db, deps.config);
  // Guards a business's monthly quota against one client starting games in a loop.
  const startLimiter = createRateLimiter({
    name: 'play-start',
    pointsPerMinute: deps.config.playStartRateLimitPerMinute,
    redis: deps.redis,
    code: 'play.rate_limited',
  });

  app.get(
    '/play/games/:public_id',
    {
      config: { ...config, player: 'optional' },
      schema: {
        tags,
        operationId: 'playGetGame',
        summary: 'A published game, as a player sees it',
        description:
          "A published game as its player sees it: the view of its content without answers, its settings and end screens, in one of its languages: `lang` if the game has it, else the first language of `Accept-Language` it has, else its default language (`language` says which; `languages` lists them all). A malformed `lang` is a 400. When the game runs an experiment, the texts and settings are those of the player's variant (`experiment` names it): assigned from `X-PLAYER` when sent, else from `visit`, else the control. No credentials needed.",
        params: gameParams,
        querystring: PublicGameQuery,
        response: { 200: PublicGameResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { status, body } = await publicGame(
        request.params.public_id,
        { option: request.query.lang, acceptLanguage: request.headers['accept-language'] },
        playerTokenOf(request.headers['x-player']) ?? request.query.visit,
      );
      // The cached body is already JSON, built from the schema-typed value; a string skips the
      // serializer, so send it through the untyped reply.
      return (reply as FastifyReply)
        .status(status)
        .type('application/json; charset=utf-8')
        .send(body);
    },
  );

  app.get(
    '/play/accounts/:public_id/games',
    {
      config,
      schema: {
        tags,
        operationId: 'playListAccountGames',
        summary: 'The published games of a business',
        description:
          'The published games of a business, for its game hub page. No credentials needed.',
        params: gameParams,
        response: { 200: AccountGamesResponse, ...errors },
      },
    },
    async (request) => {
      const rows = await loadPlayableGames(db, request.params.public_id);
      const asked = { acceptLanguage: request.headers['accept-language'] };
      return { games: rows.map((row) => toPublicGame(row, asked)) };
    },
  );

  app.get(
    '/play/accounts/:id/live',
    {
      config,
      schema: {
        tags,
        operationId: 'playGetLiveGame',
        summary: "The business's game scheduled for a day",
        description:
          "The business's game scheduled in its calendar for a day (`date`, the player's local date; default today in UTC), if any. No credentials needed.",
        params: z.object({ id: PublicId }),
        querystring: z.object({ date: IsoDate.optional() }),
        response: { 200: LiveGameResponse, ...errors },
      },
    },
    async (request) => {
      const account = await findAccount(request.params.id);
      const date = request.query.date ?? new Date().toISOString().slice(0, 10);
      const live = await calendar.liveGameId(account.id, date);
      if (!live) return { date, game: null };
      try {
        const asked = { acceptLanguage: request.headers['accept-language'] };
        return { date, game: toPublicGame(await loadPlayableGame(db, live), asked) };
      } catch (err) {
        // Scheduled but not playable now (paused, or the plan is unpaid): same as nothing live.
        if (err instanceof HttpError && err.statusCode === 404) return { date, game: null };
        throw err;
      }
    },
  );

  app.get(
    '/play/accounts/:public_id/notification-bar',
    {
      config,
      schema: {
        tags,
        operationId: 'playGetNotificationBar',
        summary: "The business's notification bar as its site shows it now (CORS: any origin)",
        description:
          "The business's notification bar as its site shows it now; readable from any origin (CORS). Its texts are in `lang` (the page's language) if the bar has it, else the first language of `Accept-Language` it has, else its default language; each text without a translation is in the default language.",
        params: gameParams,
        querystring: PublicNotificationBarQuery,
        response: { 200: PublicNotificationBarResponse, ...errors },
      },
    },
    async (request, reply) => {
      const account = await findAccount(request.params.public_id);
      reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'public, max-age=60')
        .header('vary', 'Accept-Language');
      return {
        notification_bar: await bars.publicBar(account.id, deps.config.appUrl, {
          option: request.query.lang,
          acceptLanguage: request.headers['accept-language'],
        }),
      };
    },
  );

  app.post(
    '/play/games/:public_id/sessions',
    {
      config: { ...config, player: 'optional' },
      bodyLimit,
      schema: {
        tags,
        operationId: 'playStartSession',
        summary: 'Start a play session (counts one gameplay)',
        description:
          'Starts a play session of a published game and counts one gameplay against the plan. Rate-limited per client address. ' +
          'Fair play (docs/fair-play-risk.md) scores the start from its network, its device (`x-playdesk-device`, a random id the player app keeps) and the solved challenge it carries (`x-altcha`, from `GET /play/challenge`): ' +
          '403 `fair_play.challenge_required` when the game asks this visitor for a challenge and none passed (solve one and start again), 403 `fair_play.blocked` when the game refuses it.',
        params: gameParams,
        body: StartSessionRequest.default({}),
        // 409: the game's form comes first and this player has not sent it.
        response: { 201: StartSessionResponse, ...errors, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await startLimiter.consume({ ip: request.ip });
      const result = await service.start(
        request.params.public_id,
        playerTokenOf(request.headers['x-player']),
        request.body ?? {},
        request.headers['user-agent'],
        {
          assessor,
          visitor: {
            ip: request.ip,
            device: request.headers[DEVICE_HEADER],
            challenge: request.headers[CHALLENGE_HEADER],
          },
        },
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/play/sessions/:id',
    {
      config: { ...config, player: 'required' },
      schema: {
        tags,
        operationId: 'playGetSession',
        summary: 'Resume a play session',
        description:
          "Resumes a play session with the player's token (`X-PLAYER`): the game's view and the session's state.",
        params: sessionParams,
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request) => ({
      session: await service.get(
        request.params.id,
        playerTokenOf(request.headers['x-player']),
        request.ip,
      ),
    }),
  );

  app.post(
    '/play/sessions/:id/actions',
    {
      config: { ...config, player: 'required' },
      bodyLimit,
      schema: {
        tags,
        operationId: 'playSendAction',
        summary: 'Send a move; the server checks it',
        description:
          "Sends one move of the game's type; the server checks it with the game's rules and answers the new state (score, finished, won).",
        params: sessionParams,
        body: ActionRequest,
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request) => ({
      session: await service.act(
        request.params.id,
        playerTokenOf(request.headers['x-player']),
        request.body.action,
        request.ip,
      ),
    }),
  );

  app.get(
    '/play/games/:public_id/leaderboard',
    {
      config: { ...config, player: 'optional' },
      schema: {
        tags,
        operationId: 'playGetLeaderboard',
        summary: 'Top 10 and the asking player’s rank',
        description:
          "The game's top 10 scores and, with `X-PLAYER`, the asking player's rank. A game without points (a personality test) has no leader board: no entries, no rank.",
        params: gameParams,
        response: { 200: LeaderboardResponse, ...errors },
      },
    },
    async (request) => {
      const { game } = await findPlayableGame(db, request.params.public_id);
      if (gameOf(game.type).scoring === null) return { entries: [], me: null };
      const token = playerTokenOf(request.headers['x-player']);
      const me = token ? await findPlayer(db, token, game.accountId) : null;
      return leaderboard(db, game.id, me?.id ?? null);
    },
  );

  app.patch(
    '/play/players/me',
    {
      config: { ...config, player: 'required' },
      bodyLimit,
      schema: {
        tags,
        operationId: 'playUpdatePlayer',
        summary: 'Set the player’s name or avatar',
        description: 'Sets the player’s display name or avatar (identified by `X-PLAYER`).',
        body: UpdatePlayerRequest,
        response: { 200: PlayerResponse, ...errors },
      },
    },
    async (request) => {
      const token = playerTokenOf(request.headers['x-player']);
      const player = token ? await findPlayer(db, token) : null;
      if (!player)
        throw new HttpError(401, 'Missing or unknown player token.').coded('player.unknown');
      const [row] = await db
        .update(players)
        .set({
          ...(request.body.display_name !== undefined
            ? { displayName: request.body.display_name }
            : {}),
          ...(request.body.avatar !== undefined ? { avatar: request.body.avatar } : {}),
        })
        .where(eq(players.id, player.id))
        .returning();
      return { player: toPlayerProfile(row!) };
    },
  );
}
