/**
 * Play starts with loyalty on (issue 39, item 9; docs/loyalty.md#scale): play-session starts per
 * second of the demo business's Wordle with its loyalty programme off, then on (points for a
 * play, a finish, a win and the first play of the day), each divided by the bare Fastify route
 * measured in the same run; then whole plays (a start and six guesses: the sixth ends the play,
 * which probes `loyalty_settings` and, with loyalty on, queues the `loyalty.earn` job the server's
 * own worker then runs) per second, off and on.
 *
 * One server from this checkout's sources on a throw-away PostgreSQL database
 * (`playdesk_bench_loyalty_play` beside `BENCH_DATABASE_URL`'s, dropped at the end), fair play at
 * `allow` (every start is still counted and scored), and the bare route (bench/bare-server.ts).
 * `BENCH_PORT` (default 5301) and the next port are taken; `BENCH_SECONDS` (default 8) is each
 * measure's length.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/loyalty-play.ts
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { API_PATH } from '@playdesk/contract/urls';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  allowAllFairPlay,
  demoWordle,
  json,
  ownerHeaders,
  startServer,
  waitFor,
} from './support.js';
import { loadStarts } from './play.js';

const SERVER = process.env.BENCH_DATABASE_URL;
const DB_NAME = 'playdesk_bench_loyalty_play';
const PORT = Number(process.env.BENCH_PORT ?? 5301);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
/** Six dictionary words: five that are none of the demo Wordle's secrets, and a sixth that ends it. */
const GUESSES = ['house', 'plant', 'chair', 'water', 'table', 'bread'];

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function urlOf(database: string): string {
  const url = new URL(SERVER!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const c = new pg.Client({ connectionString: urlOf(database) });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function starts(base: string, gameId: string): Promise<number> {
  return (await loadStarts(base, gameId, CONNECTIONS, DURATION)).requests.average;
}

/** Whole plays per second: `CONNECTIONS` players each starting a play and guessing to its end. */
async function wholePlays(base: string, gameId: string): Promise<number> {
  const until = performance.now() + DURATION * 1000;
  let ended = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const started = await json<{ session: { session_id: string }; player_token: string }>(
        `${base}/play/games/${gameId}/sessions`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      );
      for (const guess of GUESSES) {
        const res = await fetch(`${base}/play/sessions/${started.session.session_id}/actions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-player': started.player_token },
          body: JSON.stringify({ action: { type: 'guess', word: guess } }),
        });
        const body = (await res.json()) as { session?: { outcome?: { status?: string } } };
        if (!res.ok) throw new Error(`move: ${res.status} ${JSON.stringify(body)}`);
        const status = body.session?.outcome?.status;
        if (status && status !== 'playing') {
          ended += 1;
          break;
        }
      }
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return ended / ((performance.now() - began) / 1000);
}

async function main(): Promise<void> {
  if (!SERVER) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server.');
  await admin(async (c) => {
    await c.query(`drop database if exists ${DB_NAME} with (force)`);
    await c.query(`create database ${DB_NAME}`);
  });
  const server = startServer(PORT + 1, {
    DATABASE_URL: urlOf(DB_NAME),
    DATA_DIR: `/tmp/playdesk-loyalty-play-${PORT}`,
    PLAY_START_RATE_LIMIT_PER_MINUTE: '1000000',
    FAIR_PLAY_EXEMPT_NETWORKS: '',
  });
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await Promise.all([waitFor(server, 'Playdesk: http'), waitFor(bare, 'ready')]);
    const base = `http://127.0.0.1:${PORT + 1}${API_PATH}`;
    const gameId = await demoWordle(base);
    await allowAllFairPlay(base, gameId);
    await admin((c) => c.query('update plans set monthly_total_impressions = 1000000000'), DB_NAME);
    const headers = { ...(await ownerHeaders(base)), 'content-type': 'application/json' };
    const loyalty = (enabled: boolean) =>
      json(`${base}/loyalty`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          enabled,
          rules: { play: 10, finish: 5, win: 20, first_play_of_day: 10, score_bands: [] },
        }),
      });
    const bareUrl = `http://127.0.0.1:${PORT}/bare`;
    await autocannon({ url: bareUrl, duration: 2, connections: CONNECTIONS }); // warm-up
    await starts(base, gameId);
    const bareRps = (
      await autocannon({ url: bareUrl, duration: DURATION, connections: CONNECTIONS })
    ).requests.average;
    console.log(`bare Fastify route: ${bareRps.toFixed(0)} req/s; load ${load()}`);
    const figures: Record<string, number> = {};
    for (const enabled of [false, true]) {
      await loyalty(enabled);
      const label = enabled ? 'loyalty on ' : 'loyalty off';
      const s = await starts(base, gameId);
      console.log(
        `  ${label}: starts ${s.toFixed(0)}/s, ratio to bare ${(s / bareRps).toFixed(3)} (aim ≥ 0.1); load ${load()}`,
      );
      const p = await wholePlays(base, gameId);
      console.log(
        `  ${label}: whole plays (start + 6 guesses) ${p.toFixed(1)}/s, moves and starts ${(p * 7).toFixed(0)} req/s, ratio ${((p * 7) / bareRps).toFixed(3)}; load ${load()}`,
      );
      figures[`starts ${label}`] = s;
      figures[`plays ${label}`] = p;
    }
    const jobs = await admin(
      (c) =>
        c.query<{ n: string }>(`select count(*)::text as n from loyalty_settings where enabled`),
      DB_NAME,
    );
    console.log(`  businesses with loyalty on: ${jobs.rows[0]!.n}`);
    console.log(
      `  loyalty on ÷ off: starts ${(figures['starts loyalty on ']! / figures['starts loyalty off']!).toFixed(2)}, whole plays ${(figures['plays loyalty on ']! / figures['plays loyalty off']!).toFixed(2)}`,
    );
  } finally {
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await admin((c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
  }
}

await main();
