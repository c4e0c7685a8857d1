import { sql } from 'drizzle-orm';
import type { LeaderboardResponse } from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { fallbackName } from './players.js';

interface Row {
  player_id: string;
  public_id: string;
  display_name: string | null;
  avatar: string | null;
  score: number | string;
  rnk: number | string;
  rn: number | string;
}

export const LEADERBOARD_SIZE = 10;

/**
 * Top 10 of a game by each player's best finished score (ties: whoever got there first), plus the
 * asking player's rank — one query.
 */
export async function leaderboard(
  db: Queryable,
  gameId: string,
  meId: string | null,
): Promise<LeaderboardResponse> {
  const rows = await queryRows<Row>(
    db,
    sql`
      with best as (
        select player_id, max(score) as score, min(ended_at) as first_at
        from gameplays
        where game_id = ${gameId} and status <> 'playing'
        group by player_id
      ), ranked as (
        select player_id, score,
               rank() over (order by score desc) as rnk,
               row_number() over (order by score desc, first_at asc) as rn
        from best
      )
      select r.player_id, p.public_id, p.display_name, p.avatar, r.score, r.rnk, r.rn
      from ranked r join players p on p.id = r.player_id
      where r.rn <= ${LEADERBOARD_SIZE} or r.player_id = ${meId}
      order by r.rn`,
  );
  const mine = rows.find((r) => r.player_id === meId);
  return {
    entries: rows
      .filter((r) => Number(r.rn) <= LEADERBOARD_SIZE)
      .map((r) => ({
        rank: Number(r.rnk),
        display_name: r.display_name ?? fallbackName(r.public_id),
        avatar: r.avatar,
        score: Number(r.score),
        is_me: r.player_id === meId,
      })),
    me: mine ? { rank: Number(mine.rnk), score: Number(mine.score) } : null,
  };
}
