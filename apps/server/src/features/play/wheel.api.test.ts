/**
 * Spin the Wheel through the API, on PGlite and PostgreSQL (issue 37): its content checked against
 * the business's rewards and its reward rules, the stop decided by the rewards' draw and shown
 * only once spun, one spin a play, a reload showing the result, and the stock exact under
 * concurrent spins.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ErrorBody,
  GameResponse,
  SessionResponse,
  type PlaySession,
  type RewardRuleInput,
} from '@playdesk/contract';
import { segmentAt, stopRotation } from '../../../../../packages/games/src/wheel/spin.js';
import { playerRewards, rewards } from '../../db/schema.js';
import { fileTestContext } from '../../test/harness.js';
import { AWARD_TEST_ENV, awardHelpers } from '../rewards/award/test-support.js';

const t = await fileTestContext(AWARD_TEST_ENV);
const owner = await t.login('owner@playdesk.test');
const { reward, start, reload } = awardHelpers(t, owner);

/** Concurrent spins. */
const N = 200;

const mug = await reward({ name: 'Wheel mug', kind: 'physical', quantity: 1000 });
const pen = await reward({ name: 'Wheel pen', kind: 'shared_code', shared_value: 'PEN' });

type Segment = {
  label: string;
  kind: 'reward' | 'no_prize' | 'try_again';
  reward_id?: string | null;
};

const wheelOf = (segments: Segment[], extra: Record<string, unknown> = {}) => ({
  segments,
  palette: 'coffee',
  ...extra,
});

const MUG_WHEEL = wheelOf([
  { label: 'A mug', kind: 'reward', reward_id: mug.public_id },
  { label: 'No prize', kind: 'no_prize' },
  { label: 'A pen', kind: 'reward', reward_id: pen.public_id },
  { label: 'Try again', kind: 'try_again' },
]);

async function createWheel(content: unknown, rules: RewardRuleInput[] = [], consolation?: string) {
  return t.api('POST', 'games', {
    ...owner,
    body: {
      type: 'wheel',
      name: `Wheel ${Math.random().toString(36).slice(2, 8)}`,
      status: 'published',
      content,
      settings: {
        participation: { rule: 'unlimited' },
        rewards: { rules, consolation_reward_id: consolation ?? null },
      },
    },
  });
}

async function wheelGame(content: unknown, rules: RewardRuleInput[]): Promise<string> {
  const res = await createWheel(content, rules);
  expect(res.statusCode, res.body).toBe(201);
  return GameResponse.parse(res.json()).game.public_id;
}

async function spin(sessionId: string, token: string) {
  return t.api('POST', `play/sessions/${sessionId}/actions`, {
    body: { action: { type: 'spin' } },
    headers: { 'x-player': token },
  });
}

async function spun(sessionId: string, token: string): Promise<PlaySession> {
  const res = await spin(sessionId, token);
  expect(res.statusCode, res.body).toBe(200);
  return SessionResponse.parse(res.json()).session;
}

const viewOf = (session: PlaySession) =>
  session.view as Extract<PlaySession['view'], { spun: boolean }>;

const problems = (res: { json(): unknown }) => ErrorBody.parse(res.json()).errors ?? [];

describe('a wheel’s content', () => {
  it('takes 2–16 segments, at least one giving nothing', async () => {
    const segments = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ label: `S${i}`, kind: 'no_prize' as const }));
    for (const [content, problem] of [
      [wheelOf(segments(1)), 'content.segments: Give the wheel at least 2 segments'],
      [wheelOf(segments(17)), 'content.segments: Give the wheel at most 16 segments'],
      [
        wheelOf([
          { label: 'A', kind: 'reward', reward_id: mug.public_id },
          { label: 'B', kind: 'reward', reward_id: pen.public_id },
        ]),
        'content.segments: Add at least one “No prize” or “Try again” segment: the wheel stops there when nothing is won',
      ],
      [
        wheelOf([{ label: 'A', kind: 'reward' }, ...segments(1)]),
        'content.segments.0.reward_id: Choose the reward this segment gives',
      ],
    ] as const) {
      const res = await createWheel(content);
      expect(res.statusCode).toBe(400);
      expect(problems(res)).toContain(problem);
    }
    expect((await createWheel(wheelOf(segments(16)))).statusCode).toBe(201);
  });

  it('names only rewards of the business', async () => {
    const res = await createWheel(
      wheelOf([
        { label: 'A', kind: 'reward', reward_id: 'r_nope0000' },
        { label: 'B', kind: 'no_prize' },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(problems(res)).toEqual(['content.segments.0.reward_id: No reward r_nope0000']);

    // Another business's reward is no reward of this one.
    const other = await t.login('other@playdesk.test');
    const theirs = await t.api('POST', 'rewards', {
      ...other,
      body: { name: 'Bakery bun', kind: 'physical' },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const bun = (theirs.json() as { reward: { public_id: string } }).reward.public_id;
    const foreign = await createWheel(
      wheelOf([
        { label: 'A bun', kind: 'reward', reward_id: bun },
        { label: 'B', kind: 'no_prize' },
      ]),
    );
    expect(problems(foreign)).toEqual([`content.segments.0.reward_id: No reward ${bun}`]);
  });

  it('gives by its rules only rewards it has a segment for, never by a winner rule', async () => {
    const tote = await reward({ name: 'Wheel tote', kind: 'physical' });
    const res = await createWheel(
      MUG_WHEEL,
      [
        { reward_id: mug.public_id, mode: 'winner' },
        { reward_id: tote.public_id, mode: 'odds', odds: 10 },
      ],
      tote.public_id,
    );
    expect(res.statusCode).toBe(400);
    expect(problems(res)).toEqual([
      'settings.rewards.rules.0.mode: A wheel gives its rewards where it stops: choose “Instant win” or “Winning moments”',
      'settings.rewards.rules.1.reward_id: The wheel has no segment for this reward: add one that gives it',
      'settings.rewards.consolation_reward_id: The wheel has no segment for this reward: add one that gives it',
    ]);

    // The same checks on a change of content alone: a segment its rules need cannot go.
    const id = await wheelGame(MUG_WHEEL, [{ reward_id: mug.public_id, mode: 'odds', odds: 50 }]);
    const removed = await t.api('PATCH', `games/${id}`, {
      ...owner,
      body: {
        content: wheelOf([
          { label: 'A pen', kind: 'reward', reward_id: pen.public_id },
          { label: 'No prize', kind: 'no_prize' },
        ]),
      },
    });
    expect(removed.statusCode).toBe(400);
    expect(problems(removed)).toEqual([
      'settings.rewards.rules.0.reward_id: The wheel has no segment for this reward: add one that gives it',
    ]);
  });
});

describe('a wheel’s experiment', () => {
  it('checks each variant’s segments and rules as a change of the game would', async () => {
    const id = await wheelGame(MUG_WHEEL, [{ reward_id: mug.public_id, mode: 'odds', odds: 50 }]);
    const res = await t.api('POST', 'experiments', {
      ...owner,
      body: {
        game: id,
        name: 'Fewer segments',
        goal: 'finish',
        variants: [
          { name: 'Four', share: 50 },
          {
            name: 'Two',
            share: 50,
            overrides: {
              content: wheelOf([
                { label: 'A pen', kind: 'reward', reward_id: pen.public_id },
                { label: 'No prize', kind: 'no_prize' },
              ]),
            },
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(problems(res)).toEqual([
      'variants.1.overrides.settings.rewards.rules.0.reward_id: The wheel has no segment for this reward: add one that gives it',
    ]);
  });
});

describe('a spin', () => {
  it('says nothing of the stop before the spin, spins once, and a reload shows the result', async () => {
    const id = await wheelGame(MUG_WHEEL, [{ reward_id: mug.public_id, mode: 'odds', odds: 100 }]);
    const { session, token } = await start(id);
    const reloaded = await reload(session.session_id, token);
    for (const before of [session, reloaded]) {
      expect(viewOf(before)).toMatchObject({ spun: false, result: null, status: 'playing' });
      const json = JSON.stringify(before);
      // Not the reward, not the segment, not where in it: nothing says where the wheel stops.
      expect(json).not.toContain(mug.public_id);
      expect(json).not.toContain('Wheel mug');
      expect(json).not.toContain('"segment"');
      expect(json).not.toContain('"offset"');
      expect(json).not.toContain('reward_id');
      expect(before).not.toHaveProperty('reward');
    }

    const ended = await spun(session.session_id, token);
    const result = viewOf(ended).result!;
    expect(result).toMatchObject({ segment: 0, kind: 'reward', label: 'A mug' });
    expect(ended.outcome).toMatchObject({ status: 'won', score: 10 });
    expect(ended.reward?.reward.name).toBe('Wheel mug');
    // The rotation the player app turns to puts that very segment under the pointer.
    expect(segmentAt(stopRotation(result.segment, result.offset, 4), 4)).toBe(0);

    // A second spin is refused; a reload shows the same stop and reward, no second spin.
    const again = await spin(session.session_id, token);
    expect(again.statusCode).toBe(422);
    expect(ErrorBody.parse(again.json())).toMatchObject({ code: 'play.session_over' });
    const after = await reload(session.session_id, token);
    expect(viewOf(after).result).toEqual(result);
    expect(after.reward).toEqual(ended.reward);
    expect(after.outcome).toEqual(ended.outcome);
  });

  it('refuses forged moves', async () => {
    const id = await wheelGame(MUG_WHEEL, []);
    const { session, token } = await start(id);
    for (const action of [{ type: 'stop' }, {}, { type: 'spin', segment: 0 }]) {
      const res = await t.api('POST', `play/sessions/${session.session_id}/actions`, {
        body: { action },
        headers: { 'x-player': token },
      });
      if (action.type === 'spin') {
        // Extra fields are ignored: the spin still stops where the server decided.
        expect(res.statusCode).toBe(200);
        expect(viewOf(SessionResponse.parse(res.json()).session).result?.kind).not.toBe('reward');
      } else {
        expect(res.statusCode).toBe(400);
        expect(ErrorBody.parse(res.json()).code).toBe('move.invalid');
      }
    }
    // Another player's token cannot spin it.
    const { session: mine } = await start(id);
    const { token: other } = await start(id);
    expect((await spin(mine.session_id, other)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('stops on a segment giving nothing when the draw gives nothing', async () => {
    const id = await wheelGame(MUG_WHEEL, []);
    const plays = await Promise.all(Array.from({ length: 12 }, () => start(id)));
    for (const p of plays) {
      const ended = await spun(p.session.session_id, p.token);
      const result = viewOf(ended).result!;
      expect([1, 3]).toContain(result.segment);
      expect(ended.outcome).toMatchObject({ status: 'lost', score: 0, reason: result.kind });
      expect(ended.reward ?? null).toBeNull();
    }
  });
});

describe('the demo’s Coffee Wheel', () => {
  it('is published, names the demo rewards and gives them by odds', async () => {
    const list = await t.api('GET', 'games?type=wheel', owner);
    const summary = (list.json() as { data: { public_id: string; name: string }[] }).data.find(
      (g) => g.name === 'Coffee Wheel',
    );
    expect(summary).toBeDefined();
    const { game } = GameResponse.parse(
      (await t.api('GET', `games/${summary!.public_id}`, owner)).json(),
    );
    expect(game.status).toBe('published');
    const content = game.content as { segments: { kind: string; reward_id: string | null }[] };
    const named = new Set(content.segments.flatMap((s) => (s.reward_id ? [s.reward_id] : [])));
    const demo = await t.db.select().from(rewards);
    const byId = new Map(demo.map((r) => [r.publicId, r.name]));
    expect([...named].map((id) => byId.get(id)).sort()).toEqual(['10 % off', 'Free coffee']);
    expect(
      game.settings.rewards?.rules.map((r) => [byId.get(r.reward_id), r.mode, r.odds]),
    ).toEqual([
      ['Free coffee', 'odds', 10],
      ['10 % off', 'odds', 20],
    ]);
    expect(game.settings.rewards?.fairness.length).toBeGreaterThan(0);
  });
});

describe('rewards through the wheel', { timeout: 180_000 }, () => {
  it(`gives a reward with stock K to exactly K of ${N} concurrent spins, each on its segment`, async () => {
    const K = 17;
    const coffee = await reward({ name: 'Wheel coffee', kind: 'unique_code' }, K);
    const id = await wheelGame(
      wheelOf([
        { label: 'Coffee', kind: 'reward', reward_id: coffee.public_id },
        { label: 'No prize', kind: 'no_prize' },
        { label: 'Coffee', kind: 'reward', reward_id: coffee.public_id },
        { label: 'Try again', kind: 'try_again' },
        { label: 'No prize', kind: 'no_prize' },
      ]),
      [{ reward_id: coffee.public_id, mode: 'odds', odds: 100 }],
    );
    // Each play starts (the draw) and spins at once, all of them together.
    const ended = await Promise.all(
      Array.from({ length: N }, async () => {
        const { session, token } = await start(id);
        return spun(session.session_id, token);
      }),
    );
    const winners = ended.filter((s) => s.reward);
    expect(winners).toHaveLength(K);
    expect(new Set(winners.map((s) => s.reward!.code)).size).toBe(K);
    for (const s of ended) {
      const result = viewOf(s).result!;
      if (s.reward) {
        expect([0, 2]).toContain(result.segment);
        expect(s.outcome.status).toBe('won');
      } else {
        expect([1, 3, 4]).toContain(result.segment);
        expect(s.outcome.status).toBe('lost');
      }
    }
    const [row] = await t.db.select().from(rewards).where(eq(rewards.publicId, coffee.public_id));
    expect(row!.won).toBe(K);
    expect(
      await t.db.select().from(playerRewards).where(eq(playerRewards.rewardId, row!.id)),
    ).toHaveLength(K);
  });
});
