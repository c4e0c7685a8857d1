/**
 * The award engine under contention (issue 12), a step of the rewards benchmark (bench/rewards.ts)
 * on its PostgreSQL server:
 *  1. exactness: 10 000 concurrent winning plays (each a session start whose instant draw wins at
 *     100 % odds) against a pool of 1 000 codes — exactly 1 000 awarded, no code twice, stock never
 *     negative;
 *  2. awarded per second: 10 000 concurrent winning plays against 10 000 codes (every play takes a
 *     code, under the shared counters and the reward's row), as a ratio to the bare Fastify route
 *     and to plain session starts of a game without rewards (the same work minus the award).
 * "Concurrent": BENCH_AWARD_CONNECTIONS clients (default 200) keep requests in flight until all
 * BENCH_AWARD_PLAYS (default 10 000) plays are done. Compare the ratios, not the absolute numbers.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import type { RewardsBenchContext } from './rewards.js';
import { waitFor } from './support.js';

const PLAYS = Number(process.env.BENCH_AWARD_PLAYS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_AWARD_CONNECTIONS ?? 200);
const BARE_PORT = 3905;

async function bareRps(): Promise<number> {
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    env: { ...process.env, PORT: String(BARE_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await waitFor(bare, 'ready');
    const url = `http://127.0.0.1:${BARE_PORT}/bare`;
    await autocannon({ url, connections: 20, duration: 2 });
    const result = await autocannon({ url, connections: 20, duration: 5 });
    return result.requests.average;
  } finally {
    bare.kill('SIGTERM');
  }
}

/** Runs `n` session starts of a game with `connections` in flight; answers the elapsed ms. */
async function startPlays(ctx: RewardsBenchContext, gameId: string, n: number): Promise<number> {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < n) {
      next += 1;
      const res = await fetch(`${ctx.base}/play/games/${gameId}/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      await res.arrayBuffer();
      if (res.status !== 201) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECTIONS, n) }, worker));
  if (failed > 0) console.warn(`  ! ${failed} of ${n} starts failed`);
  return performance.now() - started;
}

async function api<T>(ctx: RewardsBenchContext, method: string, path: string, body: unknown) {
  const res = await fetch(`${ctx.base}/${path}`, {
    method,
    headers: { ...ctx.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A reward with `codes` generated codes, and a published scratch card giving it at 100 %. */
async function setUp(ctx: RewardsBenchContext, name: string, codes: number | null) {
  let rules: unknown[] = [];
  if (codes !== null) {
    const { reward } = await api<{ reward: { public_id: string } }>(ctx, 'POST', 'rewards', {
      name,
      kind: 'unique_code',
    });
    await api(ctx, 'POST', `rewards/${reward.public_id}/codes/generate`, { count: codes });
    rules = [{ reward_id: reward.public_id, mode: 'odds', odds: 100 }];
  }
  const { game } = await api<{ game: { public_id: string } }>(ctx, 'POST', 'games', {
    type: 'scratch',
    name,
    status: 'published',
    content: { prizes: [] },
    settings: { rewards: { rules, consolation_reward_id: null } },
  });
  return game.public_id;
}

async function awardedOf(ctx: RewardsBenchContext, gameId: string) {
  const { rows } = await ctx.db.query<{ awarded: string; codes: string; won: number }>(
    `select count(*) as awarded, count(distinct pr.code) as codes, max(r.won) as won
     from player_rewards pr join games g on g.id = pr.game_id join rewards r on r.id = pr.reward_id
     where g.public_id = $1`,
    [gameId],
  );
  return {
    awarded: Number(rows[0]?.awarded ?? 0),
    distinct: Number(rows[0]?.codes ?? 0),
    won: Number(rows[0]?.won ?? 0),
  };
}

export async function awardBench(ctx: RewardsBenchContext): Promise<void> {
  // The benchmark plays far more than a month of the demo plan: lift its limit in this database.
  await ctx.db.query(`update plans set monthly_total_impressions = 100000000`);
  const plays = PLAYS.toLocaleString('en');
  console.log(
    `\nAward engine on PostgreSQL: ${plays} winning plays, ${CONNECTIONS} in flight at once`,
  );

  const K = Math.min(1000, PLAYS);
  const scarce = await setUp(ctx, 'Bench scarce', K);
  const scarceMs = await startPlays(ctx, scarce, PLAYS);
  const exact = await awardedOf(ctx, scarce);
  const ok = exact.awarded === K && exact.distinct === K && exact.won === K;
  console.log(
    `  ${plays} plays against ${K} codes`.padEnd(48) +
      `${exact.awarded} awarded, ${exact.distinct} distinct codes, won counter ${exact.won}` +
      `   ${ok ? 'exact' : 'NOT EXACT'}   (${(scarceMs / 1000).toFixed(1)} s)`,
  );

  const plain = await setUp(ctx, 'Bench plain', null);
  await startPlays(ctx, plain, Math.min(500, PLAYS));
  const plainMs = await startPlays(ctx, plain, PLAYS);
  const plainRate = (PLAYS / plainMs) * 1000;

  const plenty = await setUp(ctx, 'Bench plenty', PLAYS);
  const plentyMs = await startPlays(ctx, plenty, PLAYS);
  const all = await awardedOf(ctx, plenty);
  const awardedRate = (all.awarded / plentyMs) * 1000;

  const bare = await bareRps();
  console.log(
    `  ${plays} plays against ${plays} codes`.padEnd(48) +
      `${all.awarded} awarded (${all.distinct} distinct) in ${(plentyMs / 1000).toFixed(1)} s`,
  );
  console.log(`  awarded per second:`.padEnd(48) + `${awardedRate.toFixed(0)}`);
  console.log(
    `  plain session starts per second (no rewards):`.padEnd(48) + `${plainRate.toFixed(0)}`,
  );
  console.log(`  bare Fastify route:`.padEnd(48) + `${bare.toFixed(0)} req/s`);
  console.log(`  ratio awarded/s ÷ bare route:`.padEnd(48) + `${(awardedRate / bare).toFixed(3)}`);
  console.log(
    `  ratio awarded/s ÷ plain starts/s:`.padEnd(48) + `${(awardedRate / plainRate).toFixed(2)}`,
  );
}
