/**
 * What a lead is counted under (docs/insight.md#attribution): the play the form follows or comes
 * before, when it is this player's play of this game — its visit's attribution and its experiment's
 * variant —, else the visit the form was sent in. The lead service writes it as the funnel's `lead`
 * step (one `analytics_events` row per form sent) and as the player's first touch while they have
 * none.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Language, VisitAttribution } from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { analyticsEvents, gameplays, players } from '../../db/schema.js';
import { queryRows } from '../../db/rows.js';
import { attributionOf, ownHostsOf, type Attribution } from '../insight/attribution.js';
import type { PlacementLookup } from '../insight/placement-lookup.js';

type Columns = Pick<
  typeof analyticsEvents.$inferInsert,
  | 'playId'
  | 'visitId'
  | 'source'
  | 'medium'
  | 'campaign'
  | 'referrer'
  | 'host'
  | 'placementId'
  | 'device'
  | 'returning'
  | 'experimentId'
  | 'variant'
>;
export type LeadTouch = { [K in keyof Columns]-?: Exclude<Columns[K], undefined> };

/** A play id as the player app sends it; anything else names no play (never a cast error). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The play `sessionId` names, when it is `playerId`'s play of `gameId`. */
async function ownPlay(tx: Queryable, sessionId: string, playerId: string, gameId: string) {
  if (!UUID.test(sessionId)) return null;
  const [play] = await tx
    .select({
      playId: gameplays.id,
      visitId: gameplays.visitId,
      source: gameplays.source,
      medium: gameplays.medium,
      campaign: gameplays.campaign,
      referrer: gameplays.referrer,
      host: gameplays.host,
      placementId: gameplays.placementId,
      device: gameplays.device,
      returning: gameplays.returning,
      experimentId: gameplays.experimentId,
      variant: gameplays.variant,
    })
    .from(gameplays)
    .where(
      and(
        eq(gameplays.id, sessionId),
        eq(gameplays.playerId, playerId),
        eq(gameplays.gameId, gameId),
      ),
    );
  return play ?? null;
}

/**
 * The visit's attribution (insight/attribution.ts). Before the lead's transaction: the placement
 * is read through the shared lookup, on its own connection.
 */
export async function visitTouch(input: {
  gameId: string;
  visit: VisitAttribution | undefined;
  userAgent: string | undefined;
  appUrl: string;
  placementOf: PlacementLookup;
}): Promise<Attribution> {
  return attributionOf(input.visit, {
    userAgent: input.userAgent,
    placement: await input.placementOf(input.gameId, input.visit?.placement),
    ownHosts: ownHostsOf(input.appUrl),
  });
}

/** In the lead's transaction: the play's attribution when it is this player's, else the visit's. */
export async function leadTouch(
  tx: Queryable,
  input: {
    game: { id: string };
    /** The player of the browser's token (before the form), if it had one. */
    player: { id: string; plays: number } | null;
    sessionId: string | undefined;
    visit: Attribution;
  },
): Promise<LeadTouch> {
  const play =
    input.sessionId && input.player
      ? await ownPlay(tx, input.sessionId, input.player.id, input.game.id)
      : null;
  if (play) return play;
  return {
    ...input.visit,
    playId: null,
    // As a play's start counts it: the player had played this business's games before.
    returning: (input.player?.plays ?? 0) > 0,
    experimentId: null,
    variant: null,
  };
}

/**
 * The player's first touch, set from `touch` only while they have none (all five together: a
 * source of one visit never goes with the medium of another).
 */
export function firstTouch(touch: LeadTouch) {
  const unset = sql`${players.source} is null`;
  const keep = <T>(column: T, value: unknown, type: 'text' | 'uuid') =>
    sql`case when ${unset} then ${value}::${sql.raw(type)} else ${column} end`;
  return {
    source: keep(players.source, touch.source, 'text'),
    medium: keep(players.medium, touch.medium, 'text'),
    campaign: keep(players.campaign, touch.campaign, 'text'),
    placementId: keep(players.placementId, touch.placementId, 'uuid'),
    variant: keep(players.variant, touch.variant, 'text'),
  };
}

/** The funnel's `lead` step: one row per form sent. */
export async function recordLeadEvent(
  tx: Queryable,
  e: {
    accountId: string;
    gameId: string;
    playerId: string;
    language: Language;
    at: Date;
    touch: LeadTouch;
  },
): Promise<void> {
  // The game's key locked, as the foreign key's check did before migration 0050 dropped it
  // (docs/adr/023-beacon-without-foreign-keys.md): a deletion of the game waits for this
  // transaction, then removes this row with the game's other events.
  await queryRows(tx, sql`select 1 from games where id = ${e.gameId} for key share`);
  await tx.insert(analyticsEvents).values({
    accountId: e.accountId,
    gameId: e.gameId,
    step: 'lead',
    at: e.at,
    playerId: e.playerId,
    language: e.language,
    ...e.touch,
  });
}
