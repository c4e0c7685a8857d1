import { describe, expect, it } from 'vitest';
import { GameResponse, StartSessionResponse, type PlaySession } from '@playdesk/contract';
import { fileTestContext } from '../../test/harness.js';

/**
 * A lost Quiz or EmojiQ must not hand out the answers (the next play would be a sure top score)
 * unless the business chose to show them; pools draw a different set of questions per play.
 */

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');

async function publish(type: 'quiz' | 'emojiq', content: Record<string, unknown>) {
  const res = await t.api('POST', 'games', {
    ...owner,
    body: { type, name: `Replay ${type}`, status: 'published', content },
  });
  expect(res.statusCode, res.body).toBe(201);
  return GameResponse.parse(res.json()).game.public_id;
}

/** Plays a session to its end with `next(view)` as the move; returns every response body. */
async function playToEnd(
  gameId: string,
  next: (view: Record<string, unknown>) => Record<string, unknown>,
): Promise<{ bodies: string[]; last: PlaySession }> {
  const started = await t.api('POST', `play/games/${gameId}/sessions`, { body: {} });
  expect(started.statusCode, started.body).toBe(201);
  const { session, player_token } = StartSessionResponse.parse(started.json());
  const headers = { 'x-player': player_token! };
  const bodies = [started.body];
  let last = session;
  for (let i = 0; i < 40 && last.outcome.status === 'playing'; i++) {
    const res = await t.api('POST', `play/sessions/${session.session_id}/actions`, {
      body: { action: next(last.view as Record<string, unknown>) },
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    bodies.push(res.body);
    last = res.json<{ session: PlaySession }>().session;
  }
  const reloaded = await t.api('GET', `play/sessions/${session.session_id}`, { headers });
  bodies.push(reloaded.body);
  return { bodies, last };
}

const QUESTIONS = Array.from({ length: 6 }, (_, i) => ({
  text: `Which harbour is number ${i + 1}?`,
  options: ['Oslo', 'Bergen', 'Tromsø', 'Ålesund'],
  correct: i % 4,
}));

/** Always the option after the correct one: every answer is wrong. */
function wrongAnswer(view: Record<string, unknown>) {
  const current = view.current as { id: string; text: string };
  const index = QUESTIONS.findIndex((q) => q.text === current.text);
  return { type: 'answer', question_id: current.id, option: (QUESTIONS[index]!.correct + 1) % 4 };
}

describe('a lost quiz', () => {
  it('shows no right option unless the game reveals answers', async () => {
    const secret = await playToEnd(await publish('quiz', { questions: QUESTIONS }), wrongAnswer);
    expect(secret.last.outcome).toMatchObject({ status: 'lost', score: 0 });
    for (const body of secret.bodies) expect(body).not.toMatch(/"correct_option":\d/);

    const shown = await playToEnd(
      await publish('quiz', { questions: QUESTIONS, reveal_answers: true }),
      wrongAnswer,
    );
    expect(shown.last.outcome.status).toBe('lost');
    const answered = (shown.last.view as { answered: { text: string; correct_option: number }[] })
      .answered;
    expect(answered).toHaveLength(6);
    for (const a of answered) {
      expect(a.correct_option).toBe(QUESTIONS.find((q) => q.text === a.text)!.correct);
    }
  });

  it('draws the pool’s number of questions per play and keeps them on reload', async () => {
    const id = await publish('quiz', { questions: QUESTIONS, pool_size: 3 });
    const firsts = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const { bodies, last } = await playToEnd(id, wrongAnswer);
      expect((last.view as { total: number }).total).toBe(3);
      const answered = (last.view as { answered: { text: string }[] }).answered;
      expect(new Set(answered.map((a) => a.text)).size).toBe(3);
      // A reload (the last body) shows the same questions as the play.
      expect(JSON.parse(bodies.at(-1)!).session.view).toEqual(last.view);
      firsts.add(answered[0]!.text);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('refuses a pool larger than the questions, naming the field', async () => {
    const res = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'quiz',
        name: 'Too big a pool',
        content: { questions: QUESTIONS, pool_size: 7 },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toEqual([
      'content.pool_size: You have 6 questions: a play cannot draw 7. Add questions or lower the number per play',
    ]);
  });
});

const PHRASES = [
  { emojis: '🌊⚓', answer: 'Quiet harbour' },
  { emojis: '🧥⚡', answer: 'Velvet thunder' },
  { emojis: '🍋🌙', answer: 'Lemon moon' },
];

/** A letter in none of the phrases: every guess costs a life. */
const missLetters = [...'ZXJKPYBFGS'];
const miss = (view: Record<string, unknown>) => {
  const tried = view.tried_letters as string[];
  return { type: 'guess', letter: missLetters.find((l) => !tried.includes(l))! };
};

describe('a lost EmojiQ', () => {
  it('shows no answer unless the game reveals answers', async () => {
    const secret = await playToEnd(await publish('emojiq', { phrases: PHRASES }), miss);
    expect(secret.last.outcome).toMatchObject({ status: 'lost', reason: 'out_of_lives' });
    for (const body of secret.bodies) {
      for (const { answer } of PHRASES)
        expect(body.toLowerCase()).not.toContain(answer.toLowerCase());
    }

    const shown = await playToEnd(
      await publish('emojiq', { phrases: PHRASES, reveal_answers: true }),
      miss,
    );
    expect(shown.last.outcome.status).toBe('lost');
    const last = shown.bodies.at(-1)!;
    for (const { answer } of PHRASES) expect(last).toContain(answer);
  });

  it('draws the pool’s number of phrases per play', async () => {
    const id = await publish('emojiq', { phrases: PHRASES, pool_size: 2 });
    const firsts = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const { last } = await playToEnd(id, miss);
      expect((last.view as { phrase_count: number }).phrase_count).toBe(2);
      firsts.add((last.view as { emojis: string }).emojis);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });
});
