/**
 * The player side of rewards (public, no login): the rewards front's data, and the public record
 * of a game's draws that anyone can check with `scripts/verify-draws.ts`
 * (docs/product-rules.md#fairness). A reward a play won travels with its session (play/sessions.ts).
 */
import { z } from 'zod';
import {
  AccountRewardsQuery,
  AccountRewardsResponse,
  DrawListQuery,
  DrawListResponse,
  ErrorBody,
  GameFairnessResponse,
  PublicId,
} from '@playdesk/contract';
import type { App, RouteDeps } from '../../http/types.js';
import { accountRewards, gameDraws, gameFairness } from './award/front.js';

const tags = ['play'];
const errors = { 400: ErrorBody, 404: ErrorBody };
const config = { access: 'public' } as const;
const params = z.object({ public_id: PublicId });

/** The `x-player` token, when it looks like one (a wrong one is simply no player). */
function playerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length >= 20 && value.length <= 200 ? value : null;
}

export function rewardPlayRoutes(app: App, { db }: RouteDeps): void {
  app.get(
    '/play/accounts/:public_id/rewards',
    {
      config: { ...config, player: 'optional' },
      schema: {
        tags,
        operationId: 'playListAccountRewards',
        summary: 'What a business gives its players, and a player’s rewards',
        description:
          "The rewards a business's live games can give, with how each game gives them, and the draw commitments of its games with odds or winning moments. With a player's token (`X-PLAYER`) of this business, also that player's rewards (code, expiry, status) and whether they can still win each one. No credentials needed.",
        params,
        querystring: AccountRewardsQuery,
        response: { 200: AccountRewardsResponse, ...errors },
      },
    },
    async (request) =>
      accountRewards(db, request.params.public_id, playerToken(request.headers['x-player']), {
        option: request.query.lang,
        acceptLanguage: request.headers['accept-language'],
      }),
  );

  app.get(
    '/play/games/:public_id/fairness',
    {
      config,
      schema: {
        tags,
        operationId: 'playListDrawPeriods',
        summary: 'The draw periods of a game, with their commitments',
        description:
          'Every draw period of a game with odds or winning moments, newest first: the SHA-256 commitment published before its draws, its draw table, how many draws it holds and, once the period ended, the seed and its winning moments. Anyone can recompute the draws with scripts/verify-draws.ts.',
        params,
        response: { 200: GameFairnessResponse, ...errors },
      },
    },
    async (request) => gameFairness(db, request.params.public_id),
  );

  app.get(
    '/play/games/:public_id/draws',
    {
      config,
      schema: {
        tags,
        operationId: 'playListDraws',
        summary: 'One page of the draws of a game’s draw period',
        description:
          "One page of the draws of a draw period (`commitment`; default the newest), oldest first: each play's id, its ticket and what it won. A play's draw appears once the play has ended; all of them once the period's seed is revealed.",
        params,
        querystring: DrawListQuery,
        response: { 200: DrawListResponse, ...errors },
      },
    },
    async (request) => gameDraws(db, request.params.public_id, request.query),
  );
}
