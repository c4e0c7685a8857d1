import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quizContentSchema } from './content.js';
import type { QuizContentInput } from './content.js';
import { quizEngine } from './engine.js';
import type { QuizState } from './engine.js';

/** Question pools and secret answers: replaying a quiz must not be a cheat sheet. */

const T0 = 1_700_000_000_000;

const questions = Array.from({ length: 8 }, (_, i) => ({
  text: `Question ${i + 1}?`,
  options: ['North', 'South', 'East', 'West'],
  correct: i % 4,
}));

function startQuiz(extra: Partial<QuizContentInput>, seed = 3): QuizState {
  const content = quizContentSchema.parse({ questions, ...extra });
  return quizEngine.start(content, { difficulty: 'normal', seed, now: T0 });
}

/** Answers every question: right ones with the correct option, wrong ones with the next. */
function playAll(state: QuizState, right: (i: number) => boolean): QuizState {
  let s = state;
  for (let i = 0; i < state.questions.length; i++) {
    const q = s.questions[i]!;
    const option = right(i) ? q.correct : (q.correct + 1) % q.options.length;
    const result = quizEngine.apply(
      s,
      { type: 'answer', question_id: q.id, option },
      { now: T0 + 1000 },
    );
    if (!result.ok) throw new Error(result.error);
    s = result.state;
  }
  return s;
}

describe('quiz content: replay settings', () => {
  it('defaults to no pool and no revealed answers', () => {
    const parsed = quizContentSchema.parse({ questions });
    expect(parsed).toMatchObject({ reveal_answers: false, pool_size: null });
  });

  it('refuses a pool larger than the questions, naming the field', () => {
    const result = quizContentSchema.safeParse({ questions, pool_size: 9 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['pool_size'],
      message:
        'You have 8 questions: a play cannot draw 9. Add questions or lower the number per play',
    });
    for (const bad of [0, 1.5, 51, '4', true]) {
      const issue = quizContentSchema.safeParse({ questions, pool_size: bad }).error?.issues[0];
      expect(issue?.path, String(bad)).toEqual(['pool_size']);
    }
    expect(
      quizContentSchema.safeParse({ questions, reveal_answers: 'yes' }).error?.issues[0]?.path,
    ).toEqual(['reveal_answers']);
  });
});

describe('quiz pools', () => {
  it('plays N distinct questions of the list, the same ones for the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.nat(), (n, seed) => {
        const state = startQuiz({ pool_size: n }, seed);
        const ids = state.questions.map((q) => q.id);
        expect(ids).toHaveLength(n);
        expect(new Set(ids).size).toBe(n);
        expect(startQuiz({ pool_size: n }, seed)).toEqual(state);
        expect(quizEngine.view(state, T0).total).toBe(n);
      }),
    );
  });

  it('judges the pass mark on the questions drawn', () => {
    const state = playAll(startQuiz({ pool_size: 4, pass_percent: 50 }), (i) => i < 2);
    expect(quizEngine.outcome(state, T0 + 2000)).toEqual({
      status: 'won',
      score: 10,
      reason: 'completed',
    });
  });
});

describe('quiz answers at the end', () => {
  it('never shows the right option of a wrong answer unless the game reveals answers', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.nat(),
        (reveal, rights, seed) => {
          const state = playAll(startQuiz({ reveal_answers: reveal }, seed), (i) => rights[i]!);
          const view = quizEngine.view(state, T0 + 2000);
          expect(view.status).not.toBe('playing');
          view.answered.forEach((answer, i) => {
            const right = state.questions[i]!.correct;
            expect(answer.correct).toBe(rights[i]);
            expect(answer.correct_option).toBe(reveal || rights[i] ? right : null);
          });
        },
      ),
    );
  });

  it('keeps a lost play free of answers, and shows them all when asked to', () => {
    const secret = quizEngine.view(
      playAll(startQuiz({}), () => false),
      T0 + 2000,
    );
    expect(secret.status).toBe('lost');
    expect(secret.answered.every((a) => a.correct_option === null)).toBe(true);
    const shown = quizEngine.view(
      playAll(startQuiz({ reveal_answers: true }), () => false),
      T0 + 2000,
    );
    expect(shown.answered.every((a) => typeof a.correct_option === 'number')).toBe(true);
  });

  it('keeps old stored content and sessions working (no pool, answers secret)', () => {
    const legacy = quizContentSchema.parse({ questions });
    const { pool_size: _p, reveal_answers: _r, ...stored } = legacy;
    const state = quizEngine.start(stored as typeof legacy, {
      difficulty: 'easy',
      seed: 1,
      now: T0,
    });
    expect(state.questions).toHaveLength(8);
    const { reveal_answers: _old, ...oldSession } = playAll(state, () => false);
    const view = quizEngine.view(oldSession, T0 + 2000);
    expect(view.answered.every((a) => a.correct_option === null)).toBe(true);
  });
});
