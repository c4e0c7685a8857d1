/**
 * The loyalty benchmark (issue 39, item 9; docs/loyalty.md#scale): a business with a million
 * members and ten million ledger entries in a throw-away PostgreSQL database, then
 *
 * - p95 of a member's balance (the cached row the API reads) and of the whole member card
 *   (`memberCard`: settings, membership, totals, badges, the catalogue and the last 20 entries),
 *   and of the console's first page of a member's ledger — each called in process, on a pool of
 *   10 connections, 300 random members, one call at a time;
 * - the expiry job (`expirePoints`) over the million members, once with points due for nearly
 *   every member, then the same day again (every key taken: nothing written).
 *
 * `BENCH_DATABASE_URL` is a PostgreSQL server whose user may create databases (and is a
 * superuser: the load skips the foreign-key triggers with `session_replication_role`); the
 * benchmark creates `playdesk_bench_loyalty` there (migrations run by the server's own code),
 * seeds in bulk SQL (generate_series, indexes built after the load) and drops it at the end.
 * `BENCH_LOYALTY_MEMBERS` (default 1 000 000) and `BENCH_LOYALTY_ENTRIES` (per member, default 10)
 * change the size; `BENCH_LOYALTY_KEEP=true` keeps the database, and a later run with
 * `BENCH_LOYALTY_REUSE=true` measures it again without seeding (it first undoes the earlier
 * run's expiry — its entries and the totals they moved — so the job does the same work again).
 * `BENCH_LOYALTY_EXPIRY_ONLY=true` skips the latencies, `BENCH_LOYALTY_READS_ONLY=true` the expiry;
 * `BENCH_LOYALTY_LANES` sets the key ranges the expiry walks side by side (default the job's).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/loyalty.ts
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import {
  EXPIRY_BATCH,
  EXPIRY_LANES,
  expirePoints,
} from '../apps/server/src/features/loyalty/expiry.js';
import { driftedMembers } from '../apps/server/src/features/loyalty/ledger.js';
import { memberCard } from '../apps/server/src/features/loyalty/player.js';
import { createLoyaltyService } from '../apps/server/src/features/loyalty/service.js';
import { percentile, seconds } from './support.js';

const SERVER = process.env.BENCH_DATABASE_URL;
const DB_NAME = process.env.BENCH_LOYALTY_DB ?? 'playdesk_bench_loyalty';
const MEMBERS = Number(process.env.BENCH_LOYALTY_MEMBERS ?? 1_000_000);
const PER_MEMBER = Number(process.env.BENCH_LOYALTY_ENTRIES ?? 10);
const SAMPLES = 300;
/** Key ranges the expiry walks side by side (`BENCH_LOYALTY_LANES`; default the job's). */
const LANES = Number(process.env.BENCH_LOYALTY_LANES ?? EXPIRY_LANES);
const ACCOUNT_PUBLIC_ID = 'bench-loyalty';

function urlOf(database: string): string {
  const url = new URL(SERVER!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function step(db: pg.Client, label: string, query: string, values: unknown[] = []) {
  const started = performance.now();
  const res = await db.query(query, values);
  console.log(
    `  ${label.padEnd(36)} ${String(res.rowCount ?? '').padStart(10)} rows  ${seconds(performance.now() - started)}`,
  );
}

/**
 * The business, its members (players with a verified email), and `PER_MEMBER` entries each over
 * the last two years: earnings of 5–50 points, and for one member in four a spend of 5 as their
 * newest entry; the members' cached totals are then computed from the ledger in one pass, so the
 * cache is exact (driftedMembers is checked on a sample after the expiry).
 */
async function seed(db: pg.Client): Promise<string> {
  const [account] = (
    await db.query<{ id: string }>(
      `insert into accounts (public_id, business_name) values ($1, 'Loyalty bench') returning id`,
      [ACCOUNT_PUBLIC_ID],
    )
  ).rows;
  const accountId = account!.id;
  await db.query(
    `insert into loyalty_settings (account_id, enabled, time_zone, rules, levels, badges, expiry_days, reminders)
     values ($1, true, 'Europe/Paris', '{"play":10,"win":20}', '[{"name":"Silver","min_points":100},{"name":"Gold","min_points":300}]',
       '[{"id":"first","name":"First win","icon":"trophy","kind":"first_win","threshold":1}]', 365, '{}')`,
    [accountId],
  );
  // The load skips the foreign-key triggers (every reference is made here, to rows made here).
  await db.query(`set session_replication_role = replica`);
  await step(
    db,
    'players',
    `insert into players (public_id, account_id, token_hash, email, identified_at, created_at, last_seen_at)
     select 'lb' || i, $1, encode(sha256(('bench-token-' || i)::bytea), 'hex'),
       'member' || i || '@example.com', now() - interval '2 years', now() - interval '2 years', now()
     from generate_series(1, $2::integer) i`,
    [accountId, MEMBERS],
  );
  await step(
    db,
    'verified_contacts',
    `insert into verified_contacts (account_id, channel, address)
     select $1, 'email', email_normalized from players where account_id = $1`,
    [accountId],
  );
  await db.query(
    `alter table loyalty_ledger drop constraint if exists loyalty_ledger_points_check`,
  );
  await db.query(
    `drop index loyalty_ledger_key_idx, loyalty_ledger_player_idx, loyalty_ledger_account_idx,
       loyalty_ledger_credits_idx`,
  );
  await step(
    db,
    'loyalty_ledger',
    `insert into loyalty_ledger (account_id, player_id, kind, points, reason, key, created_at)
     select $1, p.id,
       case when k = $2 and p.n % 4 = 0 then 'spend' else 'earn' end,
       case when k = $2 and p.n % 4 = 0 then -5 else 5 + (p.n * 7 + k * 13) % 46 end,
       case when k = $2 and p.n % 4 = 0 then 'Coffee' else 'play' end,
       'earn:bench:' || p.n || ':' || k,
       now() - interval '730 days' + (k - 1) * interval '73 days' + (p.n % 1440) * interval '1 minute'
     from (select id, substr(public_id, 3)::integer as n from players where account_id = $1) p
     cross join generate_series(1, $2::integer) k`,
    [accountId, PER_MEMBER],
  );
  await step(
    db,
    'loyalty_ledger indexes',
    `create unique index loyalty_ledger_key_idx on loyalty_ledger (account_id, key);
     create index loyalty_ledger_player_idx on loyalty_ledger (player_id, id desc);
     create index loyalty_ledger_account_idx on loyalty_ledger (account_id, created_at);
     create index loyalty_ledger_credits_idx on loyalty_ledger (player_id, created_at, points)
       where points > 0;
     alter table loyalty_ledger add constraint loyalty_ledger_points_check check (points <> 0)`,
  );
  await step(
    db,
    'loyalty_members (from the ledger)',
    `insert into loyalty_members (player_id, account_id, balance, lifetime, debited, streak,
       best_streak, level, joined_at, last_earned_at)
     select player_id, $1, sum(points), sum(points) filter (where points > 0),
       coalesce(-sum(points) filter (where points < 0), 0), 1, 3,
       case when sum(points) filter (where points > 0) >= 300 then 'Gold'
            when sum(points) filter (where points > 0) >= 100 then 'Silver' end,
       min(created_at), max(created_at)
     from loyalty_ledger where account_id = $1 group by player_id`,
    [accountId],
  );
  await db.query(`set session_replication_role = origin`);
  // What autovacuum does to a loaded table before the job's nightly run: the statistics, the hint
  // bits and the visibility map (without it every index-only read goes back to the table).
  await step(
    db,
    'vacuum (analyze)',
    `vacuum (analyze) players, verified_contacts, loyalty_ledger, loyalty_members`,
  );
  return accountId;
}

/** Times `fn` on random members; a number it answers is its own timing (what it did before excluded). */
async function timed(label: string, fn: (i: number) => Promise<unknown>): Promise<void> {
  const samples: number[] = [];
  for (let k = 0; k < SAMPLES; k++) {
    const i = 1 + Math.floor(Math.random() * MEMBERS);
    const started = performance.now();
    const own = await fn(i);
    samples.push(typeof own === 'number' ? own : performance.now() - started);
  }
  console.log(
    `  ${label.padEnd(44)} p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${percentile(samples, 95).toFixed(2)} ms  p99 ${percentile(samples, 99).toFixed(2)} ms`,
  );
}

/** p50/p95/p99 of the reads: a member's balance, the member card, the console's ledger page. */
async function latencies(db: Database, accountId: string, client: pg.Client): Promise<void> {
  const service = createLoyaltyService(db);
  const ids = async (i: number) =>
    (await client.query<{ id: string }>(`select id from players where public_id = $1`, [`lb${i}`]))
      .rows[0]!.id;
  // Warm the pool and the caches a little, as a running server would be.
  for (let i = 1; i <= 20; i++) await memberCard(db, ACCOUNT_PUBLIC_ID, `bench-token-${i}`);
  await timed('balance (cached row, by the player)', async (i) => {
    const id = await ids(i);
    const started = performance.now();
    // The read the API's member answers make: one primary-key probe.
    await db.execute(
      sql`select balance, lifetime, level from loyalty_members where player_id = ${id}`,
    );
    return performance.now() - started;
  });
  await timed('member card (memberCard, by the token)', (i) =>
    memberCard(db, ACCOUNT_PUBLIC_ID, `bench-token-${i}`),
  );
  await timed("console: a member's ledger, first page", (i) =>
    service.ledger(accountId, `lb${i}`, { page: 1, page_size: 20 }),
  );
}

/** The expiry job over every member: the day's first run, then the same day again. */
async function expiry(db: Database, accountId: string, client: pg.Client, reuse: boolean) {
  if (reuse) {
    // Undo an earlier run's expiry (entries and totals together), so this run does the same work.
    const undone = await client.query(
      `with gone as (delete from loyalty_ledger where account_id = $1 and kind = 'expire'
           returning player_id, points)
         update loyalty_members m set balance = m.balance - g.points, debited = m.debited + g.points
         from gone g where g.player_id = m.player_id`,
      [accountId],
    );
    console.log(`  undid the earlier expiry of ${undone.rowCount} members`);
    await client.query('vacuum analyze loyalty_ledger, loyalty_members');
  }
  const before = performance.now();
  const expired = await expirePoints(db, new Date(), EXPIRY_BATCH, LANES);
  console.log(
    `  expiry job, first run of the day (${LANES} lane${LANES === 1 ? '' : 's'}): ${expired} members expired in ${seconds(performance.now() - before)}`,
  );
  const again = performance.now();
  const second = await expirePoints(db, new Date(), EXPIRY_BATCH, LANES);
  console.log(
    `  expiry job, same day again: ${second} written in ${seconds(performance.now() - again)}`,
  );
}

async function main(): Promise<void> {
  if (!SERVER) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server.');
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  const reuse = process.env.BENCH_LOYALTY_REUSE === 'true';
  if (!reuse) {
    await admin.query(`drop database if exists ${DB_NAME}`);
    await admin.query(`create database ${DB_NAME}`);
  }
  const handle = await openDatabase({ driver: 'postgres', url: urlOf(DB_NAME), poolSize: 10 });
  const client = new pg.Client({ connectionString: urlOf(DB_NAME) });
  await client.connect();
  try {
    console.log(`Loyalty: ${MEMBERS} members × ${PER_MEMBER} entries (${DB_NAME})`);
    const accountId = reuse
      ? (
          await client.query<{ id: string }>(`select id from accounts where public_id = $1`, [
            ACCOUNT_PUBLIC_ID,
          ])
        ).rows[0]!.id
      : await seed(client);
    const size = await client.query<{ entries: string; size: string }>(
      `select (select count(*) from loyalty_ledger)::text as entries,
         pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    console.log(`  ledger entries ${size.rows[0]!.entries}, database ${size.rows[0]!.size}`);
    if (process.env.BENCH_LOYALTY_EXPIRY_ONLY !== 'true')
      await latencies(handle.db, accountId, client);
    if (process.env.BENCH_LOYALTY_READS_ONLY !== 'true')
      await expiry(handle.db, accountId, client, reuse);
    const drifted = await driftedMembers(handle.db, accountId);
    console.log(`  members whose cache differs from the ledger: ${drifted.length}`);
  } finally {
    await client.end();
    await handle.close();
    if (process.env.BENCH_LOYALTY_KEEP !== 'true')
      await admin.query(`drop database if exists ${DB_NAME}`);
    await admin.end();
  }
}

await main();
