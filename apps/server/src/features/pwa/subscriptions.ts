/**
 * Players' push subscriptions (per business and player), the public key they subscribe with, and
 * the click reports of the service worker.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { baseLanguage } from '@playdesk/i18n';
import {
  isLanguage,
  type CreatePushSubscriptionRequest,
  type DeletePushSubscriptionRequest,
} from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { accounts, pushCampaigns, pushSubscriptions } from '../../db/schema.js';
import { HttpError, invalidFields, notFound } from '../../http/errors.js';
import { findPlayer, playerTokenOf } from '../play/players.js';
import { endpointProblem } from './endpoint.js';
import { pushRuntime } from './runtime.js';

const UNKNOWN_PLAYER = 'Play a game first: missing or unknown player token.';

function keyProblem(p256dh: string, auth: string): string[] {
  const errors: string[] = [];
  const pub = Buffer.from(p256dh, 'base64url');
  if (pub.length !== 65 || pub[0] !== 4)
    errors.push('subscription.keys.p256dh: Not a P-256 public key');
  if (Buffer.from(auth, 'base64url').length !== 16)
    errors.push('subscription.keys.auth: Not a 16-byte auth secret');
  return errors;
}

export function createPushSubscriptionService(db: Database) {
  async function playerAt(accountPublicId: string, header: string | string[] | undefined) {
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.publicId, accountPublicId));
    if (!account) throw notFound('Business not found.').coded('pwa.business_not_found');
    const token = playerTokenOf(header);
    const player = token ? await findPlayer(db, token, account.id) : null;
    if (!player || player.erasedAt)
      throw new HttpError(401, UNKNOWN_PLAYER).coded('player.unknown');
    return { accountId: account.id, player };
  }

  async function subscribe(
    input: z.output<typeof CreatePushSubscriptionRequest>,
    header: string | string[] | undefined,
  ): Promise<void> {
    const { endpoint, keys } = input.subscription;
    const { allowLoopback, resolver } = pushRuntime();
    const problem = await endpointProblem(endpoint, { allowLoopback, resolver });
    const errors = [
      ...(problem ? [`subscription.endpoint: ${problem}`] : []),
      ...keyProblem(keys.p256dh, keys.auth),
    ];
    if (errors.length > 0) throw invalidFields(errors).coded('push.invalid_subscription');
    const { accountId, player } = await playerAt(input.account, header);
    // The app's language (a language not shipped: the player's, at sending).
    const asked = input.language ? baseLanguage(input.language) : null;
    const language = asked && isLanguage(asked) ? asked : null;
    await db
      .insert(pushSubscriptions)
      .values({
        accountId,
        playerId: player.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        newGame: input.new_game,
        language,
        timeZone: input.time_zone ?? null,
      })
      .onConflictDoUpdate({
        target: [pushSubscriptions.accountId, pushSubscriptions.endpoint],
        set: {
          playerId: player.id,
          p256dh: keys.p256dh,
          auth: keys.auth,
          newGame: input.new_game,
          language,
          timeZone: input.time_zone ?? null,
        },
      });
  }

  /** Removes this player's subscription; answers whether there was one. */
  async function unsubscribe(
    input: z.output<typeof DeletePushSubscriptionRequest>,
    header: string | string[] | undefined,
  ): Promise<boolean> {
    const { accountId, player } = await playerAt(input.account, header);
    const gone = await db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.accountId, accountId),
          eq(pushSubscriptions.playerId, player.id),
          eq(pushSubscriptions.endpoint, input.endpoint),
        ),
      )
      .returning({ id: pushSubscriptions.id });
    return gone.length > 0;
  }

  /** One click on a notification; never more clicks than notifications sent. */
  async function click(campaignPublicId: string): Promise<boolean> {
    const rows = await db
      .update(pushCampaigns)
      .set({ clicked: sql`${pushCampaigns.clicked} + 1` })
      .where(
        and(
          eq(pushCampaigns.publicId, campaignPublicId),
          sql`${pushCampaigns.clicked} < ${pushCampaigns.sent}`,
        ),
      )
      .returning({ id: pushCampaigns.id });
    return rows.length > 0;
  }

  return { subscribe, unsubscribe, click };
}
