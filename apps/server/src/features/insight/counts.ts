/**
 * Counting steps over a period: the hourly rollups for the hours the rollup job has closed, the
 * events themselves after that (rollup.ts). One query shape for the funnel, the dashboard and the
 * experiments, so every figure agrees with a recount of the events.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FunnelDimension } from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

/** The rollup state's row (analytics_rollup_state). */
export const ROLLUP_ID = 'funnel';

/** How a dimension's value reads from an event; a value never recorded reads `unknown`. */
const DIMENSION_SQL: Record<FunnelDimension, SQL> = {
  source: sql`source`,
  medium: sql`medium`,
  campaign: sql`campaign`,
  referrer: sql`referrer`,
  host: sql`host`,
  placement: sql`placement_id::text`,
  language: sql`language`,
  device: sql`device`,
  returning: sql`case when "returning" then 'returning' when not "returning" then 'new' end`,
  variant: sql`variant`,
};

export const UNKNOWN_KEY = 'unknown';

/** An event's value of `dimension` (`''` for the totals' rows, whose dimension is `''`). */
export function dimensionValue(dimension: FunnelDimension | undefined): SQL {
  return dimension ? sql`coalesce(${DIMENSION_SQL[dimension]}, ${UNKNOWN_KEY})` : sql`''`;
}

/** Every (dimension, value) row an event is counted in: its totals and one per dimension. */
export function dimensionRows(): SQL {
  const rows = [
    sql`('', '')`,
    ...(Object.keys(DIMENSION_SQL) as FunnelDimension[]).map(
      (d) => sql`(${d}, ${dimensionValue(d)})`,
    ),
  ];
  return sql`(values ${sql.join(rows, sql`, `)}) as d(dimension, value)`;
}

export interface StepCount {
  step: string;
  key: string;
  n: number;
}

export const DAY_MS = 86_400_000;

/** The UTC days `from`–`to` (YYYY-MM-DD, both included) as `[from 00:00, the day after to 00:00)`. */
export function dayRange(from: string, to: string): [Date, Date] {
  return [new Date(`${from}T00:00:00Z`), new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)];
}

/** Where the rollups end (`rolled_until`), or null before the first rollup. */
async function rolledUntil(db: Queryable): Promise<Date | null> {
  const [row] = await queryRows<{ until: string | Date }>(
    db,
    sql`select rolled_until as until from analytics_rollup_state where id = ${ROLLUP_ID}`,
  );
  return row ? new Date(row.until) : null;
}

const iso = (d: Date) => d.toISOString();
const later = (a: Date, b: Date) => (a > b ? a : b);
const sooner = (a: Date, b: Date) => (a < b ? a : b);

/**
 * Each step's count in `[from, to)` — whole UTC days — for a game (or a whole account), by
 * `groupBy` when given. Three parts, each over what it holds exactly: the daily rollups for the
 * days closed, the hourly ones for the hours closed since, the events after `rolled_until`. The
 * limits are read first and sent as constants, so each part is planned for its own range.
 */
export async function countSteps(
  db: Queryable,
  scope: { gameId: string } | { accountId: string },
  from: Date,
  to: Date,
  groupBy?: FunnelDimension,
): Promise<StepCount[]> {
  const owner =
    'gameId' in scope ? sql`game_id = ${scope.gameId}` : sql`account_id = ${scope.accountId}`;
  const dimension = groupBy ?? '';
  const until = (await rolledUntil(db)) ?? from;
  const untilDay = new Date(Math.floor(until.getTime() / DAY_MS) * DAY_MS);
  const parts: SQL[] = [];
  const days = [from, sooner(to, untilDay)] as const;
  if (days[0] < days[1])
    parts.push(sql`
      select step, value as key, sum(n)::bigint as n from analytics_daily
      where ${owner} and dimension = ${dimension}
        and day >= ${iso(days[0])}::timestamptz and day < ${iso(days[1])}::timestamptz
      group by 1, 2`);
  const hours = [later(from, untilDay), sooner(to, until)] as const;
  if (hours[0] < hours[1])
    parts.push(sql`
      select step, value as key, sum(n)::bigint as n from analytics_hourly
      where ${owner} and dimension = ${dimension}
        and hour >= ${iso(hours[0])}::timestamptz and hour < ${iso(hours[1])}::timestamptz
      group by 1, 2`);
  const live = [later(from, until), to] as const;
  if (live[0] < live[1])
    parts.push(sql`
      select step, ${dimensionValue(groupBy)} as key, count(*)::bigint as n from analytics_events
      where ${owner}
        and at >= ${iso(live[0])}::timestamptz and at < ${iso(live[1])}::timestamptz
      group by 1, 2`);
  if (parts.length === 0) return [];
  const rows = await queryRows<{ step: string; key: string; n: string | number }>(
    db,
    sql`select step, key, sum(n)::bigint as n from (${sql.join(parts, sql` union all `)}) counted
        group by 1, 2`,
  );
  return rows.map((r) => ({ step: r.step, key: r.key, n: Number(r.n) }));
}

/**
 * Rolls one period after another with `next` (one transaction each, answering the period rolled or
 * null when none is due) until none is due, `max` are done or `signal` aborts; answers how many.
 */
export async function rollWhileDue<P>(
  next: () => Promise<P | null>,
  max: number,
  signal: AbortSignal | undefined,
  onRolled: ((period: P) => void) | undefined,
): Promise<number> {
  let rolled = 0;
  while (rolled < max && !signal?.aborted) {
    const period = await next();
    if (period === null) break;
    onRolled?.(period);
    rolled++;
  }
  return rolled;
}
