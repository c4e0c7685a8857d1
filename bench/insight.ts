/**
 * The funnel's benchmark (issue 34): one game with `BENCH_INSIGHT_GAME_EVENTS` analytics events
 * (default 100 M) over the last 90 days and `BENCH_INSIGHT_OTHER_EVENTS` (default 2 M) of 99 other
 * games in a throw-away PostgreSQL database, rolled up by the rollup job itself, then p50/p95 of
 * `GET stats/funnel` for that game over 90 days — totals, by each dimension, against the 90 days
 * before — of the account-wide funnel, of `GET stats/games/{id}/steps`, and of an experiment's
 * results page (`GET experiments/{id}`) with `BENCH_INSIGHT_PLAYERS` (default 1 M) players
 * assigned to it.
 *
 * `BENCH_DATABASE_URL` is a PostgreSQL server whose user may create databases (and set
 * `session_replication_role`); the benchmark creates `playdesk_bench_insight` there, starts the
 * server on it (migrations and the demo data, no job workers), and then, in bulk SQL:
 *  - clones the demo Wordle into about 100 published games over the demo businesses (20 of them
 *    Demo Coffee Co.'s), adds three placements and a stopped A/B experiment to the demo Wordle;
 *  - inserts the events with `generate_series`, a million per statement, in time order as an
 *    append-only table receives them, with the table's secondary indexes dropped during the load
 *    and built again after (their definitions read from `pg_indexes`), and the foreign keys'
 *    checks off for the loading session; steps in funnel proportions; 20 sources, each with its
 *    own medium, campaign and referrer, skewed towards the first; four embedding hosts or the game
 *    page; the placements on three sources; four languages; three devices; new/returning;
 *    variants A/B on the demo Wordle's last 30 days;
 *  - rolls every closed hour up with the job's own code (`rollup-cli.ts`: an hour per
 *    transaction, each closed day summed into `analytics_daily`), then checks that the rollups'
 *    totals and by-source rows each equal a count of the events they cover, and that one whole
 *    day's rollup rows equal an independent recount (`dimensionRows()`: every event once per
 *    dimension), and runs VACUUM ANALYZE;
 *  - before the rollup, inserts the experiment's players, their plays (about 1.3 per player, 55 %
 *    finished) and the plays' steps as the plays' trigger writes them.
 * `BENCH_INSIGHT_DB` names the database (default `playdesk_bench_insight`);
 * `BENCH_INSIGHT_LOAD_ONLY=true` stops once the events are loaded and indexed;
 * `BENCH_INSIGHT_KEEP=true` keeps the database, and a later run with `BENCH_INSIGHT_REUSE=true`
 * measures it again without seeding; `BENCH_INSIGHT_RESUME=true` goes on from a kept database
 * whose events are loaded and indexed (the experiment, the rollup, the checks, the timings).
 */
import { spawn } from 'node:child_process';
import { FUNNEL_DIMENSIONS } from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { dimensionRows } from '../apps/server/src/features/insight/counts.js';
import { measure, percentile, seconds, startServer, waitFor } from './support.js';

const PORT = Number(process.env.BENCH_INSIGHT_PORT ?? 3905);
/** The throw-away database (`BENCH_INSIGHT_DB`, so two sessions on one server do not share it). */
const DB_NAME = process.env.BENCH_INSIGHT_DB ?? 'playdesk_bench_insight';
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME))
  throw new Error('BENCH_INSIGHT_DB: a plain lower-case name');
const REQUESTS = 200;
const CHUNK = 1_000_000;
const GAMES = 100;
const DAY_MS = 86_400_000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Source, medium, campaign and referrer host go together, as a campaign's links do. */
const SOURCES: [string, string, string | null, string | null][] = [
  ['google', 'cpc', 'spring', 'www.google.com'],
  ['facebook', 'social', 'spring', 'www.facebook.com'],
  ['instagram', 'social', 'bio', 'l.instagram.com'],
  ['newsletter', 'email', 'may', null],
  ['counter', 'qr', 'shop', null],
  ['tiktok', 'social', 'launch', 'www.tiktok.com'],
  ['linkedin', 'social', 'b2b', 'www.linkedin.com'],
  ['bing', 'cpc', 'spring', 'www.bing.com'],
  ['x', 'social', null, 't.co'],
  ['youtube', 'video', 'launch', 'www.youtube.com'],
  ['pinterest', 'social', null, 'www.pinterest.com'],
  ['reddit', 'social', null, 'www.reddit.com'],
  ['partner-blog', 'referral', null, 'blog.partner.example'],
  ['flyer', 'print', 'summer', null],
  ['email-footer', 'email', null, null],
  ['table-qr', 'qr', 'shop', null],
  ['duckduckgo.com', 'referral', null, 'duckduckgo.com'],
  ['whatsapp', 'messaging', null, null],
  ['direct', 'none', null, null],
  ['news.example', 'referral', null, 'news.example'],
];
/** Indexes (1-based) of the sources whose links are the demo Wordle's placements. */
const PLACED_SOURCES = [4, 5, 16];

const pgArray = (values: (string | null)[]) =>
  `array[${values.map((v) => (v === null ? 'null' : `'${v}'`)).join(', ')}]::text[]`;

async function step(db: pg.Client, label: string, query: string, values: unknown[] = []) {
  const started = performance.now();
  const res = await db.query(query, values);
  console.log(
    `  ${label.padEnd(34)} ${String(res.rowCount ?? '').padStart(10)} rows  ${seconds(performance.now() - started)}`,
  );
  return res;
}

/** The games (about 100), the demo Wordle's placements and experiment; answers the games. */
async function games(db: pg.Client, coffee: string, gameId: string): Promise<void> {
  const { rows: existing } = await db.query<{ n: string }>(
    `select count(*) as n from games where status = 'published'`,
  );
  const clones = Math.max(0, GAMES - Number(existing[0]!.n));
  await step(
    db,
    'games (clones of the demo Wordle)',
    `insert into games (public_id, account_id, type, name, status, difficulty, settings, content)
     select 'benchgame' || lpad(n::text, 7, '0'),
            case when n <= 20 then $1::uuid else a.ids[1 + n % array_length(a.ids, 1)] end,
            g.type, 'Bench game ' || n, 'published', g.difficulty, g.settings, g.content
     from generate_series(1, $3::integer) n
     cross join (select array_agg(id order by created_at) as ids from accounts) a
     cross join (select * from games where id = $2) g`,
    [coffee, gameId, clones],
  );
  await db.query(
    `insert into placements (public_id, account_id, game_id, name, utm_source, utm_medium, utm_campaign)
     select 'benchplace' || lpad(s.k::text, 2, '0'), $1, $2, 'Placement ' || s.src, s.src, s.med, s.camp
     from unnest($3::int[], $4::text[], $5::text[], $6::text[]) as s(k, src, med, camp)`,
    [
      coffee,
      gameId,
      PLACED_SOURCES,
      PLACED_SOURCES.map((k) => SOURCES[k - 1]![0]),
      PLACED_SOURCES.map((k) => SOURCES[k - 1]![1]),
      PLACED_SOURCES.map((k) => SOURCES[k - 1]![2]),
    ],
  );
  await db.query(
    `insert into experiments (public_id, account_id, game_id, name, status, goal, variants,
                              started_at, stopped_at)
     values ('benchexperiment1', $1, $2, 'Bench A/B', 'stopped', 'finish',
             '[{"key":"A","name":"Control","share":50,"overrides":{}},{"key":"B","name":"B","share":50,"overrides":{}}]',
             now() - interval '30 days', now())`,
    [coffee, gameId],
  );
  // The measured game is n = 0, the others 1…
  await db.query(
    `create unlogged table bench_games as
     select 0 as n, id, account_id from games where id = $1
     union all
     select row_number() over (order by created_at, id)::int, id, account_id from games
     where status = 'published' and id <> $1`,
    [gameId],
  );
  await db.query(`create unique index on bench_games (n)`);
}

/** The table's indexes but its constraints' (primary key, unique): dropped for a bulk load. */
async function secondaryIndexes(
  db: pg.Client,
  table: string,
): Promise<{ indexname: string; indexdef: string }[]> {
  const { rows } = await db.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.tablename = $1 and i.schemaname = 'public'
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [table],
  );
  return rows;
}

async function seed(
  db: pg.Client,
  coffee: string,
  gameId: string,
  gameEvents: number,
  otherEvents: number,
): Promise<void> {
  await games(db, coffee, gameId);
  const { rows: counted } = await db.query<{ n: string }>(`select count(*) as n from bench_games`);
  const others = Number(counted[0]!.n) - 1;
  const events = gameEvents + otherEvents;
  const indexes = await secondaryIndexes(db, 'analytics_events');
  for (const index of indexes) await db.query(`drop index "${index.indexname}"`);
  // The loading session skips the foreign keys' per-row checks: every id below is a real one.
  await db.query(`set session_replication_role = replica`);
  const { rows: window } = await db.query<{ first: Date }>(
    `select date_trunc('second', now()) - interval '90 days' as first`,
  );
  // Event i of n happens at first + i/n of 90 days: the table fills in time order, as an
  // append-only table does, and every hour of the game holds about the same number of events.
  const insert = `
    insert into analytics_events (account_id, game_id, step, at, play_id, visit_id, target,
      language, source, medium, campaign, referrer, host, placement_id, device, "returning",
      experiment_id, variant)
    select g.account_id, g.id, s.step, t.at,
           case when s.step not in ('view', 'cta', 'share') then gen_random_uuid() end,
           gen_random_uuid(),
           case s.step when 'cta' then 'order_online' when 'share' then 'whatsapp' end,
           case when t.r_lang < 0.55 then 'en' when t.r_lang < 0.75 then 'fr'
                when t.r_lang < 0.9 then 'de' else 'es' end,
           (${pgArray(SOURCES.map((s) => s[0]))})[t.k],
           (${pgArray(SOURCES.map((s) => s[1]))})[t.k],
           (${pgArray(SOURCES.map((s) => s[2]))})[t.k],
           (${pgArray(SOURCES.map((s) => s[3]))})[t.k],
           case when t.r_host < 0.45 then null when t.r_host < 0.7 then 'www.democoffee.example'
                when t.r_host < 0.85 then 'shop.democoffee.example'
                when t.r_host < 0.95 then 'blog.democoffee.example' else 'partner.example' end,
           case when t.busy then p.ids[array_position(array[${PLACED_SOURCES.join(', ')}], t.k)] end,
           case when t.r_dev < 0.6 then 'phone' when t.r_dev < 0.9 then 'desktop' else 'tablet' end,
           t.r_ret < 0.3,
           case when t.busy and t.at > $5::timestamptz + interval '60 days' then x.id end,
           case when t.busy and t.at > $5::timestamptz + interval '60 days'
                then case when random() < 0.5 then 'A' else 'B' end end
    from (select i, r_game < $3 as busy, r_step, r_lang, r_host, r_dev, r_ret,
                 1 + floor(20 * r_src * r_src)::int as k,
                 $5::timestamptz + (i::float8 / $6::float8) * interval '90 days' as at
          from (select i, random() as r_game, random() as r_step,
                       random() as r_src, random() as r_lang, random() as r_host,
                       random() as r_dev, random() as r_ret
                from generate_series($1::bigint + 1, $1::bigint + $2::bigint) i) r) t
    join bench_games g on g.n = case when t.busy then 0 else 1 + (t.i % $4::integer)::integer end
    cross join lateral (select case
        when t.r_step < 0.34 then 'view' when t.r_step < 0.56 then 'start'
        when t.r_step < 0.73 then 'first_move' when t.r_step < 0.85 then 'finish'
        when t.r_step < 0.90 then 'win' when t.r_step < 0.94 then 'lead'
        when t.r_step < 0.965 then 'reward_won' when t.r_step < 0.975 then 'reward_redeemed'
        when t.r_step < 0.993 then 'cta' else 'share' end as step) s
    cross join (select array_agg(id order by public_id) as ids from placements
                where public_id like 'benchplace%') p
    cross join (select id from experiments where public_id = 'benchexperiment1') x`;
  try {
    for (let done = 0; done < events; done += CHUNK) {
      const count = Math.min(CHUNK, events - done);
      await step(db, `events ${(done + count).toLocaleString('en')}`, insert, [
        done,
        count,
        gameEvents / events,
        others,
        window[0]!.first.toISOString(),
        events,
      ]);
    }
  } finally {
    await db.query(`set session_replication_role = origin`);
    await db.query('drop table bench_games');
  }
  await db.query(`set maintenance_work_mem = '1GB'`);
  for (const index of indexes) await step(db, `index ${index.indexname}`, index.indexdef);
  await step(db, 'vacuum analyze analytics_events', 'vacuum analyze analytics_events');
}

/**
 * Every closed hour rolled up by the job's code (rollup-cli.ts: an hour per transaction, a day's
 * rows summed when its last hour is rolled; then the closed days of plays), then checked against
 * the events and the plays.
 */
async function rollUpAll(db: pg.Client, url: string): Promise<void> {
  const cli = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/features/insight/rollup-cli.ts'],
    { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out = (out + chunk.toString()).slice(-2000)));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`rollup-cli exited with ${code}`);
  const took = performance.now() - cli;
  const done = Number(/done: (\d+) hours/.exec(out)?.[1] ?? 0);
  const { rows: written } = await db.query<{ hourly: string; daily: string; events: string }>(
    `select (select count(*) from analytics_hourly) as hourly,
            (select count(*) from analytics_daily) as daily,
            (select count(*) from analytics_events
             where at < (select rolled_until from analytics_rollup_state where id = 'funnel')) as events`,
  );
  const w = written[0]!;
  console.log(
    `  ${'rollup job (rollup-cli.ts)'.padEnd(34)} ${`${done} h`.padStart(10)}       ${seconds(took)}: ` +
      `${Number(w.events).toLocaleString('en')} events into ${Number(w.hourly).toLocaleString('en')} hourly and ${Number(w.daily).toLocaleString('en')} daily rows ` +
      `(${Math.round(Number(w.events) / (took / 1000)).toLocaleString('en')} events/s, ${Math.round(Number(w.hourly) / (took / 1000)).toLocaleString('en')} hourly rows/s)`,
  );
  const { rows: check } = await db.query<{ rolled: string; events: string; by_source: string }>(
    `select (select coalesce(sum(n), 0) from analytics_hourly where dimension = '') as rolled,
            (select coalesce(sum(n), 0) from analytics_hourly where dimension = 'source') as by_source,
            (select count(*) from analytics_events
             where at < (select rolled_until from analytics_rollup_state where id = 'funnel')) as events`,
  );
  const c = check[0]!;
  const equal = c.rolled === c.events && c.by_source === c.events;
  console.log(
    `  rollups check: ${Number(c.rolled).toLocaleString('en')} events in the totals, ${Number(c.by_source).toLocaleString('en')} by source, ${Number(c.events).toLocaleString('en')} events rolled — ${equal ? 'equal' : 'DIFFERENT'}`,
  );
  if (!equal) throw new Error('The rollups do not match the events.');
  // The days of plays (play-days.ts) against a count of the plays they cover.
  const { rows: plays } = await db.query<{ rolled: string; counted: string; days: string }>(
    `with until as (select rolled_until as t from analytics_rollup_state where id = 'plays')
     select (select coalesce(sum(plays), 0) from play_days) as rolled,
            (select count(distinct day) from play_days) as days,
            (select count(*) from gameplays where started_at < (select t from until)) as counted`,
  );
  const p = plays[0]!;
  console.log(
    `  days of plays: ${Number(p.rolled).toLocaleString('en')} plays over ${p.days} days, ${Number(p.counted).toLocaleString('en')} counted — ${p.rolled === p.counted ? 'equal' : 'DIFFERENT'}`,
  );
  if (p.rolled !== p.counted) throw new Error('The days of plays do not match the plays.');
  // One whole day: its rows against an independent recount, every event once per dimension.
  const day = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - 45 * DAY_MS);
  const [from, to] = [day.toISOString(), new Date(day.getTime() + DAY_MS).toISOString()];
  const recount = new PgDialect().sqlToQuery(sql`
    select e.game_id, date_trunc('hour', e.at) as hour, e.step, d.dimension, d.value,
           count(*)::integer as n
    from analytics_events e cross join lateral ${dimensionRows()}
    where e.at >= ${from}::timestamptz and e.at < ${to}::timestamptz
    group by 1, 2, 3, 4, 5`);
  await db.query(`set time zone 'UTC'`);
  const { rows: diff } = await db.query<{ missing: string; extra: string; rows: string }>(
    `with rolled as (select game_id, hour, step, dimension, value, n from analytics_hourly
                     where hour >= '${from}' and hour < '${to}'),
          recount as (${recount.sql})
     select (select count(*) from (select * from recount except all select * from rolled) m) as missing,
            (select count(*) from (select * from rolled except all select * from recount) x) as extra,
            (select count(*) from rolled) as rows`,
    recount.params,
  );
  const d = diff[0]!;
  console.log(
    `  rollups of ${from.slice(0, 10)} against a recount: ${Number(d.rows).toLocaleString('en')} rows, ${d.missing} missing, ${d.extra} extra`,
  );
  if (d.missing !== '0' || d.extra !== '0') throw new Error('The rollups differ from a recount.');
  await step(db, 'vacuum analyze the rollups', 'vacuum analyze analytics_hourly, analytics_daily');
}

/**
 * The experiment's players: `players` new players of the account, each assigned to A or B, with
 * one or two plays of the demo Wordle over the experiment's 30 days (55 % of them finished), and
 * their steps as the plays' triggers write them (start, first move, finish, win), before the
 * rollup counts them.
 */
async function experimentPlayers(
  db: pg.Client,
  coffee: string,
  gameId: string,
  players: number,
): Promise<void> {
  await db.query(
    `update experiments set started_at = now() - interval '31 days' where public_id = 'benchexperiment1'`,
  );
  await db.query(`set session_replication_role = replica`);
  try {
    await step(
      db,
      'experiment players',
      `insert into players (id, public_id, account_id, token_hash, created_at, plays, last_seen_at)
       select gen_random_uuid(), 'benchexp' || i, $1, 'benchexp:' || i,
              now() - interval '31 days' + (i::float8 / $2) * interval '30 days',
              1 + (i % 3 = 0)::int,
              now() - interval '31 days' + (i::float8 / $2) * interval '30 days'
       from generate_series(1, $2::integer) i`,
      [coffee, players],
    );
    await step(
      db,
      'experiment plays',
      `insert into gameplays (game_id, account_id, player_id, seed, state, status, reason, score,
         started_at, ended_at, duration_ms, experiment_id, variant, source, medium, device,
         language, "returning")
       select $2, $1, p.id, 0,
              jsonb_build_object('secret', 'latte', 'guesses',
                case when finished then '["house", "plant", "latte"]'::jsonb
                     else '["house", "plant"]'::jsonb end),
              case when finished then 'won' else 'lost' end,
              case when not finished then 'abandoned' end,
              case when finished then 60 else 0 end,
              p.created_at + (k - 1) * interval '1 hour',
              p.created_at + (k - 1) * interval '1 hour' + interval '45 seconds',
              45000, x.id, case when hashtext(p.id::text) % 2 = 0 then 'A' else 'B' end,
              'direct', 'none', 'phone', 'en', k > 1
       from players p
       cross join generate_series(1, 2) k
       cross join (select id from experiments where public_id = 'benchexperiment1') x
       cross join lateral (select abs(hashtext(p.id::text || k)) % 100 < 55 as finished) f
       where p.public_id like 'benchexp%' and k <= p.plays`,
      [coffee, gameId],
    );
    // The steps the insert trigger (drizzle/0026_insight.sql) writes for a play written over.
    await step(
      db,
      "experiment plays' steps",
      `insert into analytics_events (account_id, game_id, step, at, play_id, language, source,
         medium, device, "returning", experiment_id, variant)
       select g.account_id, g.game_id, s.step, s.at, g.id, g.language, g.source, g.medium,
              g.device, g."returning", g.experiment_id, g.variant
       from gameplays g
       cross join lateral (values
         ('start', g.started_at, true),
         ('first_move', g.ended_at, g.reason is distinct from 'abandoned'),
         ('finish', g.ended_at, g.reason is distinct from 'abandoned'),
         ('win', g.ended_at, g.status = 'won')) as s(step, at, happened)
       where g.experiment_id = (select id from experiments where public_id = 'benchexperiment1')
         and s.happened`,
    );
  } finally {
    await db.query(`set session_replication_role = origin`);
  }
  await step(db, 'vacuum analyze the plays', 'vacuum analyze gameplays, players');
}

/** The experiment's counts kept by the rollup against a count of its plays. */
async function checkExperiment(db: pg.Client): Promise<void> {
  const { rows } = await db.query<{ variant: string; kept: string; counted: string }>(
    `with x as (select id from experiments where public_id = 'benchexperiment1')
     select r.variant, c.players || ' / ' || c.conversions as kept,
            r.units || ' / ' || r.conversions as counted
     from (select variant, count(*) as units, count(*) filter (where finished) as conversions
           from (select variant, player_id,
                        bool_or(status <> 'playing' and reason is distinct from 'abandoned') as finished
                 from gameplays where experiment_id = (select id from x)
                 group by 1, 2) p
           group by 1) r
     left join experiment_counts c on c.experiment_id = (select id from x) and c.variant = r.variant
     order by 1`,
  );
  const equal = rows.every((r) => r.kept === r.counted);
  console.log(
    `  experiment counts (players / conversions): ${rows.map((r) => `${r.variant} ${r.kept} kept, ${r.counted} counted from the plays`).join('; ')} — ${equal ? 'equal' : 'DIFFERENT'}`,
  );
  if (!equal) throw new Error('The experiment counts do not match the plays.');
}

export async function insightBench(
  adminUrl: string,
  /** The measured game's events over the last 90 days. */
  gameEvents: number,
  /** The 99 other games' events over the same days. */
  otherEvents: number,
  /** The players assigned to the measured game's experiment. */
  players: number,
): Promise<void> {
  const keep = process.env.BENCH_INSIGHT_KEEP === 'true';
  const reuse = process.env.BENCH_INSIGHT_REUSE === 'true';
  // The events loaded and indexed by an earlier run that stopped there: the rest from here.
  const resume = process.env.BENCH_INSIGHT_RESUME === 'true';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reuse && !resume) {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  const server = startServer(PORT, { DATABASE_URL: url.toString(), JOB_WORKERS: 'false' });
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    await waitFor(server, 'Playdesk: http');
    await db.connect();
    const { rows: versionRows } = await db.query<{ server_version: string }>('show server_version');
    const [coffee] = (
      await db.query<{ id: string }>(
        `select id from accounts where business_name = 'Demo Coffee Co.'`,
      )
    ).rows;
    const [wordle] = (
      await db.query<{ id: string; public_id: string }>(
        `select id, public_id from games where account_id = $1 and name = 'Coffee Wordle'`,
        [coffee!.id],
      )
    ).rows;
    if (!reuse) {
      console.log(
        `\nFunnel on PostgreSQL ${versionRows[0]?.server_version.split(' ')[0]}: seeding ${gameEvents.toLocaleString('en')} analytics events of the measured game and ${otherEvents.toLocaleString('en')} of 99 others, ${players.toLocaleString('en')} players in its experiment`,
      );
      const seeding = performance.now();
      if (!resume) await seed(db, coffee!.id, wordle!.id, gameEvents, otherEvents);
      // Only the events (for a later BENCH_INSIGHT_RESUME=true run): the rest from there.
      if (process.env.BENCH_INSIGHT_LOAD_ONLY === 'true') return;
      // A resumed run whose players are in already goes on with the rollup.
      const { rows: joined } = await db.query<{ n: string }>(
        `select count(*) as n from players where public_id like 'benchexp%'`,
      );
      if (!resume || joined[0]!.n === '0')
        await experimentPlayers(db, coffee!.id, wordle!.id, players);
      await rollUpAll(db, url.toString());
      await checkExperiment(db);
      console.log(`  seeded and rolled up in ${seconds(performance.now() - seeding)}\n`);
    }
    const { rows: sizes } = await db.query<{
      events: string;
      game_events: string;
      games: string;
      hourly: string;
      game_hourly: string;
      events_bytes: string;
      hourly_bytes: string;
      database_bytes: string;
    }>(
      `select (select count(*) from analytics_events) as events,
              (select count(*) from analytics_events where game_id = $1) as game_events,
              (select count(distinct game_id) from analytics_events) as games,
              (select count(*) from analytics_hourly) as hourly,
              (select count(*) from analytics_hourly where game_id = $1) as game_hourly,
              pg_total_relation_size('analytics_events') as events_bytes,
              pg_total_relation_size('analytics_hourly') as hourly_bytes,
              pg_database_size(current_database()) as database_bytes`,
      [wordle!.id],
    );
    const s = sizes[0]!;
    console.log(
      `  data: ${Number(s.events).toLocaleString('en')} events of ${s.games} games (analytics_events ${mb(Number(s.events_bytes))} with indexes), ` +
        `${Number(s.game_events).toLocaleString('en')} of the measured game; analytics_hourly ${Number(s.hourly).toLocaleString('en')} rows ` +
        `(${Number(s.game_hourly).toLocaleString('en')} of the measured game; ${mb(Number(s.hourly_bytes))}); database ${mb(Number(s.database_bytes))}`,
    );

    const base = `http://127.0.0.1:${PORT}${API_PATH}`;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@playdesk.test', password: 'playdesk-demo' }),
    });
    const { user } = (await login.json()) as {
      user: { token: string; current_account: { public_id: string } };
    };
    const headers = {
      authorization: `Bearer ${user.token}`,
      'x-account': user.current_account.public_id,
    };
    const today = Date.now();
    const days90 = `from=${isoDay(today - 89 * DAY_MS)}&to=${isoDay(today)}`;
    const before = `compare_from=${isoDay(today - 179 * DAY_MS)}&compare_to=${isoDay(today - 90 * DAY_MS)}`;
    const game = `game=${wordle!.public_id}`;
    const cases: [string, string][] = [
      ['stats/funnel, one game, 90 days', `stats/funnel?${game}&${days90}`],
      ...FUNNEL_DIMENSIONS.map((d): [string, string] => [
        `stats/funnel, one game, by ${d}`,
        `stats/funnel?${game}&${days90}&group_by=${d}`,
      ]),
      ['stats/funnel, against the 90 days before', `stats/funnel?${game}&${days90}&${before}`],
      ['stats/funnel, the account, every game', `stats/funnel?${days90}`],
      ['stats/funnel, the account, by source', `stats/funnel?${days90}&group_by=source`],
      ['stats/games/{id}/steps, 90 days', `stats/games/${wordle!.public_id}/steps?${days90}`],
      ['experiments/{id} (results)', 'experiments/benchexperiment1'],
    ];
    for (const [label, path] of cases) {
      await measure(`${base}/${path}`, headers, 20); // warm-up
      const samples = await measure(`${base}/${path}`, headers, REQUESTS);
      console.log(
        `  GET ${label.padEnd(44)} p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms   (aim p95 ≤ 150 ms; ${REQUESTS} requests)`,
      );
    }
  } finally {
    await db.end().catch(() => undefined);
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (!keep) await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  }
}
