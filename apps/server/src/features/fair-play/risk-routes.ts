/**
 * Fair play's routes for bots and risk (docs/fair-play-risk.md): the player app's challenge, a
 * game's fair-play settings, and the review queue of held rewards.
 */
import { and, eq } from 'drizzle-orm';
import {
  ChallengeQuery,
  ChallengeResponse,
  ErrorBody,
  FairPlayRequest,
  FairPlayResponse,
  HeldRewardListQuery,
  HeldRewardListResponse,
  HeldRewardResponse,
  IdParams,
  RejectHeldRewardRequest,
  DEVICE_HEADER,
  type HeldReward,
} from '@playdesk/contract';
import type { FastifyRequest } from 'fastify';
import { games } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { auditContextOf } from '../../http/audit-context.js';
import { authOf, callerSeesPlayerData, scopeOf } from '../../http/auth.js';
import { GAMES_CACHE } from '../../infra/cache-bus.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createRiskAssessor } from './assess.js';
import { CHALLENGE_TTL_SECONDS } from './challenge.js';
import { createReviewService } from './review.js';
import { fairPlayOf } from './settings.js';
import { formHasEmail } from './verification/form.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const gamesConfig = { access: 'account', module: 'games' } as const;
const rewardsConfig = { access: 'account', module: 'rewards' } as const;

export function fairPlayRiskRoutes(app: App, { db, config, cacheBus }: RouteDeps): void {
  const assessor = createRiskAssessor(db, config);
  const review = createReviewService(db, config.appUrl);

  app.get(
    '/play/challenge',
    {
      config: { access: 'public' },
      schema: {
        tags: ['play'],
        operationId: 'playGetChallenge',
        summary: 'A proof-of-work challenge for the next play start or form',
        description:
          "An ALTCHA challenge (its open protocol, v1: SHA-256) for the visitor's next play start (`kind=play`, the default) or next form (`kind=lead`) of the game. " +
          `Its difficulty (\`maxnumber\`) follows the risk that request would have now: the starts (or, for \`kind=lead\`, the forms) already counted from the visitor's network, and from their \`${DEVICE_HEADER}\` id when sent; ` +
          '`required` says whether the game asks this visitor for it now (false at low risk: send the request without solving). ' +
          'A form with an email on a game that challenges with the verified email (`challenge_with: verified_email`) is asked for that instead: `required` is false for it, and the form is refused with 409 `lead.email_unverified` until the email is verified. ' +
          'Find `number` such that SHA-256(`salt` + `number`) is `challenge`, then send base64 of the JSON `{ algorithm, challenge, number, salt, signature }` as the `x-altcha` header of `POST /play/games/{id}/sessions` or of the form. ' +
          `A challenge works once, for this game, for ${CHALLENGE_TTL_SECONDS / 60} minutes. No cookie, no third party.`,
        querystring: ChallengeQuery,
        response: { 200: ChallengeResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const [game] = await db
        .select({
          id: games.id,
          publicId: games.publicId,
          fairPlay: games.fairPlay,
          settings: games.settings,
        })
        .from(games)
        .where(and(eq(games.publicId, request.query.game), eq(games.status, 'published')));
      if (!game)
        throw notFound('This game is not available right now.').coded('play.game_unavailable');
      reply.header('cache-control', 'no-store');
      const { kind } = request.query;
      return assessor.challengeFor(
        game,
        { ip: request.ip, device: request.headers[DEVICE_HEADER] },
        kind,
        kind === 'lead' && formHasEmail(fairPlayOf(game.fairPlay), game.settings.lead_form),
      );
    },
  );

  async function ownGame(accountId: string, publicId: string) {
    const [row] = await db
      .select({ id: games.id, fairPlay: games.fairPlay })
      .from(games)
      .where(and(eq(games.accountId, accountId), eq(games.publicId, publicId)));
    if (!row) throw notFound('Game not found.').coded('resource.not_found', { resource: 'game' });
    return row;
  }

  app.get(
    '/games/:id/fair-play',
    {
      config: gamesConfig,
      schema: {
        tags: ['games'],
        operationId: 'getGameFairPlay',
        summary: "A game's fair-play rules",
        description:
          "The game's fair-play settings (docs/fair-play-risk.md): email and phone verification, the velocity thresholds per network, device and email domain, and what each risk level does (`allow`, `challenge`, `hold`, `block`), and what `challenge` asks of a form with an email (`challenge_with`: the proof of work, or the verified email). A game that never changed them has the defaults: flag, don't block.",
        params: IdParams,
        response: { 200: FairPlayResponse, ...errors },
      },
    },
    async (request) => {
      const game = await ownGame(scopeOf(request).account.id, request.params.id);
      return { fair_play: fairPlayOf(game.fairPlay) };
    },
  );

  app.put(
    '/games/:id/fair-play',
    {
      config: gamesConfig,
      schema: {
        tags: ['games'],
        operationId: 'updateGameFairPlay',
        summary: "Replace a game's fair-play rules",
        description:
          'Replaces the whole fair-play settings object (every field required; a 400 names each field at fault and stores nothing). Takes effect on the next play start, on every instance within seconds.',
        params: IdParams,
        body: FairPlayRequest,
        response: { 200: FairPlayResponse, ...errors },
      },
    },
    async (request) => {
      const accountId = scopeOf(request).account.id;
      await ownGame(accountId, request.params.id);
      const [row] = await db
        .update(games)
        .set({ fairPlay: request.body, updatedAt: new Date() })
        .where(and(eq(games.accountId, accountId), eq(games.publicId, request.params.id)))
        .returning({ fairPlay: games.fairPlay });
      // The play starts' cache of the game (play/start.ts) on every instance.
      cacheBus.invalidate(GAMES_CACHE, request.params.id);
      return { fair_play: fairPlayOf(row?.fairPlay) };
    },
  );

  /** Whose personal data the caller may not see, shown as nobody (docs/product-rules.md#player-data-permission). */
  const shown = (request: FastifyRequest, held: HeldReward): HeldReward =>
    callerSeesPlayerData(request)
      ? held
      : { ...held, player: { ...held.player, email: null, name: null } };
  const language = (request: FastifyRequest) => request.auth?.user.language ?? null;
  const caller = (request: FastifyRequest) => ({
    accountId: scopeOf(request).account.id,
    userId: authOf(request).user.id,
    audit: auditContextOf(request),
  });

  app.get(
    '/rewards/review',
    {
      config: rewardsConfig,
      schema: {
        tags: ['rewards'],
        operationId: 'listHeldRewards',
        summary: 'Rewards held for review',
        description:
          "A page of the rewards fair play held (docs/fair-play-risk.md#review), newest first, each with the risk that held it: its score, level and reasons in the caller's language. A held reward's stock is reserved; it is neither shown to the player nor sent until approved. A reward bought with loyalty points by a player fair play holds is listed too, with `game` null (docs/loyalty.md#fair-play). The player's email and name are null for a caller without access to player data.",
        querystring: HeldRewardListQuery,
        response: { 200: HeldRewardListResponse, ...errors },
      },
    },
    async (request) => {
      const page = await review.list(scopeOf(request).account.id, request.query, language(request));
      return { ...page, data: page.data.map((h) => shown(request, h)) };
    },
  );

  app.post(
    '/rewards/review/:id/approve',
    {
      config: { ...rewardsConfig, audit: ['reward.review_approved'] },
      schema: {
        tags: ['rewards'],
        operationId: 'approveHeldReward',
        summary: 'Approve a held reward: send it',
        description:
          'Releases a held reward: the player sees it and gets its email (once their play is over), and `reward.won` is sent, as for any win (`loyalty.reward_bought` for a reward bought with points). Recorded in the activity log. 409 when it was already approved or rejected (a decision is made once).',
        params: IdParams,
        response: { 200: HeldRewardResponse, ...errors, 409: ErrorBody },
      },
    },
    async (request) => ({
      held: shown(
        request,
        await review.approve(caller(request), request.params.id, language(request)),
      ),
    }),
  );

  app.post(
    '/rewards/review/:id/reject',
    {
      config: { ...rewardsConfig, audit: ['reward.review_rejected'] },
      schema: {
        tags: ['rewards'],
        operationId: 'rejectHeldReward',
        summary: 'Reject a held reward: void it',
        description:
          'Voids a held reward with the reason: the player never sees it, and its unit goes back to the reward’s stock (a code back to the pool); a reward bought with points gives the member their points back. Recorded in the activity log. 409 when it was already approved or rejected (a decision is made once).',
        params: IdParams,
        body: RejectHeldRewardRequest,
        response: { 200: HeldRewardResponse, ...errors, 409: ErrorBody },
      },
    },
    async (request) => ({
      held: shown(
        request,
        await review.reject(
          caller(request),
          request.params.id,
          request.body.reason,
          language(request),
        ),
      ),
    }),
  );
}
