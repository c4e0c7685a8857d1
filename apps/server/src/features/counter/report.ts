/**
 * The redemption report (docs/rewards.md#report): per reward, location and day — issued, redeemed,
 * expired, voided, the redemption rate (of the rewards issued, those redeemed so far: numerator
 * and denominator about the same rewards, both given) and the median time from win to
 * redemption — with totals,
 * as a page of JSON or every row as CSV (http/csv-export.ts); and the conflicts the offline queues
 * revealed (docs/rewards.md#offline-and-conflicts).
 *
 * A redemption counts on the day of its location's time zone; issuing, expiring and voiding have
 * no location and count on their UTC day (the contract's RedemptionReportQuery).
 */
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PageRequest,
  RedemptionReportResponse,
  RedemptionReportRow,
} from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { csvDownload } from '../../http/csv-export.js';
import { notFound } from '../../http/errors.js';
import { counterRewards } from './redeem.js';

export interface ReportFilter {
  from: string;
  to: string;
  reward?: string | undefined;
  location?: string | undefined;
}

interface GroupRow {
  n: number;
  day: string;
  reward_public_id: string;
  reward_name: string;
  location_public_id: string | null;
  location_name: string | null;
  issued: number;
  redeemed: number;
  expired: number;
  voided: number;
  issued_redeemed: number;
  median: number | string | null;
}

/** The internal id of the account's reward or location of that public id; a 404 without one. */
async function idOf(
  db: Database,
  table: 'rewards' | 'locations',
  accountId: string,
  publicId: string,
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from ${sql.identifier(table)} where account_id = ${accountId} and public_id = ${publicId}`,
  );
  if (!row) throw notFound(table === 'rewards' ? 'No such reward.' : 'No such location.');
  return row.id;
}

/** Internal ids of the filter's reward and location (a 404 when the account has no such one). */
async function resolveFilter(db: Database, accountId: string, f: ReportFilter) {
  return {
    rewardId: f.reward === undefined ? null : await idOf(db, 'rewards', accountId, f.reward),
    // A deleted location keeps its redemptions' record: it can still be reported on.
    locationId:
      f.location === undefined ? null : await idOf(db, 'locations', accountId, f.location),
  };
}

/**
 * Every counted event of the account in the period, one row each: a win issued, redeemed, expired
 * or voided, with its reward, location (redemptions only) and day. The timestamps are first cut to
 * the period widened by a day each side (index-friendly, any time zone's day fits), then each
 * event's exact day is compared.
 */
function eventsOf(accountId: string, f: ReportFilter, ids: { rewardId: string | null }): SQL {
  const lo = sql`(${f.from}::date - 1)::timestamptz`;
  const hi = sql`(${f.to}::date + 2)::timestamptz`;
  const reward = ids.rewardId ? sql`and pr.reward_id = ${ids.rewardId}` : sql``;
  return sql`
    select pr.reward_id, null::uuid as location_id, (pr.won_at at time zone 'UTC')::date as day,
      1 as issued, 0 as redeemed, 0 as expired, 0 as voided,
      (pr.redeemed_at is not null)::int as issued_redeemed, null::float8 as secs
    from player_rewards pr
    where pr.account_id = ${accountId} and pr.won_at >= ${lo} and pr.won_at < ${hi} ${reward}
    union all
    select pr.reward_id, pr.redeemed_location_id,
      (pr.redeemed_at at time zone coalesce(l.time_zone, 'UTC'))::date,
      0, 1, 0, 0, 0, extract(epoch from pr.redeemed_at - pr.won_at)::float8
    from player_rewards pr left join locations l on l.id = pr.redeemed_location_id
    where pr.account_id = ${accountId} and pr.redeemed_at >= ${lo} and pr.redeemed_at < ${hi}
      ${reward}
    union all
    select pr.reward_id, null, (pr.expires_at at time zone 'UTC')::date, 0, 0, 1, 0, 0, null
    from player_rewards pr
    where pr.account_id = ${accountId} and pr.redeemed_at is null and pr.voided_at is null
      and pr.expires_at <= now() and pr.expires_at >= ${lo} and pr.expires_at < ${hi} ${reward}
    union all
    select pr.reward_id, null, (pr.voided_at at time zone 'UTC')::date, 0, 0, 0, 1, 0, null
    from player_rewards pr
    where pr.account_id = ${accountId} and pr.voided_at >= ${lo} and pr.voided_at < ${hi}
      ${reward}`;
}

function filtered(
  accountId: string,
  f: ReportFilter,
  ids: Awaited<ReturnType<typeof resolveFilter>>,
) {
  const location = ids.locationId ? sql`and e.location_id = ${ids.locationId}` : sql``;
  return sql`select e.* from (${eventsOf(accountId, f, ids)}) e
    where e.day between ${f.from}::date and ${f.to}::date ${location}`;
}

/** The report's rows, numbered in their order (newest day first, then reward, then location). */
function groups(events: SQL, after: number, limit: number): SQL {
  return sql`
    select * from (
      select row_number() over (
               order by g.day desc, r.name, r.public_id, l.name nulls first, l.public_id
             )::int as n,
        g.day::text as day, r.public_id as reward_public_id, r.name as reward_name,
        l.public_id as location_public_id, l.name as location_name,
        g.issued, g.redeemed, g.expired, g.voided, g.issued_redeemed, g.median
      from (
        select e.day, e.reward_id, e.location_id,
          sum(e.issued)::int as issued, sum(e.redeemed)::int as redeemed,
          sum(e.expired)::int as expired, sum(e.voided)::int as voided,
          sum(e.issued_redeemed)::int as issued_redeemed,
          percentile_cont(0.5) within group (order by e.secs) as median
        from (${events}) e
        group by e.day, e.reward_id, e.location_id
      ) g
      join rewards r on r.id = g.reward_id
      left join locations l on l.id = g.location_id
    ) numbered
    where n > ${after}
    order by n
    limit ${limit}`;
}

const rate = (redeemed: number, issued: number) =>
  issued === 0 ? null : Math.round((redeemed / issued) * 10000) / 10000;
const median = (v: number | string | null) => (v === null ? null : Math.round(Number(v)));

function toRow(g: GroupRow): z.infer<typeof RedemptionReportRow> {
  return {
    day: g.day,
    reward: { public_id: g.reward_public_id, name: g.reward_name },
    location:
      g.location_public_id === null
        ? null
        : { public_id: g.location_public_id, name: g.location_name! },
    issued: g.issued,
    redeemed: g.redeemed,
    expired: g.expired,
    voided: g.voided,
    issued_redeemed: g.issued_redeemed,
    redemption_rate: rate(g.issued_redeemed, g.issued),
    median_seconds_to_redeem: median(g.median),
  };
}

export async function redemptionReport(
  db: Database,
  accountId: string,
  f: ReportFilter,
  page: PageRequest,
): Promise<RedemptionReportResponse> {
  const ids = await resolveFilter(db, accountId, f);
  const events = filtered(accountId, f, ids);
  const [rows, [totals]] = await Promise.all([
    queryRows<GroupRow>(db, groups(events, (page.page - 1) * page.page_size, page.page_size)),
    queryRows<{
      rows: number;
      issued: number;
      redeemed: number;
      expired: number;
      voided: number;
      issued_redeemed: number;
      median: number | string | null;
    }>(
      db,
      sql`select count(distinct (e.day, e.reward_id, e.location_id))::int as rows,
            coalesce(sum(e.issued), 0)::int as issued, coalesce(sum(e.redeemed), 0)::int as redeemed,
            coalesce(sum(e.expired), 0)::int as expired, coalesce(sum(e.voided), 0)::int as voided,
            coalesce(sum(e.issued_redeemed), 0)::int as issued_redeemed,
            percentile_cont(0.5) within group (order by e.secs) as median
          from (${events}) e`,
    ),
  ]);
  const t = totals!;
  return {
    data: rows.map(toRow),
    meta: { page: page.page, page_size: page.page_size, total: t.rows },
    totals: {
      issued: t.issued,
      redeemed: t.redeemed,
      expired: t.expired,
      voided: t.voided,
      issued_redeemed: t.issued_redeemed,
      redemption_rate: rate(t.issued_redeemed, t.issued),
      median_seconds_to_redeem: median(t.median),
    },
  };
}

export const REPORT_CSV_COLUMNS = [
  'day',
  'reward',
  'reward_id',
  'location',
  'location_id',
  'issued',
  'redeemed',
  'expired',
  'voided',
  'redemption_rate',
  'median_seconds_to_redeem',
  // Added after the others, so a sheet that reads columns by position keeps working.
  'issued_redeemed',
];

/** Every row of the report as CSV, streamed in batches (never all in memory). */
export async function exportReport(
  db: Database,
  accountId: string,
  f: ReportFilter,
): Promise<Readable> {
  const ids = await resolveFilter(db, accountId, f);
  const events = filtered(accountId, f, ids);
  return csvDownload<GroupRow>({
    columns: REPORT_CSV_COLUMNS,
    batch: (after, limit) => queryRows<GroupRow>(db, groups(events, after?.n ?? 0, limit)),
    cells: (g) => {
      const row = toRow(g);
      return [
        row.day,
        row.reward.name,
        row.reward.public_id,
        row.location?.name ?? '',
        row.location?.public_id ?? '',
        row.issued,
        row.redeemed,
        row.expired,
        row.voided,
        row.redemption_rate ?? '',
        row.median_seconds_to_redeem ?? '',
        row.issued_redeemed,
      ];
    },
  });
}

interface ConflictRow {
  public_id: string;
  player_reward_id: string;
  kept_at: Date | string;
  kept_by: string | null;
  kept_location_public_id: string | null;
  kept_location_name: string | null;
  refused_at: Date | string;
  refused_by: string | null;
  refused_location_public_id: string | null;
  refused_location_name: string | null;
  created_at: Date | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const place = (id: string | null, name: string | null) =>
  id === null ? null : { public_id: id, name: name! };

/** A page of the account's redemption conflicts, newest first, each with both records. */
export async function listConflicts(db: Database, accountId: string, page: PageRequest) {
  const [rows, [total]] = await Promise.all([
    queryRows<ConflictRow>(
      db,
      sql`select c.public_id, c.player_reward_id, c.kept_at, c.kept_by,
            kl.public_id as kept_location_public_id, kl.name as kept_location_name,
            c.refused_at, c.refused_by,
            rl.public_id as refused_location_public_id, rl.name as refused_location_name,
            c.created_at
          from redemption_conflicts c
          left join locations kl on kl.id = c.kept_location_id
          left join locations rl on rl.id = c.refused_location_id
          where c.account_id = ${accountId}
          order by c.created_at desc, c.id desc
          limit ${page.page_size} offset ${(page.page - 1) * page.page_size}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from redemption_conflicts where account_id = ${accountId}`,
    ),
  ]);
  const rewards = await counterRewards(
    db,
    accountId,
    rows.map((r) => r.player_reward_id),
  );
  return {
    data: rows.map((r) => ({
      public_id: r.public_id,
      reward: rewards.get(r.player_reward_id)!,
      kept: {
        at: iso(r.kept_at),
        location: place(r.kept_location_public_id, r.kept_location_name),
        by: r.kept_by,
      },
      refused: {
        at: iso(r.refused_at),
        location: place(r.refused_location_public_id, r.refused_location_name),
        by: r.refused_by,
      },
      created_at: iso(r.created_at),
    })),
    meta: { page: page.page, page_size: page.page_size, total: Number(total?.n ?? 0) },
  };
}
