/**
 * The funnel's hourly rollups (docs/insight.md#rollups): each closed hour's events counted per
 * game, step and attribution into `analytics_hourly`, the closed hours of a day together (one
 * transaction, one counting statement; hour by hour when the job is current), the hours and
 * `analytics_rollup_state.rolled_until` moved together. A run that dies mid-transaction leaves
 * nothing of those hours (the transaction never committed) and the next run counts them again
 * from the events; the state row is locked, so two runs never count one hour twice. The same
 * transaction adds the hours' players and conversions to the experiments' counts (results.ts
 * reads them). Raw events older than the account's retention (privacy settings) are deleted once
 * rolled up; the rollups are kept. The same job then rolls the closed days of plays
 * (play-days.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { RETENTION_DAYS } from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { JobDefinition } from '../../infra/jobs.js';
import { DAY_MS, dimensionRows, ROLLUP_ID } from './counts.js';
import { rollPlayDays } from './play-days.js';

const HOUR_MS = 3_600_000;
/**
 * How long after its end an hour is closed: every step is written as it happens (a timed-out play
 * at its deadline, at most a sweep late), so ten minutes leave a wide margin.
 */
export const ROLLUP_LAG_MS = 10 * 60_000;
/**
 * Hours rolled per run at most (a run after a long stop catches up over the next runs): a week,
 * seven transactions of a day, about a minute at 100 M events a quarter (docs/benchmarks.md).
 */
const MAX_HOURS_PER_RUN = 7 * 24;
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

/**
 * At most this many closed hours in one transaction (and never past a UTC day's end, so a day's
 * rows are summed in the transaction of its last hour): a job that is behind — after a stop, or a
 * first run over events already there — catches up a day per statement instead of an hour.
 */
export const HOURS_PER_TRANSACTION = 24;

/**
 * Each event's hour, game, step and attributes counted first, then each of those groups counted
 * in its totals and once per dimension (counts.ts): the same counts as the events' rows through
 * `dimensionRows()` one by one, with the eleven rows made per group of alike events instead of per
 * event (a busy game's hour holds about a fifth as many groups as events).
 */
function hourlyCounts(from: string, to: string): SQL {
  return sql`
    with g as (
      select account_id, game_id, date_trunc('hour', at, 'UTC') as hour, step, source, medium,
             campaign, referrer, host, placement_id, language, device, "returning", variant,
             count(*) as n
      from analytics_events
      where at >= ${from}::timestamptz and at < ${to}::timestamptz
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
    )
    insert into analytics_hourly (account_id, game_id, hour, step, dimension, value, n)
    select g.account_id, g.game_id, g.hour, g.step, d.dimension, d.value, sum(g.n)::integer
    from g cross join lateral ${dimensionRows()}
    group by 1, 2, 3, 4, 5, 6`;
}

/**
 * Rolls up the next closed hours — from `rolled_until`, up to `maxHours` of them, the day's end
 * or the last closed hour, whichever comes first — in one transaction; answers the hours rolled
 * (none when no hour is closed yet).
 */
async function rollNextHours(db: Database, now: Date, maxHours: number): Promise<Date[] | null> {
  return db.transaction(async (tx) => {
    // The first run starts at the first event's hour (in UTC, whatever the session's time zone:
    // the runs' limits are whole UTC hours).
    await tx.execute(sql`
      insert into analytics_rollup_state (id, rolled_until)
      select ${ROLLUP_ID},
             date_trunc('hour', coalesce(min(at), ${now.toISOString()}::timestamptz), 'UTC')
      from analytics_events
      on conflict (id) do nothing`);
    // Locked: a second instance's run waits here, then sees the hours already rolled.
    const [state] = await queryRows<{ until: string | Date }>(
      tx,
      sql`select rolled_until as until from analytics_rollup_state
          where id = ${ROLLUP_ID} for update`,
    );
    const from = new Date(state!.until).getTime();
    // An hour is closed ROLLUP_LAG_MS after its end.
    const closed = Math.floor((now.getTime() - ROLLUP_LAG_MS) / HOUR_MS) * HOUR_MS;
    const dayEnd = (Math.floor(from / DAY_MS) + 1) * DAY_MS;
    const to = Math.min(closed, dayEnd, from + Math.max(1, maxHours) * HOUR_MS);
    if (to <= from) return null;
    const [fromIso, toIso] = [new Date(from).toISOString(), new Date(to).toISOString()];
    // A recount: whatever the hours held is replaced by the events' counts. The counting's hash
    // tables (a day of a busy game: some 250 000 groups) stay in memory rather than spill.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`
      delete from analytics_hourly
      where hour >= ${fromIso}::timestamptz and hour < ${toIso}::timestamptz`);
    // Hashed, not sorted: the planner takes every event for a group of its own (a day of a busy
    // game: 1.2 M estimated, 260 000 found) and would sort a day's events by fourteen columns,
    // then its eleven rows each — slower than hashing them (ADR 018).
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(hourlyCounts(fromIso, toIso));
    await tx.execute(sql`set local enable_sort = default`);
    // The experiments' players and conversions of the hours (drizzle/0035_experiment_counts.sql):
    // over several hours the same as hour by hour, as a player's conversions follow their play's
    // start (a player counts in the variant of their first start, a conversion at its first event).
    await tx.execute(
      sql`select playdesk_roll_experiments(${fromIso}::timestamptz, ${toIso}::timestamptz)`,
    );
    await tx.execute(sql`
      update analytics_rollup_state set rolled_until = ${toIso}::timestamptz, updated_at = now()
      where id = ${ROLLUP_ID}`);
    // The day's last hour: the day's rows summed from its hours, in the same transaction.
    if (to % DAY_MS === 0) await rollDay(tx, new Date(to - DAY_MS));
    const hours: Date[] = [];
    for (let h = from; h < to; h += HOUR_MS) hours.push(new Date(h));
    return hours;
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
    hoursPerTransaction = HOURS_PER_TRANSACTION,
    signal,
    onHour,
  }: {
    now?: Date;
    maxHours?: number;
    /** Closed hours rolled together, in one transaction (1: hour by hour). */
    hoursPerTransaction?: number;
    signal?: AbortSignal;
    /** Told each hour once it is committed. */
    onHour?: (hour: Date) => void;
  } = {},
): Promise<number> {
  let hours = 0;
  while (hours < maxHours && !signal?.aborted) {
    const rolled = await rollNextHours(db, now, Math.min(hoursPerTransaction, maxHours - hours));
    if (rolled === null) break;
    for (const hour of rolled) onHour?.(hour);
    hours += rolled.length;
  }
  return hours;
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
