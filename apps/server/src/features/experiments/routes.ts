/**
 * A/B/n experiments of a business's games (docs/insight.md#experiments). Under the `games`
 * module: a team mate with it and an API key holding it may call them; a read-only key reads.
 */
import {
  CreateExperimentRequest,
  ErrorBody,
  ExperimentDetailResponse,
  ExperimentListQuery,
  ExperimentListResponse,
  ExperimentResponse,
  IdParams,
  PromoteExperimentRequest,
  UpdateExperimentRequest,
} from '@playdesk/contract';
import type { FastifyRequest } from 'fastify';
import { scopeOf } from '../../http/auth.js';
import { BODY_LIMITS } from '../../http/body-limits.js';
import type { App, RouteDeps } from '../../http/types.js';
import type { GameOwner } from '../games/settings.js';
import { createExperimentService } from './service.js';

const tags = ['experiments'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const changeErrors = { ...errors, 409: ErrorBody };
const config = { access: 'account', module: 'games' } as const;

function ownerOf(request: FastifyRequest): GameOwner {
  const scope = scopeOf(request);
  return { accountId: scope.account.id, billingAccountId: scope.billingAccountId };
}

export function experimentRoutes(app: App, { db, cacheBus }: RouteDeps): void {
  const service = createExperimentService(db, cacheBus);

  app.get(
    '/experiments',
    {
      config,
      schema: {
        tags,
        operationId: 'listExperiments',
        summary: 'List experiments',
        description:
          "A page of the account's experiments, the latest started first, filterable by game and status. An experiment past its last day (`ends_on`) is shown stopped.",
        querystring: ExperimentListQuery,
        response: { 200: ExperimentListResponse, ...errors },
      },
    },
    async (request) => service.list(scopeOf(request).account.id, request.query),
  );

  app.post(
    '/experiments',
    {
      config,
      bodyLimit: BODY_LIMITS.experiment,
      schema: {
        tags,
        operationId: 'createExperiment',
        summary: 'Start an experiment on a game',
        description:
          "Starts an A/B/n experiment on a game at once: 2 to 4 variants (the first is the control, A; then B, C, D), each with its share of players in percent (adding up to 100) and what it changes in the game — `difficulty`, `content` (whole, checked with the game type's schema) and `settings` (as a game's `PATCH` takes them). A variant may change the rewards only with `varies_odds`. Players are assigned by a hash of their token (or visit) and the experiment, so each keeps their variant. A game runs one experiment at a time: a second is a 409.",
        body: CreateExperimentRequest,
        response: { 201: ExperimentResponse, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ experiment: await service.create(ownerOf(request), request.body) }),
  );

  app.get(
    '/experiments/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getExperiment',
        summary: 'One experiment with its results',
        description:
          "An experiment and its results so far. Per variant: the players who started a play in it (for the `cta` goal: the visits that viewed the game), those who reached the goal (`finish`: a play ended by the game, not left; `lead`: a lead sent; `reward_redeemed`: a reward of the variant's plays redeemed; `cta`: the call to action clicked), the rate with its Wilson 95 % interval and, against the control, the difference with Newcombe's 95 % interval and the two-sided p-value of the pooled two-proportion z-test. `enough_data` stays false until every variant has `min_sample` players (100 when none was set); `sample_ratio` flags a split observed unlike the one set (chi-square, p < 0.001).",
        params: IdParams,
        response: { 200: ExperimentDetailResponse, ...errors },
      },
    },
    async (request) => service.get(scopeOf(request).account.id, request.params.id),
  );

  app.patch(
    '/experiments/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'updateExperiment',
        summary: 'Change a running experiment',
        description:
          'Changes the fields sent: the name, the minimum sample per variant and the last day (`null` clears them). The variants and their shares are fixed once players see them. A stopped experiment cannot change (409).',
        params: IdParams,
        body: UpdateExperimentRequest,
        response: { 200: ExperimentResponse, ...changeErrors },
      },
    },
    async (request) => ({
      experiment: await service.update(
        scopeOf(request).account.id,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/experiments/:id/stop',
    {
      config,
      schema: {
        tags,
        operationId: 'stopExperiment',
        summary: 'Stop an experiment',
        description:
          'Stops a running experiment: every player sees the game as it is again. Its results stay readable. Stopping a stopped experiment is a 409.',
        params: IdParams,
        response: { 200: ExperimentResponse, ...changeErrors },
      },
    },
    async (request) => ({
      experiment: await service.stop(scopeOf(request).account.id, request.params.id),
    }),
  );

  app.post(
    '/experiments/:id/promote',
    {
      config,
      schema: {
        tags,
        operationId: 'promoteExperiment',
        summary: 'Promote a variant into the game',
        description:
          "Makes a variant the game's own in one step: stops the experiment if it runs, applies the variant's changes to the game exactly as a `PATCH games/{id}` of them would (same checks: content that no longer fits the game's translations is a 400) and records the variant promoted. Once per experiment (then 409).",
        params: IdParams,
        body: PromoteExperimentRequest,
        response: { 200: ExperimentResponse, ...changeErrors },
      },
    },
    async (request) => ({
      experiment: await service.promote(ownerOf(request), request.params.id, request.body.variant),
    }),
  );
}
