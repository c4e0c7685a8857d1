import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, WORDLE, type Difficulty } from './constants.js';
import type { PlayProgress } from './progress.js';
import { reachedShares } from './progress.js';
import { boardDonePercent } from './puzzle/progress.js';
import { GAME_TYPES, gameOf, type GameType } from './registry.js';
import { testKit } from './testing.js';
import type { PuzzleState } from './puzzle/engine.js';
import type { QuizState } from './quiz/engine.js';

/** "Where players give up": each game's progress, read from the states its engine writes. */

const T0 = 1_700_000_000_000;
const movesArb = fc.array(
  fc.record({ kind: fc.nat(1000), pick: fc.nat(1000), dt: fc.integer({ min: 0, max: 20_000 }) }),
  { maxLength: 60 },
);

/** Plays `moves` on the starter content; answers every state (the first, then each accepted). */
function statesOf(
  type: GameType,
  seed: number,
  difficulty: Difficulty,
  moves: { kind: number; pick: number; dt: number }[],
) {
  const game = gameOf(type);
  const content = game.engine.contentSchema.parse(game.starter.content);
  let now = T0;
  let state = game.engine.start(content, { difficulty, seed, now });
  const states: { state: unknown; now: number }[] = [{ state, now }];
  for (const m of moves) {
    now += m.dt;
    const applied = game.engine.apply(state, testKit(type).randomMove(state, m.kind, m.pick), {
      now,
    });
    if (!applied.ok) continue;
    state = applied.state;
    states.push({ state, now });
  }
  return { game, content, states };
}

const keysOf = (p: PlayProgress) => p.reached.map((r) => r.key);

describe('play progress', () => {
  it.each(GAME_TYPES)(
    '%s: stays within the content, grows as moves are played, and is complete exactly when the play ended by playing',
    (type) => {
      fc.assert(
        fc.property(
          fc.nat(),
          fc.constantFrom(...DIFFICULTIES),
          movesArb,
          (seed, difficulty, moves) => {
            const { game, content, states } = statesOf(type, seed, difficulty, moves);
            const steps = game.progress.steps(content);
            const keys = new Set(steps.map((s) => s.key));
            expect(keys.size).toBe(steps.length);
            let previous: PlayProgress | null = null;
            for (const { state, now } of states) {
              const progress = game.progress.of(state, content);
              expect(progress).not.toBeNull();
              const p = progress!;
              // Never beyond the content, only its own steps, each once.
              expect(p.reached.length).toBeGreaterThanOrEqual(1);
              expect(p.reached.length).toBeLessThanOrEqual(steps.length);
              expect(new Set(keysOf(p)).size).toBe(p.reached.length);
              for (const key of keysOf(p)) expect(keys.has(key)).toBe(true);
              // Complete exactly when the engine says the play ended other than by running out of
              // time (the server's `finished`), then or long after, when the clock has run out.
              for (const at of [now, now + 3_600_000]) {
                const outcome = game.engine.outcome(state, at);
                const ended = outcome.status !== 'playing' && outcome.reason !== 'timeout';
                expect(p.completed).toBe(ended);
              }
              // Reached only grows (the puzzle's board may lose tiles: checked below).
              if (previous && type !== 'puzzle') {
                expect(keysOf(p).slice(0, previous.reached.length)).toEqual(keysOf(previous));
              }
              // The same from the JSON the server stores.
              expect(game.progress.of(JSON.parse(JSON.stringify(state)), content)).toEqual(p);
              previous = p;
            }
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it.each(GAME_TYPES)(
    '%s: reads anything without throwing, and refuses what it cannot read',
    (type) => {
      const game = gameOf(type);
      const content = game.engine.contentSchema.parse(game.starter.content);
      fc.assert(
        fc.property(fc.anything(), (state) => {
          const p = game.progress.of(state, content);
          if (p) expect(p.reached.length).toBeLessThanOrEqual(game.progress.steps(content).length);
        }),
      );
      expect(game.progress.of({ demo: true }, content)).toBeNull();
      expect(game.progress.of(null, content)).toBeNull();
    },
  );

  it('quiz: records the option chosen and the time spent on each question answered', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.array(fc.record({ option: fc.nat(2), dt: fc.integer({ min: 0, max: 9000 }) }), {
          maxLength: 3,
        }),
        (seed, answers) => {
          const game = gameOf('quiz');
          const content = game.engine.contentSchema.parse(game.starter.content);
          let state = game.engine.start(content, {
            difficulty: 'normal',
            seed,
            now: T0,
          }) as QuizState;
          let now = T0;
          for (const a of answers) {
            now += a.dt;
            const q = state.questions[state.answers.length]!;
            const r = game.engine.apply(
              state,
              { type: 'answer', question_id: q.id, option: a.option },
              { now },
            );
            if (!r.ok) throw new Error(r.error);
            state = r.state as QuizState;
          }
          const p = game.progress.of(state, content)!;
          const played = p.reached.slice(0, answers.length);
          expect(played.map((r) => r.answer)).toEqual(answers.map((a) => a.option));
          expect(played.map((r) => r.ms)).toEqual(answers.map((a) => a.dt));
          expect(played.map((r) => r.key)).toEqual(
            state.questions.slice(0, answers.length).map((q) => q.id),
          );
          // The question on screen: reached, not answered.
          if (answers.length < 3) {
            expect(p.reached.at(-1)).toEqual({
              key: state.questions[answers.length]!.id,
              answer: null,
              ms: null,
            });
          }
          expect(p.completed).toBe(answers.length === 3);
        },
      ),
    );
  });

  it('quiz: a stored answer from before times were recorded has no time', () => {
    const game = gameOf('quiz');
    const content = game.engine.contentSchema.parse(game.starter.content);
    const state = game.engine.start(content, {
      difficulty: 'normal',
      seed: 1,
      now: T0,
    }) as QuizState;
    const q = state.questions[0]!;
    const old = { ...state, answers: [{ question_id: q.id, option: 1, correct: q.correct === 1 }] };
    expect(game.progress.of(old, content)?.reached[0]).toEqual({ key: q.id, answer: 1, ms: null });
  });

  it('emojiq: records the time spent on each phrase solved', () => {
    const game = gameOf('emojiq');
    const content = game.engine.contentSchema.parse(game.starter.content);
    let state = game.engine.start(content, { difficulty: 'easy', seed: 1, now: T0 });
    // "Pizza lover": every letter, 1 s apart.
    let now = T0;
    for (const letter of 'PIZALOVER') {
      now += 1000;
      const r = game.engine.apply(state, { type: 'guess', letter }, { now });
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    expect(game.progress.of(state, content)).toEqual({
      reached: [
        { key: 'p1', answer: null, ms: 9000 },
        { key: 'p2', answer: null, ms: null },
      ],
      completed: false,
    });
  });

  it('wordle: reaches the next guess while the play can go on', () => {
    const game = gameOf('wordle');
    const content = game.engine.contentSchema.parse(game.starter.content);
    const of = (guesses: string[]) =>
      game.progress.of({ secret: 'happy', guesses, started_at: T0 }, content);
    expect(of([])?.reached.map((r) => r.key)).toEqual(['guess1']);
    expect(of(['smile', 'prize'])).toMatchObject({ completed: false });
    expect(of(['smile', 'prize'])?.reached.map((r) => r.key)).toEqual([
      'guess1',
      'guess2',
      'guess3',
    ]);
    expect(of(['smile', 'happy'])?.reached).toHaveLength(2);
    expect(of(['smile', 'happy'])?.completed).toBe(true);
    const six = ['smile', 'prize', 'lucky', 'sunny', 'party', 'treat'];
    expect(of(six)?.reached).toHaveLength(WORDLE.tries);
    expect(of(six)?.completed).toBe(true);
  });

  it('puzzle: the share of tiles in place, one tile at most per slide; solved is 100 %', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.constantFrom(...DIFFICULTIES),
        movesArb,
        (seed, difficulty, moves) => {
          const { states } = statesOf('puzzle', seed, difficulty, moves);
          let last: number | null = null;
          for (const { state } of states) {
            const s = state as PuzzleState;
            const percent = boardDonePercent(s.tiles);
            expect(percent).toBeGreaterThanOrEqual(0);
            expect(percent).toBeLessThanOrEqual(100);
            if (s.status === 'won') expect(percent).toBe(100);
            if (last !== null && s.moves.length > 0 && s.end_reason === null) {
              expect(Math.abs(percent - last)).toBeLessThanOrEqual(
                100 / (s.size * s.size - 1) + 1e-9,
              );
            }
            last = s.moves.length === 0 ? null : percent;
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('puzzle: a player who pressed Solve counts at the board they left', () => {
    const game = gameOf('puzzle');
    const content = game.engine.contentSchema.parse(game.starter.content);
    const state = game.engine.start(content, { difficulty: 'easy', seed: 9, now: T0 });
    const solved = game.engine.apply(state, { type: 'solve' }, { now: T0 + 1 });
    if (!solved.ok) throw new Error(solved.error);
    const shuffled = reachedShares(boardDonePercent((state as PuzzleState).tiles));
    expect(game.progress.of(solved.state, content)).toEqual({ reached: shuffled, completed: true });
  });

  it('shares: every step up to the share, the last being where it stopped', () => {
    expect(reachedShares(0).map((r) => r.key)).toEqual(['p0']);
    expect(reachedShares(49.9).map((r) => r.key)).toEqual(['p0', 'p25']);
    expect(reachedShares(100).map((r) => r.key)).toEqual(['p0', 'p25', 'p50', 'p75', 'p100']);
    expect(reachedShares(250)).toHaveLength(5);
    expect(reachedShares(Number.NaN)).toHaveLength(1);
  });
});
