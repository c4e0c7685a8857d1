/**
 * The plays of a game per UTC day of start (docs/insight.md#rollups): how many, how many finished
 * by playing, and how long the finished ones took, in `FINISH_BAR_EDGES` bars. The steps page
 * (`GET stats/games/{id}/steps`) reads the rolled days from `play_days` and only the days since
 * from the plays, so its cost is a row per day plus a day or two of plays, whatever the game's
 * traffic (issue 34: 346 ms p95 at 1.3 M plays when it counted every play of the period).
 *
 * A day is rolled once no play it started can still change: a day after its end. The longest
 * play, an untimed one kept going by a move every `PLAY_IDLE_SECONDS`, could outlast that; it is
 * counted as it stands then (running: a play, not finished). One day is one transaction that also
 * moves the `plays` row of `analytics_rollup_state`, locked, so two instances never count a day
 * twice and a run killed mid-day leaves nothing of it. An erased player's plays stay in the counts,
 * as anonymous numbers, as their funnel steps do.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { DAY_MS, rollWhileDue } from './counts.js';

/** The state row of the plays' rollup (`analytics_rollup_state`). */
export const PLAYS_ROLLUP_ID = 'plays';

/** How long after its end a day of plays is rolled. */
export const PLAY_DAY_LAG_MS = DAY_MS;

/** Days rolled per run at most (a first run over a long history catches up over the next runs). */
const MAX_DAYS_PER_RUN = 31;

/**
 * The reasons a play ends with when the player did not get to its end: left without a move for
 * the idle period (play/expiry.ts `ABANDONED`), or ran out of time. Every other end — a win, a
 * loss by playing (out of lives or tries), a Solve pressed — is a finish.
 */
export const GAVE_UP_REASONS = ['abandoned', 'timeout'] as const;

/** The upper bounds (seconds) of the time-to-finish bars; the last bar has no upper bound. */
export const FINISH_BAR_EDGES = [10, 20, 30, 60, 120, 300] as const;

/** The number of bars: one below each edge and one above the last. */
const BARS = FINISH_BAR_EDGES.length + 1;

const reasons = sql.join(
  GAVE_UP_REASONS.map((r) => sql`${r}`),
  sql`, `,
);

/** A play (alias `g`) left or out of time, or still running past its expiry. */
export const gaveUpSql = sql`(g.status <> 'playing' and g.reason in (${reasons}))
  or (g.status = 'playing' and g.expires_at <= now())`;

/** A play (alias `g`) ended by playing. */
const finishedSql = sql`g.status <> 'playing' and (g.reason is null or g.reason not in (${reasons}))`;

/** The bar (0 … BARS − 1) of a play's (alias `g`) duration. */
const barSql = sql`width_bucket(
  coalesce(g.duration_ms, extract(epoch from g.ended_at - g.started_at) * 1000) / 1000.0,
  ${sql.raw(`array[${FINISH_BAR_EDGES.join(',')}]::numeric[]`)})`;

/** Plays, finished plays and each bar's finished plays, as `plays`, `finished`, `b0` … `b6`. */
function tallies(count: (what: SQL | null) => SQL): SQL {
  const bars = Array.from(
    { length: BARS },
    (_, i) => sql`${count(sql.raw(`p.finished and p.bar = ${i}`))} as ${sql.raw(`b${i}`)}`,
  );
  return sql.join(
    [sql`${count(null)} as plays`, sql`${count(sql`p.finished`)} as finished`, ...bars],
    sql`, `,
  );
}

/** Each play (alias `g`) as (account_id, game_id, finished, bar), for the tallies above. */
const playFacts = sql`g.account_id, g.game_id, (${finishedSql}) as finished, ${barSql} as bar`;

const countWhere = (what: SQL | null) =>
  what ? sql`(count(*) filter (where ${what}))::int` : sql`count(*)::int`;

const iso = (d: Date) => d.toISOString();

/** Rolls the next day of plays if it is closed; answers the day rolled, or null. */
async function rollNextDay(db: Database, now: Date): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const readState = () =>
      queryRows<{ until: string | Date }>(
        tx,
        sql`select rolled_until as until from analytics_rollup_state
            where id = ${PLAYS_ROLLUP_ID} for update`,
      );
    let [state] = await readState();
    if (!state) {
      // The first run starts at the first play's day (read once: the row exists from then on).
      await tx.execute(sql`
        insert into analytics_rollup_state (id, rolled_until)
        select ${PLAYS_ROLLUP_ID},
               date_trunc('day', coalesce(min(started_at), ${iso(now)}::timestamptz), 'UTC')
        from gameplays
        on conflict (id) do nothing`);
      // Locked: a second instance's run waits here, then sees the day already rolled.
      [state] = await readState();
    }
    const day = new Date(state!.until);
    const end = new Date(day.getTime() + DAY_MS);
    if (end.getTime() + PLAY_DAY_LAG_MS > now.getTime()) return null;
    // A recount: whatever the day held is replaced by its plays' tallies. Per account, so each
    // account's plays are read through (account_id, started_at) rather than the whole table.
    await tx.execute(sql`delete from play_days where day = ${iso(day)}::timestamptz`);
    await tx.execute(sql`
      insert into play_days (account_id, game_id, day, plays, finished, finish_bars)
      select account_id, game_id, ${iso(day)}::timestamptz, plays, finished,
             array[${sql.join(
               Array.from({ length: BARS }, (_, i) => sql.raw(`b${i}`)),
               sql`, `,
             )}]
      from (
        select p.account_id, p.game_id, ${tallies(countWhere)}
        from accounts a
        cross join lateral (
          select ${playFacts} from gameplays g
          where g.account_id = a.id
            and g.started_at >= ${iso(day)}::timestamptz and g.started_at < ${iso(end)}::timestamptz
        ) p
        group by p.account_id, p.game_id
      ) t`);
    await tx.execute(sql`
      update analytics_rollup_state set rolled_until = ${iso(end)}::timestamptz, updated_at = now()
      where id = ${PLAYS_ROLLUP_ID}`);
    return day;
  });
}

/** Rolls every closed day of plays not yet rolled (up to a run's share); answers the days rolled. */
export async function rollPlayDays(
  db: Database,
  {
    now = new Date(),
    maxDays = MAX_DAYS_PER_RUN,
    signal,
    onDay,
  }: { now?: Date; maxDays?: number; signal?: AbortSignal; onDay?: (day: Date) => void } = {},
): Promise<number> {
  return rollWhileDue(() => rollNextDay(db, now), maxDays, signal, onDay);
}

export interface PlayTotals {
  plays: number;
  finished: number;
  /** Finished plays per time-to-finish bar, `FINISH_BAR_EDGES.length + 1` of them. */
  bars: number[];
}

type TallyRow = Record<'plays' | 'finished' | `b${number}`, string | number | null>;

/**
 * A game's plays started in `[from, to)` (whole UTC days): the rolled days from `play_days`, the
 * days since from the plays themselves, in one pass each.
 */
export async function playTotals(
  db: Queryable,
  game: { id: string; accountId: string },
  from: Date,
  to: Date,
): Promise<PlayTotals> {
  const [state] = await queryRows<{ until: string | Date }>(
    db,
    sql`select rolled_until as until from analytics_rollup_state where id = ${PLAYS_ROLLUP_ID}`,
  );
  const until = state ? new Date(state.until) : from;
  const rolledEnd = until < to ? until : to;
  const liveStart = until > from ? until : from;
  const parts: Promise<TallyRow[]>[] = [];
  if (from < rolledEnd)
    parts.push(
      queryRows<TallyRow>(
        db,
        sql`select sum(plays) as plays, sum(finished) as finished, ${sql.join(
          Array.from(
            { length: BARS },
            (_, i) => sql`sum(finish_bars[${i + 1}]) as ${sql.raw(`b${i}`)}`,
          ),
          sql`, `,
        )}
        from play_days
        where game_id = ${game.id} and account_id = ${game.accountId}
          and day >= ${iso(from)}::timestamptz and day < ${iso(rolledEnd)}::timestamptz`,
      ),
    );
  if (liveStart < to)
    parts.push(
      queryRows<TallyRow>(
        db,
        sql`select ${tallies(countWhere)}
        from (select ${playFacts} from gameplays g
              where g.account_id = ${game.accountId} and g.game_id = ${game.id}
                and g.started_at >= ${iso(liveStart)}::timestamptz
                and g.started_at < ${iso(to)}::timestamptz) p`,
      ),
    );
  const rows = (await Promise.all(parts)).map((r) => r[0]);
  const sum = (key: keyof TallyRow) => rows.reduce((n, row) => n + Number(row?.[key] ?? 0), 0);
  return {
    plays: sum('plays'),
    finished: sum('finished'),
    bars: Array.from({ length: BARS }, (_, i) => sum(`b${i}`)),
  };
}
