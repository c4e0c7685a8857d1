/**
 * `DATABASE_URL=postgres://… node --import tsx bench/live-end.ts [players]` (default 10 000): the
 * end of a live show at scale (docs/live.md#the-end-of-a-show-at-scale). One instance of the
 * loopback cluster (scripts/scale/cluster.mjs) on a fresh PostgreSQL database, without Redis or
 * HAProxy; this process is the players, over REST (the polling fallback's routes), so no socket
 * is open and the figures are the end's own work, not a fan-out's.
 *
 * For the demo's quiz and then its personality test: `players` join (50 at a time, each from its
 * own address), every player answers every question (option i mod the options), the host reveals
 * each and moves on; the last `next` ends the show. It prints how long that command took (its
 * transaction ranks every player, ends every play, writes one `gameplay.completed` event a play,
 * gives the reward, and for a personality test computes every player's outcome from all their
 * answers) and the instance's CPU during it, then how long the screen's view of the end
 * (`GET live-sessions/{id}`, every player ranked) and a phone's (`GET play/live/{code}`) take,
 * p50/p95 of 20 each, and what they show: the phase, the top 10, the last player's rank or outcome.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { API_PATH } from '@playdesk/contract/urls';
import { startCluster } from '../scripts/scale/cluster.mjs';
import { json, liveHost, ownerHeaders, percentile } from './support.js';

if (!process.env.DATABASE_URL) {
  console.error('bench/live-end.ts runs on PostgreSQL: set DATABASE_URL (postgres://…).');
  process.exit(2);
}
const args = process.argv.slice(2);
const players = Number(args.find((a) => /^\d+$/.test(a)) ?? 10_000);
/** With `--reward`: a shared code for the quiz's top 1 000, and for every personality outcome. */
const withReward = args.includes('--reward');
/** `--only quiz` or `--only personality`: that show alone. */
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** CPU time (ms) of a process so far, from /proc (utime + stime, in ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(stat[11]) + Number(stat[12])) * 10;
};

interface View {
  phase: string;
  players: number;
  answered: number;
  question: { index: number; options: string[] } | null;
  question_count: number;
  top: unknown[] | null;
  outcomes: { players: number }[] | null;
  me: { rank: number | null; outcome: unknown } | null;
}

/** `count` calls of `task`, `width` at a time. */
async function inParallel(count: number, width: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

const cluster = await startCluster({
  instances: 1,
  basePort: Number(process.env.BENCH_PORT ?? 5270),
  env: {
    REDIS_URL: '',
    LIVE_JOIN_RATE_LIMIT_PER_MINUTE: '1000000',
    LIVE_ANSWER_RATE_LIMIT_PER_MINUTE: '1000',
    JOB_WORKERS: 'false',
    LOG_LEVEL: 'warn',
  },
  log: () => undefined,
});
const instance = cluster.instances[0]!;
const api = `${instance.url}${API_PATH}`;
const pid = instance.child.pid!;

try {
  const auth = { ...(await ownerHeaders(api)), 'content-type': 'application/json' };
  const reward = withReward
    ? (
        await json<{ reward: { public_id: string } }>(`${api}/rewards`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ name: 'Show coupon', kind: 'shared_code', shared_value: 'SHOW' }),
        })
      ).reward.public_id
    : null;
  const results = [];
  for (const type of (['quiz', 'personality'] as const).filter((t) => !only || t === only)) {
    const games = await json<{ data: { public_id: string }[] }>(
      `${api}/games?type=${type}&status=published`,
      { headers: auth },
    );
    const { session } = await json<{ session: { public_id: string; code: string } }>(
      `${api}/live-sessions`,
      {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          game: games.data[0]!.public_id,
          question_seconds: 120,
          ...(reward
            ? {
                reward:
                  type === 'quiz'
                    ? { reward_id: reward, top: 1000, min_score: null }
                    : { reward_id: reward, top: null, min_score: 0 },
              }
            : {}),
        }),
      },
    );
    const hostView = async () =>
      (
        await json<{ session: { view: View } }>(`${api}/live-sessions/${session.public_id}`, {
          headers: auth,
        })
      ).session.view;
    const command = liveHost(api, auth, session.public_id);

    const joinStart = Date.now();
    const tokens: string[] = new Array<string>(players);
    await inParallel(players, 50, async (i) => {
      const r = await json<{ token: string }>(`${api}/play/live/${session.code}/join`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.${18 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({ nickname: `Player ${i}` }),
      });
      tokens[i] = r.token;
    });
    const joinS = (Date.now() - joinStart) / 1000;

    // Every question: open it, every player answers, reveal. A quiz shows its leader board too.
    const answerStart = Date.now();
    let view = await hostView();
    const questions = view.question_count;
    for (let q = 0; q < questions; q++) {
      await command(q === 0 ? 'start' : 'next');
      view = await hostView();
      const options = view.question!.options.length;
      await inParallel(players, 50, async (i) => {
        await json(`${api}/play/live/${session.code}/answers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-live-player': tokens[i]! },
          body: JSON.stringify({ question: q, option: (i + q) % options }),
        });
      });
      await command('reveal');
      if (type === 'quiz') await command('leaderboard');
    }
    const answerS = (Date.now() - answerStart) / 1000;

    // The end: the last `next` goes to the podium.
    const loadAtEnd = load();
    const cpuBefore = cpuMs(pid);
    const endStart = performance.now();
    await command('next');
    const endMs = performance.now() - endStart;
    const endCpuMs = cpuMs(pid) - cpuBefore;

    const timed = async (read: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let k = 0; k < 20; k++) {
        const t = performance.now();
        await read();
        samples.push(performance.now() - t);
      }
      return { p50: +percentile(samples, 50).toFixed(1), p95: +percentile(samples, 95).toFixed(1) };
    };
    const screen = await timed(hostView);
    const phone = await timed(() =>
      json(`${api}/play/live/${session.code}`, { headers: { 'x-live-player': tokens[0]! } }),
    );

    // The end as the screen and a phone see it.
    view = await hostView();
    const mine = await json<{ view: View }>(`${api}/play/live/${session.code}`, {
      headers: { 'x-live-player': tokens[players - 1]! },
    });
    const withOutcome = (view.outcomes ?? []).reduce((s, o) => s + o.players, 0);
    // The reward's count of wins so far (both shows share it), and the last player's own.
    const rewardWon = reward
      ? (
          await json<{ reward: { stock: { won: number } } }>(`${api}/rewards/${reward}`, {
            headers: auth,
          })
        ).reward.stock.won
      : null;
    const lastWon = reward
      ? (
          await json<{ reward: unknown }>(`${api}/play/live/${session.code}/reward`, {
            headers: { 'x-live-player': tokens[players - 1]! },
          })
        ).reward !== null
      : null;
    results.push({
      show: type,
      reward: reward ? (type === 'quiz' ? 'top 1 000' : 'every outcome') : 'none',
      players: view.players,
      questions,
      answers: players * questions,
      joins_s: +joinS.toFixed(1),
      questions_answered_s: +answerS.toFixed(1),
      load_average_before_end: loadAtEnd,
      end_command_ms: Math.round(endMs),
      end_command_server_cpu_ms: endCpuMs,
      phase_after: view.phase,
      ...(reward ? { reward_won_in_all: rewardWon, last_player_won: lastWon } : {}),
      screen_view_ms: screen,
      phone_view_ms: phone,
      ...(type === 'quiz'
        ? { top_shown: view.top?.length ?? 0, last_player_rank: mine.view.me?.rank ?? null }
        : {
            players_with_outcome: withOutcome,
            last_player_has_outcome: mine.view.me?.outcome !== null,
          }),
    });
  }
  console.log(JSON.stringify({ load_average_at_end: load(), results }, null, 2));
} finally {
  await cluster.stop();
}
