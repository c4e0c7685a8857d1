/**
 * The funnel's hourly rollups (docs/insight.md#rollups): each closed hour's events counted per
 * game, step and attribution into `analytics_hourly`, one hour per transaction, the hour and
 * `analytics_rollup_state.rolled_until` moved together. A run that dies mid-hour leaves nothing of
 * that hour (the transaction never committed) and the next run counts it again from the events;
 * the state row is locked, so two runs never count one hour twice. The same transaction adds the
 * hour's players and conversions to the experiments' counts (results.ts reads them). Raw events older than the
 * account's retention (privacy settings) are deleted once rolled up; the rollups are kept. The same
 * job then rolls the closed days of plays (play-days.ts).
 */
import { sql } from 'drizzle-orm';
import { RETENTION_DAYS } from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { JobDefinition } from '../../infra/jobs.js';
import { DAY_MS, dimensionRows, ROLLUP_ID, rollWhileDue } from './counts.js';
import { rollPlayDays } from './play-days.js';

const HOUR_MS = 3_600_000;
/**
 * How long after its end an hour is closed: every step is written as it happens (a timed-out play
 * at its deadline, at most a sweep late), so ten minutes leave a wide margin.
 */
export const ROLLUP_LAG_MS = 10 * 60_000;
/** Hours rolled per run at most (a run after a long stop catches up over the next runs). */
const MAX_HOURS_PER_RUN = 48;
/** Old events deleted per statement, and statements per run. */
const RETENTION_BATCH = 10_000;
const RETENTION_BATCHES = 20;

/** A day's rows of `analytics_daily`, (re)summed from its 24 hours of `analytics_hourly`. */
export async function rollDay(tx: Queryable, day: Date): Promise<void> {
  const [from, to] = [day.toISOString(), new Date(day.getTime() + DAY_MS).toISOString()];
  await tx.execute(sql`delete from analytics_daily where day = ${from}::timestamptz`);
  await tx.execute(sql`
    insert into analytics_daily (account_id, game_id, day, step, dimension, value, n)
    select account_id, game_id, ${from}::timestamptz, step, dimension, value, sum(n)::integer
    from analytics_hourly
    where hour >= ${from}::timestamptz and hour < ${to}::timestamptz
    group by account_id, game_id, step, dimension, value`);
}

/** Rolls up one hour (if it is closed and next); answers the hour rolled, or null. */
async function rollNextHour(db: Database, now: Date): Promise<Date | null> {
  return db.transaction(async (tx) => {
    // The first run starts at the first event's hour.
    await tx.execute(sql`
      insert into analytics_rollup_state (id, rolled_until)
      select ${ROLLUP_ID}, date_trunc('hour', coalesce(min(at), ${now.toISOString()}::timestamptz))
      from analytics_events
      on conflict (id) do nothing`);
    // Locked: a second instance's run waits here, then sees the hour already rolled.
    const [state] = await queryRows<{ until: string | Date }>(
      tx,
      sql`select rolled_until as until from analytics_rollup_state
          where id = ${ROLLUP_ID} for update`,
    );
    const hour = new Date(state!.until);
    const end = new Date(hour.getTime() + HOUR_MS);
    if (end.getTime() + ROLLUP_LAG_MS > now.getTime()) return null;
    const [hourIso, endIso] = [hour.toISOString(), end.toISOString()];
    // A recount: whatever the hour held is replaced by the events' counts.
    await tx.execute(sql`delete from analytics_hourly where hour = ${hourIso}::timestamptz`);
    // Each event counts in its game's totals and once per dimension (counts.ts).
    await tx.execute(sql`
      insert into analytics_hourly (account_id, game_id, hour, step, dimension, value, n)
      select e.account_id, e.game_id, ${hourIso}::timestamptz, e.step, d.dimension, d.value,
             count(*)::integer
      from analytics_events e cross join lateral ${dimensionRows()}
      where e.at >= ${hourIso}::timestamptz and e.at < ${endIso}::timestamptz
      group by e.account_id, e.game_id, e.step, d.dimension, d.value`);
    // The experiments' players and conversions of the hour (drizzle/0035_experiment_counts.sql).
    await tx.execute(
      sql`select playdesk_roll_experiments(${hourIso}::timestamptz, ${endIso}::timestamptz)`,
    );
    await tx.execute(sql`
      update analytics_rollup_state set rolled_until = ${endIso}::timestamptz, updated_at = now()
      where id = ${ROLLUP_ID}`);
    // The day's last hour: the day's rows summed from its hours, in the same transaction.
    if (end.getUTCHours() === 0) await rollDay(tx, new Date(end.getTime() - DAY_MS));
    return hour;
  });
}

/** Deletes rolled-up events older than their account's retention; answers how many. */
async function deleteOldEvents(db: Database, now: Date): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < RETENTION_BATCHES; i++) {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`
        with old as (
          select e.id from analytics_events e
          left join privacy_settings p on p.account_id = e.account_id
          where e.at < (select rolled_until from analytics_rollup_state where id = ${ROLLUP_ID})
            and e.at < ${now.toISOString()}::timestamptz
                       - make_interval(days => coalesce(p.retention_days, ${RETENTION_DAYS.default}))
          order by e.at
          limit ${RETENTION_BATCH}
        ), gone as (delete from analytics_events where id in (select id from old) returning 1)
        select count(*)::int as n from gone`,
    );
    const n = Number(rows[0]?.n ?? 0);
    deleted += n;
    if (n < RETENTION_BATCH) break;
  }
  return deleted;
}

/** Rolls up every closed hour not yet rolled (up to a run's share); answers the hours rolled. */
export async function rollUp(
  db: Database,
  {
    now = new Date(),
    maxHours = MAX_HOURS_PER_RUN,
    signal,
    onHour,
  }: {
    now?: Date;
    maxHours?: number;
    signal?: AbortSignal;
    /** Told each hour once it is committed. */
    onHour?: (hour: Date) => void;
  } = {},
): Promise<number> {
  return rollWhileDue(() => rollNextHour(db, now), maxHours, signal, onHour);
}

export const ANALYTICS_ROLLUP_JOB = 'analytics.rollup';

/** Every five minutes, on one instance at a time (the queue's cron; the state row's lock). */
export const analyticsRollupJobDefinition: JobDefinition = {
  name: ANALYTICS_ROLLUP_JOB,
  schedule: '*/5 * * * *',
  retryLimit: 0,
  expireInSeconds: 10 * 60,
  async handler(_data, { db, log, signal }) {
    const hours = await rollUp(db, { signal });
    const days = signal.aborted ? 0 : await rollPlayDays(db, { signal });
    const deleted = signal.aborted ? 0 : await deleteOldEvents(db, new Date());
    if (hours > 0 || days > 0 || deleted > 0)
      log.info({ hours, days, deleted }, 'rolled up the funnel and the plays');
  },
};

export { deleteOldEvents };
