import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personalityContentSchema } from '../personality/content.js';
import { personalityEngine } from '../personality/engine.js';
import { command, judgeAnswer, liveModesOf, newLiveState } from './engine.js';
import {
  liveOutcome,
  outcomeById,
  outcomeDistribution,
  personalityQuestions,
} from './personality.js';

const T0 = 1_700_000_000_000;
/** Answer 0 counts for the latte, 1 for the mocha, 2 for the tea (2 points), 3 for latte and tea. */
const TEST = personalityContentSchema.parse({
  questions: ['Morning?', 'Weekend?', 'Music?', 'Book?'].map((text) => ({
    text,
    answers: [
      { text: 'Calm', points: [{ outcome_id: 'latte', points: 1 }] },
      { text: 'Busy', points: [{ outcome_id: 'mocha', points: 1 }] },
      { text: 'Slow', points: [{ outcome_id: 'tea', points: 2 }] },
      {
        text: 'Both',
        points: [
          { outcome_id: 'latte', points: 1 },
          { outcome_id: 'tea', points: 1 },
        ],
      },
    ],
  })),
  outcomes: [
    {
      id: 'latte',
      title: 'Latte',
      text: 'Smooth.',
      link_label: 'Order one',
      link_url: 'https://cafe.example.com/latte',
    },
    { id: 'mocha', title: 'Mocha', text: 'Sweet.' },
    { id: 'tea', title: 'Tea', text: 'Quiet.' },
  ],
});

/** The test played alone in the single-player engine: its outcome as the player sees it. */
function alone(options: number[]) {
  let state = personalityEngine.start(TEST, { difficulty: 'normal', seed: 1, now: T0 });
  options.forEach((option, i) => {
    const r = personalityEngine.apply(
      state,
      { type: 'answer', question_id: TEST.questions[i]!.id, option },
      { now: T0 + i * 1000 },
    );
    if (!r.ok) throw new Error(r.code);
    state = r.state;
  });
  return {
    result: personalityEngine.view(state, T0).result,
    outcome: personalityEngine.outcome(state, T0),
  };
}

const live = (options: (number | null)[]) =>
  liveOutcome(
    TEST,
    options.flatMap((option, question) =>
      option === null ? [] : [{ question, option, answeredAt: T0 + question * 1000 }],
    ),
  );

describe('a live personality show', () => {
  it('gives a player who answered every question the outcome the test played alone gives', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }), (o) => {
        const single = alone(o);
        const got = live(o);
        expect(got).toEqual(single.result);
        expect(got?.id).toBe(single.outcome.result);
      }),
    );
    expect(live([2, 2, 1, 0])).toMatchObject({ id: 'tea', title: 'Tea' });
    // A tie goes to the first outcome of the test, as alone.
    expect(live([0, 1, 0, 1])).toMatchObject({
      id: 'latte',
      link: { label: 'Order one', url: 'https://cafe.example.com/latte' },
    });
  });

  it('judges a missed question out: the engine on the questions answered; none answered: no outcome', () => {
    expect(live([null, 1, null, 1])).toMatchObject({ id: 'mocha' });
    expect(live([1, null, 2, null])).toMatchObject({ id: 'tea' });
    expect(live([null, null, null, null])).toBeNull();
  });

  it('counts each outcome’s players in the test’s order, zeros included', () => {
    expect(outcomeDistribution(TEST.outcomes, ['tea', 'latte', 'tea', null])).toEqual([
      { id: 'latte', title: 'Latte', players: 1 },
      { id: 'mocha', title: 'Mocha', players: 0 },
      { id: 'tea', title: 'Tea', players: 2 },
    ]);
    expect(outcomeById(TEST, 'mocha')).toEqual({
      id: 'mocha',
      title: 'Mocha',
      text: 'Sweet.',
      image: null,
      link: null,
    });
    expect(outcomeById(TEST, 'gone')).toBeNull();
  });

  it('asks the questions without a right answer: every answer counts, for no points', () => {
    const questions = personalityQuestions(TEST);
    expect(questions[0]).toEqual({
      text: 'Morning?',
      options: ['Calm', 'Busy', 'Slow', 'Both'],
      correct: null,
    });
    const open = command(newLiveState(4, 20, 'personality'), 'start', 'host', T0);
    if (!open.ok) throw new Error(open.error);
    for (const option of [0, 1, 2, 3]) {
      const judged = judgeAnswer(
        open.value,
        questions[0]!,
        { question: 0, option, alreadyAnswered: false, out: false },
        T0 + 100,
      );
      expect(judged).toEqual({ ok: true, value: { correct: false, points: 0 } });
    }
  });

  it('has no leader board and plays classic only', () => {
    let state = newLiveState(2, 20, 'personality');
    for (const cmd of ['start', 'reveal'] as const) {
      const r = command(state, cmd, 'host', T0);
      if (!r.ok) throw new Error(r.error);
      state = r.value;
    }
    expect(command(state, 'leaderboard', 'host', T0)).toMatchObject({
      ok: false,
      code: 'live.bad_command',
    });
    expect(command(state, 'next', 'host', T0)).toMatchObject({
      ok: true,
      value: { phase: 'question', question: 1 },
    });
    expect(liveModesOf('personality')).toEqual(['classic']);
    expect(liveModesOf('quiz')).toEqual(['classic', 'teams', 'survival']);
  });
});
