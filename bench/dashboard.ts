/**
 * The dashboard benchmark (issue 18): ten million gameplays of one business in a throw-away
 * PostgreSQL database, then p50/p95 of GET /dashboard over 30 days and over a year.
 *
 * `BENCH_DATABASE_URL` is a PostgreSQL server whose user may create databases; the benchmark
 * creates `playdesk_bench_dashboard` there, starts the server on it (migrations and the demo
 * businesses), inserts the players and plays in bulk SQL (generate_series, a million rows per
 * statement; the dashboard's rollup triggers stay on and count them as they land, the players'
 * per-row aggregates trigger is switched off for the load) and drops the database at the end.
 * `BENCH_DASHBOARD_PLAYS` changes the number of plays (default 10 000 000);
 * `BENCH_DASHBOARD_KEEP=true` keeps the database, and a later run with
 * `BENCH_DASHBOARD_REUSE=true` measures it again without seeding.
 */
import type { ChildProcess } from 'node:child_process';
import { API_PATH } from '@playdesk/contract/urls';
import pg from 'pg';
import { measure, percentile, seconds, waitFor, startServer } from './support.js';

const PORT = 3904;
const DB_NAME = 'playdesk_bench_dashboard';
const REQUESTS = 200;
const CHUNK = 1_000_000;
/** Plays per player, on average. */
const PLAYS_PER_PLAYER = 5;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function seed(db: pg.Client, accountId: string, plays: number): Promise<void> {
  const players = Math.max(1, Math.round(plays / PLAYS_PER_PLAYER));
  const step = async (label: string, query: string, values: unknown[] = []) => {
    const started = performance.now();
    const res = await db.query(query, values);
    console.log(
      `  ${label.padEnd(30)} ${String(res.rowCount ?? '').padStart(10)} rows  ${seconds(performance.now() - started)}`,
    );
  };
  await step(
    'players',
    `insert into players (public_id, account_id, token_hash, created_at, last_seen_at)
     select 'bench' || i, $1, md5('bench' || i),
            now() - (random() * interval '365 days'), now()
     from generate_series(1, $2::integer) i`,
    [accountId, players],
  );
  await db.query(
    `create unlogged table bench_ids as
     select row_number() over () as n, id from players where account_id = $1`,
    [accountId],
  );
  await db.query('create unique index on bench_ids (n)');
  // The players' per-row aggregates (0003) are not what is measured here; the rollup is.
  await db.query('alter table gameplays disable trigger gameplays_player_stats');
  try {
    for (let done = 0; done < plays; done += CHUNK) {
      const count = Math.min(CHUNK, plays - done);
      await step(
        `plays ${(done + count).toLocaleString('en')}`,
        `insert into gameplays (game_id, account_id, player_id, seed, state, status, score,
                                started_at, ended_at)
         select g.ids[1 + (t.i % array_length(g.ids, 1))], $1, p.id, t.i,
                '{"guesses":["house","plant"],"secret":"beans"}'::jsonb,
                case when random() < 0.45 then 'won' else 'lost' end,
                floor(random() * 1000)::integer, t.at, t.at + interval '1 minute'
         from (select i, now() - (random() * interval '365 days') as at
               from generate_series($2::integer + 1, $2::integer + $3::integer) i) t
         cross join (select array_agg(id order by created_at) as ids from games
                     where account_id = $1 and status = 'published') g
         join bench_ids p on p.n = 1 + (t.i % $4::integer)`,
        [accountId, done, count, players],
      );
    }
  } finally {
    await db.query('alter table gameplays enable trigger gameplays_player_stats');
    await db.query('drop table bench_ids');
  }
  const started = performance.now();
  await db.query('vacuum analyze gameplays, players, gameplay_days');
  console.log(
    `  ${'vacuum analyze'.padEnd(30)} ${''.padStart(10)}       ${seconds(performance.now() - started)}`,
  );
}

function startBench(databaseUrl: string): ChildProcess {
  return startServer(PORT, { DATABASE_URL: databaseUrl, JOB_WORKERS: 'false' });
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function dashboardBench(adminUrl: string, plays: number): Promise<void> {
  const keep = process.env.BENCH_DASHBOARD_KEEP === 'true';
  const reuse = process.env.BENCH_DASHBOARD_REUSE === 'true';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reuse) {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  const server = startBench(url.toString());
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
    if (!reuse) {
      console.log(
        `\nDashboard on PostgreSQL ${versionRows[0]?.server_version.split(' ')[0]}: seeding ${plays.toLocaleString('en')} plays of one business`,
      );
      const seeding = performance.now();
      await seed(db, coffee!.id, plays);
      console.log(`  seeded in ${seconds(performance.now() - seeding)}\n`);
    }
    const { rows: sizes } = await db.query<{
      plays: string;
      players: string;
      rollup_rows: string;
      gameplays_bytes: string;
      players_bytes: string;
      rollup_bytes: string;
      database_bytes: string;
    }>(
      `select (select count(*) from gameplays where account_id = $1) as plays,
              (select count(*) from players where account_id = $1) as players,
              (select count(*) from gameplay_days where account_id = $1) as rollup_rows,
              pg_total_relation_size('gameplays') as gameplays_bytes,
              pg_total_relation_size('players') as players_bytes,
              pg_total_relation_size('gameplay_days') as rollup_bytes,
              pg_database_size(current_database()) as database_bytes`,
      [coffee!.id],
    );
    const size = sizes[0]!;
    console.log(
      `  data: ${Number(size.plays).toLocaleString('en')} plays (gameplays ${mb(Number(size.gameplays_bytes))} with indexes), ` +
        `${Number(size.players).toLocaleString('en')} players (${mb(Number(size.players_bytes))}), ` +
        `rollup ${Number(size.rollup_rows).toLocaleString('en')} rows (${mb(Number(size.rollup_bytes))}); database ${mb(Number(size.database_bytes))}`,
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
    for (const [label, days] of [
      ['30 days', 29],
      ['a year', 365],
    ] as const) {
      const query = `from=${isoDay(today - days * 86_400_000)}&to=${isoDay(today)}`;
      await measure(`${base}/dashboard?${query}`, headers, 20); // warm-up
      const samples = await measure(`${base}/dashboard?${query}`, headers, REQUESTS);
      console.log(
        `  GET /dashboard, ${label.padEnd(8)} p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms   (aim p95 ≤ 100 ms; ${REQUESTS} requests)`,
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
