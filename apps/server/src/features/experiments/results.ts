/**
 * An experiment's figures (docs/insight.md#experiments): per variant, the units that entered it
 * and those that reached the goal, then the verdict's statistics (stats.ts).
 *
 * Units by goal:
 * - finish, lead, reward_redeemed: players who started a play in the variant
 *   (`gameplays.experiment_id`, `variant`; read from `gameplays_experiment_idx`), and of them
 *   those whose play ended by the game (not left: status not `playing`, reason not `abandoned`),
 *   who sent a lead, or who redeemed a reward won in a play of the variant;
 * - cta: visits that viewed the game in the variant, and of them those that clicked its call to
 *   action (the beacon's `view` and `cta` events, during the experiment).
 *
 * Two aggregate queries: one over the experiment's plays (players and, for `finish`,
 * conversions), one over the game's events in the experiment's window for the other goals.
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
  // One pass over the experiment's plays, in index order (variant, player): its players, and for
  // `finish` those with a play ended by the game.
  const players = await queryRows<{ variant: string; units: string; conversions: string }>(
    db,
    sql`select variant, count(*) as units, count(*) filter (where finished) as conversions
        from (
          select variant, player_id,
            ${row.goal === 'finish' ? sql`bool_or(status <> 'playing' and reason is distinct from 'abandoned')` : sql`false`} as finished
          from gameplays
          where experiment_id = ${row.id}
          group by variant, player_id
        ) p
        group by variant`,
  );
  for (const p of players) {
    set(p.variant, 'units', p.units);
    if (row.goal === 'finish') set(p.variant, 'conversions', p.conversions);
  }
  if (row.goal === 'finish') return counts;
  // Leads and redemptions: the game's events of that step since the experiment started, by
  // players of the variant (a probe of gameplays_experiment_idx each).
  const step = row.goal === 'lead' ? 'lead' : 'reward_redeemed';
  const converted = await queryRows<{ variant: string; conversions: string }>(
    db,
    sql`select e.variant, count(distinct e.player_id) as conversions
        from analytics_events e
        where e.game_id = ${row.gameId} and e.step = ${step}
          and e.at >= ${row.startedAt.toISOString()}::timestamptz ${untilE}
          and e.player_id is not null and e.variant is not null
          and exists (
            select 1 from gameplays g
            where g.experiment_id = ${row.id} and g.variant = e.variant
              and g.player_id = e.player_id
          )
        group by e.variant`,
  );
  for (const c of converted) set(c.variant, 'conversions', c.conversions);
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
