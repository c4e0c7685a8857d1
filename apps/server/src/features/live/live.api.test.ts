/**
 * Live shows over REST (docs/live.md): opening a show, joining, answering once before the
 * deadline, the reveal, reconnecting, the modes, and who may drive a show.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_HEADER,
  ChallengeResponse,
  DEFAULT_FAIR_PLAY,
  DEVICE_HEADER,
  FunnelResponse,
  GameResponse,
  LeadResponse,
  LiveRewardResponse,
  PlayerListResponse,
  LiveJoinResponse,
  LiveSessionResponse,
  LiveViewResponse,
  type LiveView,
  WebhookDeliveryListResponse,
  WebhookSecretResponse,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { LIVE } from '@playdesk/games/live';
import { LIVE_PERSONALITY_TEST } from '@playdesk/games/live/personality-fixture';
import {
  accounts,
  analyticsEvents,
  gameplays,
  games,
  livePlayers,
  liveSessions,
  playerRewards,
  rewards,
  usage,
} from '../../db/schema.js';
import { queryRows } from '../../db/rows.js';
import { drainJobs, JOBS_SCHEMA } from '../../infra/jobs.js';
import { solvedPayload } from '../../test/challenge-solver.js';
import { fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';
import { LOYALTY_EARN_JOB, loyaltyEarnJobDefinition } from '../loyalty/earn.js';
import { loyaltyHelpers } from '../loyalty/test-support.js';
import { awardHelpers } from '../rewards/award/test-support.js';
import { createLiveService } from './service.js';

// A webhook receiver on this machine (never called: the deliveries are only queued here).
const t = await fileTestContext({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
const owner = await t.login('owner@playdesk.test');
const quiz = (await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz')).publicId;
const wordle = (await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle')).publicId;

async function open(body: Record<string, unknown> = {}) {
  const res = await t.api('POST', 'live-sessions', { ...owner, body: { game: quiz, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return LiveSessionResponse.parse(res.json()).session;
}
async function host(id: string, command: string) {
  return t.api('POST', `live-sessions/${id}/commands`, { ...owner, body: { command } });
}
async function join(code: string, nickname: string, extra: Record<string, unknown> = {}) {
  const res = await t.api('POST', `play/live/${code}/join`, { body: { nickname, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return LiveJoinResponse.parse(res.json());
}
const answer = (code: string, token: string, question: number, option: number) =>
  t.api('POST', `play/live/${code}/answers`, {
    headers: { 'x-live-player': token },
    body: { question, option },
  });
async function look(code: string, token?: string): Promise<LiveView> {
  const res = await t.api(
    'GET',
    `play/live/${code}`,
    token ? { headers: { 'x-live-player': token } } : {},
  );
  expect(res.statusCode, res.body).toBe(200);
  return LiveViewResponse.parse(res.json()).view;
}

describe('live shows: opening one', () => {
  it('opens a show of a quiz in the lobby, with a join code', async () => {
    const s = await open();
    expect(s.code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(s.mode).toBe('classic');
    expect(s.question_seconds).toBe(20);
    expect(s.view).toMatchObject({
      phase: 'lobby',
      question_index: -1,
      players: 0,
      question: null,
    });
    expect(s.view.question_count).toBeGreaterThan(2);
  });

  it('refuses a game that is not a quiz, teams without a count, and unknown fields', async () => {
    const notQuiz = await t.api('POST', 'live-sessions', { ...owner, body: { game: wordle } });
    expect(notQuiz.statusCode).toBe(400);
    expect(notQuiz.json()).toMatchObject({ code: 'live.not_quiz' });
    const teams = await t.api('POST', 'live-sessions', {
      ...owner,
      body: { game: quiz, mode: 'teams' },
    });
    expect(teams.statusCode).toBe(400);
    expect(teams.json<{ errors: string[] }>().errors).toEqual(['teams: Say how many teams play']);
    const extra = await t.api('POST', 'live-sessions', {
      ...owner,
      body: { game: quiz, extra: 1 },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('live shows: joining', () => {
  it('joins with a nickname; refuses an offensive one, a taken one, a short one', async () => {
    const s = await open();
    const lea = await join(s.code, 'Léa');
    expect(lea.view.me).toMatchObject({ nickname: 'Léa', score: 0, rank: null });
    expect(lea.view.players).toBe(1);
    const blocked = await t.api('POST', `play/live/${s.code}/join`, {
      body: { nickname: 'Connard', language: 'fr' },
    });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({ code: 'live.nickname_blocked' });
    const taken = await t.api('POST', `play/live/${s.code}/join`, { body: { nickname: 'LÉA' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'live.nickname_taken' });
    const short = await t.api('POST', `play/live/${s.code}/join`, { body: { nickname: 'L' } });
    expect(short.statusCode).toBe(400);
    const unknown = await t.api('POST', 'play/live/ZZZZZZ/join', { body: { nickname: 'Tom' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'live.not_found' });
    expect((await look(s.code)).players).toBe(1);
  });
});

describe('live shows: a round', () => {
  it('sends the question only once open, takes one answer per player, reveals on the host’s word', async () => {
    const s = await open();
    const a = await join(s.code, 'Anna');
    const b = await join(s.code, 'Ben');
    // In the lobby nobody sees a question, nor can answer.
    expect((await look(s.code, a.token)).question).toBeNull();
    expect((await answer(s.code, a.token, 0, 0)).json()).toMatchObject({ code: 'live.not_open' });

    const started = LiveSessionResponse.parse((await host(s.public_id, 'start')).json()).session;
    const correct = started.host_correct!;
    const wrong = (correct + 1) % started.view.question!.options.length;
    const screen = await look(s.code);
    expect(screen).toMatchObject({
      phase: 'question',
      question_index: 0,
      correct: null,
      distribution: null,
    });
    expect(screen.question!.time_left_ms).toBeGreaterThan(15_000);

    const ok = await answer(s.code, a.token, 0, correct);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ accepted: true, question: 0 });
    const again = await answer(s.code, a.token, 0, wrong);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'live.already_answered' });
    expect((await answer(s.code, b.token, 0, wrong)).statusCode).toBe(200);
    expect((await answer(s.code, b.token, 1, wrong)).json()).toMatchObject({
      code: 'live.wrong_question',
    });
    // Before the reveal, a phone sees its answer but not whether it was right (nor its points).
    const before = await look(s.code, a.token);
    expect(before.me).toMatchObject({ answer: correct, score: 0, points: null, rank: null });
    // A poll's counts come from the show's shared read, at most 250 ms old (docs/live.md).
    await expect.poll(async () => (await look(s.code, a.token)).answered).toBe(2);

    // Only the host moves the show on: a player cannot call the host's route.
    const byPlayer = await t.api('POST', `live-sessions/${s.public_id}/commands`, {
      headers: { 'x-live-player': a.token },
      body: { command: 'next' },
    });
    expect(byPlayer.statusCode).toBe(401);
    expect((await host(s.public_id, 'next')).json()).toMatchObject({ code: 'live.bad_command' });

    expect((await host(s.public_id, 'reveal')).statusCode).toBe(200);
    // After the reveal no answer counts.
    const late = await join(s.code, 'Cleo');
    expect((await answer(s.code, late.token, 0, correct)).json()).toMatchObject({
      code: 'live.not_open',
    });
    const revealed = await look(s.code, a.token);
    expect(revealed.correct).toBe(correct);
    expect(revealed.distribution![correct]).toBe(1);
    expect(revealed.distribution![wrong]).toBe(1);
    expect(revealed.me!.points).toBeGreaterThanOrEqual(500);
    expect(revealed.me).toMatchObject({ rank: 1, score: revealed.me!.points });
    expect(revealed.top!.map((r) => r.nickname)).toEqual(['Anna', 'Ben', 'Cleo']);
    expect((await look(s.code, b.token)).me).toMatchObject({ score: 0, points: 0, rank: 2 });

    // The rest of the show, to the podium.
    for (let q = 1; q < s.view.question_count; q++) {
      expect((await host(s.public_id, 'leaderboard')).statusCode).toBe(200);
      const opened = LiveSessionResponse.parse((await host(s.public_id, 'next')).json()).session;
      expect(opened.view.question_index).toBe(q);
      expect((await host(s.public_id, 'reveal')).statusCode).toBe(200);
    }
    const session = LiveSessionResponse.parse((await host(s.public_id, 'next')).json()).session;
    expect(session.view.phase).toBe('podium');
    expect(session.view.top![0]).toMatchObject({ rank: 1, nickname: 'Anna' });
    expect((await host(s.public_id, 'end')).statusCode).toBe(200);
    expect(
      (await t.api('POST', `play/live/${s.code}/join`, { body: { nickname: 'Dan' } })).json(),
    ).toMatchObject({
      code: 'live.ended',
    });
  });

  it('counts an answer sent several times at once only once', async () => {
    const s = await open();
    const a = await join(s.code, 'Anna');
    const started = LiveSessionResponse.parse((await host(s.public_id, 'start')).json()).session;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => answer(s.code, a.token, 0, started.host_correct!)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    await host(s.public_id, 'reveal');
    const me = (await look(s.code, a.token)).me!;
    expect(me.score).toBe(me.points);
    expect((await look(s.code)).distribution!.reduce((x, y) => x + y, 0)).toBe(1);
  });

  it('refuses an answer after the deadline by the server’s clock', async () => {
    const s = await open({ question_seconds: 5 });
    const a = await join(s.code, 'Anna');
    await host(s.public_id, 'start');
    // The question's time has run out (as if 6 seconds had passed).
    const past = new Date(Date.now() - 1000);
    await t.db
      .update(liveSessions)
      .set({ openedAt: new Date(past.getTime() - 5000), deadline: past })
      .where(eq(liveSessions.publicId, s.public_id));
    const res = await answer(s.code, a.token, 0, 0);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'live.time_up' });
    expect((await look(s.code)).phase).toBe('closed');
  });

  it('gives a reconnecting phone its score and the current question with its time left', async () => {
    const s = await open();
    const a = await join(s.code, 'Anna');
    const started = LiveSessionResponse.parse((await host(s.public_id, 'start')).json()).session;
    await answer(s.code, a.token, 0, started.host_correct!);
    await host(s.public_id, 'reveal');
    await host(s.public_id, 'next');
    // The phone slept: it comes back with only its token.
    const back = await look(s.code, a.token);
    expect(back.me!.nickname).toBe('Anna');
    expect(back.me!.score).toBeGreaterThanOrEqual(500);
    expect(back.question).toMatchObject({ index: 1 });
    expect(back.question!.time_left_ms).toBeGreaterThan(0);
    expect(back.question!.time_left_ms).toBeLessThanOrEqual(20_000);
    // A token of no player of this show is refused.
    const res = await t.api('GET', `play/live/${s.code}`, { headers: { 'x-live-player': 'nope' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'live.not_joined' });
  });

  it('pauses: no answer while paused, the time left kept', async () => {
    const s = await open();
    const a = await join(s.code, 'Anna');
    await host(s.public_id, 'start');
    await host(s.public_id, 'pause');
    expect((await answer(s.code, a.token, 0, 0)).json()).toMatchObject({ code: 'live.paused' });
    const paused = await look(s.code);
    expect(paused.paused).toBe(true);
    expect((await host(s.public_id, 'next')).json()).toMatchObject({ code: 'live.paused' });
    await host(s.public_id, 'resume');
    expect((await answer(s.code, a.token, 0, 0)).statusCode).toBe(200);
  });
});

describe('live shows: modes', () => {
  it('survival: a wrong answer (or none) is out at the reveal', async () => {
    const s = await open({ mode: 'survival' });
    const a = await join(s.code, 'Anna');
    const b = await join(s.code, 'Ben');
    const c = await join(s.code, 'Cleo');
    const started = LiveSessionResponse.parse((await host(s.public_id, 'start')).json()).session;
    const right = started.host_correct!;
    await answer(s.code, a.token, 0, right);
    await answer(s.code, b.token, 0, (right + 1) % 2);
    await host(s.public_id, 'reveal');
    expect((await look(s.code, a.token)).me!.out).toBe(false);
    expect((await look(s.code, b.token)).me!.out).toBe(true);
    expect((await look(s.code, c.token)).me!.out).toBe(true);
    await host(s.public_id, 'next');
    expect((await answer(s.code, b.token, 1, 0)).json()).toMatchObject({ code: 'live.out' });
    expect((await answer(s.code, a.token, 1, 0)).statusCode).toBe(200);
  });

  it('teams: a team is needed to join, and a team scores the average of its players', async () => {
    const s = await open({ mode: 'teams', teams: 2 });
    const noTeam = await t.api('POST', `play/live/${s.code}/join`, { body: { nickname: 'Anna' } });
    expect(noTeam.json()).toMatchObject({ code: 'live.team_required' });
    const a = await join(s.code, 'Anna', { team: 0 });
    const b = await join(s.code, 'Ben', { team: 0 });
    const c = await join(s.code, 'Cleo', { team: 1 });
    const started = LiveSessionResponse.parse((await host(s.public_id, 'start')).json()).session;
    const right = started.host_correct!;
    await answer(s.code, a.token, 0, right);
    await answer(s.code, b.token, 0, (right + 1) % 2);
    await answer(s.code, c.token, 0, right);
    await host(s.public_id, 'reveal');
    const view = await look(s.code);
    const anna = view.top!.find((r) => r.nickname === 'Anna')!.score;
    const cleo = view.top!.find((r) => r.nickname === 'Cleo')!.score;
    const byTeam = Object.fromEntries(view.team_scores!.map((ts) => [ts.team, ts]));
    expect(byTeam[0]).toMatchObject({ players: 2, score: Math.round(anna / 2) });
    expect(byTeam[1]).toMatchObject({ players: 1, score: cleo });
  });
});

describe('live shows: tenancy', () => {
  it('a host of one business cannot see nor drive another’s show', async () => {
    const s = await open();
    const other = await t.signUp('pro', 'Other Café');
    expect((await t.api('GET', `live-sessions/${s.public_id}`, other)).statusCode).toBe(404);
    const res = await t.api('POST', `live-sessions/${s.public_id}/commands`, {
      ...other,
      body: { command: 'start' },
    });
    expect(res.statusCode).toBe(404);
    // Naming Demo Coffee Co.'s account is refused by the guard.
    const named = await t.api('POST', `live-sessions/${s.public_id}/commands`, {
      token: other.token,
      account: owner.account,
      body: { command: 'start' },
    });
    expect(named.statusCode).toBe(403);
    expect((await look(s.code)).phase).toBe('lobby');
    // Nor open a show of another business's quiz.
    const theirs = await t.api('POST', 'live-sessions', { ...other, body: { game: quiz } });
    expect(theirs.statusCode).toBe(400);
  });
});

// ─── Plays, leads and rewards (docs/live.md#plays-leads-and-rewards) ─────────────────────────

async function rewardRow(publicId: string) {
  const [row] = await t.db.select().from(rewards).where(eq(rewards.publicId, publicId));
  return row!;
}
async function sessionRow(publicId: string) {
  const [row] = await t.db.select().from(liveSessions).where(eq(liveSessions.publicId, publicId));
  return row!;
}
async function gameRow(publicId: string) {
  const [row] = await t.db.select().from(games).where(eq(games.publicId, publicId));
  return row!;
}

/** A published one-question quiz of Demo Coffee Co. with these settings: a show is quick. */
async function quickQuiz(settings: Record<string, unknown> = {}) {
  const res = await t.api('POST', 'games', {
    ...owner,
    body: {
      type: 'quiz',
      name: `Live ${Math.random().toString(36).slice(2, 8)}`,
      status: 'published',
      content: {
        questions: [
          { text: 'Which bean is the most grown?', options: ['Arabica', 'Robusta'], correct: 0 },
        ],
      },
      settings: { participation: { rule: 'unlimited' }, ...settings },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return GameResponse.parse(res.json()).game.public_id;
}
/** Runs an opened show's only question to the podium: `right` answer right, the others wrong. */
async function toPodium(s: { public_id: string; code: string }, right: string[], wrong: string[]) {
  expect((await host(s.public_id, 'start')).statusCode).toBe(200);
  for (const token of right) expect((await answer(s.code, token, 0, 0)).statusCode).toBe(200);
  for (const token of wrong) expect((await answer(s.code, token, 0, 1)).statusCode).toBe(200);
  expect((await host(s.public_id, 'reveal')).statusCode).toBe(200);
  const podium = await host(s.public_id, 'next');
  expect(podium.statusCode, podium.body).toBe(200);
  return LiveSessionResponse.parse(podium.json()).session;
}
async function wonAtShow(code: string, token: string) {
  const res = await t.api('GET', `play/live/${code}/reward`, {
    headers: { 'x-live-player': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return LiveRewardResponse.parse(res.json()).reward;
}

describe('live shows: a published quiz', () => {
  it('refuses to open a show of a draft quiz (its players play it)', async () => {
    const res = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'quiz',
        name: 'Draft live quiz',
        content: { questions: [{ text: 'One?', options: ['Yes', 'No'], correct: 0 }] },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const draft = GameResponse.parse(res.json()).game.public_id;
    const opened = await t.api('POST', 'live-sessions', { ...owner, body: { game: draft } });
    expect(opened.statusCode).toBe(400);
    expect(opened.json<{ errors: string[] }>().errors[0]).toMatch(/^game: Publish this quiz/);
  });
});

describe('live shows: rewards at the podium', () => {
  it('gives the top N the reward while its stock lasts (stock 1: one winner), and once however often it ends', async () => {
    const helpers = awardHelpers(t, owner);
    const coffee = await helpers.reward({ name: 'Live coffee', kind: 'unique_code' }, 1);
    const game = await quickQuiz();
    const res = await t.api('POST', 'live-sessions', {
      ...owner,
      body: { game, reward: { reward_id: coffee.public_id, top: 3 } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = LiveSessionResponse.parse(res.json()).session;
    expect(s.reward).toEqual({ reward_id: coffee.public_id, top: 3, min_score: null });
    const [a, b, c] = [
      await join(s.code, 'Ada'),
      await join(s.code, 'Bo'),
      await join(s.code, 'Cy'),
    ];
    const ended = await toPodium(s, [a.token], [b.token, c.token]);
    expect(ended.rewarded_at).not.toBeNull();
    // Before the end nobody asked; now the first ranked has the only code, the others nothing.
    const ada = await wonAtShow(s.code, a.token);
    expect(ada).toMatchObject({
      reward: { public_id: coffee.public_id },
      code: expect.stringMatching(/^T-/),
    });
    expect(await wonAtShow(s.code, b.token)).toBeNull();
    expect(await wonAtShow(s.code, c.token)).toBeNull();
    // Ending after the podium, and again: nothing more is given.
    expect((await host(s.public_id, 'end')).statusCode).toBe(200);
    expect((await host(s.public_id, 'end')).statusCode).toBe(409);
    const won = await t.db
      .select()
      .from(playerRewards)
      .where(eq(playerRewards.rewardId, (await rewardRow(coffee.public_id)).id));
    expect(won).toHaveLength(1);
    // The reward cannot change once given.
    const late = await t.api('PUT', `live-sessions/${s.public_id}/reward`, {
      ...owner,
      body: { reward: null },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'live.rewarded' });
  });

  it('gives a player who joined from two phones the reward once, and the next ranked theirs', async () => {
    const helpers = awardHelpers(t, owner);
    const cup = await helpers.reward({ name: 'Twin cup', kind: 'unique_code' }, 5);
    const res = await t.api('POST', 'live-sessions', {
      ...owner,
      body: { game: await quickQuiz(), reward: { reward_id: cup.public_id, top: 3 } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = LiveSessionResponse.parse(res.json()).session;
    const ada = await join(s.code, 'Ada');
    // Ada's second phone: the same player of the business (her player token).
    const again = await t.api('POST', `play/live/${s.code}/join`, {
      headers: { 'x-player': ada.player_token! },
      body: { nickname: 'Ada again' },
    });
    expect(again.statusCode, again.body).toBe(201);
    const adaAgain = LiveJoinResponse.parse(again.json());
    const [bo, cy] = [await join(s.code, 'Bo'), await join(s.code, 'Cy')];
    // Both of Ada's phones answer right first: they rank 1 and 2, Bo 3, Cy (wrong) 4.
    await toPodium(s, [ada.token, adaAgain.token, bo.token], [cy.token]);
    const codes = [ada, adaAgain, bo, cy].map((p) => wonAtShow(s.code, p.token));
    const [first, second, third, fourth] = await Promise.all(codes);
    expect(first).toMatchObject({ reward: { public_id: cup.public_id } });
    expect(second).toBeNull();
    expect(third).toMatchObject({ reward: { public_id: cup.public_id } });
    expect(fourth).toBeNull();
    expect(third!.code).not.toBe(first!.code);
    const won = await t.db
      .select()
      .from(playerRewards)
      .where(eq(playerRewards.rewardId, (await rewardRow(cup.public_id)).id));
    expect(won).toHaveLength(2);
    expect((await rewardRow(cup.public_id)).won).toBe(2);
  });

  it('the host sets a reward above a score before the end; ending early gives it once', async () => {
    const helpers = awardHelpers(t, owner);
    const mug = await helpers.reward({
      name: 'Live mug',
      kind: 'shared_code',
      shared_value: 'MUG',
    });
    const s = await (async () => {
      const r = await t.api('POST', 'live-sessions', {
        ...owner,
        body: { game: await quickQuiz() },
      });
      return LiveSessionResponse.parse(r.json()).session;
    })();
    const set = await t.api('PUT', `live-sessions/${s.public_id}/reward`, {
      ...owner,
      body: { reward: { reward_id: mug.public_id, min_score: 1 } },
    });
    expect(set.statusCode, set.body).toBe(200);
    const bad = await t.api('PUT', `live-sessions/${s.public_id}/reward`, {
      ...owner,
      body: { reward: { reward_id: 'nope_123', top: 1 } },
    });
    expect(bad.statusCode).toBe(400);
    const a = await join(s.code, 'Dee');
    const b = await join(s.code, 'Eve');
    const c = await join(s.code, 'Fay');
    expect((await host(s.public_id, 'start')).statusCode).toBe(200);
    expect((await answer(s.code, a.token, 0, 0)).statusCode).toBe(200);
    expect((await answer(s.code, b.token, 0, 0)).statusCode).toBe(200);
    expect((await answer(s.code, c.token, 0, 1)).statusCode).toBe(200);
    // Two ends at once: one gives, the other is refused.
    const ends = await Promise.all([host(s.public_id, 'end'), host(s.public_id, 'end')]);
    expect(ends.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await wonAtShow(s.code, a.token))?.code).toBe('MUG');
    expect((await wonAtShow(s.code, b.token))?.code).toBe('MUG');
    expect(await wonAtShow(s.code, c.token)).toBeNull();
  });
});

describe('live shows: plays and leads land in the CRM and the funnel', () => {
  it('asks the game’s form before joining; the player, their play and its steps are recorded', async () => {
    const game = await quickQuiz({
      lead_form: {
        mode: 'before',
        fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
        consents: [],
      },
    });
    const s = LiveSessionResponse.parse(
      (await t.api('POST', 'live-sessions', { ...owner, body: { game } })).json(),
    ).session;
    expect((await look(s.code)).game).toBe(game);
    const first = await t.api('POST', `play/live/${s.code}/join`, { body: { nickname: 'Gil' } });
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ code: 'play.form_first' });
    // The game's own form, then the join with the player it made known.
    const email = `gil.${Date.now()}@example.com`;
    const lead = await t.api('POST', `play/games/${game}/lead`, {
      body: { values: { email }, consents: [] },
    });
    expect(lead.statusCode, lead.body).toBe(200);
    const playerToken = LeadResponse.parse(lead.json()).player_token!;
    const visit = { visit_id: randomUUID(), utm_source: 'fair-stand', utm_medium: 'qr' };
    const joined = await t.api('POST', `play/live/${s.code}/join`, {
      headers: { 'x-player': playerToken },
      body: { nickname: 'Gil', visit },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const gil = LiveJoinResponse.parse(joined.json());
    expect(gil.player_token).toBeUndefined();
    await toPodium(s, [gil.token], []);
    // The CRM: the player of the form, with this play counted.
    const listed = await t.api('GET', `players?search=${encodeURIComponent(email)}`, owner);
    const [row] = PlayerListResponse.parse(listed.json()).data;
    expect(row).toMatchObject({ email, plays: 1 });
    // The funnel: a start, a first move, a finish and a win, under the visit's source.
    const [play] = await t.db
      .select()
      .from(gameplays)
      .where(eq(gameplays.gameId, (await gameRow(game)).id));
    expect(play).toMatchObject({ status: 'won', reason: 'live', source: 'fair-stand' });
    expect(play!.score).toBeGreaterThan(0);
    const steps = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.playId, play!.id));
    expect(new Set(steps.map((e) => e.step))).toEqual(
      new Set(['start', 'first_move', 'finish', 'win']),
    );
    const today = new Date().toISOString().slice(0, 10);
    const funnel = await t.api(
      'GET',
      `stats/funnel?game=${game}&from=${today}&to=${today}&group_by=source`,
      owner,
    );
    expect(funnel.statusCode, funnel.body).toBe(200);
    const current = FunnelResponse.parse(funnel.json()).current;
    expect(current.steps).toMatchObject({ start: 1, finish: 1, win: 1 });
    expect(current.rows.find((r) => r.key === 'fair-stand')?.steps.start).toBe(1);
  });

  it('a phone without a form is a new player of the business, counted once against the plan', async () => {
    const s = await open();
    const [account] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.publicId, owner.account));
    const [before] = await t.db.select().from(usage).where(eq(usage.accountId, account!.id));
    const j = await join(s.code, 'Hal');
    expect(j.player_token).toEqual(expect.any(String));
    const [after] = await t.db.select().from(usage).where(eq(usage.accountId, account!.id));
    expect(after!.gameplays - (before?.gameplays ?? 0)).toBe(1);
  });
});

describe('live shows: the integrations hear each play end', () => {
  it('queues one gameplay.completed delivery per player at the podium, with the play', async () => {
    const created = await t.api('POST', 'integrations/webhooks', {
      ...owner,
      body: { url: 'http://127.0.0.1:9/live-hooks', events: ['gameplay.completed'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = WebhookSecretResponse.parse(created.json()).endpoint.public_id;
    try {
      const s = await open({ game: await quickQuiz() });
      const [ada, bo] = [await join(s.code, 'Ada'), await join(s.code, 'Bo')];
      await join(s.code, 'Cy');
      expect((await host(s.public_id, 'start')).statusCode).toBe(200);
      expect((await answer(s.code, ada.token, 0, 0)).statusCode).toBe(200);
      expect((await answer(s.code, bo.token, 0, 1)).statusCode).toBe(200);
      expect((await host(s.public_id, 'reveal')).statusCode).toBe(200);
      expect((await host(s.public_id, 'next')).statusCode).toBe(200);
      // Ending after the podium ends no play twice: no second delivery.
      expect((await host(s.public_id, 'end')).statusCode).toBe(200);

      const listed = await t.api(
        'GET',
        `integrations/webhooks/${endpoint}/deliveries?page_size=100`,
        owner,
      );
      expect(listed.statusCode, listed.body).toBe(200);
      const plays = await t.db
        .select({ gameplayId: livePlayers.gameplayId })
        .from(livePlayers)
        .innerJoin(liveSessions, eq(liveSessions.id, livePlayers.sessionId))
        .where(eq(liveSessions.publicId, s.public_id));
      const delivered = WebhookDeliveryListResponse.parse(listed.json()).data.map((d) => {
        expect(d.event_type).toBe('gameplay.completed');
        const data = d.payload.data as { session_id: string; status: string; score: number };
        return [data.session_id, data.status, data.score] as const;
      });
      expect(delivered.map(([id]) => id).sort()).toEqual(plays.map((p) => p.gameplayId).sort());
      // Each play ended (the podium: the three of them, no reward named), with its score: Ada
      // answered right, Bo wrong, Cy not at all.
      expect(delivered.map(([, status, score]) => [status, score > 0]).sort()).toEqual([
        ['won', false],
        ['won', false],
        ['won', true],
      ]);
    } finally {
      await t.api('DELETE', `integrations/webhooks/${endpoint}`, owner);
    }
  });
});

describe('live shows: loyalty points', () => {
  it('earns each show play at the podium as any play (play, finish, win, first of the day), once', async () => {
    const loyalty = await loyaltyHelpers(t, owner);
    const settings = {
      enabled: true,
      time_zone: 'Europe/Paris',
      rules: { play: 5, finish: 5, win: 20, first_play_of_day: 10, score_bands: [] },
      levels: [{ name: 'Bean', min_points: 0 }],
      badges: [],
    };
    await loyalty.putSettings(settings);
    try {
      // Two members (players of the business with a verified email), joining as themselves.
      const scratch = await loyalty.helpers.game([]);
      const [ada, bo] = [await loyalty.member(scratch), await loyalty.member(scratch)];
      const coffee = await loyalty.helpers.reward({ name: 'Loyal coffee', kind: 'unique_code' }, 5);
      const res = await t.api('POST', 'live-sessions', {
        ...owner,
        body: { game: await quickQuiz(), reward: { reward_id: coffee.public_id, top: 1 } },
      });
      expect(res.statusCode, res.body).toBe(201);
      const s = LiveSessionResponse.parse(res.json()).session;
      const joinAs = async (token: string, nickname: string) => {
        const joined = await t.api('POST', `play/live/${s.code}/join`, {
          headers: { 'x-player': token },
          body: { nickname },
        });
        expect(joined.statusCode, joined.body).toBe(201);
        return LiveJoinResponse.parse(joined.json()).token;
      };
      const [adaLive, boLive] = [await joinAs(ada.token, 'Ada'), await joinAs(bo.token, 'Bo')];
      // Nothing is earned while the show runs (its plays have not ended).
      expect((await host(s.public_id, 'start')).statusCode).toBe(200);
      await drainJobs(t.db, [loyaltyEarnJobDefinition]);
      expect(await loyalty.ledgerOf(ada.id)).toEqual([]);

      for (const [token, option] of [
        [adaLive, 0],
        [boLive, 1],
      ] as const)
        expect((await answer(s.code, token, 0, option)).statusCode).toBe(200);
      expect((await host(s.public_id, 'reveal')).statusCode).toBe(200);
      expect((await host(s.public_id, 'next')).statusCode).toBe(200);
      // One job per play, queued with the podium that ended them.
      const plays = await t.db
        .select({ playerId: livePlayers.playerId, gameplayId: livePlayers.gameplayId })
        .from(livePlayers)
        .innerJoin(liveSessions, eq(liveSessions.id, livePlayers.sessionId))
        .where(eq(liveSessions.publicId, s.public_id));
      expect(plays).toHaveLength(2);
      for (const p of plays) expect(await earnJobsOf(p.gameplayId!)).toBe(1);
      expect(await drainJobs(t.db, [loyaltyEarnJobDefinition])).toBeGreaterThan(0);
      const reasons = async (playerId: string) =>
        (await loyalty.ledgerOf(playerId)).map((e) => [e.reason, e.points]);
      // Ada won (the reward's top 1): a play, a finish, a win; Bo lost: a play, a finish.
      expect(await reasons(ada.id)).toEqual([
        ['play', 5],
        ['finish', 5],
        ['win', 20],
        ['first_play_of_day', 10],
      ]);
      expect(await reasons(bo.id)).toEqual([
        ['play', 5],
        ['finish', 5],
        ['first_play_of_day', 10],
      ]);
      // Ending after the podium queues nothing more and earns nothing more.
      expect((await host(s.public_id, 'end')).statusCode).toBe(200);
      for (const p of plays) expect(await earnJobsOf(p.gameplayId!)).toBe(1);
      await drainJobs(t.db, [loyaltyEarnJobDefinition]);
      expect(await loyalty.balanceOf(ada.id)).toBe(40);
      expect(await loyalty.balanceOf(bo.id)).toBe(20);
    } finally {
      await loyalty.putSettings({ ...settings, enabled: false });
    }
  });
});

describe('live shows: fair play at the join', () => {
  /** A show of a quiz whose fair play does `action` at every level, its reward to the top 1. */
  async function judgedShow(action: 'block' | 'hold' | 'challenge') {
    const game = await quickQuiz();
    const fair = await t.api('PUT', `games/${game}/fair-play`, {
      ...owner,
      body: { ...DEFAULT_FAIR_PLAY, actions: { low: action, medium: action, high: action } },
    });
    expect(fair.statusCode, fair.body).toBe(200);
    const coffee = await awardHelpers(t, owner).reward(
      { name: `Judged coffee ${action}`, kind: 'unique_code' },
      5,
    );
    const res = await t.api('POST', 'live-sessions', {
      ...owner,
      body: { game, reward: { reward_id: coffee.public_id, top: 1 } },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { s: LiveSessionResponse.parse(res.json()).session, coffee, game };
  }
  /** A join from a network of its own (the tests' loopback is exempt from fair play). */
  const joinFrom = (
    code: string,
    nickname: string,
    from = { ip: `198.51.100.${1 + Math.floor(Math.random() * 250)}`, device: randomUUID() },
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${API_PATH}/play/live/${code}/join`,
      remoteAddress: from.ip,
      headers: { [DEVICE_HEADER]: from.device, ...headers },
      payload: { nickname },
    });

  it('asks a join for the start’s challenge, and takes it with the work done', async () => {
    const { s, game } = await judgedShow('challenge');
    const from = { ip: '198.51.100.251', device: randomUUID() };
    const refused = await joinFrom(s.code, 'Cy', from);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'fair_play.challenge_required' });
    // The player app's way: the game's challenge for a start, solved, sent with the join.
    const asked = await t.app.inject({
      method: 'GET',
      url: `${API_PATH}/play/challenge?game=${game}`,
      remoteAddress: from.ip,
      headers: { [DEVICE_HEADER]: from.device },
    });
    const ch = ChallengeResponse.parse(asked.json());
    expect(ch.required).toBe(true);
    const joined = await joinFrom(s.code, 'Cy', from, {
      [CHALLENGE_HEADER]: solvedPayload(ch),
    });
    expect(joined.statusCode, joined.body).toBe(201);
  });

  it('refuses a join fair play blocks, with the start’s code, and writes nothing', async () => {
    const { s } = await judgedShow('block');
    const res = await joinFrom(s.code, 'Blocked');
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'fair_play.blocked' });
    expect((await look(s.code)).players).toBe(0);
    const plays = await t.db
      .select()
      .from(livePlayers)
      .innerJoin(liveSessions, eq(liveSessions.id, livePlayers.sessionId))
      .where(eq(liveSessions.publicId, s.public_id));
    expect(plays).toHaveLength(0);
  });

  it('holds for review the reward of a join fair play holds, as any held win', async () => {
    const { s, coffee } = await judgedShow('hold');
    const joined = await joinFrom(s.code, 'Ada');
    expect(joined.statusCode, joined.body).toBe(201);
    const ada = LiveJoinResponse.parse(joined.json());
    const ended = await toPodium(s, [ada.token], []);
    expect(ended.rewarded_at).not.toBeNull();
    // The join's risk is kept with its play, and the win it led to is held, not given out.
    const [risk] = await queryRows<{ action: string; kind: string }>(
      t.db,
      sql`select r.action, r.kind from risk_assessments r
          join live_players lp on lp.gameplay_id = r.gameplay_id
          join live_sessions ls on ls.id = lp.session_id
          where ls.public_id = ${s.public_id}`,
    );
    expect(risk).toEqual({ action: 'hold', kind: 'play' });
    const won = await t.db
      .select()
      .from(playerRewards)
      .where(eq(playerRewards.rewardId, (await rewardRow(coffee.public_id)).id));
    expect(won).toHaveLength(1);
    expect(won[0]!.heldAt).not.toBeNull();
    expect(await wonAtShow(s.code, ada.token)).toBeNull();
  });

  it('takes a room of phones on one network with the default rules: its pace is no signal', async () => {
    const game = await quickQuiz();
    const res = await t.api('POST', 'live-sessions', { ...owner, body: { game } });
    expect(res.statusCode, res.body).toBe(201);
    const { code } = LiveSessionResponse.parse(res.json()).session;
    // Past the default network pace (from the 6th in 10 minutes a start is asked for the
    // challenge): every phone of the venue's Wi-Fi joins, none asked for work.
    for (let i = 0; i < 8; i++) {
      const joined = await joinFrom(code, `Venue ${i}`, {
        ip: '203.0.113.77',
        device: randomUUID(),
      });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    // A start of the same game from that network is judged on its pace as ever.
    const start = await t.app.inject({
      method: 'POST',
      url: `${API_PATH}/play/games/${game}/sessions`,
      remoteAddress: '203.0.113.77',
      headers: { [DEVICE_HEADER]: randomUUID() },
      payload: {},
    });
    expect(start.statusCode, start.body).toBe(403);
    expect(start.json()).toMatchObject({ code: 'fair_play.challenge_required' });
  });
});

/** How many `loyalty.earn` jobs were ever queued for a play (queued, run or done). */
async function earnJobsOf(gameplayId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from ${sql.raw(JOBS_SCHEMA)}.job
        where name = ${LOYALTY_EARN_JOB} and data->>'gameplayId' = ${gameplayId}`,
  );
  return rows[0]?.n ?? 0;
}

describe('live shows: the players cap', () => {
  it('counts joins atomically: concurrent joins at the cap never pass it', async () => {
    const s = await open();
    // Two places left under the cap; five phones join at once.
    await t.db
      .update(liveSessions)
      .set({ playerCount: LIVE.maxPlayers - 2 })
      .where(eq(liveSessions.publicId, s.public_id));
    const tries = await Promise.all(
      ['Ivy', 'Jon', 'Kim', 'Lou', 'Max'].map((nickname) =>
        t.api('POST', `play/live/${s.code}/join`, { body: { nickname } }),
      ),
    );
    const codes = tries.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409]);
    for (const r of tries.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ code: 'live.full' });
    const [row] = await t.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.publicId, s.public_id));
    expect(row!.playerCount).toBe(LIVE.maxPlayers);
    // A refused join wrote nothing: two live players, two plays.
    const joined = await t.db.select().from(livePlayers).where(eq(livePlayers.sessionId, row!.id));
    expect(joined).toHaveLength(2);
    expect(joined.every((p) => p.gameplayId !== null)).toBe(true);
  });
});

describe('live shows: the polling fallback', () => {
  it('shares one read of the show among polls; a phone that just joined still sees itself', async () => {
    const s = await open();
    const a = await join(s.code, 'Nia');
    // At once after joining: the phone is in its view (a fresh read if the shared one predates it).
    expect((await look(s.code, a.token)).me?.nickname).toBe('Nia');
    const polls = await Promise.all(Array.from({ length: 5 }, () => look(s.code)));
    // One read served them all: the same moment of the show.
    expect(new Set(polls.map((v) => v.server_time)).size).toBe(1);
    expect(polls[0]!.players).toBe(1);
  });
});

describe('live shows: a fan-out reads only its own phones until someone is ranked', () => {
  it('gives its phones and the screen the views of a whole read, in every phase', async () => {
    const s = await open();
    const phones = [];
    for (const name of ['Ada', 'Bo', 'Cy', 'Di']) phones.push(await join(s.code, name));
    // One clock for both reads: their views differ only in what was read.
    let now = Date.now();
    const service = createLiveService(t.db, () => undefined, { clock: () => now });
    const ids = await Promise.all(
      phones.map(async (p) => (await service.identify(s.code, p.token)).playerId!),
    );
    const sessionId = await service.sessionIdOf(s.code);
    // This instance's phones: the first two.
    const own = ids.slice(0, 2);
    const compare = async () => {
      now = Date.now();
      const whole = (await service.viewsById(sessionId))!;
      const partial = (await service.viewsById(sessionId, own))!;
      for (const id of [null, ...own]) expect(partial(id)).toEqual(whole(id));
      return partial;
    };

    const lobby = await compare();
    expect(lobby(null).players).toBe(4);
    // A phone of another instance: its row was not read.
    expect(lobby(ids[2]!).me).toBeNull();

    const started = LiveSessionResponse.parse((await host(s.public_id, 'start')).json()).session;
    const correct = started.host_correct!;
    for (const [i, p] of phones.entries()) {
      if (i === 1) continue;
      const res = await answer(s.code, p.token, 0, i === 0 ? correct : (correct + 1) % 2);
      expect(res.statusCode, res.body).toBe(200);
    }
    const question = await compare();
    expect(question(null).answered).toBe(3);
    expect(question(ids[0]!).me).toMatchObject({ answer: correct, score: 0, points: null });
    expect(question(ids[2]!).me).toBeNull();

    // A reveal shows everyone's answers, the standings rank everyone: every row is read.
    expect((await host(s.public_id, 'reveal')).statusCode).toBe(200);
    const revealed = await compare();
    expect(revealed(ids[2]!).me?.nickname).toBe('Cy');
    expect(revealed(null).distribution!.reduce((a, b) => a + b, 0)).toBe(3);
    expect((await host(s.public_id, 'leaderboard')).statusCode).toBe(200);
    expect((await compare())(null).top).toHaveLength(4);
  });
});

describe('live shows: in the phone’s language', () => {
  it('shows a phone that joined in French the questions in French, the screen and others in English', async () => {
    // The demo quiz is translated into French (its first question: "Quel pays produit le plus de café ?").
    const s = await open();
    const fr = await join(s.code, 'Amélie', { language: 'fr' });
    const en = await join(s.code, 'Arthur', { language: 'en' });
    // A language the quiz has no texts in (it has French and German): the show's own.
    const italian = await join(s.code, 'Aldo', { language: 'it' });
    const started = LiveSessionResponse.parse((await host(s.public_id, 'start')).json()).session;
    const english = started.view.question!;
    const french = (await look(s.code, fr.token)).question!;
    expect(french.text).toMatch(/^Quel pays produit le plus de café/);
    expect(french.options).toHaveLength(english.options.length);
    expect(french.options).not.toEqual(english.options);
    expect((await look(s.code, en.token)).question!.text).toBe(english.text);
    expect((await look(s.code, italian.token)).question!.text).toBe(english.text);
    expect((await look(s.code)).question!.text).toBe(english.text);
    // The answer is an option's index: the same in every language.
    expect((await answer(s.code, fr.token, 0, started.host_correct!)).statusCode).toBe(200);
    expect((await host(s.public_id, 'reveal')).statusCode).toBe(200);
    const revealed = await look(s.code, fr.token);
    expect(revealed.question!.text).toBe(french.text);
    expect(revealed.me).toMatchObject({ answer: started.host_correct, rank: 1 });
  });
});

async function personalityTest() {
  const res = await t.api('POST', 'games', {
    ...owner,
    body: {
      type: 'personality',
      name: `Live test ${Math.random().toString(36).slice(2, 8)}`,
      status: 'published',
      content: LIVE_PERSONALITY_TEST,
      settings: { participation: { rule: 'unlimited' } },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return GameResponse.parse(res.json()).game.public_id;
}

/** The test played alone, through the player's API: the outcome its last answer shows. */
async function aloneOutcome(game: string, options: number[]) {
  const { start } = awardHelpers(t, owner);
  const started = await start(game);
  let view: unknown = null;
  for (const [i, option] of options.entries()) {
    const res = await t.api('POST', `play/sessions/${started.session.session_id}/actions`, {
      body: { action: { type: 'answer', question_id: `q${i + 1}`, option } },
      headers: { 'x-player': started.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    view = res.json<{ session: { view: unknown } }>().session.view;
  }
  return (view as { result: unknown }).result;
}

describe('live shows: a personality test', () => {
  it('plays a test with 3 phones: no right answer nor score, each phone its own outcome as alone, the screen the count of each', async () => {
    const helpers = awardHelpers(t, owner);
    const mug = await helpers.reward({ name: 'Live mug', kind: 'unique_code' }, 10);
    const game = await personalityTest();
    const res = await t.api('POST', 'live-sessions', {
      ...owner,
      body: { game, reward: { reward_id: mug.public_id, min_score: 0 } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = LiveSessionResponse.parse(res.json()).session;
    expect(s.view).toMatchObject({ kind: 'personality', phase: 'lobby', question_count: 3 });
    const [account] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.publicId, owner.account));
    const [usageBefore] = await t.db.select().from(usage).where(eq(usage.accountId, account!.id));
    const phones = [
      { ...(await join(s.code, 'Ana')), options: [0, 0, 1] },
      { ...(await join(s.code, 'Ben')), options: [2, 1, 1] },
      { ...(await join(s.code, 'Cleo')), options: [2, 0, 2] },
    ];
    const [usageAfter] = await t.db.select().from(usage).where(eq(usage.accountId, account!.id));
    expect(usageAfter!.gameplays - (usageBefore?.gameplays ?? 0)).toBe(3);

    for (let q = 0; q < 3; q++) {
      const opened = LiveSessionResponse.parse(
        (await host(s.public_id, q === 0 ? 'start' : 'next')).json(),
      ).session;
      // The host is told of no right answer: there is none.
      expect(opened.host_correct).toBeNull();
      expect(opened.view.question).toMatchObject({
        index: q,
        options: ['Calm', 'Busy', 'Slow', 'Both'],
      });
      for (const p of phones) {
        const ok = await answer(s.code, p.token, q, p.options[q]!);
        expect(ok.statusCode, ok.body).toBe(200);
      }
      // Once per question, as in a quiz.
      expect((await answer(s.code, phones[0]!.token, q, 2)).json()).toMatchObject({
        code: 'live.already_answered',
      });
      expect((await host(s.public_id, 'reveal')).statusCode).toBe(200);
      const revealed = await look(s.code, phones[0]!.token);
      const expected = [0, 1, 2, 3].map((o) => phones.filter((p) => p.options[q] === o).length);
      expect(revealed).toMatchObject({
        kind: 'personality',
        correct: null,
        distribution: expected,
        top: null,
        team_scores: null,
      });
      expect(revealed.me).toMatchObject({ score: 0, points: 0, rank: null, outcome: null });
      // No leader board in a personality show.
      expect((await host(s.public_id, 'leaderboard')).json()).toMatchObject({
        code: 'live.bad_command',
      });
    }
    const podium = LiveSessionResponse.parse((await host(s.public_id, 'next')).json()).session;
    expect(podium.view.phase).toBe('podium');
    expect(podium.rewarded_at).not.toBeNull();

    // Each phone: its own outcome, the one the test played alone gives the same answers.
    const got: string[] = [];
    for (const p of phones) {
      const view = await look(s.code, p.token);
      expect(view.top).toBeNull();
      expect(view.me!.outcome).toEqual(await aloneOutcome(game, p.options));
      got.push(view.me!.outcome!.id);
    }
    expect(got).toEqual(['latte', 'mocha', 'tea']);
    expect((await look(s.code, phones[0]!.token)).me!.outcome).toMatchObject({
      title: 'Latte lover',
      text: 'Smooth and steady: you take the day as it comes.',
      link: { label: 'Order a latte', url: 'https://cafe.example.com/latte' },
    });
    // The screen: how many got each outcome, in the test's order; no podium.
    const screen = await look(s.code);
    expect(screen.me).toBeNull();
    expect(screen.outcomes).toEqual([
      { id: 'latte', title: 'Latte lover', players: 1 },
      { id: 'mocha', title: 'Mocha mind', players: 1 },
      { id: 'tea', title: 'Tea soul', players: 1 },
    ]);

    // The plays ended as the test's: won, with the outcome as the result, once each.
    const plays = await t.db
      .select({ status: gameplays.status, result: gameplays.result, reason: gameplays.reason })
      .from(gameplays)
      .innerJoin(livePlayers, eq(livePlayers.gameplayId, gameplays.id))
      .where(eq(livePlayers.sessionId, (await sessionRow(s.public_id)).id));
    expect(plays.map((p) => p.result).sort()).toEqual(['latte', 'mocha', 'tea']);
    expect(plays.every((p) => p.status === 'won' && p.reason === 'live')).toBe(true);
    // The reward: to every player who got an outcome.
    for (const p of phones) {
      expect(await wonAtShow(s.code, p.token)).toMatchObject({
        reward: { public_id: mug.public_id },
      });
    }
    // Ending after the end changes nothing.
    expect((await host(s.public_id, 'end')).statusCode).toBe(200);
    expect((await look(s.code, phones[1]!.token)).me!.outcome!.id).toBe('mocha');
  });

  it('gives a phone that answered some questions the outcome of those, and none without an answer', async () => {
    const game = await personalityTest();
    const s = LiveSessionResponse.parse(
      (await t.api('POST', 'live-sessions', { ...owner, body: { game } })).json(),
    ).session;
    const some = await join(s.code, 'Some');
    const none = await join(s.code, 'None');
    expect((await host(s.public_id, 'start')).statusCode).toBe(200);
    expect((await host(s.public_id, 'reveal')).statusCode).toBe(200);
    expect((await host(s.public_id, 'next')).statusCode).toBe(200);
    expect((await answer(s.code, some.token, 1, 2)).statusCode).toBe(200);
    expect((await host(s.public_id, 'end')).statusCode).toBe(200);
    // A reconnecting phone after the end gets its outcome.
    expect((await look(s.code, some.token)).me!.outcome!.id).toBe('tea');
    expect((await look(s.code, none.token)).me!.outcome).toBeNull();
    expect((await look(s.code)).outcomes!.map((o) => o.players)).toEqual([0, 0, 1]);
    const plays = await t.db
      .select({ status: gameplays.status, result: gameplays.result })
      .from(gameplays)
      .innerJoin(livePlayers, eq(livePlayers.gameplayId, gameplays.id))
      .where(eq(livePlayers.sessionId, (await sessionRow(s.public_id)).id));
    expect(plays).toEqual(
      expect.arrayContaining([
        { status: 'won', result: 'tea' },
        { status: 'lost', result: null },
      ]),
    );
  });

  it('refuses teams, survival and a ranked reward for a test; still refuses other games; tenancy', async () => {
    const game = await personalityTest();
    for (const body of [{ mode: 'teams', teams: 2 }, { mode: 'survival' }]) {
      const res = await t.api('POST', 'live-sessions', { ...owner, body: { game, ...body } });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: string[] }>().errors[0]).toMatch(
        /^mode: A personality test is played classic/,
      );
    }
    const helpers = awardHelpers(t, owner);
    const cup = await helpers.reward({ name: 'Live cup', kind: 'unique_code' }, 5);
    const ranked = await t.api('POST', 'live-sessions', {
      ...owner,
      body: { game, reward: { reward_id: cup.public_id, top: 3 } },
    });
    expect(ranked.statusCode).toBe(400);
    expect(ranked.json<{ errors: string[] }>().errors[0]).toMatch(/^reward: A personality show/);
    const s = LiveSessionResponse.parse(
      (await t.api('POST', 'live-sessions', { ...owner, body: { game } })).json(),
    ).session;
    const put = await t.api('PUT', `live-sessions/${s.public_id}/reward`, {
      ...owner,
      body: { reward: { reward_id: cup.public_id, min_score: 100 } },
    });
    expect(put.statusCode).toBe(400);
    const wordleShow = await t.api('POST', 'live-sessions', { ...owner, body: { game: wordle } });
    expect(wordleShow.json()).toMatchObject({ code: 'live.not_quiz' });
    // Another business can neither open a show of this test nor see or drive this one.
    const other = await t.signUp('pro', 'Other Tea House');
    expect((await t.api('POST', 'live-sessions', { ...other, body: { game } })).statusCode).toBe(
      400,
    );
    expect((await t.api('GET', `live-sessions/${s.public_id}`, other)).statusCode).toBe(404);
    const drive = await t.api('POST', `live-sessions/${s.public_id}/commands`, {
      ...other,
      body: { command: 'start' },
    });
    expect(drive.statusCode).toBe(404);
  });
});
