/**
 * Joining two players of one business into one (docs/product-rules.md#one-player-per-person): the
 * plays, per-game stats, consents and rewards of a browser's player move to the player of an email
 * once that email is confirmed from the link sent to it. Never on a form alone: typing an address
 * proves nothing about owning it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { consentRecords, players } from '../../db/schema.js';
import type { PlayerRow } from '../play/players.js';
import { moveMembership } from '../loyalty/merge.js';
import { movePlayerRewards } from '../rewards/award/index.js';

/**
 * Moves `from`'s plays, per-game stats, consents and rewards to `into`, with the answers `from`
 * gave on its form (they are the newer ones), deletes `from`, and makes `tokenHash` the token that
 * opens `into` from now on.
 */
export async function mergeInto(
  tx: Queryable,
  from: PlayerRow,
  into: PlayerRow,
  tokenHash: string,
): Promise<void> {
  await tx.execute(sql`update gameplays set player_id = ${into.id} where player_id = ${from.id}`);
  await tx.execute(sql`
    insert into player_games (player_id, game_id, plays, wins, best_score, last_played_at)
    select ${into.id}, game_id, plays, wins, best_score, last_played_at
    from player_games where player_id = ${from.id}
    on conflict (player_id, game_id) do update set
      plays = player_games.plays + excluded.plays,
      wins = player_games.wins + excluded.wins,
      best_score = greatest(player_games.best_score, excluded.best_score),
      last_played_at = greatest(player_games.last_played_at, excluded.last_played_at)`);
  await tx
    .update(consentRecords)
    .set({ playerId: into.id })
    .where(eq(consentRecords.playerId, from.id));
  await tx.execute(sql`
    insert into player_consents (player_id, consent_id, state, updated_at)
    select ${into.id}, consent_id, state, updated_at from player_consents where player_id = ${from.id}
    on conflict (player_id, consent_id) do update set state = excluded.state,
      updated_at = excluded.updated_at where excluded.updated_at > player_consents.updated_at`);
  // Rewards won stay the winner's (docs/product-rules.md#rewards).
  await movePlayerRewards(tx, from.id, into.id);
  // Loyalty points, streak and badges follow the person (docs/loyalty.md#when-devices-merge).
  await moveMembership(tx, into.accountId, from.id, into.id);
  // The browser's row goes (its remaining rows with it); its answers are the newer ones.
  await tx.delete(players).where(eq(players.id, from.id));
  await tx
    .update(players)
    .set({
      tokenHash,
      displayName: sql`coalesce(${players.displayName}, ${from.displayName})`,
      avatar: sql`coalesce(${players.avatar}, ${from.avatar})`,
      firstName: from.firstName ?? players.firstName,
      lastName: from.lastName ?? players.lastName,
      phone: from.phone ?? players.phone,
      birthDate: from.birthDate ?? players.birthDate,
      postcode: from.postcode ?? players.postcode,
      customFields: sql`coalesce(${players.customFields}, '{}'::jsonb) || ${JSON.stringify(from.customFields ?? {})}::jsonb`,
      identifiedAt: sql`coalesce(${players.identifiedAt}, ${from.identifiedAt?.toISOString() ?? null}::timestamptz)`,
      createdAt: sql`least(${players.createdAt}, ${from.createdAt.toISOString()}::timestamptz)`,
      // Where the person first came from (docs/insight.md#attribution): the kept player's first
      // touch, else the browser's.
      ...(into.source === null
        ? {
            source: from.source,
            medium: from.medium,
            campaign: from.campaign,
            placementId: from.placementId,
            variant: from.variant,
          }
        : {}),
    })
    .where(eq(players.id, into.id));
  await recountPlayer(tx, into.id);
}

/** Recomputes a player's aggregates from its per-game rows (after plays moved to it). */
export async function recountPlayer(tx: Queryable, playerId: string): Promise<void> {
  await tx.execute(sql`
    update players p set plays = s.plays, wins = s.wins, best_score = s.best,
      games_played = s.games, last_seen_at = greatest(p.last_seen_at, s.last)
    from (
      select coalesce(sum(plays), 0)::integer as plays, coalesce(sum(wins), 0)::integer as wins,
        max(best_score) as best, count(*)::integer as games, max(last_played_at) as last
      from player_games where player_id = ${playerId}
    ) s
    where p.id = ${playerId}`);
}
