/**
 * Where players give up (`GET stats/games/{id}/steps`): real plays of a quiz and of a Wordle
 * through the public play API — finished, left at a question and ended by the expiry sweep, left
 * and still running past their expiry, still running — and the steps, answers, finishes and form
 * fields the route counts equal what was played.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CreatedApiKeyResponse,
  GAME_STEPS_SAMPLE,
  GameResponse,
  GameStepsResponse,
  StartSessionResponse,
  type PlaySession,
} from '@playdesk/contract';
import { newPublicId } from '../../db/ids.js';
import { analyticsEvents, gameplays, games, playDays } from '../../db/schema.js';
import { fileTestContext } from '../../test/harness.js';
import { endExpiredPlays } from '../play/expiry.js';
import { rollPlayDays } from './play-days.js';

const t = await fileTestContext({ PLAY_START_RATE_LIMIT_PER_MINUTE: '1000000' });
const owner = await t.login('owner@playdesk.test');
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const QUESTIONS = [
  {
    id: 'q1',
    text: 'Which bean is most grown?',
    options: ['Arabica', 'Robusta', 'Liberica'],
    correct: 0,
  },
  { id: 'q2', text: 'Espresso with foam?', options: ['Latte', 'Macchiato', 'Mocha'], correct: 1 },
  { id: 'q3', text: 'Coffee comes from?', options: ['Italy', 'Brazil', 'Ethiopia'], correct: 2 },
];
const FORM = {
  mode: 'after',
  fields: [
    { key: 'first_name', type: 'first_name', label: 'First name', required: true },
    { key: 'email', type: 'email', label: 'Email', required: true },
    { key: 'postcode', type: 'postcode', label: 'Postcode', required: false },
  ],
  consents: [] as string[],
};

async function createGame(body: Record<string, unknown>) {
  const created = await t.api('POST', 'games', { ...owner, body });
  expect(created.statusCode, created.body).toBe(201);
  const { game } = GameResponse.parse(created.json());
  const published = await t.api('PATCH', `games/${game.public_id}`, {
    ...owner,
    body: { status: 'published' },
  });
  expect(published.statusCode, published.body).toBe(200);
  return game.public_id;
}

interface Play {
  id: string;
  token: string;
  session: PlaySession;
}

async function start(game: string): Promise<Play> {
  const res = await t.api('POST', `play/games/${game}/sessions`, { body: {} });
  expect(res.statusCode, res.body).toBe(201);
  const body = StartSessionResponse.parse(res.json());
  return { id: body.session.session_id, token: body.player_token!, session: body.session };
}

async function act(play: Play, action: Record<string, unknown>): Promise<PlaySession> {
  const res = await t.api('POST', `play/sessions/${play.id}/actions`, {
    body: { action },
    headers: { 'x-player': play.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  play.session = res.json<{ session: PlaySession }>().session;
  return play.session;
}

const currentQuestion = (play: Play) =>
  (play.session.view as { current: { id: string } | null }).current?.id ?? null;

/** The play's expiry passes without the sweep running (the player left; nobody ended it yet). */
const expire = (ids: string[]) =>
  t.db
    .update(gameplays)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(inArray(gameplays.id, ids));

async function steps(game: string, query = `from=${today}&to=${today}`, who = owner) {
  const res = await t.api('GET', `stats/games/${game}/steps?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return GameStepsResponse.parse(res.json());
}

interface Expected {
  reached: number;
  abandoned: number;
  answers: number[];
}

describe('where players give up', () => {
  let quiz = '';
  let wordle = '';
  const expected = new Map<string, Expected>(
    QUESTIONS.map((q) => [q.id, { reached: 0, abandoned: 0, answers: [0, 0, 0] }]),
  );
  const at = (id: string | null) => expected.get(id!)!;
  const optionFor = (play: number, question: string) => (play + Number(question.slice(1))) % 3;

  /** Answers the question on screen with the play's option; counts it as reached and answered. */
  async function answer(play: Play, n: number) {
    const q = currentQuestion(play)!;
    const option = optionFor(n, q);
    at(q).reached++;
    at(q).answers[option]!++;
    await act(play, { type: 'answer', question_id: q, option });
  }

  beforeAll(async () => {
    quiz = await createGame({
      type: 'quiz',
      name: 'Steps quiz',
      content: { questions: QUESTIONS },
      settings: { lead_form: FORM },
    });
    wordle = await createGame({
      type: 'wordle',
      name: 'Steps wordle',
      content: {
        words: ['roast'],
        allowed_guesses: ['beans', 'crema', 'latte', 'mocha', 'steam', 'sugar'],
      },
    });

    // Four plays answer every question.
    for (let n = 0; n < 4; n++) {
      const play = await start(quiz);
      for (let i = 0; i < 3; i++) await answer(play, n);
      expect(play.session.outcome.status).not.toBe('playing');
    }
    // Three answer the first question and leave at the second: the sweep ends them at their
    // deadline (out of time).
    const left: Play[] = [];
    for (let n = 4; n < 7; n++) {
      const play = await start(quiz);
      await answer(play, n);
      at(currentQuestion(play)).reached++;
      at(currentQuestion(play)).abandoned++;
      left.push(play);
    }
    await endExpiredPlays(t.db, { now: new Date(Date.now() + 120_000) });
    const ended = await t.db
      .select({ status: gameplays.status, reason: gameplays.reason })
      .from(gameplays)
      .where(
        inArray(
          gameplays.id,
          left.map((p) => p.id),
        ),
      );
    expect(ended).toEqual(left.map(() => ({ status: 'lost', reason: 'timeout' })));

    // One answers the first question and leaves; nobody has ended it yet, past its expiry.
    const gone = await start(quiz);
    await answer(gone, 7);
    at(currentQuestion(gone)).reached++;
    at(currentQuestion(gone)).abandoned++;
    await expire([gone.id]);
    // One is still playing its first question: reached, not abandoned.
    const playing = await start(quiz);
    at(currentQuestion(playing)).reached++;

    // Wordle: solved on the third guess; left after one guess; left before any; six misses.
    const solved = await start(wordle);
    for (const word of ['beans', 'crema', 'roast']) await act(solved, { type: 'guess', word });
    expect(solved.session.outcome.status).toBe('won');
    const oneGuess = await start(wordle);
    await act(oneGuess, { type: 'guess', word: 'latte' });
    const none = await start(wordle);
    await expire([oneGuess.id, none.id]);
    const missed = await start(wordle);
    for (const word of ['beans', 'crema', 'latte', 'mocha', 'steam', 'sugar']) {
      await act(missed, { type: 'guess', word });
    }
    expect(missed.session.outcome).toMatchObject({ status: 'lost', reason: 'out_of_tries' });

    // The form's fields players left at (the beacon's `form_field` steps), today and long ago.
    const [row] = await t.db
      .select({ id: games.id, accountId: games.accountId })
      .from(games)
      .where(eq(games.publicId, quiz));
    const left_at = (target: string, daysBack = 0) => ({
      accountId: row!.accountId,
      gameId: row!.id,
      step: 'form_field',
      target,
      visitId: crypto.randomUUID(),
      at: new Date(Date.now() - daysBack * 86_400_000),
    });
    await t.db
      .insert(analyticsEvents)
      .values([
        left_at('email'),
        left_at('email'),
        left_at('first_name'),
        left_at('not_a_field'),
        left_at('postcode', 40),
      ]);
  });

  it("counts a quiz's questions as they were played: reached, left at, answers and times", async () => {
    const res = await steps(quiz);
    expect(res.game).toMatchObject({ public_id: quiz, name: 'Steps quiz', type: 'quiz' });
    expect(res).toMatchObject({ from: today, to: today, plays: 9, finished: 4, sampled: 9 });
    expect(res.step_kind).toBe('question');
    expect(res.steps.map((s) => s.key)).toEqual(['q1', 'q2', 'q3']);
    for (const [i, q] of QUESTIONS.entries()) {
      const step = res.steps[i]!;
      const want = at(q.id);
      expect(step, q.id).toMatchObject({
        n: i + 1,
        label: q.text,
        reached: want.reached,
        abandoned: want.abandoned,
      });
      expect(step.answers).toEqual(
        q.options.map((label, j) => ({ label, count: want.answers[j], correct: j === q.correct })),
      );
      // Every question was answered by someone (4 finished plays): a time, well under the limit.
      expect(step.median_seconds).not.toBeNull();
      expect(step.median_seconds!).toBeGreaterThanOrEqual(0);
      expect(step.median_seconds!).toBeLessThan(60);
    }
    // 9 plays: each reached its first question; 4 + 3 + 1 its second; 4 its third.
    expect(res.steps.reduce((n, s) => n + s.reached, 0)).toBe(9 + 8 + 4);
    expect(res.steps.reduce((n, s) => n + s.abandoned, 0)).toBe(4);
    expect(res.time_to_finish.map((b) => [b.from, b.to])).toEqual([
      [0, 10],
      [10, 20],
      [20, 30],
      [30, 60],
      [60, 120],
      [120, 300],
      [300, null],
    ]);
    expect(res.time_to_finish.map((b) => b.count)).toEqual([4, 0, 0, 0, 0, 0, 0]);
    expect(res.form_fields).toEqual([
      { key: 'first_name', abandoned: 1 },
      { key: 'email', abandoned: 2 },
      { key: 'postcode', abandoned: 0 },
    ]);
  });

  it("counts a Wordle's guesses: where players stopped", async () => {
    const res = await steps(wordle);
    expect(res).toMatchObject({ plays: 4, finished: 2, sampled: 4, step_kind: 'guess' });
    expect(res.steps.map((s) => [s.key, s.n, s.label, s.reached, s.abandoned, s.answers])).toEqual([
      ['guess1', 1, 'Guess 1', 4, 1, null],
      ['guess2', 2, 'Guess 2', 3, 1, null],
      ['guess3', 3, 'Guess 3', 2, 0, null],
      ['guess4', 4, 'Guess 4', 1, 0, null],
      ['guess5', 5, 'Guess 5', 1, 0, null],
      ['guess6', 6, 'Guess 6', 1, 0, null],
    ]);
    expect(res.steps.every((s) => s.median_seconds === null)).toBe(true);
    expect(res.time_to_finish.reduce((n, b) => n + b.count, 0)).toBe(2);
    expect(res.form_fields).toEqual([]);
  });

  it('counts only the plays started in the period', async () => {
    const before = await steps(quiz, `from=${daysAgo(60)}&to=${daysAgo(1)}`);
    expect(before).toMatchObject({ plays: 0, finished: 0, sampled: 0 });
    expect(before.steps.every((s) => s.reached === 0 && s.abandoned === 0)).toBe(true);
    expect(before.form_fields).toEqual([
      { key: 'first_name', abandoned: 0 },
      { key: 'email', abandoned: 0 },
      { key: 'postcode', abandoned: 1 },
    ]);
  });

  it('counts the plays of states it cannot read, without steps', async () => {
    // A play written without a real state (as the demo's are), a month ago.
    const [play] = await t.db
      .select()
      .from(gameplays)
      .innerJoin(games, eq(games.id, gameplays.gameId))
      .where(eq(games.publicId, wordle))
      .limit(1);
    const startedAt = new Date(Date.now() - 30 * 86_400_000);
    await t.db.insert(gameplays).values({
      gameId: play!.gameplays.gameId,
      accountId: play!.gameplays.accountId,
      playerId: play!.gameplays.playerId,
      seed: 1,
      state: { demo: true },
      status: 'won',
      score: 10,
      startedAt,
      endedAt: new Date(startedAt.getTime() + 25_000),
      durationMs: 25_000,
    });
    const res = await steps(wordle, `from=${daysAgo(31)}&to=${daysAgo(29)}`);
    expect(res).toMatchObject({ plays: 1, finished: 1, sampled: 0 });
    expect(res.steps).toHaveLength(6);
    expect(res.steps.every((s) => s.reached === 0)).toBe(true);
    expect(res.time_to_finish.map((b) => b.count)).toEqual([0, 0, 1, 0, 0, 0, 0]);
  });

  it('reads the states a page at a time, ties included, up to the latest 5 000 plays', async () => {
    const [play] = await t.db
      .select()
      .from(gameplays)
      .innerJoin(games, eq(games.id, gameplays.gameId))
      .where(eq(games.publicId, wordle))
      .limit(1);
    const { gameId, accountId, playerId } = play!.gameplays;
    /** `n` plays left after one guess, all started at the same instant `daysBack` days ago. */
    const left = async (n: number, daysBack: number) => {
      const startedAt = new Date(Date.now() - daysBack * 86_400_000);
      for (let i = 0; i < n; i += 1000) {
        await t.db.insert(gameplays).values(
          Array.from({ length: Math.min(1000, n - i) }, () => ({
            gameId,
            accountId,
            playerId,
            seed: 1,
            state: { secret: 'roast', guesses: ['beans'], started_at: startedAt.getTime() },
            status: 'lost' as const,
            reason: 'abandoned',
            startedAt,
            endedAt: startedAt,
            durationMs: 0,
          })),
        );
      }
    };
    await left(1_100, 10);
    const tied = await steps(wordle, `from=${daysAgo(10)}&to=${daysAgo(10)}`);
    expect(tied).toMatchObject({ plays: 1_100, finished: 0, sampled: 1_100 });
    expect(tied.steps.slice(0, 3).map((s) => [s.reached, s.abandoned])).toEqual([
      [1_100, 0],
      [1_100, 1_100],
      [0, 0],
    ]);
    await left(4_000, 12);
    const capped = await steps(wordle, `from=${daysAgo(12)}&to=${daysAgo(10)}`);
    expect(capped).toMatchObject({ plays: 5_100, sampled: GAME_STEPS_SAMPLE });
    expect(capped.steps[1]).toMatchObject({ reached: 5_000, abandoned: 5_000 });
  });

  it('answers a read-only API key', async () => {
    const created = await t.api('POST', 'api-keys', {
      ...owner,
      body: { name: 'Reports', modules: ['games'], access: 'read' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { secret } = CreatedApiKeyResponse.parse(created.json());
    const res = await t.api('GET', `stats/games/${wordle}/steps?from=${today}&to=${today}`, {
      token: secret,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(GameStepsResponse.parse(res.json()).plays).toBe(4);
  });

  it('refuses bad periods, and games it does not know or that are not the account’s', async () => {
    const bad = async (query: string) =>
      (await t.api('GET', `stats/games/${quiz}/steps${query}`, owner)).statusCode;
    expect(await bad('')).toBe(400);
    expect(await bad(`?from=${today}`)).toBe(400);
    expect(await bad(`?from=${today}&to=${daysAgo(1)}`)).toBe(400);
    expect(await bad('?from=2024-01-01&to=2025-06-01')).toBe(400);
    expect(await bad('?from=2026-02-30&to=2026-03-01')).toBe(400);
    expect(await bad('?from=yesterday&to=today')).toBe(400);
    const range = `from=${today}&to=${today}`;
    const unknown = await t.api('GET', `stats/games/${newPublicId()}/steps?${range}`, owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Game not found.' });
    const other = await t.login('other@playdesk.test');
    const theirs = await t.api('GET', `stats/games/${quiz}/steps?${range}`, other);
    expect(theirs.statusCode).toBe(404);
    // Nothing of it leaks either way.
    expect(theirs.body).not.toContain('Steps quiz');
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gameplays)
      .innerJoin(games, and(eq(games.id, gameplays.gameId), eq(games.publicId, quiz)));
    expect(Number(count!.n)).toBe(9);
  });

  // Last: the rolled days stay rolled for the rest of the file.
  it('answers the same once the days of plays are rolled up, and rolls each day once', async () => {
    const periods = [
      [quiz, `from=${today}&to=${today}`],
      [wordle, `from=${daysAgo(60)}&to=${today}`],
      [wordle, `from=${daysAgo(12)}&to=${daysAgo(10)}`],
      [wordle, `from=${daysAgo(31)}&to=${daysAgo(29)}`],
    ] as const;
    const before = await Promise.all(periods.map(([game, query]) => steps(game, query)));
    // Two days on, today and every day before it are closed.
    const later = new Date(Date.now() + 2 * 86_400_000 + 60_000);
    const rolled: string[] = [];
    const days = await rollPlayDays(t.db, {
      now: later,
      maxDays: 1_000,
      onDay: (day) => rolled.push(day.toISOString().slice(0, 10)),
    });
    expect(days).toBeGreaterThanOrEqual(31);
    expect(rolled).toContain(today);
    expect(new Set(rolled).size).toBe(rolled.length);
    // Nothing left to roll: a second run (a second instance) counts no day twice.
    expect(await rollPlayDays(t.db, { now: later, maxDays: 1_000 })).toBe(0);
    const [row] = await t.db
      .select()
      .from(playDays)
      .innerJoin(games, eq(games.id, playDays.gameId))
      .where(
        and(eq(games.publicId, wordle), eq(playDays.day, new Date(`${daysAgo(10)}T00:00:00Z`))),
      );
    expect(row!.play_days).toMatchObject({ plays: 1_100, finished: 0 });
    expect(row!.play_days.finishBars).toHaveLength(7);
    const after = await Promise.all(periods.map(([game, query]) => steps(game, query)));
    expect(after).toEqual(before);
  });
});
