/**
 * An experiment's figures (docs/insight.md#experiments): per variant, the units that entered it
 * and those that reached the goal, then the verdict's statistics (stats.ts).
 *
 * Units by goal:
 * - finish, lead, reward_redeemed: players who started a play in the variant, and of them those
 *   with a play ended by the game (not left: status not `playing`, reason not `abandoned`), who
 *   sent a lead, or who redeemed a reward won in a play of the variant. The rollup job counts them
 *   hour by hour into `experiment_counts` (`playdesk_roll_experiments`, drizzle/0035), each player
 *   once (`experiment_players`); the page adds what the events since `rolled_until` bring, so it
 *   reads a row per variant and an hour or two of events, not every play (issue 34 §10: a million
 *   players) — and equals a count of the plays at any moment;
 * - cta: visits that viewed the game in the variant, and of them those that clicked its call to
 *   action (the beacon's `view` and `cta` events, during the experiment).
 */
import { sql } from 'drizzle-orm';
import type { ExperimentResults, ExperimentVariant, VariantResult } from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { experiments } from '../../db/schema.js';
import {
  chiSquareGoodnessOfFit,
  newcombeInterval,
  twoProportionZTest,
  wilsonInterval,
} from './stats.js';

type Row = typeof experiments.$inferSelect;

/** Players per variant before a verdict when the experiment set no minimum. */
export const DEFAULT_MIN_SAMPLE = 100;
/** Below this p-value the split observed is not the one set (sample ratio mismatch). */
export const SRM_THRESHOLD = 0.001;

export interface VariantCount {
  key: string;
  units: number;
  conversions: number;
}

/** The units and conversions of each variant (none: 0). */
export async function countVariants(db: Queryable, row: Row): Promise<Map<string, VariantCount>> {
  const counts = new Map<string, VariantCount>(
    row.variants.map((v) => [v.key, { key: v.key, units: 0, conversions: 0 }]),
  );
  const set = (key: string, field: 'units' | 'conversions', n: number | string) => {
    const c = counts.get(key);
    if (c) c[field] = Number(n);
  };
  // The experiment's window: from its start to its stop, if stopped.
  const stopped = row.stoppedAt?.toISOString();
  const until = stopped ? sql`and at <= ${stopped}::timestamptz` : sql``;
  const untilE = stopped ? sql`and e.at <= ${stopped}::timestamptz` : sql``;
  if (row.goal === 'cta') {
    const visits = await queryRows<{ variant: string; units: string; conversions: string }>(
      db,
      sql`select variant, count(*) filter (where viewed) as units,
            count(*) filter (where viewed and clicked) as conversions
          from (
            select variant, visit_id, bool_or(step = 'view') as viewed,
              bool_or(step = 'cta') as clicked
            from analytics_events
            where game_id = ${row.gameId} and at >= ${row.startedAt.toISOString()}::timestamptz
              ${until} and step in ('view', 'cta')
              and visit_id is not null and variant is not null
              and experiment_id = ${row.id}
            group by variant, visit_id
          ) v
          group by variant`,
    );
    for (const v of visits) {
      set(v.variant, 'units', v.units);
      set(v.variant, 'conversions', v.conversions);
    }
    return counts;
  }
  // The players and conversions the rollup job has counted (experiment_counts, drizzle/0035), and
  // those of the events since it last ran: a new player is one not yet in experiment_players, a
  // conversion one of a player not yet converted there — each counted once, as the job would.
  const rolled = await queryRows<{ until: string | Date | null }>(
    db,
    // The funnel's rollup state (features/insight/counts.ts `ROLLUP_ID`): the experiments' counts
    // are rolled in its hours' transactions.
    sql`select rolled_until as until from analytics_rollup_state where id = 'funnel'`,
  );
  const since = rolled[0]?.until ? new Date(rolled[0].until).toISOString() : '-infinity';
  const step = row.goal;
  const reachedHere =
    step === 'finish'
      ? sql`e.experiment_id = ${row.id}`
      : sql`e.at >= ${row.startedAt.toISOString()}::timestamptz ${untilE}`;
  const figures = await queryRows<{ variant: string; units: string; conversions: string }>(
    db,
    sql`with started as (
          select distinct on (g.player_id) g.player_id, e.variant
          from analytics_events e join gameplays g on g.id = e.play_id
          where e.game_id = ${row.gameId} and e.at >= ${since}::timestamptz and e.step = 'start'
            and e.experiment_id = ${row.id} and e.variant is not null
          order by g.player_id, e.at
        ), added as (
          select s.player_id, s.variant from started s
          where not exists (select 1 from experiment_players p
                            where p.experiment_id = ${row.id} and p.player_id = s.player_id)
        ), reached as (
          select distinct coalesce(e.player_id, g.player_id) as player_id, e.variant
          from analytics_events e left join gameplays g on g.id = e.play_id
          where e.game_id = ${row.gameId} and e.at >= ${since}::timestamptz and e.step = ${step}
            and e.variant is not null and ${reachedHere}
        ), converted as (
          select r.variant from reached r
          where exists (select 1 from experiment_players p
                        where p.experiment_id = ${row.id} and p.player_id = r.player_id
                          and p.variant = r.variant and p.converted_at is null)
             or exists (select 1 from added a where a.player_id = r.player_id
                          and a.variant = r.variant)
        )
        select variant, sum(units)::bigint as units, sum(conversions)::bigint as conversions from (
          select variant, players as units, conversions from experiment_counts
          where experiment_id = ${row.id}
          union all select variant, count(*), 0 from added group by 1
          union all select variant, 0, count(*) from converted group by 1
        ) f
        group by variant`,
  );
  for (const f of figures) {
    set(f.variant, 'units', f.units);
    set(f.variant, 'conversions', f.conversions);
  }
  return counts;
}

/** The verdict from the counts: rates, intervals, tests against the control, SRM. */
export function resultsOf(
  goal: Row['goal'],
  variants: readonly ExperimentVariant[],
  counts: Map<string, VariantCount>,
  minSample: number | null,
): ExperimentResults {
  const of = (key: string) => counts.get(key) ?? { key, units: 0, conversions: 0 };
  const control = of(variants[0]!.key);
  const controlP = { successes: control.conversions, n: control.units };
  const results: VariantResult[] = variants.map((v, i) => {
    const c = of(v.key);
    const p = { successes: c.conversions, n: c.units };
    const test = i === 0 ? null : twoProportionZTest(controlP, p);
    const bothSeen = c.units > 0 && control.units > 0;
    return {
      key: v.key,
      name: v.name,
      share: v.share,
      players: c.units,
      conversions: c.conversions,
      rate: c.units > 0 ? c.conversions / c.units : null,
      rate_interval: wilsonInterval(c.conversions, c.units),
      difference:
        i === 0 || !bothSeen ? null : c.conversions / c.units - control.conversions / control.units,
      difference_interval: i === 0 ? null : newcombeInterval(controlP, p),
      p_value: test?.p ?? null,
    };
  });
  const needed = minSample ?? DEFAULT_MIN_SAMPLE;
  const ratio = chiSquareGoodnessOfFit(
    results.map((r) => r.players),
    variants.map((v) => v.share),
  );
  return {
    method: 'two-proportion z-test',
    goal,
    enough_data: results.every((r) => r.players >= needed),
    variants: results,
    sample_ratio: {
      p_value: ratio?.p ?? null,
      mismatch: ratio !== null && ratio.p < SRM_THRESHOLD,
    },
  };
}
