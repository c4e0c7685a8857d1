/**
 * Fair play's attack benchmark (issue 36, docs/fair-play-risk.md#measured): a script starting
 * 1 000 plays with random emails from one address (the form first, then the play; no device id,
 * no proof of work), against a game whose every play wins a reward, twice — the game's fair-play
 * actions all `allow` (the unprotected baseline), then the defaults — and the rewards that got
 * out (not held for review) of each. `npm run bench -- fair-play` (PGlite; `BENCH_FAIR_PLAY_PLAYS`
 * changes the number of plays).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { API_PATH } from '@playdesk/contract/urls';
import { DEFAULT_FAIR_PLAY, type FairPlaySettings } from '@playdesk/contract';
import { json, ownerHeaders, seconds, startServer, waitFor } from './support.js';

const PORT = Number(process.env.BENCH_PORT ?? 3905);

async function signIn(base: string) {
  return { ...(await ownerHeaders(base)), 'content-type': 'application/json' };
}

async function prizeGame(
  base: string,
  headers: Record<string, string>,
  actions: FairPlaySettings['actions'],
) {
  const { reward } = await json<{ reward: { public_id: string } }>(`${base}/rewards`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: `Bench mug ${randomUUID().slice(0, 6)}`,
      kind: 'physical',
      quantity: 100_000,
    }),
  });
  const { game } = await json<{ game: { public_id: string } }>(`${base}/games`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      type: 'scratch',
      name: `Fair play bench ${randomUUID().slice(0, 6)}`,
      status: 'published',
      content: { prizes: [{ label: 'Mug', odds: 100 }] },
      settings: {
        participation: { rule: 'unlimited' },
        lead_form: {
          mode: 'before',
          fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
          consents: [],
        },
        rewards: {
          rules: [{ reward_id: reward.public_id, mode: 'odds', odds: 100 }],
          consolation_reward_id: null,
        },
      },
    }),
  });
  await json(`${base}/games/${game.public_id}/fair-play`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...DEFAULT_FAIR_PLAY, actions }),
  });
  return { gameId: game.public_id, rewardId: reward.public_id };
}

/** One visit of the script: the form with a new email, then the play. */
async function visit(base: string, gameId: string): Promise<boolean> {
  const lead = await fetch(`${base}/play/games/${gameId}/lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      values: { email: `${randomUUID().slice(0, 12)}@example.com` },
      consents: [],
    }),
  });
  if (lead.status !== 200) return false;
  const { player_token: token } = (await lead.json()) as { player_token: string };
  const start = await fetch(`${base}/play/games/${gameId}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-player': token },
    body: '{}',
  });
  await start.arrayBuffer();
  return start.status === 201;
}

async function attack(
  base: string,
  headers: Record<string, string>,
  label: string,
  actions: FairPlaySettings['actions'],
  plays: number,
) {
  const { gameId, rewardId } = await prizeGame(base, headers, actions);
  const started = performance.now();
  let ok = 0;
  for (let i = 0; i < plays; i += 10) {
    const done = await Promise.all(
      Array.from({ length: Math.min(10, plays - i) }, () => visit(base, gameId)),
    );
    ok += done.filter(Boolean).length;
  }
  const ms = performance.now() - started;
  const given = await json<{ meta: { total: number } }>(
    `${base}/rewards/${rewardId}/winners?page_size=1`,
    { headers },
  );
  // A fresh database: every held reward of the business is this game's.
  const held = await json<{ meta: { total: number } }>(`${base}/rewards/review?page_size=1`, {
    headers,
  });
  const out = given.meta.total - held.meta.total;
  console.log(
    `  ${label.padEnd(28)} ${plays} visits in ${seconds(ms)}: ${ok} plays started, ` +
      `${given.meta.total} rewards won, ${held.meta.total} held for review, ${out} got out`,
  );
  return { out };
}

export async function fairPlayBench(): Promise<void> {
  const plays = Number(process.env.BENCH_FAIR_PLAY_PLAYS ?? 1000);
  const server = startServer(PORT, {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'playdesk-bench-fair-')),
    DATABASE_URL: '',
    JOB_WORKERS: 'false',
    PLAY_START_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  try {
    await waitFor(server, 'Playdesk: http');
    const base = `http://127.0.0.1:${PORT}${API_PATH}`;
    const headers = await signIn(base);
    console.log(`\nFair play: the scripted attack (${plays} visits from 127.0.0.1, PGlite)`);
    const open = await attack(
      base,
      headers,
      'unprotected (all `allow`)',
      { low: 'allow', medium: 'allow', high: 'allow' },
      plays,
    );
    const guarded = await attack(base, headers, 'defaults', DEFAULT_FAIR_PLAY.actions, plays);
    const share = open.out > 0 ? ((100 * guarded.out) / open.out).toFixed(1) : '—';
    console.log(`  got out with fair play: ${share} % of the unprotected (aim ≤ 1 %)`);
  } finally {
    server.kill();
  }
}
