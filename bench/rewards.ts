/**
 * The rewards benchmark (issue 12) on PostgreSQL: the time to import a million codes into a pool
 * through the real route (`POST rewards/{id}/codes`, a text file and a two-column CSV), to add a
 * million more to the same pool (each checked against the codes already there), and to generate a
 * million codes. Then the steps others add (the award engine's awarded-per-second under
 * contention) run on the same server and database.
 *
 * `BENCH_DATABASE_URL` is a PostgreSQL server whose user may create databases; the benchmark
 * creates `playdesk_bench_rewards` there, starts the built server on it (migrations and the demo
 * businesses) and drops the database at the end (`BENCH_REWARDS_KEEP=true` keeps it).
 * `BENCH_REWARDS_CODES` changes the number of codes (default 1 000 000).
 */
import { randomBytes } from 'node:crypto';
import { API_PATH } from '@playdesk/contract/urls';
import pg from 'pg';
import { seconds, waitFor, startServer } from './support.js';

const PORT = 3904;
const DB_NAME = 'playdesk_bench_rewards';

/** What a step of the rewards benchmark gets: the running server and its database. */
export interface RewardsBenchContext {
  /** `http://127.0.0.1:PORT/services/api/v1` */
  base: string;
  /** Signed in as the owner of Demo Coffee Co. */
  headers: Record<string, string>;
  /** A client of the benchmark's database. */
  db: pg.Client;
  /** Demo Coffee Co.'s internal account id. */
  accountId: string;
  /** The server's process id (to sample its memory). */
  serverPid: number;
}
/** A measurement run after the import ones (e.g. awarded/s under contention, rewards-award's). */
export type RewardsBenchStep = (ctx: RewardsBenchContext) => Promise<void>;

/** `n` distinct codes of 16 characters, as a business's file would hold them. */
function codeLines(n: number, tag: string, csv: boolean): string {
  const salt = randomBytes(4).toString('hex').toUpperCase();
  const lines = csv ? ['code,valid_until'] : [];
  for (let i = 0; i < n; i++) {
    const code = `${tag}${salt}${i.toString(36).toUpperCase().padStart(6, '0')}`;
    lines.push(csv ? `${code},2027-12-31` : code);
  }
  return `${lines.join('\n')}\n`;
}

interface Report {
  imported: number;
  duplicates: number;
  reward: { stock: { total: number | null } };
}

export async function rewardsBench(
  adminUrl: string,
  n: number,
  steps: RewardsBenchStep[] = [],
): Promise<void> {
  const keep = process.env.BENCH_REWARDS_KEEP === 'true';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME}`);
  await admin.query(`create database ${DB_NAME}`);
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  const server = startServer(PORT, {
    DATABASE_URL: url.toString(),
    JOB_WORKERS: 'false',
    // The award engine's step starts tens of thousands of plays from this one address.
    PLAY_START_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    await waitFor(server, 'Playdesk: http');
    await db.connect();
    const [coffee] = (
      await db.query<{ id: string }>(
        `select id from accounts where business_name = 'Demo Coffee Co.'`,
      )
    ).rows;
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
    const call = async <T>(method: string, path: string, body: string, type: string) => {
      const started = performance.now();
      const res = await fetch(`${base}/${path}`, {
        method,
        headers: { ...headers, 'content-type': type },
        body,
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return { ms: performance.now() - started, body: JSON.parse(text) as T };
    };
    const newPool = async (name: string) =>
      (
        await call<{ reward: { public_id: string } }>(
          'POST',
          'rewards',
          JSON.stringify({ name, kind: 'unique_code' }),
          'application/json',
        )
      ).body.reward.public_id;

    const count = n.toLocaleString('en');
    console.log(`\nRewards on PostgreSQL: code pools (aim: a million codes in ≤ 10 s)`);
    const text = codeLines(n, 'T', false);
    const pool = await newPool('Bench text');
    const first = await call<Report>('POST', `rewards/${pool}/codes`, text, 'text/plain');
    console.log(
      `  import ${count} codes (text, ${(Buffer.byteLength(text) / 1024 / 1024).toFixed(0)} MB, empty pool)`.padEnd(
        62,
      ) + `${seconds(first.ms)}   imported ${first.body.imported.toLocaleString('en')}`,
    );
    const csv = codeLines(n, 'C', true);
    const csvPool = await newPool('Bench CSV');
    const second = await call<Report>('POST', `rewards/${csvPool}/codes`, csv, 'text/csv');
    console.log(
      `  import ${count} codes (CSV, 2 columns, empty pool)`.padEnd(62) +
        `${seconds(second.ms)}   imported ${second.body.imported.toLocaleString('en')}`,
    );
    const more = codeLines(n, 'M', false);
    const third = await call<Report>('POST', `rewards/${pool}/codes`, more, 'text/plain');
    console.log(
      `  import ${count} more into the same pool (checked against it)`.padEnd(62) +
        `${seconds(third.ms)}   pool ${third.body.reward.stock.total?.toLocaleString('en')}`,
    );
    const again = await call<Report>('POST', `rewards/${pool}/codes`, text, 'text/plain');
    console.log(
      `  the first file again (every line a duplicate)`.padEnd(62) +
        `${seconds(again.ms)}   duplicates ${again.body.duplicates.toLocaleString('en')}`,
    );
    const generatedPool = await newPool('Bench generated');
    const generated = await call<Report>(
      'POST',
      `rewards/${generatedPool}/codes/generate`,
      JSON.stringify({ count: Math.min(n, 1_000_000), length: 10 }),
      'application/json',
    );
    console.log(
      `  generate ${Math.min(n, 1_000_000).toLocaleString('en')} codes (10 characters)`.padEnd(62) +
        `${seconds(generated.ms)}   generated ${generated.body.imported.toLocaleString('en')}`,
    );

    // Measurements of the award engine (awarded/s under contention) plug in here.
    const ctx: RewardsBenchContext = {
      base,
      headers,
      db,
      accountId: coffee!.id,
      serverPid: server.pid!,
    };
    for (const step of steps) await step(ctx);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await db.end().catch(() => undefined);
    if (!keep) await admin.query(`drop database if exists ${DB_NAME}`);
    await admin.end();
  }
}
