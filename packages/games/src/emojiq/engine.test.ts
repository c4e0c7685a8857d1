import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, DIFFICULTY_POINTS, EMOJIQ } from '../constants.js';
import type { Difficulty } from '../constants.js';
import { emojiqContentSchema, splitEmojis } from './content.js';
import type { EmojiqContent } from './content.js';
import { emojiqEngine, isPhraseSolved, lettersOf, maskAnswer } from './engine.js';
import type { EmojiqAction, EmojiqState } from './engine.js';

const content: EmojiqContent = {
  phrases: [
    { emojis: '🍎🥧', answer: 'Apple pie', hint: 'A dessert' },
    { emojis: '⭐ 🚶', answer: 'Star-walk!', hint: undefined },
  ],
  reveal_answers: false,
  pool_size: null,
};

function startGame(difficulty: Difficulty = 'normal', c: EmojiqContent = content): EmojiqState {
  return emojiqEngine.start(c, { difficulty, seed: 1, now: 0 });
}

function applyOk(state: EmojiqState, action: EmojiqAction): EmojiqState {
  const result = emojiqEngine.apply(state, action, { now: 0 });
  if (!result.ok) throw new Error(`expected ok, got: ${result.error}`);
  return result.state;
}

/** The refusal as `code: sentence`. */
function applyError(state: EmojiqState, action: unknown): string {
  const result = emojiqEngine.apply(state, action as EmojiqAction, { now: 0 });
  if (result.ok) throw new Error('expected the action to be refused');
  return `${result.code}: ${result.error}`;
}

function guessAll(state: EmojiqState, letters: string): EmojiqState {
  return [...letters].reduce((s, letter) => applyOk(s, { type: 'guess', letter }), state);
}

const phrase = (over: Partial<EmojiqContent['phrases'][number]> = {}) => ({
  emojis: '🎬🍿',
  answer: 'Movie night',
  ...over,
});

function firstIssue(input: unknown): string | undefined {
  const result = emojiqContentSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('emojiq content', () => {
  it('accepts valid phrases and tidies them', () => {
    const parsed = emojiqContentSchema.parse({
      phrases: [{ emojis: ' 🇫🇷 1️⃣ 👨‍👩‍👧 ', answer: "  Rock  'n' roll!  ", hint: '  ' }],
    });
    expect(parsed.phrases[0]).toEqual({ emojis: '🇫🇷 1️⃣ 👨‍👩‍👧', answer: "Rock 'n' roll!" });
    expect(splitEmojis('🇫🇷 1️⃣ 👨‍👩‍👧')).toHaveLength(3);
  });

  it.each([
    [{}, 'Add at least one phrase'],
    [{ phrases: [] }, 'Add at least one phrase'],
    [{ phrases: Array.from({ length: 31 }, () => phrase()) }, 'Use at most 30 phrases'],
    [{ phrases: [phrase({ emojis: '' })] }, 'Add the emoji for this phrase'],
    [{ phrases: [phrase({ emojis: '🍎abc' })] }, 'Use only emoji here (no letters or numbers)'],
    [{ phrases: [phrase({ emojis: '🍎'.repeat(13) })] }, 'Use at most 12 emoji'],
    [{ phrases: [phrase({ answer: 'A' })] }, 'The answer must be at least 2 characters'],
    [{ phrases: [phrase({ answer: 'a'.repeat(61) })] }, 'The answer must be at most 60 characters'],
    [{ phrases: [phrase({ answer: 'Café 2' })] }, 'The answer can only use letters A–Z'],
    [{ phrases: [phrase({ answer: '?!' })] }, 'The answer must contain at least one letter'],
    [{ phrases: [phrase({ hint: 'x'.repeat(121) })] }, 'The hint must be at most 120 characters'],
  ])('refuses %j with a clear message', (input, message) => {
    expect(firstIssue(input)).toContain(message);
  });
});

describe('phrase helpers', () => {
  it('masks letters only', () => {
    expect(maskAnswer("It's A-ok", ['T', 'O'])).toEqual([
      null,
      't',
      "'",
      null,
      ' ',
      null,
      '-',
      'o',
      null,
    ]);
    expect(lettersOf('Apple pie')).toEqual(['A', 'P', 'L', 'E', 'I']);
    expect(isPhraseSolved('Hi!', ['H', 'I'])).toBe(true);
  });
});

describe('emojiq play', () => {
  it.each(DIFFICULTIES)('starts %s with its lives and no time limit', (difficulty) => {
    const state = startGame(difficulty);
    expect(state.lives).toBe(EMOJIQ.lives[difficulty]);
    expect(emojiqEngine.timeLimitSeconds(difficulty)).toBeNull();
    expect(emojiqEngine.outcome(state, Number.MAX_SAFE_INTEGER).status).toBe('playing');
  });

  it('reveals every occurrence of a guessed letter, case-insensitively', () => {
    const state = applyOk(startGame(), { type: 'guess', letter: 'p' });
    const view = emojiqEngine.view(state, 0);
    expect(view.mask).toEqual([null, 'p', 'p', null, null, ' ', 'p', null, null]);
    expect(view.tried_letters).toEqual(['P']);
    expect(view.lives).toBe(6);
    expect(view.answer).toBeNull();
    expect(view.hint).toBe('A dessert');
  });

  it('a miss costs a life, a repeat is refused for free', () => {
    const missed = applyOk(startGame(), { type: 'guess', letter: 'z' });
    expect(missed.lives).toBe(5);
    expect(emojiqEngine.view(missed, 0).missed_letters).toEqual(['Z']);
    expect(applyError(missed, { type: 'guess', letter: 'Z' })).toBe(
      'move.letter_repeated: You already tried the letter Z.',
    );
  });

  it('refuses malformed actions without throwing', () => {
    const state = startGame();
    expect(applyError(state, { type: 'guess', letter: 'ab' })).toBe(
      'move.letter_invalid: Guess a single letter from A to Z.',
    );
    expect(applyError(state, { type: 'guess', letter: 'é' })).toBe(
      'move.letter_invalid: Guess a single letter from A to Z.',
    );
    for (const bad of [null, 'x', {}, { type: 'solve' }]) {
      expect(applyError(state, bad)).toBe(
        'move.invalid: That is not something you can do in EmojiQ.',
      );
    }
  });

  it('moves to the next phrase once solved and wins after the last', () => {
    let state = guessAll(startGame('hard'), 'aplei');
    const between = emojiqEngine.view(state, 0);
    expect(between.phrase_index).toBe(1);
    expect(between.emojis).toBe('⭐ 🚶');
    expect(between.hint).toBeNull();
    expect(between.tried_letters).toEqual([]);
    expect(between.mask).toEqual([null, null, null, null, '-', null, null, null, null, '!']);
    expect(between.revealed).toEqual([{ emojis: '🍎🥧', answer: 'Apple pie', solved: true }]);
    state = guessAll(state, 'starwlk');
    expect(emojiqEngine.outcome(state, 0)).toEqual({
      status: 'won',
      score: DIFFICULTY_POINTS.hard,
      reason: 'solved',
    });
    const view = emojiqEngine.view(state, 0);
    expect(view.mask.join('')).toBe('Star-walk!');
    expect(view.solved_count).toBe(2);
    expect(applyError(state, { type: 'guess', letter: 'q' })).toBe(
      'play.session_over: This game is over.',
    );
  });

  it('loses when lives run out, keeping unsolved answers secret', () => {
    const state = guessAll(startGame('hard'), 'zqxj');
    expect(emojiqEngine.outcome(state, 0)).toEqual({
      status: 'lost',
      score: 0,
      reason: 'out_of_lives',
    });
    const view = emojiqEngine.view(state, 0);
    expect(view.answer).toBeNull();
    expect(view.revealed).toEqual([]);
    expect(JSON.stringify(view)).not.toMatch(/apple|star/i);
    expect(view.can_buy_letter).toBe(false);
  });

  it('shows every answer after a loss when the game reveals answers', () => {
    const state = guessAll(startGame('hard', { ...content, reveal_answers: true }), 'zqxj');
    const view = emojiqEngine.view(state, 0);
    expect(view.answer).toBe('Apple pie');
    expect(view.revealed.map((p) => [p.answer, p.solved])).toEqual([
      ['Apple pie', false],
      ['Star-walk!', false],
    ]);
  });

  it('the Letter button reveals the first hidden letter for a life, never the last life', () => {
    let state = applyOk(startGame('hard'), { type: 'guess', letter: 'a' });
    state = applyOk(state, { type: 'letter' });
    expect(state.tried).toEqual(['A', 'P']);
    expect(state.lives).toBe(3);
    state = applyOk(applyOk(state, { type: 'letter' }), { type: 'letter' });
    expect(state.lives).toBe(1);
    expect(emojiqEngine.view(state, 0).can_buy_letter).toBe(false);
    expect(applyError(state, { type: 'letter' })).toBe(
      'move.reveal_needs_lives: You need more than one life left to reveal a letter.',
    );
  });

  it('never leaks a hidden answer letter before the game is over', () => {
    const answerArb = fc
      .array(fc.constantFrom(...'abcdefghij  .!'), { minLength: 2, maxLength: 20 })
      .map((chars) => chars.join('').trim())
      .filter((s) => s.length >= 2 && /[a-z]/.test(s));
    const actionArb: fc.Arbitrary<EmojiqAction> = fc.oneof(
      fc.constantFrom(...'abcdefghijklmnop').map((letter) => ({ type: 'guess' as const, letter })),
      fc.constant({ type: 'letter' as const }),
    );
    fc.assert(
      fc.property(
        fc.array(answerArb, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...DIFFICULTIES),
        fc.array(actionArb, { maxLength: 60 }),
        (answers, difficulty, actions) => {
          const c = emojiqContentSchema.parse({
            phrases: answers.map((answer) => ({ emojis: '🎲', answer })),
          });
          let state = startGame(difficulty, c);
          for (const action of actions) {
            const before = state;
            const result = emojiqEngine.apply(state, action, { now: 0 });
            if (!result.ok) {
              expect(result.error).toMatch(/\.$/);
              continue;
            }
            state = result.state;
            expect(state.lives).toBeGreaterThanOrEqual(0);
            expect(state.lives).toBeLessThanOrEqual(before.lives);
            if (action.type === 'letter') expect(state.lives).toBeGreaterThan(0);
            expect(JSON.parse(JSON.stringify(state))).toEqual(state);
            const view = emojiqEngine.view(state, 0);
            if (view.status === 'playing') {
              expect(view.answer).toBeNull();
              expect(view.revealed).toHaveLength(view.phrase_index);
              const answer = c.phrases[view.phrase_index]!.answer;
              view.mask.forEach((char, i) => {
                if (char !== null) expect(char).toBe(answer[i]);
                else expect(view.tried_letters).not.toContain(answer[i]!.toUpperCase());
              });
              // Only solved phrases' answers are in the view.
              expect(view.revealed.map((p) => p.answer)).toEqual(
                c.phrases.slice(0, view.phrase_index).map((p) => p.answer),
              );
            } else if (view.status === 'won') {
              expect(view.revealed).toHaveLength(c.phrases.length);
            } else {
              // Lost, answers not revealed: only the phrases solved before.
              expect(view.answer).toBeNull();
              expect(view.revealed.map((p) => p.answer)).toEqual(
                c.phrases.slice(0, view.phrase_index).map((p) => p.answer),
              );
            }
          }
          const outcome = emojiqEngine.outcome(state, 0);
          const expected = outcome.status === 'won' ? DIFFICULTY_POINTS[difficulty] : 0;
          expect(outcome.score).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('guessing every letter of every phrase always wins on easy', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{2,10}$/), { minLength: 1, maxLength: 5 }),
        (words) => {
          const c = emojiqContentSchema.parse({
            phrases: words.map((answer) => ({ emojis: '🎲', answer })),
          });
          let state = startGame('easy', c);
          for (const word of words) state = guessAll(state, lettersOf(word).join(''));
          expect(emojiqEngine.outcome(state, 0).status).toBe('won');
          expect(state.lives).toBe(EMOJIQ.lives.easy);
        },
      ),
    );
  });
});
