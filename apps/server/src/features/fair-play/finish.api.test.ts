/**
 * A play won too fast (docs/fair-play-risk.md#too-fast): judged at its finish against the game's
 * recent winning times, the reason on the play's risk, and the game's action for the level it
 * reaches applied to the reward — held for review, or not given at all.
 *
 * Each game's history of ordinary wins is written straight into `gameplays` (120 wins of 20 to 60
 * seconds) before its first play through the API ends, so the finish reads the sample with them.
 * The harness exempts loopback (FAIR_PLAY_EXEMPT_NETWORKS): the plays judged come from other
 * addresses (`remoteAddress`), each from a network of its own so that velocity stays quiet.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAIR_PLAY,
  HeldRewardListResponse,
  PlayerDetailResponse,
  SessionResponse,
  StartSessionResponse,
  type RewardRuleInput,
  type RiskActions,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { queryRows } from '../../db/rows.js';
import { gameplays, playerRewards, rewards } from '../../db/schema.js';
import { fileTestContext } from '../../test/harness.js';
import { AWARD_TEST_ENV, awardHelpers } from '../rewards/award/test-support.js';

const t = await fileTestContext(AWARD_TEST_ENV);
const owner = await t.login('owner@playdesk.test');
const { reward, game } = awardHelpers(t, owner);

/** A network of its own for each play: 10.x.y.0/24. */
let networks = 0;
const nextIp = () => {
  networks += 1;
  return `10.${40 + Math.floor(networks / 250)}.${networks % 250}.7`;
};

/** A scratch card game whose every play wins, with the fair-play actions given. */
async function cardGame(mode: RewardRuleInput['mode'], actions: RiskActions) {
  const mug = await reward({
    name: `Mug ${randomUUID().slice(0, 6)}`,
    kind: 'physical',
    quantity: 1000,
  });
  const rule: RewardRuleInput =
    mode === 'odds'
      ? { reward_id: mug.public_id, mode: 'odds', odds: 100 }
      : { reward_id: mug.public_id, mode: 'winner' };
  // The form after the game makes each player known, so the console shows their plays.
  const id = await game([rule], {
    settings: {
      lead_form: {
        mode: 'after',
        fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
        consents: [],
      },
    },
  });
  const res = await t.api('PUT', `games/${id}/fair-play`, {
    ...owner,
    body: { ...DEFAULT_FAIR_PLAY, actions },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id, mug };
}

/** `wins` won plays of 20 to 60 s in the last day: the game's ordinary winners. */
async function history(gameId: string, wins: number) {
  const started = await t.api('POST', `play/games/${gameId}/sessions`, { body: {} });
  expect(started.statusCode, started.body).toBe(201);
  const { session } = StartSessionResponse.parse(started.json());
  await t.db.execute(sql`
    insert into gameplays (game_id, account_id, player_id, seed, state, status, score,
      started_at, ended_at, duration_ms, expires_at)
    select g.game_id, g.account_id, g.player_id, 1, '{}'::jsonb, 'won', 5,
      now() - make_interval(mins => i + 60), now() - make_interval(mins => i + 59),
      20000 + (i * 40000 / ${wins}), null
    from (select game_id, account_id, player_id from gameplays where id = ${session.session_id}) g,
      generate_series(1, ${wins}) i`);
}

/** A play from its own network: started, then (after `tookMs`, backdated) scratched to its end. */
async function play(gameId: string, tookMs = 0) {
  const ip = nextIp();
  const started = await t.app.inject({
    method: 'POST',
    url: `${API_PATH}/play/games/${gameId}/sessions`,
    remoteAddress: ip,
    payload: {},
  });
  expect(started.statusCode, started.body).toBe(201);
  const body = StartSessionResponse.parse(started.json());
  const token = body.player_token!;
  if (tookMs > 0)
    await t.db.execute(sql`update gameplays
      set started_at = started_at - make_interval(secs => ${tookMs / 1000})
      where id = ${body.session.session_id}`);
  const ended = await t.app.inject({
    method: 'POST',
    url: `${API_PATH}/play/sessions/${body.session.session_id}/actions`,
    remoteAddress: ip,
    headers: { 'x-player': token },
    payload: { action: { type: 'scratch', percent: 100 } },
  });
  expect(ended.statusCode, ended.body).toBe(200);
  const session = SessionResponse.parse(ended.json()).session;
  expect(session.outcome.status).toBe('won');
  const lead = await t.app.inject({
    method: 'POST',
    url: `${API_PATH}/play/games/${gameId}/lead`,
    remoteAddress: ip,
    headers: { 'x-player': token },
    payload: {
      values: { email: `fast.${randomUUID().slice(0, 8)}@example.com` },
      consents: [],
      session_id: session.session_id,
    },
  });
  expect(lead.statusCode, lead.body).toBe(200);
  return { session, player: body.player.public_id };
}

/** The player's latest play as the console shows it, with its risk. */
async function latestPlay(playerPublicId: string) {
  const res = await t.api('GET', `players/${playerPublicId}`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return PlayerDetailResponse.parse(res.json()).player.plays_timeline[0]!;
}

/** The reward's count of units given, and its wins by plays that ended. */
async function winsOf(rewardPublicId: string) {
  const [row] = await t.db.select().from(rewards).where(eq(rewards.publicId, rewardPublicId));
  const wins = await t.db
    .select({ win: playerRewards })
    .from(playerRewards)
    .innerJoin(gameplays, eq(gameplays.id, playerRewards.gameplayId))
    .where(and(eq(playerRewards.rewardId, row!.id), ne(gameplays.status, 'playing')));
  return { stockWon: row!.won, wins: wins.map((w) => w.win) };
}

describe('a play won too fast (too_fast)', () => {
  it('is held for review when its level holds; an ordinary-speed win is not', async () => {
    const { id, mug } = await cardGame('winner', { low: 'allow', medium: 'hold', high: 'hold' });
    await history(id, 120);

    // Scratched as soon as it started: faster than 99 % of the game's 120 winners.
    const fast = await play(id);
    expect(fast.session.reward).toBeNull();
    const risky = await latestPlay(fast.player);
    expect(risky.risk).toMatchObject({ score: 40, level: 'medium' });
    expect(risky.risk.reasons).toHaveLength(1);
    expect(risky.risk.reasons[0]).toMatchObject({ code: 'too_fast', points: 40 });
    expect(risky.risk.reasons[0]!.text).toMatch(
      /^Won in \d+(\.\d+)? s, faster than 99 % of this game’s winners$/,
    );
    const queue = HeldRewardListResponse.parse(
      (await t.api('GET', 'rewards/review?page_size=100', owner)).json(),
    );
    const held = queue.data.find((h) => h.reward.public_id === mug.public_id);
    expect(held?.risk.reasons.map((r) => r.code)).toEqual(['too_fast']);

    // 30 s from start to finish: an ordinary win, given, with nothing to say.
    const steady = await play(id, 30_000);
    expect(steady.session.reward?.reward.public_id).toBe(mug.public_id);
    expect((await latestPlay(steady.player)).risk).toEqual({
      score: 0,
      level: 'low',
      reasons: [],
    });
    const { wins, stockWon } = await winsOf(mug.public_id);
    expect(wins.map((w) => w.heldAt !== null).sort()).toEqual([false, true]);
    // The held one keeps its unit reserved.
    expect(stockWon).toBe(2);
  });

  it('is only flagged when its level allows or challenges (the play is over: nothing to ask)', async () => {
    const { id, mug } = await cardGame('winner', DEFAULT_FAIR_PLAY.actions);
    await history(id, 120);
    const fast = await play(id);
    // Medium, whose default action is `challenge`: the reward is given, the reason recorded.
    expect(fast.session.reward?.reward.public_id).toBe(mug.public_id);
    expect((await latestPlay(fast.player)).risk.reasons.map((r) => r.code)).toEqual(['too_fast']);
  });

  it('is not judged before the game has 100 wins to compare it with', async () => {
    const { id, mug } = await cardGame('winner', { low: 'allow', medium: 'hold', high: 'hold' });
    await history(id, 99);
    const fast = await play(id);
    expect(fast.session.reward?.reward.public_id).toBe(mug.public_id);
    expect((await latestPlay(fast.player)).risk.reasons).toEqual([]);
  });

  it('loses its reward when its level blocks: an instant prize is voided, its unit back', async () => {
    const { id, mug } = await cardGame('odds', { low: 'allow', medium: 'block', high: 'block' });
    await history(id, 120);
    const fast = await play(id);
    // The card showed a prize (drawn at the start), but the reward is not given, nor said why.
    expect(fast.session.reward).toBeNull();
    const { wins, stockWon } = await winsOf(mug.public_id);
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ code: null });
    expect(wins[0]!.voidedAt).not.toBeNull();
    expect(wins[0]!.heldAt).not.toBeNull();
    expect(wins[0]!.voidReason).toBe('Not given: fair play blocked this play when it ended');
    // Only the history's running play (an instant prize too) still holds a unit.
    expect(stockWon).toBe(1);
    const [assessment] = await queryRows<{ action: string; score: number }>(
      t.db,
      sql`select action, score from risk_assessments where gameplay_id = ${fast.session.session_id}`,
    );
    expect(assessment).toMatchObject({ action: 'block', score: 40 });
    // Not in the review queue: there is nothing left to decide.
    const queue = HeldRewardListResponse.parse(
      (await t.api('GET', 'rewards/review', owner)).json(),
    );
    expect(queue.data.some((h) => h.reward.public_id === mug.public_id)).toBe(false);
  });

  it('does not judge the exempt networks (FAIR_PLAY_EXEMPT_NETWORKS)', async () => {
    const { id, mug } = await cardGame('winner', { low: 'allow', medium: 'hold', high: 'hold' });
    await history(id, 120);
    const { playCard } = awardHelpers(t, owner);
    const { ended } = await playCard(id);
    expect(ended.reward?.reward.public_id).toBe(mug.public_id);
  });
});
