/**
 * Players are per business and anonymous by default. The player app holds a secret token (sent in
 * `X-PLAYER`); we keep only its hash.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Language, PlayerProfile } from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { players } from '../../db/schema.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';

export type PlayerRow = typeof players.$inferSelect;

export function playerTokenOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length >= 20 && value.length <= 200 ? value : null;
}

export async function findPlayer(
  db: Queryable,
  token: string,
  accountId?: string,
): Promise<PlayerRow | null> {
  const filter = accountId
    ? and(eq(players.tokenHash, hashToken(token)), eq(players.accountId, accountId))
    : eq(players.tokenHash, hashToken(token));
  const [row] = await db.select().from(players).where(filter);
  return row ?? null;
}

/**
 * A new player. `firstPlay`: the play whose start creates the player, inserted next in the same
 * transaction — the player is written with it counted, and the aggregates trigger leaves it alone
 * (drizzle/0018_first_play_counted.sql; start-batch.ts writes its new players the same way).
 */
export async function createPlayer(
  db: Queryable,
  accountId: string,
  displayName: string | undefined,
  language: Language,
  firstPlay?: { id: string; startedAt: Date },
  /** The token to give it (a start in an experiment draws one in its variant); else a new one. */
  token: string = newSecretToken(),
): Promise<{ player: PlayerRow; token: string }> {
  const [player] = await db
    .insert(players)
    .values({
      publicId: newPublicId(),
      accountId,
      tokenHash: hashToken(token),
      displayName: displayName ?? null,
      language,
      ...(firstPlay && {
        firstPlayId: firstPlay.id,
        plays: 1,
        gamesPlayed: 1,
        lastSeenAt: sql`greatest(now(), ${firstPlay.startedAt.toISOString()}::timestamptz)`,
      }),
    })
    .returning();
  return { player: player!, token };
}

export function toPlayerProfile(row: PlayerRow): PlayerProfile {
  return { public_id: row.publicId, display_name: row.displayName, avatar: row.avatar };
}

/** How a player without a chosen name appears on a leaderboard. */
export function fallbackName(publicId: string): string {
  return `Player ${publicId.slice(0, 4).toUpperCase()}`;
}
