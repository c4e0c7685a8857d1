/**
 * The plays this instance started or moved last, as it left them: the next move is checked
 * against this copy and written with one compare-and-set statement instead of a read and a
 * write. Nothing is trusted from it: the write matches only if the play, its state and its
 * owner's token are still those of the copy; a copy left stale by a move on another instance,
 * an end or an erasure only costs the read the move would have made anyway.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { GameType } from '@playdesk/games/registry';
import type { Database } from '../../db/client.js';
import { gameplays, players, type games } from '../../db/schema.js';
import { TtlCache } from '../../infra/ttl-cache.js';
import type { GameplayRow } from './play-row.js';

/** A play as a move needs it: its row, its game's type, difficulty and id, its owner's token. */
export interface LivePlay {
  row: GameplayRow;
  type: GameType;
  difficulty: (typeof games.$inferSelect)['difficulty'];
  gamePublicId: string;
  /** The hash of the token of the play's player. */
  tokenHash: string;
}

/** Plays kept in memory for their next move: a Wordle's five minutes, a few thousand at once. */
const LIVE_PLAY_TTL_MS = 5 * 60_000;
const LIVE_PLAYS_MAX = 5_000;

export type LivePlays = TtlCache<LivePlay>;

export const createLivePlays = (): LivePlays =>
  new TtlCache<LivePlay>(LIVE_PLAY_TTL_MS, LIVE_PLAYS_MAX);

/**
 * The compare-and-set write of a move that keeps the play going: it matches only a running play
 * whose state is still `old` and whose player holds `tokenHash`.
 */
export function prepareMoveIfUnchanged(db: Database) {
  return (
    db
      .update(gameplays)
      // An untimed play's expiry moves with each move (null: a timed play keeps its deadline).
      .set({
        state: sql`${sql.placeholder('state')}::jsonb`,
        expiresAt: sql`coalesce(${sql.placeholder('expiresAt')}::timestamptz, ${gameplays.expiresAt})`,
        // The funnel's first move (drizzle/0026_insight.sql records it as it is set).
        firstMoveAt: sql`coalesce(${gameplays.firstMoveAt}, now())`,
      })
      .where(
        and(
          eq(gameplays.id, sql.placeholder('id')),
          eq(gameplays.status, 'playing'),
          sql`${gameplays.state} = ${sql.placeholder('old')}::jsonb`,
          sql`${gameplays.playerId} = (select ${players.id} from ${players}
              where ${players.tokenHash} = ${sql.placeholder('tokenHash')})`,
        ),
      )
      .returning()
      .prepare('playdesk_move_if_unchanged')
  );
}

export type MoveIfUnchanged = ReturnType<typeof prepareMoveIfUnchanged>;
