/**
 * `npm run bench`: measures, in one run on this machine,
 *  1. requests/s of GET /services/api/v1/play/games/{id} divided by a bare Fastify route's;
 *  2. play-session starts and play moves per second (bench/play.ts), on PostgreSQL when
 *     `DATABASE_URL` is set (in a throw-away database `playdesk_bench_play` created there and
 *     dropped after), else on embedded PGlite; it prints which. `npm run bench -- play` runs only
 *     1 and 2, and without a build (or with `BENCH_FROM_SOURCE=true`) runs the server from its
 *     sources;
 *  3. the gzip size of the player page's initial JavaScript (and of each game's lazy chunk);
 *  4. Lighthouse's mobile performance score for /game/{id} (Debian's Chromium, headless);
 *  5. with `BENCH_DATABASE_URL` (PostgreSQL), the Player Data list's p95 and the CSV export at a
 *     million players, in a throw-away database (bench/crm.ts). `npm run bench -- crm` runs only 5.
 *  6. with `BENCH_DATABASE_URL`, the rewards: a million codes imported into a pool, and the award
 *     engine's steps (bench/rewards.ts). `npm run bench -- rewards` runs only 6;
 *     `npm run bench -- rewards-import` only its imports.
 *  7. with `BENCH_DATABASE_URL`, the dashboard's p95 at ten million gameplays of one business
 *     (bench/dashboard.ts). `npm run bench -- dashboard` runs only 7.
 *  8. the gzip sizes of the embed snippet and runtime beside Cal.com's (bench/embed-size.ts).
 *     `npm run bench -- embed-size` runs only 8.
 *  9. the statistics beacon, `POST play/events`, per second ÷ the bare route (bench/beacon.ts), on
 *     the play path's database; part of `play`, and `npm run bench -- beacon` runs only it (with
 *     the bare route).
 * 10. with `BENCH_DATABASE_URL`, the funnel's p95 at 100 M analytics events of one game, and an
 *     experiment's results page at a million players (bench/insight.ts).
 *     `npm run bench -- insight` runs only 10.
 * 11. the counter: `POST redeem/check` and `POST redeem` per second ÷ the bare route, and their
 *     p95 (bench/redeem.ts), on the play path's PostgreSQL (`DATABASE_URL`; skipped on PGlite).
 *     Part of `play`; `npm run bench -- redeem` runs only it (with the bare route).
 * Machines are shared and noisy: compare the ratio, not the absolute numbers. Needs `npm run build`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { API_PATH } from '@playdesk/contract/urls';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { crmBench } from './crm.js';
import { embedSizeBench } from './embed-size.js';
import { dashboardBench } from './dashboard.js';
import { beaconBench } from './beacon.js';
import { insightBench } from './insight.js';
import { playBench } from './play.js';
import { redeemBench } from './redeem.js';
import { fairPlayBench } from './fair-play.js';
import { rewardsBench, type RewardsBenchStep } from './rewards.js';
import { awardBench } from './rewards-award.js';
import { allowAllFairPlay, demoWordle, startServer, waitFor } from './support.js';

// Overridable so that two sessions on one machine can each measure (BENCH_PORT, BENCH_BARE_PORT).
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3902);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3901);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const CRM_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const CRM_PLAYERS = Number(process.env.BENCH_CRM_PLAYERS ?? 1_000_000);
/** The play path runs on PostgreSQL when the server would (`DATABASE_URL`), in its own database. */
const PLAY_DATABASE_URL = process.env.DATABASE_URL;
const PLAY_DB_NAME = process.env.BENCH_PLAY_DB ?? 'playdesk_bench_play';

/** (Re)creates a throw-away database next to `url`'s and returns its URL. */
async function freshDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

async function raisePlanLimits(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('update plans set monthly_total_impressions = 1000000000');
  } finally {
    await client.end();
  }
}

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version.split(' ')[0] ?? '?';
  } finally {
    await client.end();
  }
}

async function load(url: string, opts: Partial<autocannon.Options> = {}): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts });
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ! ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

/** What a page's HTML makes the browser fetch first: its scripts, preloads and style sheets. */
function firstLoad(
  app: 'play' | 'console',
  ext: RegExp,
): { initial: number; chunks: { file: string; gzip: number }[] } {
  const dist = join('apps', app, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const prefix = app === 'play' ? '\\/play\\/' : '\\/';
  const refs = [
    ...html.matchAll(
      new RegExp(`(?:src|href)="${prefix}(assets\\/[^"]+\\.(?:${ext.source}))"`, 'g'),
    ),
  ].map((m) => m[1]!);
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const initial = refs.reduce((sum, file) => sum + gz(file), 0);
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !refs.includes(`assets/${f}`))
    .map((f) => ({ file: f, gzip: gz(join('assets', f)) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { initial, chunks };
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function lighthouseScore(url: string): Promise<number | null> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // Lighthouse's default is the mobile preset (Moto G Power, slow 4G, 4× CPU slowdown).
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    return result?.lhr.categories.performance?.score ?? null;
  } finally {
    await chrome.kill();
  }
}

async function playerData(): Promise<void> {
  if (!CRM_DATABASE_URL) {
    console.log('\nPlayer Data: set BENCH_DATABASE_URL (a PostgreSQL server) to measure it.');
    return;
  }
  await crmBench(CRM_DATABASE_URL, CRM_PLAYERS);
}

/** Steps measured on the rewards benchmark's server after the imports (the award engine's). */
const REWARDS_STEPS: RewardsBenchStep[] = [awardBench];

async function rewards(): Promise<void> {
  if (!CRM_DATABASE_URL) {
    console.log('\nRewards: set BENCH_DATABASE_URL (a PostgreSQL server) to measure them.');
    return;
  }
  await rewardsBench(
    CRM_DATABASE_URL,
    Number(process.env.BENCH_REWARDS_CODES ?? 1_000_000),
    // `rewards-import`: the imports only (a minute), without the award engine's ten.
    process.argv.includes('rewards-import') ? [] : REWARDS_STEPS,
  );
}

async function dashboard(): Promise<void> {
  if (!CRM_DATABASE_URL) {
    console.log('\nDashboard: set BENCH_DATABASE_URL (a PostgreSQL server) to measure it.');
    return;
  }
  await dashboardBench(CRM_DATABASE_URL, Number(process.env.BENCH_DASHBOARD_PLAYS ?? 10_000_000));
}

async function insight(): Promise<void> {
  if (!CRM_DATABASE_URL) {
    console.log('\nFunnel: set BENCH_DATABASE_URL (a PostgreSQL server) to measure it.');
    return;
  }
  await insightBench(
    CRM_DATABASE_URL,
    Number(process.env.BENCH_INSIGHT_GAME_EVENTS ?? 100_000_000),
    Number(process.env.BENCH_INSIGHT_OTHER_EVENTS ?? 2_000_000),
    Number(process.env.BENCH_INSIGHT_PLAYERS ?? 1_000_000),
  );
}

async function main(): Promise<void> {
  const beaconOnly = process.argv.includes('beacon');
  const redeemOnly = process.argv.includes('redeem');
  const playOnly = process.argv.includes('play') || beaconOnly || redeemOnly;
  // BENCH_FROM_SOURCE=true: the server from its sources (tsx), e.g. to measure a change unbuilt.
  const built = existsSync('apps/server/dist/main.js') && process.env.BENCH_FROM_SOURCE !== 'true';
  if (!built && !playOnly && process.env.BENCH_FROM_SOURCE !== 'true')
    throw new Error('Run `npm run build` first.');
  if (process.argv.includes('embed-size')) return void embedSizeBench();
  if (process.argv.includes('fair-play')) return fairPlayBench();
  if (process.argv.includes('crm')) return playerData();
  if (process.argv.includes('dashboard')) return dashboard();
  if (process.argv.includes('insight')) return insight();
  if (process.argv.includes('rewards') || process.argv.includes('rewards-import')) return rewards();
  if (!playOnly && !existsSync('apps/play/dist/index.html'))
    throw new Error('Run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'playdesk-bench-'));
  const databaseUrl = PLAY_DATABASE_URL
    ? await freshDatabase(PLAY_DATABASE_URL, PLAY_DB_NAME)
    : undefined;
  const database = databaseUrl ? `PostgreSQL ${await serverVersion(databaseUrl)}` : 'PGlite';
  const server = startServer(SERVER_PORT, {
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir,
    PLAY_START_RATE_LIMIT_PER_MINUTE: '1000000',
    // Every beacon of the run comes from 127.0.0.1: one address, far over a browser's rate.
    BEACON_RATE_LIMIT_PER_MINUTE: '1000000',
    // Fair play counts every start (its game's actions all `allow`, so none is refused);
    // BENCH_FAIR_PLAY=off exempts the bench's address: the start as it was before it.
    FAIR_PLAY_EXEMPT_NETWORKS: process.env.BENCH_FAIR_PLAY === 'off' ? '127.0.0.1' : '',
  });
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    env: { ...process.env, PORT: String(BARE_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await Promise.all([waitFor(server, 'Playdesk: http'), waitFor(bare, 'ready')]);
    const base = `http://127.0.0.1:${SERVER_PORT}${API_PATH}`;
    const gameId = await demoWordle(base);
    await allowAllFairPlay(base, gameId);
    // The demo plan's 25 000 gameplays a month last about ten seconds at these rates: on
    // PostgreSQL the benchmark's business gets a plan of a billion (PGlite's rates stay under it).
    if (databaseUrl) await raisePlanLimits(databaseUrl);

    console.log(
      `Benchmarks (${DURATION} s each, ${CONNECTIONS} connections, autocannon on 127.0.0.1; database: ${database})\n`,
    );
    // Warm both up so JIT and caches are in the same state.
    await autocannon({
      url: `http://127.0.0.1:${BARE_PORT}/bare`,
      duration: 2,
      connections: CONNECTIONS,
    });
    await autocannon({
      url: `${base}/play/games/${gameId}`,
      duration: 2,
      connections: CONNECTIONS,
    });

    const bareRps = await load(`http://127.0.0.1:${BARE_PORT}/bare`);
    const beaconOpts = {
      duration: DURATION,
      database,
      connections: CONNECTIONS,
      databaseUrl,
    };
    const counter = async () => {
      if (databaseUrl) await redeemBench(base, bareRps, { ...beaconOpts, databaseUrl });
      else
        console.log('counter: set DATABASE_URL (PostgreSQL) to measure redeem/check and redeem.\n');
    };
    if (beaconOnly || redeemOnly) {
      console.log(`bare Fastify route:       ${bareRps.toFixed(0)} req/s\n`);
      if (beaconOnly) await beaconBench(base, gameId, bareRps, beaconOpts);
      if (redeemOnly) await counter();
      return;
    }
    const gameRps = await load(`${base}/play/games/${gameId}`);
    console.log(`GET play/games/{id}:      ${gameRps.toFixed(0)} req/s`);
    console.log(`bare Fastify route:       ${bareRps.toFixed(0)} req/s`);
    console.log(`ratio (ours / bare):      ${(gameRps / bareRps).toFixed(2)}   (aim ≥ 0.5)\n`);

    await playBench(base, gameId, bareRps, {
      duration: DURATION,
      database,
      connections: CONNECTIONS,
    });
    await beaconBench(base, gameId, bareRps, beaconOpts);
    await counter();
    if (playOnly) return;

    const js = firstLoad('play', /js/);
    console.log(`player page initial JS:   ${js.initial} bytes gzip   (aim ≤ 81920)`);
    for (const chunk of js.chunks.slice(0, 12))
      console.log(`  lazy ${chunk.file.padEnd(40)} ${chunk.gzip} bytes gzip`);
    const consoleFirst = firstLoad('console', /js|css/);
    console.log(
      `console first load:       ${consoleFirst.initial} bytes gzip, JS and CSS   (aim ≤ 153600)`,
    );
    embedSizeBench();

    const score = await lighthouseScore(`http://127.0.0.1:${SERVER_PORT}/game/${gameId}`);
    const shown = score === null ? 'n/a' : score.toFixed(2);
    console.log(`\nLighthouse mobile performance, /game/{id}: ${shown}   (aim ≥ 0.95)`);
  } finally {
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
    if (PLAY_DATABASE_URL) await dropDatabase(PLAY_DATABASE_URL, PLAY_DB_NAME);
  }
  if (playOnly) return;
  await dashboard();
  await insight();
  await playerData();
  await rewards();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
