/**
 * The Player Data export (docs/product-rules.md#player-data): CSV of the current filter, streamed
 * from the database in keyset batches by http/csv-export.ts (as a reward's winners are) — a
 * million rows never sit in memory, and a client that stops reading stops the reading of batches —
 * with spreadsheet formulas escaped (a cell starting with = + - @ gets a leading quote; http/csv.ts).
 * Each of the account's consents is a column holding the player's state.
 *
 * Memory (issue 11: RSS under ~200 MB for a million rows). The rows were never held, yet the RSS
 * rose by 100–150 MB: csv-stringify allocated ~7 KB of short-lived arrays and strings per row, so
 * the young generation filled (and was scavenged) several times a second, each time promoting the
 * batch then in flight to the old generation, which V8 let grow to ~4 times its live size before
 * collecting it. csv.ts writes the same bytes without that garbage. Each batch is one query (the
 * players with their consent states and reward counts) turned into one chunk of text.
 */
import type { Readable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import type { PlayerFilterQuery } from '@playdesk/contract';
import type { z } from 'zod';
import { audit, type AuditContext } from '../../db/audit-log.js';
import type { Database } from '../../db/client.js';
import {
  consents,
  gameplays,
  loyaltyMembers,
  placements,
  playerConsents,
  playerRewards,
  players,
} from '../../db/schema.js';
import { csvDownload } from '../../http/csv-export.js';
import { afterCursor, encodeCursor, lastSeenExact, orderBy, playerFilter } from './filters.js';
import { playerName } from './players-service.js';

const BASE_COLUMNS = [
  'name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'birth_date',
  'postcode',
  'games_played',
  'plays',
  'best_score',
  // What the player's latest play with a result came to (a personality test's outcome id).
  'last_result',
  'wins',
  'rewards',
  'first_seen_at',
  'last_seen_at',
  'language',
  // Where the player came from (docs/insight.md#attribution): their first touch.
  'source',
  'medium',
  'campaign',
  'placement',
  'variant',
  // Loyalty (docs/loyalty.md#player-data): the points and level of a member, empty otherwise.
  'loyalty_points',
  'loyalty_level',
];

/**
 * What a row of the export needs, in one query: the player's columns, the rewards they won and
 * their consents given or pending (`{consent id: state}` as JSON text, the same on both drivers),
 * each one probe of its table's player index.
 */
const exportColumns = {
  id: players.id,
  displayName: players.displayName,
  firstName: players.firstName,
  lastName: players.lastName,
  email: players.email,
  phone: players.phone,
  birthDate: players.birthDate,
  postcode: players.postcode,
  gamesPlayed: players.gamesPlayed,
  plays: players.plays,
  bestScore: players.bestScore,
  wins: players.wins,
  createdAt: players.createdAt,
  lastSeenAt: players.lastSeenAt,
  language: players.language,
  source: players.source,
  medium: players.medium,
  campaign: players.campaign,
  variant: players.variant,
  customFields: players.customFields,
  lastSeenExact,
  // Written out with aliases: inside a select list Drizzle names a column without its table, and
  // "player_id" = "id" would compare the inner table's own columns.
  rewards: sql<number>`(select count(*)::integer from ${playerRewards} pr
    where pr.player_id = players.id)`,
  consents: sql<string | null>`(select json_object_agg(pc.consent_id, pc.state)::text
    from ${playerConsents} pc where pc.player_id = players.id and pc.state <> 'withdrawn')`,
  // The placement's name: one probe of its primary key, for players who came through one.
  placement: sql<string | null>`(select pl.name from ${placements} pl
    where pl.id = players.placement_id)`,
  // One backward probe of the partial index of plays with a result (player, ended_at).
  // One probe of loyalty_members' primary key each; null for a player who is not a member.
  loyaltyPoints: sql<number | null>`(select lm.balance from ${loyaltyMembers} lm
    where lm.player_id = players.id)`,
  loyaltyLevel: sql<string | null>`(select lm.level from ${loyaltyMembers} lm
    where lm.player_id = players.id)`,
  lastResult: sql<string | null>`(select gp.result from ${gameplays} gp
    where gp.player_id = players.id and gp.result is not null
    order by gp.ended_at desc limit 1)`,
};

export async function exportPlayers(
  db: Database,
  accountId: string,
  q: z.output<typeof PlayerFilterQuery>,
  who: AuditContext,
): Promise<Readable> {
  // Recorded when asked for: the file may be cut short, but whoever asked got what was sent.
  await audit(db, who, { action: 'players.exported', after: { filters: q } });
  const columns = await db
    .select({ id: consents.id, name: consents.name })
    .from(consents)
    .where(eq(consents.accountId, accountId))
    .orderBy(asc(consents.createdAt), asc(consents.id));
  const where = playerFilter(accountId, q);
  type Row = Awaited<ReturnType<typeof readBatch>>[number];
  const readBatch = (after: string | null, limit: number) =>
    db
      .select(exportColumns)
      .from(players)
      .where(after ? sql`${where} and ${afterCursor('last_seen', after)}` : where)
      .orderBy(orderBy('last_seen'))
      .limit(limit);

  return csvDownload<Row>({
    columns: [...BASE_COLUMNS, ...columns.map((c) => `consent: ${c.name}`), 'custom_fields'],
    batch: (after, limit) => readBatch(after && encodeCursor('last_seen', after), limit),
    cells: (r) => {
      const states = r.consents ? (JSON.parse(r.consents) as Record<string, string>) : {};
      return [
        playerName(r) ?? '',
        r.firstName ?? '',
        r.lastName ?? '',
        r.email ?? '',
        r.phone ?? '',
        r.birthDate ?? '',
        r.postcode ?? '',
        r.gamesPlayed,
        r.plays,
        r.bestScore ?? '',
        r.lastResult ?? '',
        r.wins,
        r.rewards,
        r.createdAt.toISOString(),
        r.lastSeenAt.toISOString(),
        r.language ?? '',
        r.source ?? '',
        r.medium ?? '',
        r.campaign ?? '',
        r.placement ?? '',
        r.variant ?? '',
        r.loyaltyPoints ?? '',
        r.loyaltyLevel ?? '',
        ...columns.map((c) => states[c.id] ?? ''),
        JSON.stringify(r.customFields ?? {}),
      ];
    },
  });
}
