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

/** How a dimension reads in SQL; null values read as `unknown`. */
const DIMENSION_SQL: Record<FunnelDimension, SQL> = {
  source: sql`source`,
  medium: sql`medium`,
  campaign: sql`campaign`,
  referrer: sql`referrer`,
  host: sql`host`,
  placement: sql`placement_id::text`,
  language: sql`language`,
  device: sql`device`,
  returning: sql`case when returning then 'returning' when not returning then 'new' end`,
  variant: sql`variant`,
};

export const UNKNOWN_KEY = 'unknown';

export interface StepCount {
  step: string;
  key: string;
  n: number;
}

/**
 * Each step's count in `[from, to)` for a game (or a whole account), by `groupBy` when given.
 * `where` narrows further (an experiment: `experiment_id = …`).
 */
export async function countSteps(
  db: Queryable,
  scope: { gameId: string } | { accountId: string },
  from: Date,
  to: Date,
  groupBy?: FunnelDimension,
  where: SQL = sql`true`,
): Promise<StepCount[]> {
  const dim = groupBy ? sql`coalesce(${DIMENSION_SQL[groupBy]}, ${UNKNOWN_KEY})` : sql`''`;
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
        select step, ${dim} as key, sum(n)::bigint as n
        from analytics_hourly, state
        where ${owner} and ${where}
          and hour >= ${fromIso}::timestamptz and hour < least(${toIso}::timestamptz, state.until)
        group by 1, 2
        union all
        select step, ${dim} as key, count(*)::bigint as n
        from analytics_events, state
        where ${owner} and ${where}
          and at >= greatest(${fromIso}::timestamptz, state.until) and at < ${toIso}::timestamptz
        group by 1, 2
      )
      select step, key, sum(n)::bigint as n from counted group by 1, 2`,
  );
  return rows.map((r) => ({ step: r.step, key: r.key, n: Number(r.n) }));
}
