/**
 * The Player Data benchmark (issue 11): a million known players in a throw-away PostgreSQL
 * database, then p95 latency of the console's list (first page, a filtered page, a deep keyset
 * page, a search) and the time and peak RSS of exporting every row as CSV.
 *
 * `BENCH_DATABASE_URL` is a PostgreSQL server whose user may create databases; the benchmark
 * creates `playdesk_bench_crm` there, starts the built server on it (migrations and the demo
 * businesses), seeds the players in bulk SQL (generate_series, not row by row) and drops the
 * database at the end. `BENCH_CRM_PLAYERS` changes the number of players (default 1 000 000);
 * `BENCH_CRM_KEEP=true` keeps the database (to EXPLAIN the list's queries on it), and a later run
 * with `BENCH_CRM_REUSE=true` measures it again without seeding. `BENCH_CRM_EXPORT_ONLY=true` skips
 * the list's timings and measures the export alone (still on a freshly started server).
 * `BENCH_CRM_PORT` and `BENCH_CRM_DB` change the server's port (3903) and the database's name.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { API_PATH } from '@playdesk/contract/urls';
import pg from 'pg';
import { percentile, seconds, waitFor, startServer } from './support.js';

const PORT = Number(process.env.BENCH_CRM_PORT ?? 3903);
const DB_NAME = process.env.BENCH_CRM_DB ?? 'playdesk_bench_crm';
const REQUESTS = 200;
const PAGE_SIZE = 25;

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

/**
 * The players, their plays (about two each, 45 % won, over the last year, across the business's
 * published games), per-game aggregates, and consents (all gave the terms, 40 % the newsletter,
 * 2 % of those still pending). The aggregates are computed here in one pass instead of by the
 * gameplays trigger row by row, which is switched off for the load and on again after it.
 */
async function seed(db: pg.Client, accountId: string, n: number): Promise<void> {
  const step = async (label: string, query: string, values: unknown[] = []) => {
    const started = performance.now();
    const res = await db.query(query, values);
    console.log(
      `  ${label.padEnd(34)} ${String(res.rowCount ?? '').padStart(9)} rows  ${seconds(performance.now() - started)}`,
    );
  };
  await step(
    'people (temporary)',
    `create unlogged table bench_people as
     select i, gen_random_uuid() as id,
       now() - (random() * interval '365 days') as created_at,
       case when i % 10 < 5 then 1 when i % 10 < 8 then 2 when i % 10 < 9 then 3 else 6 end as n
     from generate_series(1, $1::integer) i`,
    [n],
  );
  await step(
    'plays (temporary)',
    `create unlogged table bench_plays as
     select p.id as player_id, g.ids[1 + floor(random() * array_length(g.ids, 1))::integer] as game_id,
       p.created_at + random() * (now() - p.created_at) as started_at,
       random() < 0.45 as won, floor(random() * 1000)::integer as score
     from bench_people p
     cross join lateral generate_series(1, p.n) k
     cross join (select array_agg(id) as ids from games
                 where account_id = $1 and status = 'published') g`,
    [accountId],
  );
  await step(
    'players',
    `insert into players (id, public_id, account_id, token_hash, email, first_name, last_name,
       postcode, identified_at, created_at, plays, wins, best_score, games_played, last_seen_at)
     select p.id, 'bench' || p.i, $1, 'bench:' || p.i,
       'player' || p.i || '@' || (array['example.com', 'mail.example', 'post.example'])[1 + p.i % 3],
       (array['Ada','Ben','Chloé','Dan','Ema','Finn','Gia','Hugo','Iris','Jon','Kai','Lea'])[1 + p.i % 12],
       (array['Martin','Smith','Rossi','Müller','Dubois','Novak','Silva','Jensen'])[1 + (p.i / 12) % 8],
       case when p.i % 5 < 3 then (10000 + p.i % 89999)::text end,
       p.created_at, p.created_at, s.plays, s.wins, s.best, s.games, s.last
     from bench_people p
     join (select player_id, count(*)::integer as plays,
             count(*) filter (where won)::integer as wins,
             max(case when won then 50 + score else score / 5 end) as best,
             count(distinct game_id)::integer as games, max(started_at) as last
           from bench_plays group by player_id) s on s.player_id = p.id`,
    [accountId],
  );
  await db.query('alter table gameplays disable trigger gameplays_player_stats');
  try {
    await step(
      'gameplays',
      `insert into gameplays (game_id, account_id, player_id, seed, state, status, score,
         started_at, ended_at, duration_ms)
       select game_id, $1, player_id, 0, '{"bench":true}', case when won then 'won' else 'lost' end,
         case when won then 50 + score else score / 5 end, started_at,
         started_at + interval '45 seconds', 45000
       from bench_plays`,
      [accountId],
    );
  } finally {
    await db.query('alter table gameplays enable trigger gameplays_player_stats');
  }
  await step(
    'player_games',
    `insert into player_games (player_id, game_id, plays, wins, best_score, last_played_at)
     select player_id, game_id, count(*), count(*) filter (where won),
       max(case when won then 50 + score else score / 5 end), max(started_at)
     from bench_plays group by player_id, game_id`,
  );
  const consents = await db.query<{ id: string; mandatory: boolean }>(
    'select id, mandatory from consents where account_id = $1 order by created_at',
    [accountId],
  );
  const terms = consents.rows.find((c) => c.mandatory)?.id;
  const news = consents.rows.find((c) => !c.mandatory)?.id;
  if (!terms || !news) throw new Error('The demo business has no consents to give.');
  const given = `select p.id as player_id, c.consent_id, p.created_at,
      case when c.consent_id = $2 and p.i % 50 = 0 then 'pending' else 'given' end as state
    from bench_people p
    cross join (values ($1::uuid), ($2::uuid)) c(consent_id)
    where c.consent_id = $1 or p.i % 5 < 2`;
  await step(
    'player_consents',
    `insert into player_consents (player_id, consent_id, state, updated_at)
     select player_id, consent_id, state, created_at from (${given}) g`,
    [terms, news],
  );
  await step(
    'consent_records',
    `insert into consent_records (account_id, player_id, consent_id, version, action, status,
       page_url, confirmed_at, created_at)
     select $3, player_id, consent_id, 1, 'given',
       case when state = 'pending' then 'pending' else 'confirmed' end,
       'https://coffee.example/play', case when state = 'given' then created_at end, created_at
     from (${given}) g`,
    [terms, news, accountId],
  );
  await db.query('drop table bench_plays');
  await db.query('drop table bench_people');
  const started = performance.now();
  await db.query('vacuum analyze');
  console.log(
    `  ${'vacuum analyze'.padEnd(34)} ${''.padStart(9)}       ${seconds(performance.now() - started)}`,
  );
}

/** p95 (and p50) in ms of `REQUESTS` sequential calls of `url` (fewer if they take over a minute). */
async function latency(url: string, headers: Record<string, string>) {
  const samples: number[] = [];
  const until = performance.now() + 60_000;
  for (let i = 0; i < REQUESTS + 10 && performance.now() < until; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    // The first ten warm the caches and the JIT.
    if (i >= 10) samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), n: samples.length };
}

/**
 * Downloads the export; time, bytes, rows, and the server's peak RSS (VmRSS in /proc/PID/status,
 * sampled every 50 ms).
 */
async function exportAll(url: string, headers: Record<string, string>, pid: number) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const res = await fetch(url, { headers });
    if (!res.ok || !res.body) throw new Error(`${url}: ${res.status}`);
    // Counted with indexOf: a byte-by-byte loop here took a core of its own, so the server (on a
    // two-core machine) was measured beside a client slower than any browser's download.
    for await (const chunk of res.body) {
      bytes += chunk.byteLength;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    }
  } finally {
    clearInterval(timer);
  }
  return { ms: performance.now() - started, bytes, rows: lines - 1, before, peak };
}

/** The built server on the bench's database (demo data seeded into an empty one). */
function startBench(databaseUrl: string): ChildProcess {
  return startServer(PORT, { DATABASE_URL: databaseUrl, JOB_WORKERS: 'false' });
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

async function signIn(base: string) {
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@playdesk.test', password: 'playdesk-demo' }),
  });
  const { user } = (await login.json()) as {
    user: { token: string; current_account: { public_id: string } };
  };
  return user;
}

const token = async (base: string) => (await signIn(base)).token;

export async function crmBench(adminUrl: string, n: number): Promise<void> {
  const keep = process.env.BENCH_CRM_KEEP === 'true';
  const reuse = process.env.BENCH_CRM_REUSE === 'true';
  const exportOnly = process.env.BENCH_CRM_EXPORT_ONLY === 'true';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reuse) {
    await admin.query(`drop database if exists ${DB_NAME}`);
    await admin.query(`create database ${DB_NAME}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  let server = startBench(url.toString());
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    await waitFor(server, 'Playdesk: http');
    await db.connect();
    const [coffee] = (
      await db.query<{ id: string }>(
        `select id from accounts where business_name = 'Demo Coffee Co.'`,
      )
    ).rows;
    if (!reuse) {
      console.log(`\nPlayer Data on PostgreSQL: seeding ${n.toLocaleString('en')} players`);
      const seeding = performance.now();
      await seed(db, coffee!.id, n);
      console.log(`  seeded in ${seconds(performance.now() - seeding)}\n`);
    }

    const base = `http://127.0.0.1:${PORT}${API_PATH}`;
    const user = await signIn(base);
    const headers = {
      authorization: `Bearer ${user.token}`,
      'x-account': user.current_account.public_id,
    };
    const gameNamed = async (name: string) =>
      (
        await db.query<{ public_id: string }>(
          `select public_id from games where account_id = $1 and name = $2`,
          [coffee!.id, name],
        )
      ).rows[0]!.public_id;
    const game = await gameNamed('Coffee Wordle');
    // A draft nobody played: a filter with no match, the case where walking the list's order
    // to find matches would read every player.
    const unplayed = await gameNamed('Holiday Menu Quiz');
    // A cursor halfway down the list, as a client paging there would hold it.
    const [middle] = (
      await db.query<{ v: string; id: string }>(
        `select to_char(last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as v, id
         from players where account_id = $1 and identified_at is not null and erased_at is null
         order by last_seen_at desc, id desc offset $2 limit 1`,
        [coffee!.id, Math.floor(n / 2)],
      )
    ).rows;
    const cursor = Buffer.from(JSON.stringify(middle)).toString('base64url');
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, string][] = [
      ['first page (last seen)', `players?page_size=${PAGE_SIZE}`],
      ['first page (best score)', `players?page_size=${PAGE_SIZE}&sort=best_score`],
      [
        'filtered: game + won + 30 days',
        `players?page_size=${PAGE_SIZE}&game=${game}&won=yes&from=${day(30)}&to=${day(0)}`,
      ],
      ['filtered: a game nobody played', `players?page_size=${PAGE_SIZE}&game=${unplayed}&won=yes`],
      [
        'filtered: won + 7 days, by plays',
        `players?page_size=${PAGE_SIZE}&won=yes&from=${day(7)}&sort=plays`,
      ],
      [
        `deep page (cursor at row ${Math.floor(n / 2)})`,
        `players?page_size=${PAGE_SIZE}&cursor=${cursor}`,
      ],
      ['search (email prefix)', `players?page_size=${PAGE_SIZE}&search=player4242`],
      ['search (name)', `players?page_size=${PAGE_SIZE}&search=chlo`],
    ];
    if (!exportOnly)
      console.log(`Player Data list, ${REQUESTS} sequential requests each (aim: p95 ≤ 50 ms)`);
    for (const [label, path] of exportOnly ? [] : cases) {
      const { p50, p95, n: count } = await latency(`${base}/${path}`, headers);
      console.log(
        `  ${label.padEnd(34)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms` +
          (count < REQUESTS ? `   (${count} requests in a minute)` : ''),
      );
    }
    // The export runs on a freshly started server, so its peak RSS is what the export holds and
    // not the heap V8 kept growing (and has not collected yet) under the list's load above.
    await stop(server);
    server = startBench(url.toString());
    await waitFor(server, 'Playdesk: http');
    const fresh = { ...headers, authorization: `Bearer ${await token(base)}` };
    const out = await exportAll(`${base}/players/export`, fresh, server.pid!);
    console.log(
      `\nExport of every player: ${out.rows.toLocaleString('en')} rows, ` +
        `${(out.bytes / 1024 / 1024).toFixed(0)} MB CSV in ${seconds(out.ms)}; ` +
        `fresh server's RSS ${out.before.toFixed(0)} MB before, peak ${out.peak.toFixed(0)} MB (aim < 200 MB)`,
    );
  } finally {
    await stop(server);
    await db.end().catch(() => undefined);
    if (!keep) await admin.query(`drop database if exists ${DB_NAME}`);
    await admin.end();
  }
}
