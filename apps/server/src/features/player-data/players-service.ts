/**
 * The console's Player Data (docs/product-rules.md#player-data): the list (keyset-paged on the
 * players' aggregate columns), one player's detail, erasure one by one or by filter, and the same
 * subject-access answer the player gets through "Forget me".
 */
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  PLAYER_TOTAL_CAP,
  type ErasePlayersRequest,
  type PlayerDataResponse,
  type PlayerDetail,
  type PlayerListQuery,
  type PlayerListResponse,
  type PlayerSummary,
  type PlayRecord,
} from '@playdesk/contract';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { accounts, consents, gameplays, games, playerConsents, players } from '../../db/schema.js';
import { queryRows } from '../../db/rows.js';
import { badRequest, notFound } from '../../http/errors.js';
import { consentHistory } from './consents.js';
import { erasePlayers } from './erasure.js';
import {
  afterCursor,
  encodeCursor,
  hasCriterion,
  orderBy,
  pageColumns,
  playerFilter,
} from './filters.js';

type PlayerRow = typeof players.$inferSelect;
export const PLAYER_NOT_FOUND = 'Player not found.';
const TIMELINE_LIMIT = 200;

export const playerName = (row: PlayerRow): string | null =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || row.displayName;

/** The consents (given or pending) of some players, by player id. */
export async function consentsOf(db: Queryable, playerIds: string[]) {
  const byPlayer = new Map<string, PlayerSummary['consents']>();
  if (playerIds.length === 0) return byPlayer;
  const rows = await db
    .select({
      playerId: playerConsents.playerId,
      publicId: consents.publicId,
      name: consents.name,
      state: playerConsents.state,
    })
    .from(playerConsents)
    .innerJoin(consents, eq(consents.id, playerConsents.consentId))
    .where(and(inArray(playerConsents.playerId, playerIds), ne(playerConsents.state, 'withdrawn')));
  for (const r of rows) {
    const list = byPlayer.get(r.playerId) ?? [];
    list.push({ public_id: r.publicId, name: r.name, state: r.state });
    byPlayer.set(r.playerId, list);
  }
  return byPlayer;
}

export function toSummary(row: PlayerRow, given: PlayerSummary['consents']): PlayerSummary {
  return {
    public_id: row.publicId,
    name: playerName(row),
    email: row.email,
    games_played: row.gamesPlayed,
    plays: row.plays,
    best_score: row.bestScore,
    wins: row.wins,
    consents: given,
    first_seen_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
  };
}

function personalOf(row: PlayerRow) {
  return {
    public_id: row.publicId,
    display_name: row.displayName,
    avatar: row.avatar,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    birth_date: row.birthDate,
    postcode: row.postcode,
    custom_fields: Object.entries(row.customFields ?? {}).map(([key, value]) => ({ key, value })),
  };
}

async function timeline(db: Queryable, playerId: string): Promise<PlayRecord[]> {
  const rows = await db
    .select({ play: gameplays, gamePublicId: games.publicId, gameName: games.name })
    .from(gameplays)
    .innerJoin(games, eq(games.id, gameplays.gameId))
    .where(eq(gameplays.playerId, playerId))
    .orderBy(desc(gameplays.startedAt), desc(gameplays.id))
    .limit(TIMELINE_LIMIT);
  return rows.map(({ play, gamePublicId, gameName }) => ({
    game_public_id: gamePublicId,
    game_name: gameName,
    status: play.status,
    score: play.score,
    started_at: play.startedAt.toISOString(),
    ended_at: play.endedAt?.toISOString() ?? null,
    duration_ms: play.durationMs,
  }));
}

/** Everything the business holds about one player (a subject access request). */
export async function accessData(db: Queryable, row: PlayerRow): Promise<PlayerDataResponse> {
  const [account] = await db
    .select({ publicId: accounts.publicId, name: accounts.businessName })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  return {
    business: { public_id: account!.publicId, business_name: account!.name },
    player: {
      ...personalOf(row),
      first_seen_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
    },
    plays: await timeline(db, row.id),
    consents: await consentHistory(db, row.id),
  };
}

export function createPlayerService(db: Database) {
  async function list(
    accountId: string,
    q: z.output<typeof PlayerListQuery>,
  ): Promise<PlayerListResponse> {
    const where = playerFilter(accountId, q);
    const page = q.cursor ? sql`${where} and ${afterCursor(q.sort, q.cursor)}` : where;
    // Counting a million matches costs more than the page: count up to the cap only. Without a
    // search, in the list's order (the count walks the page's index and stops at the cap); a
    // search is counted through its prefix indexes first, and when it has few matches the page
    // reads them there too instead of walking the sort's index (see `orderBy`).
    const count = (ordered: boolean) =>
      queryRows<{ n: number }>(
        db,
        sql`select count(*)::integer as n from (select 1 from ${players} where ${where}
          ${ordered ? sql`order by ${orderBy(q.sort)}` : sql``} limit ${PLAYER_TOTAL_CAP + 1}) t`,
      );
    const rowsOf = (fewMatches: boolean) =>
      db
        .select(pageColumns)
        .from(players)
        .where(page)
        .orderBy(orderBy(q.sort, fewMatches))
        .limit(q.page_size + 1)
        .offset(q.cursor ? 0 : (q.page - 1) * q.page_size);
    let rows: Awaited<ReturnType<typeof rowsOf>>;
    let counted: { n: number }[];
    if (q.search) {
      counted = await count(false);
      rows = await rowsOf(Number(counted[0]?.n ?? 0) <= PLAYER_TOTAL_CAP);
    } else {
      [rows, counted] = await Promise.all([rowsOf(false), count(true)]);
    }
    const more = rows.length > q.page_size;
    const shown = rows.slice(0, q.page_size);
    const given = await consentsOf(
      db,
      shown.map((r) => r.id),
    );
    const n = Number(counted[0]?.n ?? 0);
    return {
      data: shown.map((r) => toSummary(r, given.get(r.id) ?? [])),
      meta: {
        page: q.page,
        page_size: q.page_size,
        total: Math.min(n, PLAYER_TOTAL_CAP),
        total_exact: n <= PLAYER_TOTAL_CAP,
        next_cursor: more ? encodeCursor(q.sort, shown[shown.length - 1]!) : null,
      },
    };
  }

  async function find(accountId: string, publicId: string): Promise<PlayerRow> {
    const [row] = await db
      .select()
      .from(players)
      .where(
        and(
          eq(players.accountId, accountId),
          eq(players.publicId, publicId),
          isNull(players.erasedAt),
          sql`${players.identifiedAt} is not null`,
        ),
      );
    if (!row) throw notFound(PLAYER_NOT_FOUND);
    return row;
  }

  async function detail(accountId: string, publicId: string): Promise<PlayerDetail> {
    const row = await find(accountId, publicId);
    const [given, plays, history] = await Promise.all([
      consentsOf(db, [row.id]),
      timeline(db, row.id),
      consentHistory(db, row.id),
    ]);
    return {
      ...toSummary(row, given.get(row.id) ?? []),
      personal: personalOf(row),
      plays_timeline: plays,
      consent_history: history,
    };
  }

  async function eraseOne(accountId: string, publicId: string, byUserId: string) {
    const row = await find(accountId, publicId);
    await db.transaction((tx) =>
      erasePlayers(tx, accountId, sql`${players.id} = ${row.id}`, { scope: 'one', byUserId }),
    );
  }

  async function eraseMany(
    accountId: string,
    q: z.output<typeof ErasePlayersRequest>,
    byUserId: string,
  ): Promise<number> {
    if (!hasCriterion(q))
      throw badRequest('Choose which players to erase: a search, a game, dates or another filter.');
    return db.transaction((tx) =>
      erasePlayers(tx, accountId, playerFilter(accountId, q), { scope: 'bulk', byUserId }),
    );
  }

  return { list, detail, eraseOne, eraseMany };
}
