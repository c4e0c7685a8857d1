import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORDLE } from '../constants.js';
import { wordleContentSchema } from './content.js';
import type { WordleContent } from './content.js';
import { evaluateGuess, shareGrid, wordleEngine } from './engine.js';
import type { WordleMark, WordleState } from './engine.js';

const T0 = 1_700_000_000_000;

function startWith(words: string[], difficulty: 'easy' | 'normal' | 'hard' = 'normal', seed = 1) {
  const content: WordleContent = wordleContentSchema.parse({ words });
  return wordleEngine.start(content, { difficulty, seed, now: T0 });
}

/** A state whose secret is known, for rule tests. */
function withSecret(secret: string, words: string[] = [secret]): WordleState {
  return { ...startWith(words), secret };
}

function guess(state: WordleState, word: string, now = T0 + 1000, isWord?: (w: string) => boolean) {
  return wordleEngine.apply(state, { type: 'guess', word }, { now, isWord });
}

function play(state: WordleState, words: string[], now = T0 + 1000): WordleState {
  return words.reduce((s, w) => {
    const result = guess(s, w, now);
    if (!result.ok) throw new Error(`${w}: ${result.error}`);
    return result.state;
  }, state);
}

const word5 = fc.string({ unit: fc.constantFrom(...'abcde'), minLength: 5, maxLength: 5 });

describe('evaluateGuess', () => {
  it.each<[string, string, WordleMark[]]>([
    ['crane', 'crane', ['correct', 'correct', 'correct', 'correct', 'correct']],
    ['crane', 'eerie', ['absent', 'absent', 'present', 'absent', 'correct']],
    ['abbey', 'babes', ['present', 'present', 'correct', 'correct', 'absent']],
    ['apple', 'papal', ['present', 'present', 'correct', 'absent', 'present']],
    ['hello', 'lllll', ['absent', 'absent', 'correct', 'correct', 'absent']],
    ['robot', 'oobbb', ['present', 'correct', 'correct', 'absent', 'absent']],
  ])('secret %s, guess %s', (secret, g, marks) => {
    expect(evaluateGuess(secret, g)).toEqual(marks);
  });

  it('marks a letter correct exactly when it is in the right place', () => {
    fc.assert(
      fc.property(word5, word5, (secret, g) => {
        const marks = evaluateGuess(secret, g);
        expect(marks).toHaveLength(g.length);
        marks.forEach((mark, i) => expect(mark === 'correct').toBe(secret[i] === g[i]));
      }),
    );
  });

  it('gives each letter min(count in secret, count in guess) non-absent marks', () => {
    fc.assert(
      fc.property(word5, word5, (secret, g) => {
        const marks = evaluateGuess(secret, g);
        for (const letter of new Set(g)) {
          const count = (w: string) => [...w].filter((c) => c === letter).length;
          const marked = [...g].filter((c, i) => c === letter && marks[i] !== 'absent').length;
          expect(marked).toBe(Math.min(count(secret), count(g)));
        }
      }),
    );
  });

  it('marks present letters left to right', () => {
    fc.assert(
      fc.property(word5, word5, (secret, g) => {
        const marks = evaluateGuess(secret, g);
        [...g].forEach((letter, i) => {
          if (marks[i] !== 'absent') return;
          // no later copy of the same letter may be 'present' when this one is absent
          const laterPresent = [...g].some(
            (c, j) => j > i && c === letter && marks[j] === 'present',
          );
          expect(laterPresent).toBe(false);
        });
      }),
    );
  });

  it('is all correct only for the secret itself', () => {
    fc.assert(
      fc.property(word5, word5, (secret, g) => {
        const allCorrect = evaluateGuess(secret, g).every((m) => m === 'correct');
        expect(allCorrect).toBe(secret === g);
      }),
    );
  });
});

describe('wordle content', () => {
  it('lower-cases, trims and drops duplicate words', () => {
    expect(wordleContentSchema.parse({ words: [' Crane', 'SLATE ', 'crane'] })).toEqual({
      words: ['crane', 'slate'],
      allowed_guesses: [],
    });
  });

  it.each([
    [{ words: [] }, 'Add at least one word'],
    [{}, 'Add at least one word'],
    [{ words: ['cat'] }, '“cat” is too short: words need at least 4 letters'],
    [{ words: ['elephants'] }, '“elephants” is too long: words can have at most 8 letters'],
    [{ words: ['hell0'] }, '“hell0” may only use letters'],
    [{ words: ['two words'] }, '“two words” may only use letters'],
    [{ words: ['  '] }, 'Enter a word'],
    [
      { words: ['crane', 'slates'] },
      'All words must have the same number of letters: “crane” has 5, “slates” has 6',
    ],
    [{ words: Array.from({ length: 501 }, () => 'abcd') }, 'Add at most 500 words'],
  ])('refuses input %# with “$1”', (input, message) => {
    const result = wordleContentSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('points at the word of the wrong length', () => {
    const result = wordleContentSchema.safeParse({ words: ['crane', 'slate', 'slates'] });
    expect(result.error?.issues[0]?.path).toEqual(['words', 2]);
  });
});

describe('wordleEngine.start', () => {
  it('picks the secret from the words with the seed, deterministically', () => {
    const words = ['crane', 'slate', 'pious', 'gravy', 'knoll'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const a = startWith(words, 'normal', seed);
        const b = startWith(words, 'normal', seed);
        expect(a).toEqual(b);
        expect(words).toContain(a.secret);
      }),
    );
  });

  it('uses every word for some seed', () => {
    const words = ['crane', 'slate', 'pious', 'gravy', 'knoll'];
    const secrets = new Set(
      Array.from({ length: 200 }, (_, seed) => startWith(words, 'easy', seed).secret),
    );
    expect([...secrets].sort()).toEqual([...words].sort());
  });

  it('has the time limit of the difficulty', () => {
    expect(wordleEngine.timeLimitSeconds('easy')).toBe(120);
    expect(wordleEngine.timeLimitSeconds('normal')).toBe(90);
    expect(wordleEngine.timeLimitSeconds('hard')).toBe(60);
    expect(startWith(['crane'], 'hard').time_limit_seconds).toBe(60);
  });
});

describe('wordleEngine.apply', () => {
  it('wins with the secret for WORDLE.points', () => {
    const state = play(withSecret('crane', ['crane', 'slate']), ['slate', 'CRANE']);
    expect(wordleEngine.outcome(state, T0 + 2000)).toEqual({
      status: 'won',
      score: WORDLE.points,
      reason: 'solved',
    });
  });

  it('loses after six wrong tries', () => {
    const state = play(withSecret('crane'), ['aaaaa', 'bbbbb', 'ccccc', 'ddddd', 'eeeee', 'fffff']);
    expect(wordleEngine.outcome(state, T0 + 2000)).toEqual({
      status: 'lost',
      score: 0,
      reason: 'out_of_tries',
    });
    expect(guess(state, 'crane')).toEqual({
      ok: false,
      code: 'play.session_over',
      error: 'This game is over',
    });
  });

  it('refuses guesses of the wrong length, with non-letters or repeated', () => {
    const state = withSecret('crane');
    expect(guess(state, 'cran')).toEqual({
      ok: false,
      code: 'move.word_length',
      params: { length: 5 },
      error: 'Enter a 5-letter word',
    });
    expect(guess(state, 'cr4ne')).toEqual({
      ok: false,
      code: 'move.letters_only',
      error: 'Use letters only',
    });
    const once = play(state, ['slate']);
    expect(guess(once, 'slate')).toEqual({
      ok: false,
      code: 'move.word_repeated',
      error: 'You already tried that word',
    });
  });

  it('accepts dictionary words or the allowed guesses, refuses others', () => {
    const content = wordleContentSchema.parse({
      words: ['crane', 'slate'],
      allowed_guesses: ['zorba', 'crane'],
    });
    const state = {
      ...wordleEngine.start(content, { difficulty: 'normal', seed: 1, now: T0 }),
      secret: 'crane',
    };
    const isWord = (w: string) => w === 'pious';
    expect(guess(state, 'pious', T0, isWord).ok).toBe(true);
    expect(guess(state, 'zorba', T0, isWord).ok).toBe(true);
    expect(guess(state, 'crane', T0, isWord).ok).toBe(true);
    // A secret word that is neither is refused like any other: acceptance tells nothing.
    expect(guess(state, 'slate', T0, isWord)).toEqual({
      ok: false,
      code: 'move.not_in_word_list',
      error: 'Not in word list',
    });
    expect(guess(state, 'xyzzy', T0, isWord)).toEqual({
      ok: false,
      code: 'move.not_in_word_list',
      error: 'Not in word list',
    });
    expect(guess(state, 'xyzzy', T0).ok).toBe(true);
  });

  it('refuses malformed actions without throwing', () => {
    const state = withSecret('crane');
    const bad = [
      null,
      {},
      { type: 'guess' },
      { type: 'jump', word: 'crane' },
      { type: 'guess', word: 5 },
    ];
    for (const action of bad) {
      const result = wordleEngine.apply(state, action as never, { now: T0 });
      expect(result.ok).toBe(false);
    }
    expect(wordleEngine.apply(state, {} as never, { now: T0 })).toEqual({
      ok: false,
      code: 'move.invalid',
      error: 'Unknown action',
    });
  });

  it('refuses actions once the time is up and reports a timeout without any action', () => {
    const state = withSecret('crane'); // normal: 90 s
    expect(wordleEngine.outcome(state, T0 + 89_999).status).toBe('playing');
    expect(wordleEngine.outcome(state, T0 + 90_000)).toEqual({
      status: 'lost',
      score: 0,
      reason: 'timeout',
    });
    expect(guess(state, 'crane', T0 + 90_000)).toEqual({
      ok: false,
      code: 'play.time_up',
      error: 'Time is up',
    });
  });

  it('keeps a win after the time limit passes', () => {
    const state = play(withSecret('crane'), ['crane'], T0 + 5000);
    expect(wordleEngine.outcome(state, T0 + 1_000_000).status).toBe('won');
    expect(wordleEngine.view(state, T0 + 1_000_000).time_left_seconds).toBe(85);
  });

  it('never throws and keeps its invariants for any sequence of guesses', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(word5, fc.string()), fc.nat({ max: 120_000 })), {
          maxLength: 12,
        }),
        (moves) => {
          let state = withSecret('abcde', ['abcde', 'edcba']);
          for (const [word, at] of moves) {
            const before = wordleEngine.outcome(state, T0 + at);
            const result = guess(state, word, T0 + at);
            if (before.status !== 'playing') expect(result.ok).toBe(false);
            if (result.ok) state = result.state;
            expect(state.guesses.length).toBeLessThanOrEqual(WORDLE.tries);
          }
          const view = wordleEngine.view(state, T0 + 60_000);
          expect(view.tries_left).toBe(WORDLE.tries - state.guesses.length);
          expect(view.secret === null).toBe(view.status === 'playing');
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        },
      ),
    );
  });
});

describe('wordleEngine.view', () => {
  it('hides the secret while playing and shows it when over', () => {
    const state = play(withSecret('crane', ['crane', 'slate']), ['slate']);
    const view = wordleEngine.view(state, T0 + 10_000);
    expect(view).toEqual({
      word_length: 5,
      max_tries: 6,
      guesses: [{ word: 'slate', marks: ['absent', 'absent', 'correct', 'absent', 'correct'] }],
      keyboard: { s: 'absent', l: 'absent', a: 'correct', t: 'absent', e: 'correct' },
      tries_left: 5,
      time_left_seconds: 80,
      status: 'playing',
      reason: null,
      score: 0,
      secret: null,
    });
    expect(JSON.stringify(view)).not.toContain('crane');
    expect(wordleEngine.view(state, T0 + 90_000).secret).toBe('crane');
  });

  it('keeps the best mark per letter on the keyboard', () => {
    const state = play(withSecret('abbey'), ['kebab', 'babes']);
    const { keyboard } = wordleEngine.view(state, T0);
    expect(keyboard).toMatchObject({
      b: 'correct',
      a: 'present',
      e: 'correct',
      k: 'absent',
      s: 'absent',
    });
  });

  it('builds the share grid', () => {
    const state = play(withSecret('crane'), ['eerie', 'crane']);
    expect(shareGrid(wordleEngine.view(state, T0))).toBe('⬛⬛🟨⬛🟩\n🟩🟩🟩🟩🟩');
  });
});
