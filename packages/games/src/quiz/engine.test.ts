import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUIZ } from '../constants.js';
import { assignQuestionIds, quizContentSchema } from './content.js';
import type { QuizContentInput } from './content.js';
import { quizPassed, quizEngine } from './engine.js';
import type { QuizState } from './engine.js';

const T0 = 1_700_000_000_000;

const sample: QuizContentInput = {
  questions: [
    { text: 'Capital of France?', options: ['Paris', 'Lyon', 'Nice'], correct: 0 },
    {
      id: 'sky',
      text: 'Colour of the sky?',
      image: 'https://x.test/sky.png',
      options: ['Green', 'Blue'],
      correct: 1,
    },
    { text: '2 + 2?', options: ['3', '4', '5', '22'], correct: 1 },
    { text: 'Largest planet?', options: ['Mars', 'Jupiter'], correct: 1 },
    { text: 'Opposite of hot?', options: ['Cold', 'Warm'], correct: 0 },
  ],
};

function startQuiz(input: QuizContentInput = sample, seed = 7): QuizState {
  return quizEngine.start(quizContentSchema.parse(input), { difficulty: 'normal', seed, now: T0 });
}

/** Answers the current question (or a missing one once all are answered) with `option`. */
function answer(state: QuizState, option: number, now = T0 + 1000) {
  const id = state.questions[state.answers.length]?.id ?? 'none';
  return quizEngine.apply(state, { type: 'answer', question_id: id, option }, { now });
}

/** Answers the current questions correctly (true) or wrongly (false). */
function play(state: QuizState, rights: boolean[], now = T0 + 1000): QuizState {
  return rights.reduce((s, right) => {
    const q = s.questions[s.answers.length]!;
    const option = right ? q.correct : (q.correct + 1) % q.options.length;
    const result = answer(s, option, now);
    if (!result.ok) throw new Error(result.error);
    return result.state;
  }, state);
}

const questionArb = fc
  .uniqueArray(
    fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== ''),
    {
      minLength: 2,
      maxLength: 6,
      selector: (s) => s.trim().toLowerCase(),
    },
  )
  .chain((options) =>
    fc.record({
      text: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
      options: fc.constant(options),
      correct: fc.nat({ max: options.length - 1 }),
    }),
  );

const contentArb = fc.record({
  questions: fc.array(questionArb, { minLength: 1, maxLength: 12 }),
  pass_percent: fc.integer({ min: 0, max: 100 }),
});

describe('quiz content', () => {
  it('assigns stable ids, fills defaults and trims', () => {
    const parsed = quizContentSchema.parse(sample);
    expect(parsed.questions.map((q) => q.id)).toEqual(['q1', 'sky', 'q3', 'q4', 'q5']);
    expect(parsed.pass_percent).toBe(60);
    expect(parsed.questions[0]?.image).toBeNull();
    expect(quizContentSchema.parse(parsed)).toEqual(parsed);
  });

  it('does not reuse an explicit id for a generated one', () => {
    const ids = assignQuestionIds([{}, { id: 'q1' }, {}]).map((q) => q.id);
    expect(ids).toEqual(['q1-2', 'q1', 'q3']);
  });

  it('gives unique ids to any questions', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.constantFrom('q1', 'q2', 'q3', 'x'), { nil: undefined })),
        (ids) => {
          const distinct = ids.filter((id, i) => id === undefined || ids.indexOf(id) === i);
          const assigned = assignQuestionIds(distinct.map((id) => ({ id }))).map((q) => q.id);
          expect(new Set(assigned).size).toBe(assigned.length);
        },
      ),
    );
  });

  const q = { text: 'Q?', options: ['A', 'B'], correct: 0 };
  it.each([
    [{ questions: [] }, 'Add at least one question'],
    [{ questions: Array.from({ length: 51 }, () => q) }, 'Add at most 50 questions'],
    [{ questions: [{ ...q, text: ' ' }] }, 'Enter the question'],
    [{ questions: [{ ...q, options: ['A'] }] }, 'Give at least 2 options'],
    [
      { questions: [{ ...q, options: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] }] },
      'Give at most 6 options',
    ],
    [{ questions: [{ ...q, options: ['A', ''] }] }, 'Enter the option'],
    [
      { questions: [{ ...q, options: ['Yes', ' yes'] }] },
      'This option is the same as option 1; options must all be different',
    ],
    [{ questions: [{ ...q, correct: 2 }] }, 'Choose the correct option among the options'],
    [{ questions: [{ ...q, correct: 0.5 }] }, 'Choose the correct option'],
    [{ questions: [{ ...q, correct: undefined }] }, 'Choose the correct option'],
    [
      {
        questions: [
          { ...q, id: 'a' },
          { ...q, id: 'a' },
        ],
      },
      'Two questions have the same id; ids must be unique',
    ],
    [{ questions: [q], pass_percent: 120 }, 'The pass mark must be a number from 0 to 100'],
  ])('refuses input %# with “$1”', (input, message) => {
    const result = quizContentSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('quizEngine.start', () => {
  it('shuffles question order deterministically, options keep their order', () => {
    fc.assert(
      fc.property(contentArb, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (input, seed) => {
        const content = quizContentSchema.parse(input);
        const a = quizEngine.start(content, { difficulty: 'easy', seed, now: T0 });
        expect(quizEngine.start(content, { difficulty: 'hard', seed, now: T0 })).toEqual(a);
        const byId = (x: { id: string }, y: { id: string }) => x.id.localeCompare(y.id);
        expect([...a.questions].sort(byId)).toEqual([...content.questions].sort(byId));
      }),
    );
  });

  it('has a 60 s limit at every difficulty', () => {
    expect(quizEngine.timeLimitSeconds('easy')).toBe(QUIZ.timeSeconds);
    expect(quizEngine.timeLimitSeconds('hard')).toBe(60);
  });
});

describe('quizEngine.apply', () => {
  it('scores 5 per correct answer and wins at the pass mark', () => {
    const state = play(startQuiz(), [true, true, true, false, false]);
    expect(quizEngine.outcome(state, T0 + 2000)).toEqual({
      status: 'won',
      score: 15,
      reason: 'completed',
    });
  });

  it('loses below the pass mark, keeping the score', () => {
    const state = play(startQuiz(), [true, true, false, false, false]);
    expect(quizEngine.outcome(state, T0 + 2000)).toEqual({
      status: 'lost',
      score: 10,
      reason: 'completed',
    });
  });

  it('only accepts the current question, once', () => {
    const state = startQuiz();
    const [first, second] = state.questions;
    const now = { now: T0 };
    expect(
      quizEngine.apply(state, { type: 'answer', question_id: second!.id, option: 0 }, now),
    ).toEqual({
      ok: false,
      code: 'move.question_not_current',
      error: 'Please answer the current question first',
    });
    expect(
      quizEngine.apply(state, { type: 'answer', question_id: 'nope', option: 0 }, now),
    ).toEqual({
      ok: false,
      code: 'move.question_unknown',
      error: 'This question is not part of the quiz',
    });
    expect(
      quizEngine.apply(state, { type: 'answer', question_id: first!.id, option: 9 }, now),
    ).toEqual({
      ok: false,
      code: 'move.option_invalid',
      error: 'Choose one of the options',
    });
    const once = play(state, [true]);
    expect(
      quizEngine.apply(once, { type: 'answer', question_id: first!.id, option: 0 }, now),
    ).toEqual({
      ok: false,
      code: 'move.question_answered',
      error: 'You already answered this question',
    });
  });

  it('refuses malformed actions without throwing', () => {
    const state = startQuiz();
    for (const action of [
      null,
      'x',
      {},
      { type: 'answer' },
      { type: 'answer', question_id: 'q1', option: '1' },
    ]) {
      expect(quizEngine.apply(state, action as never, { now: T0 }).ok).toBe(false);
    }
  });

  it('ends on time: refuses answers and judges unanswered questions as wrong', () => {
    const state = play(startQuiz({ ...sample, pass_percent: 40 }), [true, true]);
    expect(quizEngine.outcome(state, T0 + 59_999).status).toBe('playing');
    expect(quizEngine.outcome(state, T0 + 60_000)).toEqual({
      status: 'won',
      score: 10,
      reason: 'timeout',
    });
    expect(answer(state, 0, T0 + 60_000)).toEqual({
      ok: false,
      code: 'play.time_up',
      error: 'Time is up',
    });
    const fresh = startQuiz();
    expect(quizEngine.outcome(fresh, T0 + 60_000)).toEqual({
      status: 'lost',
      score: 0,
      reason: 'timeout',
    });
  });

  it('refuses answers after the last one', () => {
    const state = play(startQuiz({ questions: [sample.questions[0]!] }), [true]);
    const q = state.questions[0]!;
    expect(
      quizEngine.apply(state, { type: 'answer', question_id: q.id, option: 0 }, { now: T0 }),
    ).toEqual({
      ok: false,
      code: 'play.session_over',
      error: 'This game is over',
    });
  });

  it('keeps score = correct × 5 and the pass rule for any play', () => {
    fc.assert(
      fc.property(
        contentArb,
        fc.nat(),
        fc.array(fc.tuple(fc.nat({ max: 7 }), fc.nat({ max: 70_000 })), { maxLength: 15 }),
        (input, seed, moves) => {
          let state = quizEngine.start(quizContentSchema.parse(input), {
            difficulty: 'normal',
            seed,
            now: T0,
          });
          for (const [option, at] of moves) {
            const result = answer(state, option, T0 + at);
            if (result.ok) state = result.state;
          }
          const at = T0 + 30_000;
          const result = quizEngine.outcome(state, at);
          const correct = state.answers.filter((a) => a.correct).length;
          expect(result.score).toBe(correct * QUIZ.points);
          if (result.status !== 'playing') {
            expect(result.status === 'won').toBe(
              quizPassed(correct, state.questions.length, state.pass_percent),
            );
          }
          const view = quizEngine.view(state, at);
          expect(view.current === null).toBe(result.status !== 'playing');
          expect(view.current ?? {}).not.toHaveProperty('correct');
          expect(view.answered).toHaveLength(state.answers.length);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        },
      ),
    );
  });
});

describe('quizEngine.view', () => {
  it('shows the current question without its answer, then whether it was right', () => {
    const state = startQuiz();
    const first = state.questions[0]!;
    const v0 = quizEngine.view(state, T0 + 10_000);
    expect(v0.current).toEqual({
      id: first.id,
      text: first.text,
      image: first.image,
      options: first.options,
    });
    expect(v0).toMatchObject({
      index: 0,
      total: 5,
      answered: [],
      score: 0,
      time_left_seconds: 50,
      status: 'playing',
    });

    const wrong = (first.correct + 1) % first.options.length;
    const result = answer(state, wrong);
    if (!result.ok) throw new Error(result.error);
    const v1 = quizEngine.view(result.state, T0 + 10_000);
    expect(v1.index).toBe(1);
    expect(v1.answered).toEqual([
      // The right option stays secret: `reveal_answers` is off by default.
      { ...v0.current, option: wrong, correct_option: null, correct: false },
    ]);
    expect(v1.current?.id).toBe(state.questions[1]!.id);
  });

  it('freezes the clock when the last question is answered', () => {
    const state = play(startQuiz(), [true, true, true, true, true], T0 + 20_000);
    expect(quizEngine.view(state, T0 + 100_000).time_left_seconds).toBe(40);
  });
});
