/**
 * Integration events (docs/webhooks.md): what happened, told to the business's webhook endpoints
 * and connectors. `emitEvent` is called INSIDE the transaction of the change that causes it, so a
 * delivery exists exactly when the change committed. It is on the play path: an account without
 * endpoints costs one indexed query (plus the connectors' own check).
 *
 * Payloads are built here, once per event, and stored per delivery (a resend repeats the same
 * body). Personal data goes only to an endpoint whose consent the player gave; an erased player's
 * data is never sent, and erasing a player strips it from the deliveries already stored.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  WEBHOOK_PAYLOAD_VERSION,
  type WebhookAttribution,
  type WebhookEventType,
  type WebhookPayload,
} from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { queryRows } from '../../db/rows.js';
import {
  accounts,
  connectors,
  consents,
  gameplays,
  games,
  locations,
  loyaltyMembers,
  placements,
  playerConsents,
  playerRewards,
  players,
  rewards,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.js';
import { enqueueJob } from '../../infra/jobs.js';
import { enqueueConnectorSync } from './connectors/dispatch.js';
import { queueWalletUpdate } from '../../outbox/wallet-updates.js';

/** The change, by internal ids; payloads are read from the database in the same transaction. */
export type IntegrationEvent =
  | { type: 'player.created' | 'player.updated' | 'player.erased'; playerId: string }
  | { type: 'consent.given' | 'consent.withdrawn'; playerId: string; consentId: string }
  | { type: 'gameplay.completed'; gameplayId: string }
  | { type: 'reward.won'; gameplayId: string }
  | { type: 'reward.redeemed' | 'reward.voided'; playerRewardId: string }
  | { type: 'game.published'; gameId: string }
  | { type: 'loyalty.points_earned'; playerId: string; points: number; reason: string }
  | { type: 'loyalty.level_reached'; playerId: string; level: string }
  | { type: 'loyalty.reward_bought'; playerRewardId: string; price: number };

export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';

/** `webhook-id` of a new message (Standard Webhooks: unique per message, kept across retries). */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

type PlayerRow = typeof players.$inferSelect;
type WebhookPlayer = Extract<WebhookPayload, { type: 'player.created' }>['data']['player'];

/** The player as a payload shows them: with personal data, or the id alone. */
export function webhookPlayer(row: PlayerRow, personal: boolean): WebhookPlayer {
  const erased = row.erasedAt !== null;
  if (!personal || erased) return { id: row.publicId, erased, personal_data: false };
  return {
    id: row.publicId,
    erased,
    personal_data: true,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    display_name: row.displayName,
    phone: row.phone,
    birth_date: row.birthDate,
    postcode: row.postcode,
    custom_fields: row.customFields,
  };
}

/** The same payload with the player's personal data removed (erasure, no consent). */
export function withoutPersonalData(payload: WebhookPayload, erased: boolean): WebhookPayload {
  const data = payload.data as Record<string, unknown>;
  const player = data.player as WebhookPlayer | undefined;
  if (!player) return payload;
  return {
    ...payload,
    data: {
      ...data,
      player: { id: player.id, erased: erased || player.erased, personal_data: false },
    },
  } as WebhookPayload;
}

type AttributionRow = Pick<
  typeof players.$inferSelect,
  'source' | 'medium' | 'campaign' | 'placementId' | 'variant'
>;

/**
 * Where a player (their first touch) or a play came from, with the placement's name
 * (docs/insight.md#attribution): not personal data, so every endpoint gets it.
 */
async function attributionOf(tx: Queryable, row: AttributionRow): Promise<WebhookAttribution> {
  let placement: string | null = null;
  if (row.placementId) {
    const [found] = await tx
      .select({ name: placements.name })
      .from(placements)
      .where(eq(placements.id, row.placementId));
    placement = found?.name ?? null;
  }
  return {
    source: row.source,
    medium: row.medium,
    campaign: row.campaign,
    placement,
    variant: row.variant,
  };
}

/** A reward won (or bought with points) as the payloads show it. */
function webhookWin(
  win: typeof playerRewards.$inferSelect,
  reward: typeof rewards.$inferSelect,
  location: { publicId: string; name: string } | null,
  game: typeof games.$inferSelect | null,
) {
  return {
    id: win.publicId,
    reward: { id: reward.publicId, name: reward.name, value: reward.value },
    code: win.code,
    link: win.link,
    won_at: win.wonAt.toISOString(),
    expires_at: win.expiresAt?.toISOString() ?? null,
    redeemed_at: win.redeemedAt?.toISOString() ?? null,
    redeemed_location: location ? { id: location.publicId, name: location.name } : null,
    voided_at: win.voidedAt?.toISOString() ?? null,
    void_reason: win.voidReason,
    game: game ? gameOf(game) : null,
    session_id: win.gameplayId,
  };
}

interface Built {
  payload: WebhookPayload;
  player: PlayerRow | null;
}

const gameOf = (g: typeof games.$inferSelect) => ({ id: g.publicId, name: g.name, type: g.type });

async function loadPlayer(tx: Queryable, accountId: string, id: string) {
  const [row] = await tx
    .select()
    .from(players)
    .where(and(eq(players.id, id), eq(players.accountId, accountId)));
  return row ?? null;
}

/** Reads what the payload tells, in the caller's transaction. Null: nothing to tell. */
async function buildPayload(
  tx: Queryable,
  account: { publicId: string },
  accountId: string,
  event: IntegrationEvent,
): Promise<Built | null> {
  const base = {
    version: WEBHOOK_PAYLOAD_VERSION,
    timestamp: new Date().toISOString(),
    account_id: account.publicId,
  } as const;
  switch (event.type) {
    case 'player.created':
    case 'player.updated':
    case 'player.erased': {
      const player = await loadPlayer(tx, accountId, event.playerId);
      if (!player) return null;
      const data = { player: webhookPlayer(player, true) };
      return {
        player,
        payload: {
          ...base,
          type: event.type,
          // An erased player keeps nothing but their id.
          data:
            event.type === 'player.erased'
              ? data
              : { ...data, attribution: await attributionOf(tx, player) },
        },
      };
    }
    case 'consent.given':
    case 'consent.withdrawn': {
      const player = await loadPlayer(tx, accountId, event.playerId);
      const [consent] = await tx
        .select()
        .from(consents)
        .where(and(eq(consents.id, event.consentId), eq(consents.accountId, accountId)));
      if (!player || !consent) return null;
      return {
        player,
        payload: {
          ...base,
          type: event.type,
          data: {
            player: webhookPlayer(player, true),
            consent: { id: consent.publicId, name: consent.name, version: consent.version },
          },
        },
      };
    }
    case 'gameplay.completed': {
      const [row] = await tx
        .select({ play: gameplays, game: games, player: players })
        .from(gameplays)
        .innerJoin(games, eq(games.id, gameplays.gameId))
        .innerJoin(players, eq(players.id, gameplays.playerId))
        .where(and(eq(gameplays.id, event.gameplayId), eq(gameplays.accountId, accountId)));
      if (!row || row.play.status === 'playing') return null;
      return {
        player: row.player,
        payload: {
          ...base,
          type: event.type,
          data: {
            session_id: row.play.id,
            game: gameOf(row.game),
            player: webhookPlayer(row.player, true),
            status: row.play.status,
            score: row.play.score,
            reason: row.play.reason,
            result: row.play.result,
            duration_ms: row.play.durationMs,
            started_at: row.play.startedAt.toISOString(),
            ended_at: row.play.endedAt?.toISOString() ?? null,
            attribution: await attributionOf(tx, row.play),
          },
        },
      };
    }
    case 'reward.won':
    case 'reward.redeemed':
    case 'reward.voided': {
      const match =
        event.type === 'reward.won'
          ? eq(playerRewards.gameplayId, event.gameplayId)
          : eq(playerRewards.id, event.playerRewardId);
      const [row] = await tx
        .select({
          win: playerRewards,
          reward: rewards,
          player: players,
          game: games,
          location: { publicId: locations.publicId, name: locations.name },
          play: {
            source: gameplays.source,
            medium: gameplays.medium,
            campaign: gameplays.campaign,
            placementId: gameplays.placementId,
            variant: gameplays.variant,
          },
        })
        .from(playerRewards)
        .innerJoin(rewards, eq(rewards.id, playerRewards.rewardId))
        .innerJoin(players, eq(players.id, playerRewards.playerId))
        .leftJoin(games, eq(games.id, playerRewards.gameId))
        .leftJoin(gameplays, eq(gameplays.id, playerRewards.gameplayId))
        .leftJoin(locations, eq(locations.id, playerRewards.redeemedLocationId))
        .where(and(match, eq(playerRewards.accountId, accountId)));
      if (!row) return null;
      // The play that won it (none for a reward given by hand): its visit's attribution.
      const attribution = row.play
        ? await attributionOf(tx, row.play)
        : { source: null, medium: null, campaign: null, placement: null, variant: null };
      return {
        player: row.player,
        payload: {
          ...base,
          type: event.type,
          data: {
            win: webhookWin(row.win, row.reward, row.location, row.game),
            player: webhookPlayer(row.player, true),
            attribution,
          },
        },
      };
    }
    case 'loyalty.points_earned':
    case 'loyalty.level_reached': {
      const [row] = await tx
        .select({
          player: players,
          balance: loyaltyMembers.balance,
          lifetime: loyaltyMembers.lifetime,
        })
        .from(players)
        .innerJoin(loyaltyMembers, eq(loyaltyMembers.playerId, players.id))
        .where(and(eq(players.id, event.playerId), eq(players.accountId, accountId)));
      if (!row) return null;
      const player = webhookPlayer(row.player, true);
      return {
        player: row.player,
        payload:
          event.type === 'loyalty.points_earned'
            ? {
                ...base,
                type: event.type,
                data: {
                  player,
                  points: event.points,
                  reason: event.reason,
                  balance: row.balance,
                  lifetime: row.lifetime,
                },
              }
            : {
                ...base,
                type: event.type,
                data: { player, level: event.level, lifetime: row.lifetime },
              },
      };
    }
    case 'loyalty.reward_bought': {
      const [row] = await tx
        .select({
          win: playerRewards,
          reward: rewards,
          player: players,
          balance: loyaltyMembers.balance,
        })
        .from(playerRewards)
        .innerJoin(rewards, eq(rewards.id, playerRewards.rewardId))
        .innerJoin(players, eq(players.id, playerRewards.playerId))
        .innerJoin(loyaltyMembers, eq(loyaltyMembers.playerId, players.id))
        .where(
          and(eq(playerRewards.id, event.playerRewardId), eq(playerRewards.accountId, accountId)),
        );
      if (!row) return null;
      return {
        player: row.player,
        payload: {
          ...base,
          type: event.type,
          data: {
            win: webhookWin(row.win, row.reward, null, null),
            player: webhookPlayer(row.player, true),
            price: event.price,
            balance: row.balance,
          },
        },
      };
    }
    case 'game.published': {
      const [game] = await tx
        .select()
        .from(games)
        .where(and(eq(games.id, event.gameId), eq(games.accountId, accountId)));
      if (!game) return null;
      return {
        player: null,
        payload: {
          ...base,
          type: event.type,
          data: { game: { ...gameOf(game), status: game.status } },
        },
      };
    }
  }
}

/**
 * The one query an account without integrations pays (on the play path): its endpoints subscribed
 * to `type` (index webhook_endpoints_account_idx) and whether a connector is on (primary key).
 */
async function integrationsOf(tx: Queryable, accountId: string, type: IntegrationEvent['type']) {
  const [found] = await queryRows<{
    endpoints: { id: string; consentId: string | null }[] | null;
    connectors: boolean;
  }>(
    tx,
    sql`select
      (select json_agg(json_build_object('id', e.id, 'consentId', e.consent_id))
         from ${webhookEndpoints} e
        where e.account_id = ${accountId} and e.enabled
          and e.events @> array[${type}]::text[]) as endpoints,
      exists(select 1 from ${connectors} c where c.account_id = ${accountId} and c.enabled)
        as connectors`,
  );
  return found;
}

/** The events after which a reward's wallet pass changes (its state). */
const WALLET_EVENTS: ReadonlySet<string> = new Set(['reward.redeemed', 'reward.voided']);

/**
 * Tells the account's integrations about `event`. Run inside the transaction of the change: the
 * deliveries and their jobs commit or roll back with it.
 */
export async function emitEvent(
  tx: Queryable,
  accountId: string,
  event: IntegrationEvent,
): Promise<void> {
  await emitEvents(tx, accountId, [event]);
}

/**
 * `emitEvent` for many events of one account at once (a live show's end: a play's event for each
 * of thousands of players): the account's endpoints and connectors are read once per event type,
 * not once per event, so an account without integrations pays one query for the lot.
 */
export async function emitEvents(
  tx: Queryable,
  accountId: string,
  events: readonly IntegrationEvent[],
): Promise<void> {
  const byType = new Map<IntegrationEvent['type'], Awaited<ReturnType<typeof integrationsOf>>>();
  for (const event of events) {
    // A redeemed or voided reward's wallet passes show it (outbox/wallet-updates.ts).
    if (WALLET_EVENTS.has(event.type) && 'playerRewardId' in event)
      await queueWalletUpdate(tx, event.playerRewardId);
    if (!byType.has(event.type))
      byType.set(event.type, await integrationsOf(tx, accountId, event.type));
    const found = byType.get(event.type);
    if (event.type === 'player.erased') await forgetErasedPlayers(tx, [event.playerId]);
    if (found?.connectors) await enqueueConnectorSync(tx, accountId, event);
    const endpoints = found?.endpoints ?? [];
    if (endpoints.length > 0) await deliverToEndpoints(tx, accountId, event, endpoints);
  }
}

/** Stores a delivery of `event` for each endpoint subscribed to it, with or without personal data. */
async function deliverToEndpoints(
  tx: Queryable,
  accountId: string,
  event: IntegrationEvent,
  endpoints: readonly { id: string; consentId: string | null }[],
): Promise<void> {
  const [account] = await tx
    .select({ publicId: accounts.publicId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const built = account ? await buildPayload(tx, account, accountId, event) : null;
  if (!built) return;
  const consentsGiven = await givenConsents(
    tx,
    built.player,
    endpoints.flatMap((e) => (e.consentId ? [e.consentId] : [])),
  );
  for (const endpoint of endpoints) {
    const personal =
      built.player !== null &&
      built.player.erasedAt === null &&
      endpoint.consentId !== null &&
      consentsGiven.has(endpoint.consentId);
    const payload = personal ? built.payload : withoutPersonalData(built.payload, false);
    await queueDelivery(tx, {
      accountId,
      endpointId: endpoint.id,
      eventType: event.type,
      payload,
      playerId: built.player?.id ?? null,
    });
  }
}

/** The consents among `consentIds` the player has given (confirmed, not pending or withdrawn). */
async function givenConsents(tx: Queryable, player: PlayerRow | null, consentIds: string[]) {
  if (!player || consentIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ consentId: playerConsents.consentId })
    .from(playerConsents)
    .where(
      and(
        eq(playerConsents.playerId, player.id),
        inArray(playerConsents.consentId, consentIds),
        eq(playerConsents.state, 'given'),
      ),
    );
  return new Set(rows.map((r) => r.consentId));
}

/** Stores a delivery and its first attempt's job (now). */
export async function queueDelivery(
  tx: Queryable,
  d: {
    accountId: string;
    endpointId: string;
    eventType: WebhookEventType | 'webhook.test';
    payload: WebhookPayload;
    playerId: string | null;
  },
): Promise<string> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      publicId: newPublicId(),
      accountId: d.accountId,
      endpointId: d.endpointId,
      messageId: newMessageId(),
      eventType: d.eventType,
      payload: d.payload as unknown as Record<string, unknown>,
      playerId: d.playerId,
      nextAttemptAt: new Date(),
    })
    .returning({ id: webhookDeliveries.id, publicId: webhookDeliveries.publicId });
  await enqueueJob(tx, WEBHOOK_DELIVER_JOB, { deliveryId: row!.id });
  return row!.publicId;
}

/** Erasure: the players' personal data leaves the stored payloads too (log and resends). */
async function forgetErasedPlayers(tx: Queryable, playerIds: string[]): Promise<void> {
  if (playerIds.length === 0) return;
  await tx.execute(sql`
    update webhook_deliveries
    set payload = jsonb_set(payload, '{data,player}', jsonb_build_object(
          'id', payload #> '{data,player,id}', 'erased', true, 'personal_data', false))
    where player_id = any(${`{${playerIds.join(',')}}`}::uuid[])
      and payload #> '{data,player}' is not null`);
}

/**
 * `player.erased` for each of `playerIds` (one erasure may cover many players: bulk, retention).
 */
export async function emitPlayersErased(
  tx: Queryable,
  accountId: string,
  playerIds: string[],
): Promise<void> {
  if (playerIds.length === 0) return;
  // Stored payloads lose the data in one statement; the per-player events only when someone
  // listens (a retention run over thousands of players of an account without integrations costs
  // two queries).
  await forgetErasedPlayers(tx, playerIds);
  const found = await integrationsOf(tx, accountId, 'player.erased');
  if (!found?.endpoints?.length && !found?.connectors) return;
  for (const playerId of playerIds)
    await emitEvent(tx, accountId, { type: 'player.erased', playerId });
}
