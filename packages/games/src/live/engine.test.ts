import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIVE,
  LIVE_COMMANDS,
  LIVE_PHASES,
  answerPoints,
  command,
  eliminated,
  judgeAnswer,
  newLiveState,
  rankPlayers,
  settle,
  teamScores,
} from './engine.js';
import type { LiveCommand, LiveQuestion, LiveState } from './engine.js';

const T0 = 1_700_000_000_000;
const Q: LiveQuestion = {
  text: 'Which bean is Café Aurora’s?',
  options: ['Arabica', 'Robusta', 'Liberica'],
  correct: 0,
};

/** Runs host commands with the clock moving by `waits`; returns every state reached. */
function run(steps: { cmd: LiveCommand; wait: number }[], count = 3, seconds = 20) {
  let state = newLiveState(count, seconds);
  let now = T0;
  const seen: { state: LiveState; now: number; cmd: LiveCommand; ok: boolean }[] = [];
  for (const { cmd, wait } of steps) {
    now += wait;
    const r = command(state, cmd, 'host', now);
    if (r.ok) state = r.value;
    seen.push({ state, now, cmd, ok: r.ok });
  }
  return seen;
}

const steps = fc.array(
  fc.record({ cmd: fc.constantFrom(...LIVE_COMMANDS), wait: fc.integer({ min: 0, max: 30_000 }) }),
  { maxLength: 60 },
);

describe('live show: state machine', () => {
  it('plays a three-question show to the podium', () => {
    const seen = run(
      [
        'start',
        'reveal',
        'leaderboard',
        'next',
        'reveal',
        'next',
        'reveal',
        'leaderboard',
        'next',
        'end',
      ].map((cmd) => ({ cmd: cmd as LiveCommand, wait: 1000 })),
    );
    expect(seen.map((s) => s.ok)).toEqual(Array(10).fill(true));
    expect(seen.map((s) => s.state.phase)).toEqual([
      'question',
      'revealed',
      'leaderboard',
      'question',
      'revealed',
      'question',
      'revealed',
      'leaderboard',
      'podium',
      'ended',
    ]);
  });

  it('closes a question at its deadline, by the clock', () => {
    const s = command(newLiveState(2, 20), 'start', 'host', T0);
    if (!s.ok) throw new Error(s.error);
    expect(settle(s.value, T0 + 19_999).phase).toBe('question');
    expect(settle(s.value, T0 + 20_000).phase).toBe('closed');
  });

  it('keeps the phase, question index and deadline coherent under any host commands', () => {
    fc.assert(
      fc.property(steps, fc.integer({ min: 1, max: 5 }), (st, count) => {
        let prevQuestion = -1;
        let ended = false;
        for (const { state, ok } of run(st, count)) {
          expect(LIVE_PHASES).toContain(state.phase);
          expect(state.question).toBeGreaterThanOrEqual(-1);
          expect(state.question).toBeLessThan(count);
          // Questions only move forward, one at a time: Next twice cannot skip one.
          expect(state.question - prevQuestion).toBeGreaterThanOrEqual(0);
          expect(state.question - prevQuestion).toBeLessThanOrEqual(1);
          prevQuestion = state.question;
          if (ended) expect(ok).toBe(false);
          if (state.phase === 'ended') ended = true;
          // The time to answer is always the question's time, however long it was paused.
          if (state.openedAt !== null && state.deadline !== null) {
            expect(state.deadline - state.openedAt).toBe(state.questionMs);
          }
          if (state.phase === 'lobby') expect(state.question).toBe(-1);
        }
      }),
    );
  });

  it('refuses every command that is not the host’s, leaving the state as it was', () => {
    fc.assert(
      fc.property(steps, fc.constantFrom(...LIVE_COMMANDS), (st, cmd) => {
        const seen = run(st);
        const state = seen.at(-1)?.state ?? newLiveState(3, 20);
        const r = command(state, cmd, 'player', T0 + 1e9);
        expect(r).toMatchObject({ ok: false, code: 'live.not_host' });
      }),
    );
  });

  it('accepts an answer only to the open question, before its deadline, not paused, once', () => {
    fc.assert(
      fc.property(
        steps,
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: -1, max: 4 }),
        fc.boolean(),
        fc.boolean(),
        (st, wait, option, already, out) => {
          const seen = run(st);
          const last = seen.at(-1) ?? { state: newLiveState(3, 20), now: T0 };
          const now = last.now + wait;
          const state = last.state;
          const r = judgeAnswer(
            state,
            Q,
            { question: state.question, option, alreadyAnswered: already, out },
            now,
          );
          if (r.ok) {
            expect(state.phase).toBe('question');
            expect(state.paused).toBeNull();
            expect(now).toBeLessThan(state.deadline!);
            expect(already).toBe(false);
            expect(out).toBe(false);
            expect(r.value.points).toBe(
              option === Q.correct
                ? answerPoints(true, now - state.openedAt!, state.questionMs)
                : 0,
            );
          } else if (
            ['revealed', 'leaderboard', 'podium', 'ended', 'lobby'].includes(state.phase)
          ) {
            // Nobody answers after the reveal (nor before the first question).
            expect(['live.not_open', 'live.paused']).toContain(r.code);
          }
        },
      ),
    );
  });

  it('refuses a late answer with live.time_up, and an answer to another question', () => {
    const s = command(newLiveState(2, 10), 'start', 'host', T0);
    if (!s.ok) throw new Error(s.error);
    const base = { question: 0, option: 0, alreadyAnswered: false, out: false };
    expect(judgeAnswer(s.value, Q, base, T0 + 10_000)).toMatchObject({
      ok: false,
      code: 'live.time_up',
    });
    expect(judgeAnswer(s.value, Q, { ...base, question: 1 }, T0 + 1)).toMatchObject({
      ok: false,
      code: 'live.wrong_question',
    });
    expect(judgeAnswer(s.value, Q, base, T0 + 9_999)).toMatchObject({ ok: true });
  });

  it('stops the clock while paused and gives the time left back on resume', () => {
    let st = newLiveState(2, 20);
    const step = (cmd: LiveCommand, at: number) => {
      const r = command(st, cmd, 'host', at);
      if (!r.ok) throw new Error(r.error);
      st = r.value;
    };
    step('start', T0);
    step('pause', T0 + 5_000);
    const base = { question: 0, option: 0, alreadyAnswered: false, out: false };
    expect(judgeAnswer(st, Q, base, T0 + 6_000)).toMatchObject({ ok: false, code: 'live.paused' });
    expect(command(st, 'next', 'host', T0 + 6_000)).toMatchObject({
      ok: false,
      code: 'live.paused',
    });
    step('resume', T0 + 65_000);
    expect(st.deadline).toBe(T0 + 80_000);
    // 5 s had passed before the pause: the same points as an answer at 5 s.
    const r = judgeAnswer(st, Q, base, T0 + 65_000);
    expect(r).toEqual({
      ok: true,
      value: { correct: true, points: answerPoints(true, 5_000, 20_000) },
    });
  });
});

describe('live show: scoring', () => {
  it('gives 0 for a wrong answer and 500–1000 for a right one, fewer the later it comes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1000, max: 120_000 }),
        (a, b, ms) => {
          expect(answerPoints(false, a, ms)).toBe(0);
          const pa = answerPoints(true, a, ms);
          expect(pa).toBeGreaterThanOrEqual(LIVE.minPoints);
          expect(pa).toBeLessThanOrEqual(LIVE.maxPoints);
          if (a <= b) expect(pa).toBeGreaterThanOrEqual(answerPoints(true, b, ms));
        },
      ),
    );
    expect(answerPoints(true, 0, 20_000)).toBe(1000);
    expect(answerPoints(true, 10_000, 20_000)).toBe(750);
    expect(answerPoints(true, 20_000, 20_000)).toBe(500);
  });

  const player = fc.record({
    id: fc.uuid(),
    nickname: fc.string({ maxLength: 5 }),
    score: fc.integer({ min: 0, max: 10_000 }),
    team: fc.integer({ min: 0, max: 5 }),
    out: fc.boolean(),
    joinedAt: fc.integer({ min: 0, max: 1000 }),
  });

  it('ranks by score, equal scores sharing a rank; survival puts those still in first', () => {
    fc.assert(
      fc.property(
        fc.array(player, { maxLength: 40 }),
        fc.constantFrom('classic', 'survival' as const),
        (ps, mode) => {
          const ranked = rankPlayers(mode, ps);
          expect(ranked).toHaveLength(ps.length);
          ranked.forEach((p, i) => {
            expect(p.rank).toBeGreaterThanOrEqual(1);
            expect(p.rank).toBeLessThanOrEqual(i + 1);
            const prev = ranked[i - 1];
            if (!prev) return expect(p.rank).toBe(1);
            if (mode === 'survival' && prev.out !== p.out) return expect(prev.out).toBe(false);
            expect(prev.score).toBeGreaterThanOrEqual(p.score);
            expect(p.rank === prev.rank).toBe(p.score === prev.score);
          });
        },
      ),
    );
  });

  it('scores a team as the average of its players', () => {
    fc.assert(
      fc.property(fc.array(player, { maxLength: 40 }), fc.integer({ min: 2, max: 6 }), (ps, n) => {
        const teams = teamScores(n, ps);
        expect(teams.map((t) => t.team).sort()).toEqual(Array.from({ length: n }, (_, i) => i));
        for (const t of teams) {
          const members = ps.filter((p) => p.team === t.team).map((p) => p.score);
          expect(t.players).toBe(members.length);
          if (members.length === 0) expect(t.score).toBe(0);
          else {
            expect(t.score).toBeGreaterThanOrEqual(Math.min(...members));
            expect(t.score).toBeLessThanOrEqual(Math.max(...members));
          }
        }
        teams.forEach(
          (t, i) => i > 0 && expect(teams[i - 1]!.score).toBeGreaterThanOrEqual(t.score),
        );
      }),
    );
  });

  it('survival: puts out exactly those still in who did not answer right', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.uuid(), { maxLength: 20 }),
        fc.array(fc.boolean()),
        (ids, rights) => {
          const right = new Set(ids.filter((_, i) => rights[i]));
          expect(eliminated('survival', ids, right)).toEqual(ids.filter((id) => !right.has(id)));
          expect(eliminated('classic', ids, right)).toEqual([]);
          expect(eliminated('teams', ids, right)).toEqual([]);
        },
      ),
    );
  });
});
