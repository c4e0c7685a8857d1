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

/** Each step's count in `[from, to)` for a game (or a whole account), by `groupBy` when given. */
export async function countSteps(
  db: Queryable,
  scope: { gameId: string } | { accountId: string },
  from: Date,
  to: Date,
  groupBy?: FunnelDimension,
): Promise<StepCount[]> {
  const owner =
    'gameId' in scope ? sql`game_id = ${scope.gameId}` : sql`account_id = ${scope.accountId}`;
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  const rows = await queryRows<{ step: string; key: string; n: string | number }>(
    db,
    sql`
      with state as (
        select coalesce(
          (select rolled_until from analytics_rollup_state where id = ${ROLLUP_ID}),
          '-infinity'::timestamptz) as until
      ), counted as (
        select step, value as key, sum(n)::bigint as n
        from analytics_hourly, state
        where ${owner} and dimension = ${groupBy ?? ''}
          and hour >= ${fromIso}::timestamptz and hour < least(${toIso}::timestamptz, state.until)
        group by 1, 2
        union all
        select step, ${dimensionValue(groupBy)} as key, count(*)::bigint as n
        from analytics_events, state
        where ${owner}
          and at >= greatest(${fromIso}::timestamptz, state.until) and at < ${toIso}::timestamptz
        group by 1, 2
      )
      select step, key, sum(n)::bigint as n from counted group by 1, 2`,
  );
  return rows.map((r) => ({ step: r.step, key: r.key, n: Number(r.n) }));
}
