/**
 * Live shows' REST routes (docs/live.md): the host's (module `games`: whoever edits the games runs
 * their shows) and the player's public ones — join, the view (the polling fallback of the
 * socket), answer, the join QR code. The socket is in socket.ts, outside the API's path.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CHALLENGE_HEADER,
  CreateLiveSessionRequest,
  DEVICE_HEADER,
  ErrorBody,
  IdParams,
  LIVE_PLAYER_HEADER,
  LiveAnswerRequest,
  LiveAnswerResponse,
  LiveCodeParams,
  LiveCommandRequest,
  LiveJoinRequest,
  LiveJoinResponse,
  LivePlayerHeaders,
  LiveRewardRequest,
  LiveRewardResponse,
  LiveSessionResponse,
  LiveViewResponse,
} from '@playdesk/contract';
import { auditContextOf } from '../../http/audit-context.js';
import { scopeOf } from '../../http/auth.js';
import { BODY_LIMITS } from '../../http/body-limits.js';
import type { App, RouteDeps } from '../../http/types.js';
import { qrSvg } from '../placements/service.js';
import { playerTokenOf } from '../play/players.js';
import type { Live } from './live.js';

const tags = ['live'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const playErrors = {
  400: ErrorBody,
  401: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};
const config = { access: 'account', module: 'games' } as const;
const bodyLimit = BODY_LIMITS.play;

const QrSvg = z.string().meta({
  example:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37" shape-rendering="crispEdges">' +
    '<path fill="#ffffff" d="M0 0h37v37H0z"/><path stroke="#000000" d="M4 4.5h7m1 0h1…"/></svg>\n',
});

/** The link the join QR code holds: the player app's page of the show. */
export const liveJoinUrl = (appUrl: string, code: string) =>
  `${appUrl.replace(/\/$/, '')}/live/${code}`;

const playerToken = (request: FastifyRequest): string | undefined => {
  const value = request.headers[LIVE_PLAYER_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

export function liveRoutes(app: App, deps: RouteDeps, live: Live): void {
  const { service } = live;
  const accountOf = (request: FastifyRequest) => scopeOf(request).account.id;

  app.post(
    '/live-sessions',
    {
      config: { ...config, audit: ['live.session_created'] },
      schema: {
        tags,
        operationId: 'createLiveSession',
        summary: 'Open a live show',
        description:
          'Opens a live show of one of the business’s published quizzes or personality tests (`game`; another game: 400 `live.not_quiz`), in the lobby, with a short join code players type or scan (`GET play/live/{code}/qr`). `mode`: `classic`, `teams` (then `teams`, 2 to 6) or `survival` (a wrong answer is out). `question_seconds`: 5 to 120, 20 by default. `reward` (optional): one of the business’s rewards, given at the podium to the `top` N players (rank, ties included) and/or to everyone scoring at least `min_score`, while its stock lasts, with the rewards’ caps and fair play (docs/live.md#plays-leads-and-rewards). The questions are copied from the game as it is now. A personality test’s show (docs/live.md#personality-shows) has no right answer, no score and no podium: each phone gets its own outcome at the end and the screen how many got each; it is played `classic` only (teams or survival: 400, `mode: …`) and its reward goes to every player who gets an outcome, so it takes `min_score: 0` and no `top` (else 400, `reward: …`). The host then drives it with `POST live-sessions/{id}/commands`.',
        body: CreateLiveSessionRequest,
        response: { 201: LiveSessionResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        session: await service.create(accountOf(request), request.body, auditContextOf(request)),
      }),
  );

  app.get(
    '/live-sessions/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getLiveSession',
        summary: 'A live show, as its host sees it',
        description:
          'The show now: its phase, the current question with its time left, how many joined and answered, and — once revealed — the answers’ distribution and the top 10. `host_correct` tells the host the right option of the open question before the screen shows it.',
        params: IdParams,
        response: { 200: LiveSessionResponse, ...errors },
      },
    },
    async (request) => ({ session: await service.get(accountOf(request), request.params.id) }),
  );

  app.post(
    '/live-sessions/:id/commands',
    {
      config: { ...config, audit: ['live.session_command'] },
      schema: {
        tags,
        operationId: 'commandLiveSession',
        summary: 'Drive a live show',
        description:
          'The host’s command: `start` (the first question opens), `reveal` (the question closes and its answer and distribution show), `leaderboard`, `next` (the next question opens; after the last, the podium), `pause` and `resume` (a paused question keeps its time left and takes no answer), `end`. A command that does not fit the show’s phase is a 409 `live.bad_command` (two clicks on Next cannot skip a question). Reaching the podium (or ending before it) ends every player’s play with their score and gives the show’s `reward`, once (`rewarded_at`): a second end gives nothing. A personality show has no `leaderboard` (409 `live.bad_command`); its end gives each player their outcome (the personality engine’s, from their answers) and records it on their play.',
        params: IdParams,
        body: LiveCommandRequest,
        response: { 200: LiveSessionResponse, ...errors },
      },
    },
    async (request) => ({
      session: await service.command(
        accountOf(request),
        request.params.id,
        request.body.command,
        auditContextOf(request),
      ),
    }),
  );

  app.put(
    '/live-sessions/:id/reward',
    {
      config: { ...config, audit: ['live.reward_set'] },
      schema: {
        tags,
        operationId: 'setLiveSessionReward',
        summary: 'Set the reward of a live show',
        description:
          'Sets (or, with `null`, removes) the reward the show gives at its podium: one of the business’s rewards (`reward_id`, else 400), to the `top` N players and/or to everyone scoring at least `min_score` (a personality show: `min_score: 0` and no `top`, every player who gets an outcome). Possible until the rewards are given: then 409 `live.rewarded`.',
        params: IdParams,
        body: LiveRewardRequest,
        response: { 200: LiveSessionResponse, ...errors },
      },
    },
    async (request) => ({
      session: await service.setReward(
        accountOf(request),
        request.params.id,
        request.body.reward,
        auditContextOf(request),
      ),
    }),
  );

  app.post(
    '/play/live/:code/join',
    {
      config: { access: 'public', player: 'optional' },
      bodyLimit,
      schema: {
        tags,
        operationId: 'playJoinLive',
        summary: 'Join a live show',
        description:
          'Joins the show with a nickname (2 to 20 characters, checked against a list of offensive words in `language` and English: `live.nickname_blocked`; unique in the show: `live.nickname_taken`) and, in a teams show, a `team`. Answers a secret `token`: send it back in `X-LIVE-PLAYER` (and in the socket’s hello) to answer and to get back in after a reconnection. The join is a play of the quiz like any start: it counts against the plan’s month (429 `play.monthly_limit`), the game’s form shown first must be sent before (`POST play/games/{id}/lead`, then join with its `X-PLAYER`: else 409 `play.form_first`), the participation limit holds (`play.participation_limit`), and it lands in the CRM (as the `X-PLAYER` player, else a new one whose `player_token` is answered) and in the funnel under `visit`. Fair play (docs/fair-play-risk.md) judges the join as a start, on the same counters (its device `x-playdesk-device`, the solved challenge `x-altcha`; its network is counted but its pace is no signal: a show’s room shares the venue’s network): 403 `fair_play.blocked` when the game refuses it, 403 `fair_play.challenge_required` when the game asks this visitor for a challenge and none passed; a join held by fair play has the reward it wins at the podium held for review. Limited per client address (`play.rate_limited`). No credentials needed.',
        params: LiveCodeParams,
        body: LiveJoinRequest,
        response: { 201: LiveJoinResponse, ...playErrors, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      await live.countJoin(request.ip);
      const { token, view, playerToken } = await live.join(request.params.code, request.body, {
        playerToken: playerTokenOf(request.headers['x-player']),
        ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}),
        visitor: {
          ip: request.ip,
          device: request.headers[DEVICE_HEADER],
          challenge: request.headers[CHALLENGE_HEADER],
        },
      });
      return reply
        .status(201)
        .send({ token, view, ...(playerToken ? { player_token: playerToken } : {}) });
    },
  );

  app.get(
    '/play/live/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'playGetLive',
        summary: 'A live show now (the polling fallback)',
        description:
          'The show as a phone (with `X-LIVE-PLAYER`: its score, rank and answer) or the screen (without) sees it now: the same view the socket sends. The question only once it is open, its answer only once revealed. For clients where WebSockets are blocked: poll it about once a second (polls share one read of the show for 250 ms: the view may be that old, its `server_time` says when it was made). No credentials needed.',
        params: LiveCodeParams,
        headers: LivePlayerHeaders,
        response: { 200: LiveViewResponse, ...playErrors },
      },
    },
    async (request) => ({ view: await live.view(request.params.code, playerToken(request)) }),
  );

  app.post(
    '/play/live/:code/answers',
    {
      config: { access: 'public' },
      bodyLimit,
      schema: {
        tags,
        operationId: 'playAnswerLive',
        summary: 'Answer the open question of a live show',
        description:
          'One answer per player per question, before its deadline by the server’s clock: a late answer is a 409 `live.time_up`, a second one `live.already_answered`, one while paused `live.paused`, after the reveal `live.not_open`, in survival once out `live.out`. The points stay hidden until the reveal. Needs `X-LIVE-PLAYER`; limited per player (`play.rate_limited`).',
        params: LiveCodeParams,
        headers: LivePlayerHeaders,
        body: LiveAnswerRequest,
        response: { 200: LiveAnswerResponse, ...playErrors },
      },
    },
    async (request) => {
      const token = playerToken(request);
      if (token) await live.countAnswer(token);
      const { question } = await service.answer(request.params.code, token, request.body);
      return { accepted: true as const, question };
    },
  );

  app.get(
    '/play/live/:code/reward',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'playGetLiveReward',
        summary: 'What a phone won at a live show',
        description:
          'The reward the show gave this phone’s player (`X-LIVE-PLAYER`) at its podium, with its code or link and how to redeem it; null before the podium, when they won nothing, or while fair play holds the win. No credentials needed.',
        params: LiveCodeParams,
        headers: LivePlayerHeaders,
        response: { 200: LiveRewardResponse, ...playErrors },
      },
    },
    async (request) => ({
      reward: await service.reward(request.params.code, playerToken(request)),
    }),
  );

  app.get(
    '/play/live/:code/qr',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'playGetLiveQr',
        summary: 'The join QR code of a live show',
        description:
          'An SVG QR code of the show’s page in the player app (`/live/{code}`), for its screen. No credentials needed.',
        params: LiveCodeParams,
        produces: ['image/svg+xml'],
        response: { 200: QrSvg, ...playErrors },
      },
    },
    async (request, reply) => {
      await service.sessionIdOf(request.params.code);
      return (reply as FastifyReply)
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await qrSvg(liveJoinUrl(deps.config.appUrl, request.params.code)));
    },
  );
}
