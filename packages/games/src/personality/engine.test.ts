import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERSONALITY } from './constants.js';
import { personalityContentSchema } from './content.js';
import type { PersonalityContent, PersonalityContentInput } from './content.js';
import { outcomePoints, personalityEngine } from './engine.js';
import type { PersonalityAction, PersonalityState } from './engine.js';
import { personalityViewSchema } from './view-model.js';

const T0 = 1_700_000_000_000;

/** Any valid content: its answers each give points to outcomes of the test. */
const contentArb: fc.Arbitrary<PersonalityContentInput> = fc
  .integer({ min: PERSONALITY.outcomes.min, max: PERSONALITY.outcomes.max })
  .chain((outcomeCount) => {
    const ids = Array.from({ length: outcomeCount }, (_, i) => `o${i}`);
    const points = fc
      .uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: outcomeCount })
      .chain((chosen) =>
        fc.tuple(
          ...chosen.map((outcome_id) =>
            fc.record({
              outcome_id: fc.constant(outcome_id),
              points: fc.integer({ min: PERSONALITY.points.min, max: PERSONALITY.points.max }),
            }),
          ),
        ),
      );
    const question = fc.record({
      text: fc.constant('Which?'),
      answers: fc.array(fc.record({ text: fc.constant('This one'), points }), {
        minLength: PERSONALITY.answers.min,
        maxLength: PERSONALITY.answers.max,
      }),
    });
    return fc.record({
      questions: fc.array(question, {
        minLength: PERSONALITY.questions.min,
        maxLength: PERSONALITY.questions.max,
      }),
      outcomes: fc.constant(ids.map((id) => ({ id, title: `Title ${id}`, text: `Text ${id}` }))),
    });
  })
  // Every outcome reachable: the first question's first answer counts for all of them.
  .map((content) => {
    const first = content.questions[0]!;
    const all = content.outcomes.map((o) => ({ outcome_id: o.id, points: 1 }));
    return {
      ...content,
      questions: [
        { ...first, answers: [{ text: 'All', points: all }, ...first.answers.slice(1)] },
        ...content.questions.slice(1),
      ],
    };
  });

const actionArb = fc.oneof(
  fc.record({
    type: fc.constant('answer'),
    question_id: fc.oneof(fc.constantFrom('q1', 'q2', 'q3', 'q15', 'nope'), fc.string()),
    option: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double()),
  }),
  fc.anything(),
);

function start(content: PersonalityContent): PersonalityState {
  return personalityEngine.start(content, { difficulty: 'normal', seed: 1, now: T0 });
}

function answer(state: PersonalityState, option: number, now = T0 + 1000): PersonalityState {
  const q = state.questions[state.answers.length]!;
  const result = personalityEngine.apply(
    state,
    { type: 'answer', question_id: q.id, option },
    { now },
  );
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.state;
}

function refusal(state: PersonalityState, action: unknown): string {
  const result = personalityEngine.apply(state, action as PersonalityAction, { now: T0 + 1 });
  if (result.ok) throw new Error('expected a refusal');
  return result.code;
}

/** Three questions, two outcomes: the first answer of each counts for `a`, the second for `b`. */
const COFFEE = personalityContentSchema.parse({
  questions: ['One?', 'Two?', 'Three?'].map((text) => ({
    text,
    answers: [
      { text: 'A', points: [{ outcome_id: 'a', points: 1 }] },
      { text: 'B', points: [{ outcome_id: 'b', points: 1 }] },
      {
        text: 'Both',
        points: [
          { outcome_id: 'a', points: 1 },
          { outcome_id: 'b', points: 1 },
        ],
      },
    ],
  })),
  outcomes: [
    {
      id: 'a',
      title: 'Espresso',
      text: 'Strong.',
      link_label: 'Order',
      link_url: 'https://x.example/a',
    },
    { id: 'b', title: 'Latte', text: 'Soft.' },
  ],
});

describe('personality test engine', () => {
  it('no move sequence crashes it; the view always fits its schema and hides the outcome until the end', () => {
    fc.assert(
      fc.property(contentArb, fc.array(actionArb, { maxLength: 25 }), (input, actions) => {
        const content = personalityContentSchema.parse(input);
        let state = start(content);
        for (const action of actions) {
          const result = personalityEngine.apply(state, action as PersonalityAction, {
            now: T0 + 10,
          });
          if (result.ok) state = result.state;
          else expect(result.code).toMatch(/^(move|play)\./);
          const view = personalityEngine.view(state, T0 + 10);
          expect(personalityViewSchema.safeParse(view).success).toBe(true);
          const outcome = personalityEngine.outcome(state, T0 + 10);
          if (outcome.status === 'playing') {
            expect(view.result).toBeNull();
            expect(outcome.result).toBeUndefined();
          }
          // The view never carries points.
          expect(JSON.stringify(view)).not.toContain('points');
        }
      }),
    );
  });

  it('the outcome is always one of the outcomes, the most points, ties to the earliest; deterministic', () => {
    fc.assert(
      fc.property(contentArb, fc.array(fc.nat(), { maxLength: 15 }), (input, picks) => {
        const content = personalityContentSchema.parse(input);
        const play = () => {
          let state = start(content);
          content.questions.forEach((q, i) => {
            state = answer(state, (picks[i] ?? 0) % q.answers.length);
          });
          return state;
        };
        const state = play();
        const outcome = personalityEngine.outcome(state, T0 + 5000);
        expect(outcome.status).toBe('won');
        expect(outcome.score).toBe(0);
        expect(outcome.reason).toBe('completed');
        const ids = content.outcomes.map((o) => o.id);
        expect(ids).toContain(outcome.result);
        const totals = outcomePoints(state);
        const best = Math.max(...totals);
        expect(ids.indexOf(outcome.result!)).toBe(totals.indexOf(best));
        expect(personalityEngine.view(state, T0).result?.id).toBe(outcome.result);
        expect(play()).toEqual(state);
      }),
    );
  });

  it('breaks a tie by the outcomes’ order', () => {
    let state = start(COFFEE);
    for (let i = 0; i < 3; i++) state = answer(state, 2);
    expect(personalityEngine.outcome(state, T0).result).toBe('a');
    const swapped = personalityContentSchema.parse({
      ...COFFEE,
      outcomes: [COFFEE.outcomes[1], COFFEE.outcomes[0]],
    });
    let other = start(swapped);
    for (let i = 0; i < 3; i++) other = answer(other, 2);
    expect(personalityEngine.outcome(other, T0).result).toBe('b');
  });

  it('gives the outcome with the most points and shows its card with the link', () => {
    let state = start(COFFEE);
    state = answer(state, 1);
    state = answer(state, 0);
    expect(personalityEngine.view(state, T0).result).toBeNull();
    expect(personalityEngine.outcome(state, T0)).toEqual({ status: 'playing', score: 0 });
    state = answer(state, 1);
    expect(personalityEngine.view(state, T0)).toEqual({
      current: null,
      index: 3,
      total: 3,
      status: 'won',
      reason: 'completed',
      result: { id: 'b', title: 'Latte', text: 'Soft.', image: null, link: null },
    });
    let espresso = start(COFFEE);
    for (let i = 0; i < 3; i++) espresso = answer(espresso, 0);
    expect(personalityEngine.view(espresso, T0).result?.link).toEqual({
      label: 'Order',
      url: 'https://x.example/a',
    });
  });

  it('refuses replayed, out-of-order, unknown and forged answers with their codes', () => {
    const s0 = start(COFFEE);
    const s1 = answer(s0, 0);
    expect(refusal(s1, { type: 'answer', question_id: 'q1', option: 1 })).toBe(
      'move.question_answered',
    );
    expect(refusal(s1, { type: 'answer', question_id: 'q3', option: 0 })).toBe(
      'move.question_not_current',
    );
    expect(refusal(s1, { type: 'answer', question_id: 'q9', option: 0 })).toBe(
      'move.question_unknown',
    );
    expect(refusal(s1, { type: 'answer', question_id: 'q2', option: 3 })).toBe(
      'move.option_invalid',
    );
    expect(refusal(s1, { type: 'answer', question_id: 'q2', option: 0.5 })).toBe(
      'move.option_invalid',
    );
    expect(refusal(s1, { type: 'spin' })).toBe('move.invalid');
    const done = answer(answer(s1, 0), 0);
    expect(refusal(done, { type: 'answer', question_id: 'q3', option: 0 })).toBe(
      'play.session_over',
    );
  });
});

describe('personality test content', () => {
  const valid = {
    questions: COFFEE.questions.map((q) => ({ text: q.text, answers: q.answers })),
    outcomes: COFFEE.outcomes,
  };
  const problem = (content: unknown) => {
    const parsed = personalityContentSchema.safeParse(content);
    return parsed.success
      ? null
      : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts 3–15 questions and 2–8 outcomes', () => {
    expect(problem(valid)).toBeNull();
    expect(problem({ ...valid, questions: valid.questions.slice(0, 2) })).toEqual([
      'questions: Add at least 3 questions',
    ]);
    expect(problem({ ...valid, questions: Array(16).fill(valid.questions[0]) })).toEqual([
      'questions: Use at most 15 questions',
    ]);
    expect(problem({ ...valid, outcomes: valid.outcomes.slice(0, 1) })).toContain(
      'outcomes: Add at least 2 outcomes',
    );
    const nine = Array.from({ length: 9 }, (_, i) => ({ id: `x${i}`, title: 'T', text: 'X' }));
    expect(problem({ ...valid, outcomes: nine })).toEqual(['outcomes: Use at most 8 outcomes']);
  });

  it('refuses an answer counting for an unknown outcome, an unreachable outcome and a bad link', () => {
    const unknown = structuredClone(valid);
    unknown.questions[1]!.answers[0]!.points[0]!.outcome_id = 'zz';
    expect(problem(unknown)).toEqual([
      'questions.1.answers.0.points.0.outcome_id: This answer counts for an outcome the test does not have',
    ]);
    const unreachable = {
      ...valid,
      outcomes: [...valid.outcomes, { id: 'c', title: 'Mocha', text: 'Sweet.' }],
    };
    expect(problem(unreachable)).toEqual([
      'outcomes.2.id: No answer counts for this outcome: players could never get it',
    ]);
    for (const url of ['javascript:alert(1)', 'ftp://x.example', 'https://x.example/"a"', 'x']) {
      const bad = structuredClone(valid);
      bad.outcomes[0]!.link_url = url;
      expect(problem(bad)).toEqual(['outcomes.0.link_url: Use a full http:// or https:// address']);
    }
    const noLabel = structuredClone(valid);
    noLabel.outcomes[0]!.link_label = '';
    expect(problem(noLabel)).toEqual(['outcomes.0.link_label: Enter the link’s text']);
  });
});
