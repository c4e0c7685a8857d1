/**
 * The funnel's benchmark (issue 34): `BENCH_INSIGHT_EVENTS` analytics events (default 100 M) in a
 * throw-away PostgreSQL database, rolled up by hour, then p50/p95 of `GET stats/funnel` for one
 * busy game over 90 days — totals, by source, by device, by placement, against the 90 days before —
 * and of the account-wide funnel.
 *
 * `BENCH_DATABASE_URL` is a PostgreSQL server whose user may create databases (and set
 * `session_replication_role`); the benchmark creates `playdesk_bench_insight` there, starts the
 * server on it (migrations and the demo data, no job workers), and then, in bulk SQL:
 *  - clones the demo Wordle into about 100 published games over the demo businesses (20 of them
 *    Demo Coffee Co.'s), adds three placements and a stopped A/B experiment to the demo Wordle;
 *  - inserts the events with `generate_series`, a million per statement, with the table's
 *    secondary indexes dropped during the load and built again after (their definitions read
 *    from `pg_indexes`), and the foreign keys' checks off for the loading session: the demo
 *    Wordle gets 5 % of them over the last 90 days, the other games the rest over 120 days; steps
 *    in funnel proportions; 20 sources, each with its own medium, campaign and referrer, skewed
 *    towards the first; four embedding hosts or the game page; the placements on three sources;
 *    four languages; three devices; new/returning; variants A/B on the demo Wordle's last 30 days;
 *  - rolls up every closed hour but the last two days with the rollup's own SQL
 *    (`dimensionRows()` of features/insight/counts.ts) grouped by hour over a day per statement,
 *    sums those whole days into `analytics_daily` as the job does when a day closes (`rollDay`),
 *    sets `analytics_rollup_state` to that instant (the rollups' secondary indexes dropped during
 *    that and built again after), and rolls the rest with the real job's code
 *    (`rollup-cli.ts`, an hour per transaction); then checks that the rollups' totals equal a
 *    count of the events they cover, and runs VACUUM ANALYZE.
 * `BENCH_INSIGHT_GAME_EVENTS` sets the measured game's share (default 5 % of the events): a run
 * with fewer events in all can keep the measured game at its full 5 M.
 * `BENCH_INSIGHT_KEEP=true` keeps the database, and a later run with `BENCH_INSIGHT_REUSE=true`
 * measures it again without seeding.
 */
import { spawn } from 'node:child_process';
import { API_PATH } from '@playdesk/contract/urls';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { dimensionRows } from '../apps/server/src/features/insight/counts.js';
import { measure, percentile, seconds, startServer, waitFor } from './support.js';

const PORT = 3905;
const DB_NAME = 'playdesk_bench_insight';
const REQUESTS = 200;
const CHUNK = 1_000_000;
const GAMES = 100;
/** The measured game's share of the events by default (5 M of 100 M). */
const BUSY_SHARE = 0.05;
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
  events: number,
  busyShare: number,
): Promise<void> {
  await games(db, coffee, gameId);
  const { rows: counted } = await db.query<{ n: string }>(`select count(*) as n from bench_games`);
  const others = Number(counted[0]!.n) - 1;
  const indexes = await secondaryIndexes(db, 'analytics_events');
  for (const index of indexes) await db.query(`drop index "${index.indexname}"`);
  // The loading session skips the foreign keys' per-row checks: every id below is a real one.
  await db.query(`set session_replication_role = replica`);
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
           case when t.busy and t.at > now() - interval '30 days' then x.id end,
           case when t.busy and t.at > now() - interval '30 days'
                then case when random() < 0.5 then 'A' else 'B' end end
    from (select i, r_game < $3 as busy, r_step, r_lang, r_host, r_dev, r_ret,
                 1 + floor(20 * r_src * r_src)::int as k,
                 now() - (r_at * case when r_game < $3 then interval '90 days'
                                      else interval '120 days' end) as at
          from (select i, random() as r_game, random() as r_at, random() as r_step,
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
        busyShare,
        others,
      ]);
    }
  } finally {
    await db.query(`set session_replication_role = origin`);
    await db.query('drop table bench_games');
  }
  for (const index of indexes) await step(db, `index ${index.indexname}`, index.indexdef);
  await step(db, 'vacuum analyze analytics_events', 'vacuum analyze analytics_events');
}

/**
 * Every closed hour rolled up: all but the last two days by the rollup's own counting SQL grouped
 * by hour, a day per statement, then the rest by the job's code, an hour per transaction.
 */
async function rollUpAll(db: pg.Client, url: string): Promise<void> {
  await db.query(`set time zone 'UTC'`);
  const { rows } = await db.query<{ first: Date; bulk_end: Date }>(
    `select date_trunc('hour', min(at)) as first,
            date_trunc('day', now()) - interval '2 days' as bulk_end
     from analytics_events`,
  );
  const first = rows[0]!.first.getTime();
  const bulkEnd = rows[0]!.bulk_end.getTime();
  const dialect = new PgDialect();
  const started = performance.now();
  const indexes = await secondaryIndexes(db, 'analytics_hourly');
  for (const index of indexes) await db.query(`drop index "${index.indexname}"`);
  for (let from = first; from < bulkEnd; from += DAY_MS) {
    const to = Math.min(from + DAY_MS, bulkEnd);
    const query = dialect.sqlToQuery(sql`
      insert into analytics_hourly (account_id, game_id, hour, step, dimension, value, n)
      select e.account_id, e.game_id, date_trunc('hour', e.at), e.step, d.dimension, d.value,
             count(*)::integer
      from analytics_events e cross join lateral ${dimensionRows()}
      where e.at >= ${new Date(from).toISOString()}::timestamptz
        and e.at < ${new Date(to).toISOString()}::timestamptz
      group by e.account_id, e.game_id, date_trunc('hour', e.at), e.step, d.dimension, d.value`);
    await db.query(query.sql, query.params);
  }
  // The closed days' rows, summed from their hours as the job does when a day's last hour is
  // rolled (rollup.ts `rollDay`), all days at once.
  await db.query(
    `insert into analytics_daily (account_id, game_id, day, step, dimension, value, n)
     select account_id, game_id, date_trunc('day', hour), step, dimension, value, sum(n)::integer
     from analytics_hourly where hour < $1
     group by account_id, game_id, date_trunc('day', hour), step, dimension, value`,
    [new Date(bulkEnd).toISOString()],
  );
  await db.query(
    `insert into analytics_rollup_state (id, rolled_until) values ('funnel', $1)
     on conflict (id) do update set rolled_until = excluded.rolled_until, updated_at = now()`,
    [new Date(bulkEnd).toISOString()],
  );
  for (const index of indexes) await db.query(index.indexdef);
  console.log(
    `  ${'rollup, by day (the rollup SQL), indexes'.padEnd(34)} ${`${Math.round((bulkEnd - first) / 3_600_000)} h`.padStart(10)}       ${seconds(performance.now() - started)}`,
  );
  const cli = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/features/insight/rollup-cli.ts'],
    { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`rollup-cli exited with ${code}`);
  const done = /done: (\d+) hours/.exec(out)?.[1] ?? '?';
  console.log(
    `  ${'rollup, by hour (rollup-cli.ts)'.padEnd(34)} ${`${done} h`.padStart(10)}       ${seconds(performance.now() - cli)}`,
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
  await step(db, 'vacuum analyze the rollups', 'vacuum analyze analytics_hourly, analytics_daily');
}

export async function insightBench(
  adminUrl: string,
  events: number,
  /** The measured game's events (over 90 days); 5 % of them by default. */
  gameEvents = Math.round(events * BUSY_SHARE),
): Promise<void> {
  const keep = process.env.BENCH_INSIGHT_KEEP === 'true';
  const reuse = process.env.BENCH_INSIGHT_REUSE === 'true';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reuse) {
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
        `\nFunnel on PostgreSQL ${versionRows[0]?.server_version.split(' ')[0]}: seeding ${events.toLocaleString('en')} analytics events, ${gameEvents.toLocaleString('en')} of them the measured game's`,
      );
      const seeding = performance.now();
      await seed(db, coffee!.id, wordle!.id, events, Math.min(1, gameEvents / events));
      await rollUpAll(db, url.toString());
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
      ['one game, 90 days', `${game}&${days90}`],
      ['one game, by source', `${game}&${days90}&group_by=source`],
      ['one game, by device', `${game}&${days90}&group_by=device`],
      ['one game, by placement', `${game}&${days90}&group_by=placement`],
      ['one game, against the 90 days before', `${game}&${days90}&${before}`],
      ['the account, every game', days90],
    ];
    for (const [label, query] of cases) {
      await measure(`${base}/stats/funnel?${query}`, headers, 20); // warm-up
      const samples = await measure(`${base}/stats/funnel?${query}`, headers, REQUESTS);
      console.log(
        `  GET stats/funnel, ${label.padEnd(38)} p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms   (aim p95 ≤ 150 ms; ${REQUESTS} requests)`,
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
