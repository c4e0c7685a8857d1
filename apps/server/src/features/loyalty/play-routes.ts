/**
 * The player side of loyalty (public, the player's token): the member card and buying with points
 * (docs/loyalty.md#the-member-card).
 */
import { z } from 'zod';
import {
  ErrorBody,
  LoyaltyBuyParams,
  LoyaltyBuyResponse,
  LoyaltyCardResponse,
  PublicId,
} from '@playdesk/contract';
import { BODY_LIMITS } from '../../http/body-limits.js';
import type { App, RouteDeps } from '../../http/types.js';
import { buyItem, memberCard } from './player.js';

const tags = ['play'];

/** The `x-player` token, when it looks like one (a wrong one is simply no player). */
function playerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length >= 20 && value.length <= 200 ? value : null;
}

export function loyaltyPlayRoutes(app: App, { db }: RouteDeps): void {
  app.get(
    '/play/accounts/:id/loyalty/me',
    {
      config: { access: 'public', player: 'optional' },
      schema: {
        tags,
        operationId: 'playGetLoyaltyCard',
        summary: 'The player’s member card',
        description:
          'Whether the business runs loyalty, and with the player’s token (`X-PLAYER`) of a member (a verified email): their points, level and progress to the next, streak, badges, the catalogue and their latest history.',
        params: z.object({ id: PublicId }),
        response: { 200: LoyaltyCardResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({
      card: await memberCard(db, request.params.id, playerToken(request.headers['x-player'])),
    }),
  );
  app.post(
    '/play/accounts/:id/loyalty/catalogue/:item/buy',
    {
      config: { access: 'public', player: 'required' },
      bodyLimit: BODY_LIMITS.play,
      schema: {
        tags,
        operationId: 'playBuyLoyaltyItem',
        summary: 'Buy a reward with points',
        description:
          'Spends the item’s price from the member’s balance and gives them the reward (its code or link), in one transaction. 409 when the balance, the reward’s stock or the per-member limit does not allow it; 403 for a player whose email is not verified.',
        params: LoyaltyBuyParams,
        response: {
          201: LoyaltyBuyResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await buyItem(
            db,
            request.params.id,
            playerToken(request.headers['x-player']),
            request.params.item,
          ),
        ),
  );
}
