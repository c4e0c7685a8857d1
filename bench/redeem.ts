/**
 * The counter's benchmark (issue 35; docs/rewards.md#redeeming): requests/s of `POST redeem/check`
 * and `POST redeem` divided by the bare Fastify route's measured in the same run, with their p95.
 * The demo owner redeems at the demo's Main Street shop, as a till on the API does, by code. Every
 * redeem is a different win — the run first inserts `BENCH_REDEEM_WINS` (default 60 000) active
 * wins of the demo's "A free latte" straight into the database — so each request takes its own
 * win through the one conditional UPDATE (`redeemWin`); the check requests read those wins in turn
 * before any is redeemed. A signed-in `GET redeem/locations` is measured first, as the floor of any
 * signed-in request. Afterwards the run counts the wins redeemed and the reward's `redeemed`.
 * Needs the server's PostgreSQL (`DATABASE_URL`): on PGlite the wins cannot be inserted from here.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { ownerHeaders, percentile } from './support.js';

const WINS = Number(process.env.BENCH_REDEEM_WINS ?? 60_000);
const PREFIX = 'BENCHR-';

interface Opts {
  duration: number;
  connections: number;
  database: string;
  databaseUrl: string;
}

/**
 * One autocannon run of `path` (a POST with a body per request, or a GET without `body`); its
 * rate, latencies and failures.
 */
async function load(
  base: string,
  headers: Record<string, string>,
  path: string,
  body: ((n: number) => string) | null,
  opts: Opts,
) {
  let n = 0;
  const samples: number[] = [];
  // autocannon's answer is a promise that is also its event emitter (its types say only the first).
  const run = autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.duration,
    requests: [
      {
        method: body ? 'POST' : 'GET',
        setupRequest: (req) => {
          n += 1;
          return {
            ...req,
            path: `${new URL(base).pathname}/${path}`,
            headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
            ...(body ? { body: body(n) } : {}),
          };
        },
      },
    ],
  });
  (run as unknown as NodeJS.EventEmitter).on(
    'response',
    (_client: unknown, _status: number, _bytes: number, ms: number) => samples.push(ms),
  );
  const result = await run;
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    failed: result.non2xx + result.errors,
  };
}

export async function redeemBench(base: string, bareRps: number, opts: Opts): Promise<void> {
  const headers = await ownerHeaders(base);
  const db = new pg.Client({ connectionString: opts.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ reward: string; account: string; location: string }>(
      `select r.id as reward, r.account_id as account, l.public_id as location
         from rewards r join locations l on l.account_id = r.account_id and l.name = 'Main Street'
        where r.name = 'A free latte'`,
    );
    const demo = rows[0];
    if (!demo)
      throw new Error('The demo latte or its Main Street shop is missing (seed/demo-counter.ts).');
    const started = Date.now();
    await db.query(
      `insert into player_rewards (public_id, account_id, reward_id, player_id, code, won_at,
                                   expires_at, emailed_at)
       select 'benchr' || g, $1, $2,
              (select id from players where account_id = $1 order by created_at limit 1),
              $3 || g, now(), now() + interval '30 days', now()
         from generate_series(1, $4::int) g`,
      [demo.account, demo.reward, PREFIX, WINS],
    );
    console.log(
      `counter (${opts.database}): ${WINS.toLocaleString('en')} wins inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const before = await db.query<{ redeemed: number }>(
      'select redeemed from rewards where id = $1',
      [demo.reward],
    );

    // A signed-in GET of the counter that reads one small row: the floor under the two below
    // (the session's and the account's checks, the JSON answer).
    const signedIn = await load(base, headers, 'redeem/locations', null, opts);
    const check = await load(
      base,
      headers,
      'redeem/check',
      (n) => JSON.stringify({ code: `${PREFIX}${((n - 1) % WINS) + 1}` }),
      opts,
    );
    const redeem = await load(
      base,
      headers,
      'redeem',
      (n) => JSON.stringify({ code: `${PREFIX}${n}`, location: demo.location }),
      opts,
    );
    const line = (name: string, r: typeof check) =>
      console.log(
        `${name.padEnd(26)}${r.rps.toFixed(0)} req/s, ratio to bare route ${(r.rps / bareRps).toFixed(3)}, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms${r.failed ? `, ${r.failed} failed` : ''}`,
      );
    line('GET redeem/locations:', signedIn);
    line('POST redeem/check:', check);
    line('POST redeem:', redeem);
    if (redeem.total >= WINS)
      console.warn(`  ! more redeem requests than wins: raise BENCH_REDEEM_WINS`);
    const after = await db.query<{ n: string; redeemed: number }>(
      `select (select count(*) from player_rewards
                where reward_id = $1 and code like $2 and redeemed_at is not null) as n,
              (select redeemed from rewards where id = $1) as redeemed`,
      [demo.reward, `${PREFIX}%`],
    );
    const counted = after.rows[0]!;
    console.log(
      `  wins redeemed:          ${Number(counted.n).toLocaleString('en')} for ${redeem.total.toLocaleString('en')} answered requests; the reward's count rose by ${(counted.redeemed - before.rows[0]!.redeemed).toLocaleString('en')}\n`,
    );
  } finally {
    await db.end();
  }
}
