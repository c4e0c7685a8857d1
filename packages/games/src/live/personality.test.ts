import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personalityContentSchema } from '../personality/content.js';
import { personalityEngine } from '../personality/engine.js';
import { LIVE_PERSONALITY_TEST } from './personality-fixture.js';
import { command, judgeAnswer, liveModesOf, newLiveState } from './engine.js';
import {
  liveOutcome,
  outcomeById,
  outcomeDistribution,
  personalityQuestions,
} from './personality.js';

const T0 = 1_700_000_000_000;
const TEST = personalityContentSchema.parse(LIVE_PERSONALITY_TEST);

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
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 }), (o) => {
        const single = alone(o);
        const got = live(o);
        expect(got).toEqual(single.result);
        expect(got?.id).toBe(single.outcome.result);
      }),
    );
    expect(live([2, 1, 0])).toMatchObject({ id: 'tea', title: 'Tea soul' });
    // A tie (latte 3, tea 3) goes to the first outcome of the test, as alone.
    expect(live([3, 3, 3])).toMatchObject({
      id: 'latte',
      link: { label: 'Order a latte', url: 'https://cafe.example.com/latte' },
    });
    expect(live([3, 1, 1])).toMatchObject({ id: 'mocha' });
  });

  it('judges a missed question out: the engine on the questions answered; none answered: no outcome', () => {
    expect(live([null, 1, 1])).toMatchObject({ id: 'mocha' });
    expect(live([1, null, 2])).toMatchObject({ id: 'tea' });
    expect(live([null, null, null])).toBeNull();
  });

  it('counts each outcome’s players in the test’s order, zeros included', () => {
    expect(outcomeDistribution(TEST.outcomes, ['tea', 'latte', 'tea', null])).toEqual([
      { id: 'latte', title: 'Latte lover', players: 1 },
      { id: 'mocha', title: 'Mocha mind', players: 0 },
      { id: 'tea', title: 'Tea soul', players: 2 },
    ]);
    expect(outcomeById(TEST, 'mocha')).toEqual({
      id: 'mocha',
      title: 'Mocha mind',
      text: 'Sweet and busy.',
      image: null,
      link: null,
    });
    expect(outcomeById(TEST, 'gone')).toBeNull();
  });

  it('asks the questions without a right answer: every answer counts, for no points', () => {
    const questions = personalityQuestions(TEST);
    expect(questions[0]).toEqual({
      text: 'Your morning?',
      options: ['Calm', 'Busy', 'Slow', 'Both'],
      correct: null,
    });
    const open = command(newLiveState(3, 20, 'personality'), 'start', 'host', T0);
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
