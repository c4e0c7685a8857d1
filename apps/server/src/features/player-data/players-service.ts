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
  type PlayerRewardRecord,
  type PlayerSummary,
  type PlayRecord,
  type Risk,
} from '@playdesk/contract';
import type { z } from 'zod';
import { audit, type AuditContext } from '../../db/audit-log.js';
import type { Database, Queryable } from '../../db/client.js';
import {
  accounts,
  consents,
  gameplays,
  games,
  loyaltyMembers,
  playerConsents,
  playerGames,
  placements,
  playerRewards,
  players,
  rewards,
  riskAssessments,
  type StoredRiskReason,
} from '../../db/schema.js';
import { queryRows } from '../../db/rows.js';
import { badRequest, notFound } from '../../http/errors.js';
import { wonRowStatus } from '../rewards/won-status.js';
import { NO_RISK, riskView } from '../fair-play/reasons.js';
import { consentHistory } from './consents.js';
import { erasePlayers } from './erasure.js';
import {
  afterCursor,
  encodeCursor,
  hasCriterion,
  matchingIds,
  orderBy,
  pageColumns,
  playerFilter,
} from './filters.js';

type PlayerRow = typeof players.$inferSelect;
export const PLAYER_NOT_FOUND = 'Player not found.';
const TIMELINE_LIMIT = 200;

/** `players.id` is one of `ids` (at most the list's cap of them), as one array parameter. */
const inIds = (ids: string[]) =>
  ids.length === 0 ? sql`false` : sql`${players.id} = any(${sql.param(ids)}::uuid[])`;

export const playerName = (
  row: Pick<PlayerRow, 'firstName' | 'lastName' | 'displayName'>,
): string | null => [row.firstName, row.lastName].filter(Boolean).join(' ') || row.displayName;

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

/** How many rewards each of some players won (issue 12), by player id; none is absent. */
export async function rewardCountsOf(db: Queryable, playerIds: string[]) {
  if (playerIds.length === 0) return new Map<string, number>();
  const rows = await queryRows<{ player_id: string; n: number }>(
    db,
    sql`select player_id, count(*)::integer as n from ${playerRewards}
      where player_id = any(${sql.param(playerIds)}::uuid[]) group by player_id`,
  );
  return new Map(rows.map((r) => [r.player_id, Number(r.n)]));
}

/**
 * The loyalty points and level of some players (docs/loyalty.md#player-data), by player id; a
 * player who is not a member is absent. One probe of loyalty_members' primary key per player.
 */
export async function loyaltyOf(db: Queryable, playerIds: string[]) {
  if (playerIds.length === 0) return new Map<string, PlayerSummary['loyalty']>();
  const rows = await queryRows<{ player_id: string; balance: number; level: string | null }>(
    db,
    sql`select player_id, balance, level from ${loyaltyMembers}
      where player_id = any(${sql.param(playerIds)}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.player_id, { points: Number(r.balance), level: r.level }]));
}

/** The rewards one player won, newest first (the player detail). */
async function rewardsWon(db: Queryable, playerId: string): Promise<PlayerRewardRecord[]> {
  const rows = await db
    .select({
      win: playerRewards,
      rewardPublicId: rewards.publicId,
      rewardName: rewards.name,
      gamePublicId: games.publicId,
      gameName: games.name,
    })
    .from(playerRewards)
    .innerJoin(rewards, eq(rewards.id, playerRewards.rewardId))
    .leftJoin(games, eq(games.id, playerRewards.gameId))
    .where(eq(playerRewards.playerId, playerId))
    .orderBy(desc(playerRewards.wonAt), desc(playerRewards.id))
    .limit(TIMELINE_LIMIT);
  return rows.map(({ win, rewardPublicId, rewardName, gamePublicId, gameName }) => ({
    id: win.publicId,
    reward: { public_id: rewardPublicId, name: rewardName },
    game: gamePublicId && gameName ? { public_id: gamePublicId, name: gameName } : null,
    code: win.code ?? win.link,
    won_at: win.wonAt.toISOString(),
    expires_at: win.expiresAt?.toISOString() ?? null,
    redeemed_at: win.redeemedAt?.toISOString() ?? null,
    status: wonRowStatus(win),
  }));
}

/**
 * The names of the placements some players came through (docs/insight.md#placements), by
 * placement id: one probe of the primary key per placement of the page.
 */
export async function placementNamesOf(
  db: Queryable,
  rows: Pick<PlayerRow, 'placementId'>[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.placementId ? [r.placementId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: placements.id, name: placements.name })
    .from(placements)
    .where(inArray(placements.id, ids));
  return new Map(found.map((p) => [p.id, p.name]));
}

/** A player's first touch (docs/insight.md#attribution), with their placement's name. */
export function attributionOfPlayer(
  row: Pick<PlayerRow, 'source' | 'medium' | 'campaign' | 'placementId' | 'variant'>,
  placementNames: ReadonlyMap<string, string>,
) {
  return {
    source: row.source,
    medium: row.medium,
    campaign: row.campaign,
    placement: row.placementId ? (placementNames.get(row.placementId) ?? null) : null,
    variant: row.variant,
  };
}

export function toSummary(
  row: PlayerRow,
  given: PlayerSummary['consents'],
  rewardsCount: number,
  placementNames: ReadonlyMap<string, string>,
  risk: Risk,
  loyalty: PlayerSummary['loyalty'] = null,
): PlayerSummary {
  return {
    public_id: row.publicId,
    name: playerName(row),
    email: row.email,
    games_played: row.gamesPlayed,
    plays: row.plays,
    best_score: row.bestScore,
    wins: row.wins,
    rewards: rewardsCount,
    consents: given,
    first_seen_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    language: row.language,
    ...attributionOfPlayer(row, placementNames),
    risk,
    loyalty,
  };
}

/**
 * The labels of a player's custom fields, by key, from the forms of the business's games: a key
 * can be on several forms (the values of every form merge into one player), so the label of the
 * game this player played last wins, then the most recently edited game. A key no form has any
 * more (the field was since removed) has no label: it is shown by its key.
 */
export async function customFieldLabels(
  db: Queryable,
  row: PlayerRow,
): Promise<Map<string, string>> {
  const keys = Object.keys(row.customFields ?? {});
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{ key: string; label: string }>(
    db,
    sql`select distinct on (f->>'key') f->>'key' as key, f->>'label' as label
      from ${games} g
      left join ${playerGames} pg on pg.game_id = g.id and pg.player_id = ${row.id}
      cross join lateral jsonb_array_elements(case
        when jsonb_typeof(g.settings->'lead_form'->'fields') = 'array'
        then g.settings->'lead_form'->'fields' else '[]'::jsonb end) f
      where g.account_id = ${row.accountId}
        and f->>'key' in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})
        and f->>'type' in ('text', 'choice', 'checkbox')
        and coalesce(f->>'label', '') <> ''
      order by f->>'key', pg.last_played_at desc nulls last, g.updated_at desc, g.id`,
  );
  return new Map(rows.map((r) => [r.key, r.label]));
}

function personalOf(row: PlayerRow, labels: ReadonlyMap<string, string>) {
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
    custom_fields: Object.entries(row.customFields ?? {}).map(([key, value]) => ({
      key,
      label: labels.get(key) ?? null,
      value,
    })),
  };
}

async function timeline(
  db: Queryable,
  playerId: string,
  language: string | null,
): Promise<PlayRecord[]> {
  const rows = await db
    .select({
      play: gameplays,
      gamePublicId: games.publicId,
      gameName: games.name,
      risk: riskAssessments,
    })
    .from(gameplays)
    .innerJoin(games, eq(games.id, gameplays.gameId))
    .leftJoin(riskAssessments, eq(riskAssessments.gameplayId, gameplays.id))
    .where(eq(gameplays.playerId, playerId))
    .orderBy(desc(gameplays.startedAt), desc(gameplays.id))
    .limit(TIMELINE_LIMIT);
  return rows.map(({ play, gamePublicId, gameName, risk }) => ({
    game_public_id: gamePublicId,
    game_name: gameName,
    status: play.status,
    score: play.score,
    reason: play.status === 'playing' ? null : play.reason,
    result: play.status === 'playing' ? null : play.result,
    started_at: play.startedAt.toISOString(),
    ended_at: play.endedAt?.toISOString() ?? null,
    duration_ms: play.durationMs,
    language: play.language,
    risk: riskView(risk, language),
  }));
}

/**
 * Each player's highest risk, of a play or a form (the newest of equals; `PlayerSummary.risk`), by
 * player id; a player without a risky play or form is absent (score 0). One statement for a whole
 * page: per player, one backward probe of `risk_assessments_player_score_idx` (player, score,
 * created_at) that stops at its first row, however many assessments a script's player has.
 */
export async function highestRisks(
  db: Queryable,
  playerIds: string[],
  language: string | null,
): Promise<Map<string, Risk>> {
  if (playerIds.length === 0) return new Map();
  const rows = await queryRows<{
    player_id: string;
    score: number;
    kind: 'play' | 'lead';
    reasons: StoredRiskReason[] | string;
  }>(
    db,
    sql`select p.id as player_id, ra.score, ra.kind, ra.reasons
        from unnest(${sql.param(playerIds)}::uuid[]) as p(id)
        cross join lateral (
          select a.score, a.kind, a.reasons from ${riskAssessments} a
          where a.player_id = p.id
          order by a.score desc, a.created_at desc
          limit 1
        ) ra`,
  );
  return new Map(
    rows.map((r) => [
      r.player_id,
      riskView(
        {
          score: Number(r.score),
          kind: r.kind,
          // PGlite and node-postgres both parse jsonb; a string only if a driver did not.
          reasons:
            typeof r.reasons === 'string'
              ? (JSON.parse(r.reasons) as StoredRiskReason[])
              : r.reasons,
        },
        language,
      ),
    ]),
  );
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
      ...personalOf(row, await customFieldLabels(db, row)),
      first_seen_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
    },
    plays: await timeline(db, row.id, row.language),
    consents: await consentHistory(db, row.id),
    rewards: await rewardsWon(db, row.id),
  };
}

export function createPlayerService(db: Database) {
  /**
   * The ids of the filter's matches, up to one more than the cap (a count of a million matches
   * would cost more than the page). Never a parallel plan: at most 1 001 rows are read, and
   * starting worker processes costs more than that on a busy server (it made a filtered page
   * take half a second at a million players).
   */
  const matches = (accountId: string, q: z.output<typeof PlayerListQuery>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return queryRows<{ id: string }>(tx, matchingIds(accountId, q, PLAYER_TOTAL_CAP + 1));
    });

  async function list(
    accountId: string,
    q: z.output<typeof PlayerListQuery>,
    language: string | null = null,
  ): Promise<PlayerListResponse> {
    const where = playerFilter(accountId, q);
    const page = q.cursor ? sql`${where} and ${afterCursor(q.sort, q.cursor)}` : where;
    /**
     * The page in the sort's order. Many matches: walk the sort's index, checking each player
     * (the matches are dense enough that a page is found after a few rows). Few (`among`, at most
     * the cap): read just those players by primary key and sort them — walking the index would
     * read most of the table to find them when they are rare (a small game, a rare search).
     */
    const rowsOf = (among: string[] | null) =>
      db
        .select(pageColumns)
        .from(players)
        .where(among ? sql`${page} and ${inIds(among)}` : page)
        .orderBy(orderBy(q.sort, among !== null))
        .limit(q.page_size + 1)
        .offset(q.cursor ? 0 : (q.page - 1) * q.page_size);
    let rows: Awaited<ReturnType<typeof rowsOf>>;
    let found: { id: string }[];
    if (hasCriterion(q)) {
      found = await matches(accountId, q);
      rows = await rowsOf(found.length <= PLAYER_TOTAL_CAP ? found.map((r) => r.id) : null);
    } else {
      // Every known player: the page walks its index from the top, alongside the count.
      [rows, found] = await Promise.all([rowsOf(null), matches(accountId, q)]);
    }
    const more = rows.length > q.page_size;
    const shown = rows.slice(0, q.page_size);
    const ids = shown.map((r) => r.id);
    const [given, won, placed, risks, points] = await Promise.all([
      consentsOf(db, ids),
      rewardCountsOf(db, ids),
      placementNamesOf(db, shown),
      highestRisks(db, ids, language),
      loyaltyOf(db, ids),
    ]);
    const n = found.length;
    return {
      data: shown.map((r) =>
        toSummary(
          r,
          given.get(r.id) ?? [],
          won.get(r.id) ?? 0,
          placed,
          risks.get(r.id) ?? NO_RISK,
          points.get(r.id) ?? null,
        ),
      ),
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

  async function detail(
    accountId: string,
    publicId: string,
    language: string | null = null,
  ): Promise<PlayerDetail> {
    const row = await find(accountId, publicId);
    const [given, plays, history, labels, won, wonCount, placed, risk, points] = await Promise.all([
      consentsOf(db, [row.id]),
      timeline(db, row.id, language),
      consentHistory(db, row.id),
      customFieldLabels(db, row),
      rewardsWon(db, row.id),
      rewardCountsOf(db, [row.id]),
      placementNamesOf(db, [row]),
      highestRisks(db, [row.id], language),
      loyaltyOf(db, [row.id]),
    ]);
    return {
      ...toSummary(
        row,
        given.get(row.id) ?? [],
        wonCount.get(row.id) ?? 0,
        placed,
        risk.get(row.id) ?? NO_RISK,
        points.get(row.id) ?? null,
      ),
      personal: personalOf(row, labels),
      plays_timeline: plays,
      consent_history: history,
      rewards_won: won,
    };
  }

  async function eraseOne(
    accountId: string,
    publicId: string,
    byUserId: string,
    who: AuditContext,
  ) {
    const row = await find(accountId, publicId);
    await db.transaction(async (tx) => {
      await erasePlayers(tx, accountId, sql`${players.id} = ${row.id}`, {
        scope: 'one',
        byUserId,
      });
      await audit(tx, who, {
        action: 'players.erased',
        target: { type: 'player', id: publicId },
        after: { scope: 'one', erased: 1 },
      });
    });
  }

  async function eraseMany(
    accountId: string,
    q: z.output<typeof ErasePlayersRequest>,
    byUserId: string,
    who: AuditContext,
  ): Promise<number> {
    if (!hasCriterion(q))
      throw badRequest('Choose which players to erase: a search, a game, dates or another filter.');
    return db.transaction(async (tx) => {
      const erased = await erasePlayers(tx, accountId, playerFilter(accountId, q), {
        scope: 'bulk',
        byUserId,
      });
      await audit(tx, who, {
        action: 'players.erased',
        after: { scope: 'bulk', filters: q, erased },
      });
      return erased;
    });
  }

  return { list, detail, eraseOne, eraseMany };
}
