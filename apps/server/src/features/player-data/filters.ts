/**
 * The Player Data list's filters as SQL (shared by the list, the bulk erase and the export), and
 * its keyset order. Only known, not erased players of the account are listed; every condition is
 * on indexed columns of `players`, or of `player_games` for a game.
 *
 * With a game, the dates and "won" are of that game: the player's last play of it is in the
 * period, and they won it. Its rows are then one range of `player_games_game_played_idx`
 * (game, last played), read from the index alone, so counting the matches of a game reads about
 * as many index entries as there are matches, however rare the game or the period.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { RISK_THRESHOLDS, type PlayerFilterQuery, type PlayerListQuery } from '@playdesk/contract';
import type { z } from 'zod';
import { playerFullName, players } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';

type Filter = z.output<typeof PlayerFilterQuery>;

/** A prefix pattern, LIKE wildcards escaped so a search for "50%" means the text "50%". */
const prefixPattern = (text: string) =>
  `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The conditions on the player's own row (all of them but the game's). */
function playerConditions(accountId: string, q: Filter): SQL[] {
  const parts: SQL[] = [
    sql`${players.accountId} = ${accountId}`,
    sql`${players.identifiedAt} is not null`,
    sql`${players.erasedAt} is null`,
  ];
  if (q.search) {
    // A prefix of the email, the last name or "first last": each is a range of its index
    // (players_crm_*_prefix_idx), so a search stays fast at a million players. A text inside a
    // word is not found — the trade-off, in docs/product-rules.md#player-data.
    const p = prefixPattern(q.search);
    parts.push(
      sql`(${players.email} like ${p} or lower(${players.lastName}) like ${p} or ${playerFullName(players.firstName, players.lastName)} like ${p})`,
    );
  }
  if (!q.game) {
    if (q.from) parts.push(sql`${players.lastSeenAt} >= ${q.from}::date`);
    if (q.to) parts.push(sql`${players.lastSeenAt} < ${q.to}::date + 1`);
    if (q.won === 'yes') parts.push(sql`${players.wins} > 0`);
    if (q.won === 'no') parts.push(sql`${players.wins} = 0`);
  }
  if (q.language) parts.push(sql`${players.language} = ${q.language}`);
  // At least this risk (the player's highest: PlayerSummary.risk). Walking the list's order, each
  // player is one probe of risk_assessments_player_score_idx (player, score); counting the
  // matches starts from the risky players instead (matchingIds).
  if (q.risk) parts.push(sql`${players.id} in (${riskyPlayers(accountId, q.risk)})`);
  // The consent is looked up once (an InitPlan); each player is then one probe of
  // (player_id, consent_id).
  if (q.consent)
    parts.push(sql`exists (select 1 from player_consents pc where pc.player_id = ${players.id}
      and pc.state = 'given' and pc.consent_id = (select c.id from consents c
        where c.public_id = ${q.consent} and c.account_id = ${accountId}))`);
  return parts;
}

/**
 * The account's players with at least this risk: one range of the partial index
 * risk_assessments_account_risky_idx (score >= 30, RISK_THRESHOLDS.medium). The threshold is
 * written as a constant — one of ours, never the caller's text — so the planner can prove the
 * index's WHERE.
 */
function riskyPlayers(accountId: string, risk: NonNullable<Filter['risk']>): SQL {
  return sql`select ra.player_id from risk_assessments ra
    where ra.account_id = ${accountId} and ra.score >= ${sql.raw(String(RISK_THRESHOLDS[risk]))}`;
}

/** The game's conditions on its `player_games` rows (alias `pg`), or null without a game. */
function gameConditions(accountId: string, q: Filter): SQL | null {
  if (!q.game) return null;
  const parts: SQL[] = [
    sql`pg.game_id = (select g.id from games g
      where g.public_id = ${q.game} and g.account_id = ${accountId})`,
  ];
  if (q.from) parts.push(sql`pg.last_played_at >= ${q.from}::date`);
  if (q.to) parts.push(sql`pg.last_played_at < ${q.to}::date + 1`);
  if (q.won === 'yes') parts.push(sql`pg.wins > 0`);
  if (q.won === 'no') parts.push(sql`pg.wins = 0`);
  return sql.join(parts, sql` and `);
}

export function playerFilter(accountId: string, q: Filter): SQL {
  const parts = playerConditions(accountId, q);
  const game = gameConditions(accountId, q);
  // Walking the list's order, each player is one probe of the primary key (player_id, game_id).
  if (game)
    parts.push(sql`exists (select 1 from player_games pg where pg.player_id = ${players.id}
      and ${game})`);
  return sql.join(parts, sql` and `);
}

/**
 * The ids of up to `limit` matching players, in no order: the list counts these (up to its cap)
 * and, when they are few, reads its page among them. With a game, the game's index range drives
 * (each of its rows joins its player by primary key: one row per player, as (player_id, game_id)
 * is the key); without one, the planner picks the most selective index of the filter.
 */
export function matchingIds(accountId: string, q: Filter, limit: number): SQL {
  const game = gameConditions(accountId, q);
  if (q.risk && !game) {
    // The risky players drive (they are few next to the account's players): their distinct ids
    // from the partial index, each joined to its player by primary key. Written as a join, not
    // the list's `in`: under the LIMIT the planner would rather walk every player of the account
    // by primary key and probe each (measured 450 ms against 60 ms at 200 000 players, 6 000 of
    // them risky; docs/fair-play-risk.md#in-the-console).
    const rest = sql.join(playerConditions(accountId, { ...q, risk: undefined }), sql` and `);
    return sql`select ${players.id} as id
      from (select distinct r.player_id from (${riskyPlayers(accountId, q.risk)}) r) risky
      join ${players} on ${players.id} = risky.player_id
      where ${rest} limit ${limit}`;
  }
  const where = sql.join(playerConditions(accountId, q), sql` and `);
  return game
    ? sql`select ${players.id} as id from player_games pg
        join ${players} on ${players.id} = pg.player_id
        where ${game} and ${where} limit ${limit}`
    : sql`select ${players.id} as id from ${players} where ${where} limit ${limit}`;
}

/** Whether the filter narrows the list at all (a bulk erase needs it to). */
export const hasCriterion = (q: z.output<typeof PlayerFilterQuery>) =>
  Boolean(q.search || q.game || q.from || q.to || q.won || q.consent || q.language || q.risk);

type Sort = z.output<typeof PlayerListQuery>['sort'];

/** The sort column of each order; all descending, nulls last, then id (a total order). */
const SORT_COLUMN = {
  last_seen: players.lastSeenAt,
  plays: players.plays,
  best_score: players.bestScore,
} as const;

/**
 * The list's order. `unindexed` gives the same order through an expression no index has, so the
 * planner reads the matches by their ids and sorts them: right for a few matches (a rare search,
 * a small game), where walking the sort's index would read most of the table to find them.
 */
export function orderBy(sort: Sort, unindexed = false): SQL {
  const column = unindexed
    ? sql`(${SORT_COLUMN[sort]} + ${sql.raw(sort === 'last_seen' ? "interval '0 s'" : '0')})`
    : sql`${SORT_COLUMN[sort]}`;
  return sql`${column} desc nulls last, ${players.id} desc nulls last`;
}

/**
 * `last_seen_at` to the microsecond, as PostgreSQL keeps it. A cursor made from a JS Date (whole
 * milliseconds) would skip the rows last seen later within that same millisecond.
 */
export const lastSeenExact = sql<string>`to_char(${players.lastSeenAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** The columns of a page of players: the row, and what its cursor needs. */
export const pageColumns = { ...getTableColumns(players), lastSeenExact };
export type PageRow = typeof players.$inferSelect & { lastSeenExact: string };

interface Cursor {
  v: string | number | null;
  id: string;
}

export function encodeCursor(
  sort: Sort,
  row: Pick<PageRow, 'id' | 'lastSeenExact' | 'plays' | 'bestScore'>,
): string {
  const v = sort === 'last_seen' ? row.lastSeenExact : sort === 'plays' ? row.plays : row.bestScore;
  return Buffer.from(JSON.stringify({ v, id: row.id } satisfies Cursor)).toString('base64url');
}

const BAD_CURSOR = 'cursor: Start again from the first page';

/** The rows after the cursor in the sort's order (keyset: uses the sort's index, any depth). */
export function afterCursor(sort: Sort, cursor: string): SQL {
  let c: Cursor;
  try {
    c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Cursor;
  } catch {
    throw badRequest(BAD_CURSOR);
  }
  if (typeof c?.id !== 'string' || !/^[0-9a-f-]{36}$/i.test(c.id)) throw badRequest(BAD_CURSOR);
  const column = SORT_COLUMN[sort];
  if (sort === 'last_seen') {
    if (typeof c.v !== 'string' || Number.isNaN(Date.parse(c.v))) throw badRequest(BAD_CURSOR);
    return sql`(${column}, ${players.id}) < (${c.v}::timestamptz, ${c.id}::uuid)`;
  }
  if (c.v === null) return sql`(${column} is null and ${players.id} < ${c.id}::uuid)`;
  if (typeof c.v !== 'number' || !Number.isInteger(c.v)) throw badRequest(BAD_CURSOR);
  const after = sql`(${column}, ${players.id}) < (${c.v}, ${c.id}::uuid)`;
  return sort === 'best_score' ? sql`(${after} or ${column} is null)` : after;
}
