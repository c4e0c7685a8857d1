/**
 * `node --import tsx bench/ab.ts <scenario> [rounds]` measures a
 * change. Two servers — the code in `BENCH_AB_BASE` (another checkout of the repository, with
 * its `node_modules`) as A and this checkout as B, both from their sources, each on its own
 * throw-away PostgreSQL database next to `DATABASE_URL` — and the bare route, loaded in turn in
 * each round (A and B swap places every round), so both see the same machine. Scenarios:
 * `beacon` (bench/beacon.ts's requests), `starts` (play starts, as bench/play.ts's; fair play
 * off, as for the other scenarios: the bench's address is exempt), `moves` (moves on plays the
 * instance started, then on plays it does not know, bench/play.ts). Prints each rate, its ratio
 * to the bare route of its round, the server's CPU per request (its `/proc` time over the requests
 * answered) and the load average. `BENCH_AB_PORT` (default 5141) is the first of the three ports it takes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { API_PATH } from '@playdesk/contract/urls';
import autocannon from 'autocannon';
import pg from 'pg';
import { beaconBody } from './beacon.js';
import { loadStarts, movesOn } from './play.js';
import { allowAllFairPlay, demoWordle, waitFor } from './support.js';

const BASE_DIR = process.env.BENCH_AB_BASE;
const URL_ = process.env.DATABASE_URL;
const PORT = Number(process.env.BENCH_AB_PORT ?? 5141);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
/** The two throw-away databases' prefix (`BENCH_AB_DB`), so two sessions on one server do not meet. */
const DB_PREFIX = process.env.BENCH_AB_DB ?? 'perf34_ab';
if (!/^[a-z_][a-z0-9_]*$/.test(DB_PREFIX)) throw new Error('BENCH_AB_DB: a plain lower-case name');
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function fresh(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: URL_ });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(URL_!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function drop(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: URL_ });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

function server(cwd: string, port: number, databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join('/tmp', `playdesk-ab-${port}`),
      PLAY_START_RATE_LIMIT_PER_MINUTE: '1000000',
      BEACON_RATE_LIMIT_PER_MINUTE: '1000000',
      FAIR_PLAY_EXEMPT_NETWORKS: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** CPU seconds (user + system) of a process so far. */
function cpu(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds so far of PostgreSQL's backends serving `database` (its connections in
 * pg_stat_activity, read from /proc: PostgreSQL on this machine). WAL writer and checkpointer,
 * shared by every database, are left out.
 */
async function pgCpu(database: string): Promise<Map<number, number>> {
  const admin = new pg.Client({ connectionString: URL_ });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    const times = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        times.set(pid, cpu(pid));
      } catch {
        // Gone meanwhile.
      }
    }
    return times;
  } finally {
    await admin.end();
  }
}

/** CPU seconds the backends spent between two readings (a backend new since counts whole). */
const pgSpent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, t]) => sum + t - (before.get(pid) ?? 0), 0);

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Target {
  name: string;
  database: string;
  child: ChildProcess;
  base: string;
  game: string;
}

async function beacon(t: Target): Promise<{ rps: number; total: number }> {
  let n = 0;
  const r = await autocannon({
    url: t.base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          n += 1;
          return {
            ...req,
            path: `${new URL(t.base).pathname}/play/events`,
            headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
            body: beaconBody(t.game, n),
          };
        },
      },
    ],
  });
  if (r.non2xx > 0 || r.errors > 0)
    console.warn(`  ! ${t.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, total: r.requests.total };
}

async function starts(t: Target): Promise<{ rps: number; total: number }> {
  const r = await loadStarts(t.base, t.game, CONNECTIONS, DURATION);
  return { rps: r.requests.average, total: r.requests.total };
}

async function main(): Promise<void> {
  const scenario = process.argv[2] ?? 'beacon';
  const rounds = Number(process.argv[3] ?? 3);
  if (!BASE_DIR || !URL_) throw new Error('Set BENCH_AB_BASE and DATABASE_URL.');
  const [dbA, dbB] = await Promise.all([fresh(`${DB_PREFIX}_a`), fresh(`${DB_PREFIX}_b`)]);
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const targets: Target[] = [
    {
      name: 'A (base)',
      database: `${DB_PREFIX}_a`,
      child: server(BASE_DIR, PORT + 1, dbA),
      base: '',
      game: '',
    },
    {
      name: 'B (this)',
      database: `${DB_PREFIX}_b`,
      child: server(process.cwd(), PORT + 2, dbB),
      base: '',
      game: '',
    },
  ];
  try {
    await waitFor(bare, 'ready');
    for (const [i, t] of targets.entries()) {
      await waitFor(t.child, 'Playdesk: http');
      t.base = `http://127.0.0.1:${PORT + 1 + i}${API_PATH}`;
      t.game = await demoWordle(t.base);
      await allowAllFairPlay(t.base, t.game);
      const c = new pg.Client({ connectionString: i === 0 ? dbA : dbB });
      await c.connect();
      await c.query('update plans set monthly_total_impressions = 1000000000');
      await c.end();
    }
    const bareUrl = `http://127.0.0.1:${PORT}/bare`;
    await autocannon({ url: bareUrl, duration: 2, connections: CONNECTIONS });
    // The scenarios loaded at a steady rate for DURATION (moves are counted out per play).
    const steady = scenario === 'beacon' ? beacon : scenario === 'starts' ? starts : null;
    if (steady) for (const t of targets) await steady(t); // warm-up
    for (let round = 1; round <= rounds; round++) {
      // The bare route's CPU per request: its server's and the load generator's (this process).
      const [bareBefore, genBefore] = [cpu(bare.pid!), process.cpuUsage()];
      const bareRun = await autocannon({ url: bareUrl, duration: DURATION, connections: 20 });
      const bareRps = bareRun.requests.average;
      const genBare = process.cpuUsage(genBefore);
      console.log(
        `round ${round}: bare ${bareRps.toFixed(0)} req/s, CPU per request: server ${(((cpu(bare.pid!) - bareBefore) / bareRun.requests.total) * 1e6).toFixed(0)} µs, load generator ${((genBare.user + genBare.system) / bareRun.requests.total).toFixed(0)} µs; load ${load()}`,
      );
      const order = round % 2 === 1 ? targets : [...targets].reverse();
      for (const t of order) {
        const pid = t.child.pid!;
        if (steady) {
          const before = cpu(pid);
          const pgBefore = await pgCpu(t.database);
          const genBefore = process.cpuUsage();
          const r = await steady(t);
          const gen = process.cpuUsage(genBefore);
          const perReq = ((cpu(pid) - before) / r.total) * 1e6;
          const pgPerReq = (pgSpent(pgBefore, await pgCpu(t.database)) / r.total) * 1e6;
          console.log(
            `  ${t.name} ${scenario} ${r.rps.toFixed(0)}/s ratio ${(r.rps / bareRps).toFixed(3)}, CPU per request: server ${perReq.toFixed(0)} µs, PostgreSQL ${pgPerReq.toFixed(0)} µs, load generator ${((gen.user + gen.system) / r.total).toFixed(0)} µs; load ${load()}`,
          );
        } else {
          // CPU per move: the server's and its PostgreSQL backends', over the moves only.
          const counters = { server: 0, pg: new Map<number, number>() };
          const reset = async () => {
            counters.server = cpu(pid);
            counters.pg = await pgCpu(t.database);
          };
          const perMove = async (total: number) =>
            `server ${(((cpu(pid) - counters.server) / total) * 1e6).toFixed(0)} µs, PostgreSQL ${((pgSpent(counters.pg, await pgCpu(t.database)) / total) * 1e6).toFixed(0)} µs`;
          const known = await movesOn(
            t.base,
            t.game,
            4_900,
            CONNECTIONS,
            { amount: 4_900 * 5 },
            reset,
          );
          const knownCpu = await perMove(known.total);
          const unknown = await movesOn(
            t.base,
            t.game,
            12_000,
            CONNECTIONS,
            { duration: DURATION },
            reset,
          );
          const unknownCpu = await perMove(unknown.total);
          console.log(
            `  ${t.name} moves known ${known.rps.toFixed(0)}/s ratio ${(known.rps / bareRps).toFixed(3)} (${knownCpu}); unknown ${unknown.rps.toFixed(0)}/s ratio ${(unknown.rps / bareRps).toFixed(3)} (${unknownCpu}); load ${load()}`,
          );
        }
      }
    }
  } finally {
    bare.kill('SIGTERM');
    for (const t of targets) t.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await Promise.all([drop(`${DB_PREFIX}_a`), drop(`${DB_PREFIX}_b`)]);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
