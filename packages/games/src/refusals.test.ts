import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from './constants.js';
import { GAME_TYPES, gameOf } from './registry.js';
import { REFUSAL_CODES, refusalParamNames, refuse } from './refusals.js';

const T0 = 1_700_000_000_000;

/** Any move of any game, well-formed or not: the engines must refuse the rest with a code. */
const actionArb = fc.record(
  {
    type: fc.constantFrom(
      'guess',
      'answer',
      'select',
      'solve',
      'move',
      'hint',
      'reset',
      'scratch',
      'reveal',
      'letter',
      'spin',
      'fly',
    ),
    word: fc.oneof(fc.string({ maxLength: 9 }), fc.constantFrom('crane', 'house', 'abc', '12345')),
    letter: fc.oneof(fc.constantFrom('a', 'E', 'z', 'é', 'ab', ''), fc.string({ maxLength: 2 })),
    question_id: fc.oneof(fc.constantFrom('q1', 'q2', 'nope'), fc.string({ maxLength: 4 })),
    option: fc.oneof(fc.integer({ min: -2, max: 6 }), fc.constant('x')),
    start: fc.record({
      row: fc.integer({ min: -1, max: 14 }),
      col: fc.integer({ min: -1, max: 14 }),
    }),
    end: fc.record({
      row: fc.integer({ min: -1, max: 14 }),
      col: fc.integer({ min: -1, max: 14 }),
    }),
    tile: fc.integer({ min: -1, max: 30 }),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    percent: fc.oneof(fc.integer({ min: -10, max: 110 }), fc.constant('x')),
  },
  { requiredKeys: ['type'] },
);

describe('refusals (issue 33 §9)', () => {
  it.each(GAME_TYPES)(
    '%s refuses every move it refuses with a listed code and exactly its values',
    (type) => {
      const { engine, starter } = gameOf(type);
      const content = engine.contentSchema.parse(starter.content);
      const seen = new Set<string>();
      fc.assert(
        fc.property(
          fc.constantFrom(...DIFFICULTIES),
          fc.integer({ min: 0, max: 0xffffffff }),
          fc.array(fc.tuple(actionArb, fc.nat(40_000)), { maxLength: 25 }),
          (difficulty, seed, moves) => {
            const isWord = (word: string) => word.length % 2 === 1;
            let state = engine.start(content, { difficulty, seed, now: T0, isWord });
            let now = T0;
            for (const [action, wait] of moves) {
              now += wait;
              const result = engine.apply(state, action as never, { now, isWord });
              if (result.ok) {
                state = result.state;
                continue;
              }
              seen.add(result.code);
              expect(REFUSAL_CODES).toContain(result.code);
              expect(Object.keys(result.params ?? {}).sort()).toEqual(
                [...refusalParamNames(result.code)].sort(),
              );
              expect(result.error).not.toBe('');
            }
          },
        ),
        { numRuns: 150 },
      );
      // The fuzz reaches the refusal every game has: a move that is not one of its own.
      expect(seen).toContain('move.invalid');
    },
  );

  it('gives a code its values, and a code without values none', () => {
    expect(refuse('move.word_length', 'Enter a 5-letter word', { length: 5 })).toEqual({
      ok: false,
      code: 'move.word_length',
      error: 'Enter a 5-letter word',
      params: { length: 5 },
    });
    expect(refuse('move.letters_only', 'Use letters only')).toEqual({
      ok: false,
      code: 'move.letters_only',
      error: 'Use letters only',
    });
    expect(refusalParamNames('move.letter_repeated')).toEqual(['letter']);
    expect(refusalParamNames('play.time_up')).toEqual([]);
    expect(new Set(REFUSAL_CODES).size).toBe(REFUSAL_CODES.length);
  });
});
