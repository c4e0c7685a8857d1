/**
 * The Personality Test through the API, on PGlite and PostgreSQL (issue 37 §6–7): its content
 * checked when saved, the outcome decided on the server and sent only after the last answer,
 * replayed or forged answers refused with their codes, the outcome recorded on the play and
 * carried by the player's timeline, the players export and the `gameplay.completed` webhook, no
 * leader board, and a reward given for one outcome only.
 */
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ErrorBody,
  GameResponse,
  LeaderboardResponse,
  PlayerDetailResponse,
  SessionResponse,
  type PlaySession,
  type RewardRuleInput,
} from '@playdesk/contract';
import { gameplays, players, webhookDeliveries } from '../../db/schema.js';
import { fileTestContext } from '../../test/harness.js';
import { AWARD_TEST_ENV, awardHelpers } from '../rewards/award/test-support.js';

const t = await fileTestContext({ ...AWARD_TEST_ENV, WEBHOOKS_ALLOW_PRIVATE: 'true' });
const owner = await t.login('owner@playdesk.test');
const { reward, start, reload } = awardHelpers(t, owner);

const cup = await reward({ name: 'Personality cup', kind: 'physical', quantity: 100 });

/** Outcome ids and texts no other text contains, so one found in a response is that outcome. */
const OUTCOMES = [
  {
    id: 'zebu-outcome',
    title: 'Zebu latte',
    text: 'Zebu text',
    link_label: 'Order zebu',
    link_url: 'https://cafe.example.com/zebu',
  },
  { id: 'gnu-outcome', title: 'Gnu mocha', text: 'Gnu text' },
];
/** Answer 0 counts for the zebu, answer 1 for the gnu, answer 2 for both (a tie, zebu first). */
const question = (text: string) => ({
  text,
  answers: [
    { text: 'Left', points: [{ outcome_id: 'zebu-outcome', points: 1 }] },
    { text: 'Right', points: [{ outcome_id: 'gnu-outcome', points: 1 }] },
    {
      text: 'Both',
      points: [
        { outcome_id: 'zebu-outcome', points: 1 },
        { outcome_id: 'gnu-outcome', points: 1 },
      ],
    },
  ],
});
const TEST = { questions: ['One?', 'Two?', 'Three?'].map(question), outcomes: OUTCOMES };

async function create(
  content: unknown,
  rules: RewardRuleInput[] = [],
  settings: Record<string, unknown> = {},
) {
  return t.api('POST', 'games', {
    ...owner,
    body: {
      type: 'personality',
      name: `Test ${Math.random().toString(36).slice(2, 8)}`,
      status: 'published',
      content,
      settings: {
        participation: { rule: 'unlimited' },
        rewards: { rules, consolation_reward_id: null },
        ...settings,
      },
    },
  });
}

async function publish(
  content: unknown = TEST,
  rules: RewardRuleInput[] = [],
  settings: Record<string, unknown> = {},
) {
  const res = await create(content, rules, settings);
  expect(res.statusCode, res.body).toBe(201);
  return GameResponse.parse(res.json()).game.public_id;
}

function answer(sessionId: string, token: string, question_id: unknown, option: unknown) {
  return t.api('POST', `play/sessions/${sessionId}/actions`, {
    body: { action: { type: 'answer', question_id, option } },
    headers: { 'x-player': token },
  });
}

async function answered(sessionId: string, token: string, questionId: string, option: number) {
  const res = await answer(sessionId, token, questionId, option);
  expect(res.statusCode, res.body).toBe(200);
  return { session: SessionResponse.parse(res.json()).session, body: res.body };
}

/** Plays the test with these answers: the last session. */
async function take(gameId: string, options: number[], token?: string) {
  const started = await start(gameId, token);
  let session: PlaySession = started.session;
  for (const [i, option] of options.entries())
    ({ session } = await answered(session.session_id, started.token, `q${i + 1}`, option));
  return { session, token: started.token };
}

const problems = (res: { json(): unknown }) => ErrorBody.parse(res.json()).errors ?? [];
const outcomesIn = (body: string) =>
  OUTCOMES.flatMap((o) => [o.id, o.title, o.text]).filter((s) => body.includes(s));

describe('a personality test’s content', () => {
  it('is checked when saved, with a message for each problem', async () => {
    const bad: [unknown, string][] = [
      [{ ...TEST, questions: TEST.questions.slice(0, 2) }, 'content.questions: Add at least 3'],
      [
        { ...TEST, questions: Array.from({ length: 16 }, (_, i) => question(`Q${i}?`)) },
        'content.questions: Use at most 15 questions',
      ],
      [{ ...TEST, outcomes: OUTCOMES.slice(0, 1) }, 'content.outcomes: Add at least 2 outcomes'],
      [
        {
          ...TEST,
          outcomes: Array.from({ length: 9 }, (_, i) => ({ id: `o${i}`, title: 'T', text: 'X' })),
        },
        'content.outcomes: Use at most 8 outcomes',
      ],
      [
        {
          ...TEST,
          questions: [
            ...TEST.questions.slice(0, 2),
            {
              text: 'Odd?',
              answers: [
                question('x').answers[0],
                { text: 'Who', points: [{ outcome_id: 'yak', points: 1 }] },
              ],
            },
          ],
        },
        'content.questions.2.answers.1.points.0.outcome_id: This answer counts for an outcome the test does not have',
      ],
      [
        { ...TEST, outcomes: [{ ...OUTCOMES[0], link_url: 'javascript:alert(1)' }, OUTCOMES[1]] },
        'content.outcomes.0.link_url: Use a full http:// or https:// address',
      ],
      [
        {
          ...TEST,
          outcomes: [{ ...OUTCOMES[0], link_url: 'https://x.example/"><script>' }, OUTCOMES[1]],
        },
        'content.outcomes.0.link_url: Use a full http:// or https:// address',
      ],
      [
        {
          ...TEST,
          questions: [
            question('A?'),
            question('B?'),
            { text: 'C?', answers: [question('x').answers[0]] },
          ],
        },
        'content.questions.2.answers: Give at least 2 answers',
      ],
    ];
    for (const [content, problem] of bad) {
      const res = await create(content);
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(problems(res).join('\n')).toContain(problem);
    }
  });

  it('takes a reward for one of its outcomes, given at the end, and refuses one it does not have', async () => {
    const unknown = await create(TEST, [
      { reward_id: cup.public_id, mode: 'winner', result_id: 'yak' },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(problems(unknown)).toEqual([
      'settings.rewards.rules.0.result_id: The game has no outcome yak',
    ]);
    const instant = await create(TEST, [
      { reward_id: cup.public_id, mode: 'odds', odds: 10, result_id: 'zebu-outcome' },
    ]);
    expect(instant.statusCode).toBe(400);
    expect(problems(instant).join('\n')).toContain('settings.rewards.rules.0.result_id');
    // A game without outcomes has no result to give a reward for.
    const quiz = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'quiz',
        name: 'Quiz for a result',
        content: { questions: [{ text: '2 + 2?', options: ['3', '4'], correct: 1 }] },
        settings: {
          rewards: {
            rules: [{ reward_id: cup.public_id, mode: 'winner', result_id: 'zebu-outcome' }],
            consolation_reward_id: null,
          },
        },
      },
    });
    expect(quiz.statusCode).toBe(400);
    expect(problems(quiz)).toEqual([
      'settings.rewards.rules.0.result_id: This game has no outcomes to give a reward for',
    ]);
    // Changing the outcomes under a rule is checked too.
    const gameId = await publish(TEST, [
      { reward_id: cup.public_id, mode: 'winner', result_id: 'gnu-outcome' },
    ]);
    const renamed = await t.api('PATCH', `games/${gameId}`, {
      ...owner,
      body: {
        content: {
          ...TEST,
          outcomes: [OUTCOMES[0], { ...OUTCOMES[1], id: 'gnu-2' }],
          questions: TEST.questions.map((q) => ({
            ...q,
            answers: q.answers.map((a) => ({
              ...a,
              points: a.points.map((p) => ({
                ...p,
                outcome_id: p.outcome_id.replace('gnu-outcome', 'gnu-2'),
              })),
            })),
          })),
        },
      },
    });
    expect(renamed.statusCode).toBe(400);
    expect(problems(renamed)).toEqual([
      'settings.rewards.rules.0.result_id: The game has no outcome gnu-outcome',
    ]);
  });
});

describe('a personality test play', () => {
  it('never sends an answer’s points nor the outcome before the last answer', async () => {
    const gameId = await publish();
    const started = await start(gameId);
    const first = JSON.stringify(started.session);
    expect(outcomesIn(first)).toEqual([]);
    expect(first).not.toContain('points');
    expect(started.session.view).toMatchObject({ index: 0, total: 3, result: null });
    const id = started.session.session_id;
    const one = await answered(id, started.token, 'q1', 1);
    const two = await answered(id, started.token, 'q2', 1);
    const again = await reload(id, started.token);
    for (const body of [one.body, two.body, JSON.stringify(again)]) {
      expect(outcomesIn(body)).toEqual([]);
      expect(body).not.toContain('points');
    }
    expect(again.outcome).toEqual({ status: 'playing', score: 0 });
    const last = await answered(id, started.token, 'q3', 0);
    expect(last.session.outcome).toEqual({
      status: 'won',
      score: 0,
      reason: 'completed',
      result: 'gnu-outcome',
    });
    expect(last.session.view).toMatchObject({
      current: null,
      result: { id: 'gnu-outcome', title: 'Gnu mocha', text: 'Gnu text', image: null, link: null },
    });
    expect(outcomesIn(last.body)).not.toContain('Zebu text');
    // A reload shows the same outcome.
    expect((await reload(id, started.token)).outcome).toMatchObject({ result: 'gnu-outcome' });
  });

  it('breaks a tie by the outcomes’ order and shows the outcome’s link', async () => {
    const gameId = await publish();
    const { session } = await take(gameId, [2, 2, 2]);
    expect(session.outcome.result).toBe('zebu-outcome');
    expect(session.view).toMatchObject({
      result: { link: { label: 'Order zebu', url: 'https://cafe.example.com/zebu' } },
    });
  });

  it('refuses replayed, out-of-order and forged answers with their codes', async () => {
    const gameId = await publish();
    const { session, token } = await start(gameId);
    const id = session.session_id;
    await answered(id, token, 'q1', 0);
    // A move the engine refuses is a 422; one that is not a move of the test at all, a 400.
    const cases: [unknown, unknown, string, number][] = [
      ['q1', 1, 'move.question_answered', 422],
      ['q3', 0, 'move.question_not_current', 422],
      ['q99', 0, 'move.question_unknown', 422],
      ['q2', 3, 'move.option_invalid', 422],
      ['q2', -1, 'move.option_invalid', 422],
      ['q2', 'zebu-outcome', 'move.invalid', 400],
    ];
    for (const [questionId, option, code, status] of cases) {
      const res = await answer(id, token, questionId, option);
      expect(res.statusCode, `${String(questionId)} ${String(option)}`).toBe(status);
      expect(ErrorBody.parse(res.json()).code).toBe(code);
    }
    const other = await t.api('POST', `play/sessions/${id}/actions`, {
      body: { action: { type: 'flip', card: 0 } },
      headers: { 'x-player': token },
    });
    expect(ErrorBody.parse(other.json()).code).toBe('move.invalid');
    await answered(id, token, 'q2', 0);
    await answered(id, token, 'q3', 0);
    const after = await answer(id, token, 'q3', 1);
    expect(ErrorBody.parse(after.json()).code).toBe('play.session_over');
    const [row] = await t.db.select().from(gameplays).where(eq(gameplays.id, id));
    expect(row!.result).toBe('zebu-outcome');
  });
});

describe('a personality test’s outcome, recorded on the play', () => {
  it('is in the player’s timeline, the players export and the gameplay.completed webhook', async () => {
    const hook = await t.api('POST', 'integrations/webhooks', {
      ...owner,
      body: { url: 'http://127.0.0.1:9/hooks', events: ['gameplay.completed'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const only = { ...OUTCOMES[1], id: 'okapi-only-here' };
    const content = {
      questions: TEST.questions.map((q) => ({
        ...q,
        answers: q.answers.map((a) => ({
          ...a,
          points: a.points.map((p) => ({
            ...p,
            outcome_id: p.outcome_id === 'gnu-outcome' ? only.id : p.outcome_id,
          })),
        })),
      })),
      outcomes: [OUTCOMES[0], only],
    };
    // The player leaves their email on the game's form, so the console knows them.
    const gameId = await publish(content, [], {
      lead_form: {
        mode: 'after',
        fields: [
          { key: 'first_name', type: 'first_name', label: 'First name', required: true },
          { key: 'email', type: 'email', label: 'Email', required: true },
        ],
        consents: [],
      },
    });
    const { session, token } = await take(gameId, [1, 1, 0]);
    expect(session.outcome.result).toBe(only.id);
    const lead = await t.api('POST', `play/games/${gameId}/lead`, {
      body: { values: { first_name: 'Okapi', email: 'okapi@example.com' } },
      headers: { 'x-player': token },
    });
    expect(lead.statusCode, lead.body).toBe(200);

    const [row] = await t.db
      .select({ publicId: players.publicId, result: gameplays.result })
      .from(gameplays)
      .innerJoin(players, eq(players.id, gameplays.playerId))
      .where(eq(gameplays.id, session.session_id));
    expect(row!.result).toBe(only.id);

    const detailRes = await t.api('GET', `players/${row!.publicId}`, owner);
    expect(detailRes.statusCode, detailRes.body).toBe(200);
    const detail = PlayerDetailResponse.parse(detailRes.json());
    expect(detail.player.plays_timeline[0]).toMatchObject({ status: 'won', result: only.id });

    const csv = parse((await t.api('GET', 'players/export?search=okapi@', owner)).body, {
      columns: true,
      bom: true,
    }) as Record<string, string>[];
    expect(csv.map((r) => [r.email, r.last_result])).toEqual([['okapi@example.com', only.id]]);

    const deliveries = await t.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.eventType, 'gameplay.completed'),
          sql`${webhookDeliveries.payload}->'data'->>'session_id' = ${session.session_id}`,
        ),
      );
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.payload).toMatchObject({
      data: { status: 'won', reason: 'completed', result: only.id },
    });
  });

  it('has no leader board', async () => {
    const gameId = await publish();
    const { token } = await take(gameId, [0, 0, 0]);
    const res = await t.api('GET', `play/games/${gameId}/leaderboard`, {
      headers: { 'x-player': token },
    });
    expect(res.statusCode).toBe(200);
    expect(LeaderboardResponse.parse(res.json())).toEqual({ entries: [], me: null });
  });
});

describe('rewards of a personality test', () => {
  it('gives a reward for one outcome only to the plays that came to it, and one for completing to every play', async () => {
    const mug = await reward({ name: 'Gnu mug', kind: 'physical', quantity: 100 });
    const gameId = await publish(TEST, [
      { reward_id: mug.public_id, mode: 'winner', result_id: 'gnu-outcome', per_player: 100 },
    ]);
    const zebu = await take(gameId, [0, 0, 0]);
    expect(zebu.session.outcome.result).toBe('zebu-outcome');
    expect(zebu.session.reward ?? null).toBeNull();
    const gnu = await take(gameId, [1, 1, 1], zebu.token);
    expect(gnu.session.outcome.result).toBe('gnu-outcome');
    expect(gnu.session.reward?.reward.public_id).toBe(mug.public_id);

    const completing = await publish(TEST, [
      { reward_id: cup.public_id, mode: 'winner', per_player: 100 },
    ]);
    for (const options of [
      [0, 0, 0],
      [1, 1, 1],
    ]) {
      const { session } = await take(completing, options);
      expect(session.reward?.reward.public_id).toBe(cup.public_id);
    }
  });
});
