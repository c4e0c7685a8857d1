import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unguessableWords, wordleContentSchema } from './content.js';
import { wordleEngine } from './engine.js';

/**
 * Which guesses Wordle accepts must not depend on which words are secret: otherwise a player
 * who types an odd word learns from the answer that it is one of the game's candidate answers.
 */

const T0 = 1_700_000_000_000;
const word5 = fc.string({ unit: fc.constantFrom(...'abcdef'), minLength: 5, maxLength: 5 });
const words = (min: number) => fc.uniqueArray(word5, { minLength: min, maxLength: 8 });

function accepts(
  content: { words: string[]; allowed_guesses: string[] },
  guess: string,
  isWord: (word: string) => boolean,
  seed: number,
): boolean {
  const parsed = wordleContentSchema.parse(content);
  const state = wordleEngine.start(parsed, { difficulty: 'easy', seed, now: T0, isWord });
  return wordleEngine.apply(state, { type: 'guess', word: guess }, { now: T0 + 1000, isWord }).ok;
}

describe('wordle guesses', () => {
  it('accept or refuse a word the same whichever words are the answers', () => {
    fc.assert(
      fc.property(
        words(0),
        words(0),
        words(1),
        words(1),
        word5,
        fc.nat(),
        (dictionary, allowed, answersA, answersB, guess, seed) => {
          const isWord = (w: string) => dictionary.includes(w);
          const a = accepts({ words: answersA, allowed_guesses: allowed }, guess, isWord, seed);
          const b = accepts({ words: answersB, allowed_guesses: allowed }, guess, isWord, seed);
          expect(a).toBe(b);
          expect(a).toBe(isWord(guess) || allowed.includes(guess));
        },
      ),
    );
  });

  it('moving a word into or out of the answers never changes its acceptance', () => {
    fc.assert(
      fc.property(words(2), words(0), fc.nat(), (answers, dictionary, seed) => {
        const isWord = (w: string) => dictionary.includes(w);
        const [moved, ...rest] = answers as [string, ...string[]];
        // The business lists the odd word as an allowed guess, secret or not.
        const asAnswer = { words: answers, allowed_guesses: [moved] };
        const notAnswer = { words: rest, allowed_guesses: [moved] };
        expect(accepts(asAnswer, moved, isWord, seed)).toBe(true);
        expect(accepts(notAnswer, moved, isWord, seed)).toBe(true);
        // Not listed: refused unless it is a dictionary word, answer or not.
        const unlisted = { words: answers, allowed_guesses: [] };
        const unlistedOut = { words: rest, allowed_guesses: [] };
        expect(accepts(unlisted, moved, isWord, seed)).toBe(isWord(moved));
        expect(accepts(unlistedOut, moved, isWord, seed)).toBe(isWord(moved));
      }),
    );
  });

  it('only picks a secret the player can guess when the content has one', () => {
    fc.assert(
      fc.property(words(1), words(0), words(0), fc.nat(), (answers, dictionary, allowed, seed) => {
        const isWord = (w: string) => dictionary.includes(w);
        const content = wordleContentSchema.parse({ words: answers, allowed_guesses: allowed });
        const { secret } = wordleEngine.start(content, {
          difficulty: 'easy',
          seed,
          now: T0,
          isWord,
        });
        const guessable = answers.filter((w) => isWord(w) || allowed.includes(w));
        expect(guessable.length > 0 ? guessable : answers).toContain(secret);
      }),
    );
  });
});

describe('wordle allowed guesses', () => {
  it('are tidied like the words and default to none', () => {
    expect(
      wordleContentSchema.parse({ words: ['crane'], allowed_guesses: [' ZORBA', 'zorba'] }),
    ).toEqual({ words: ['crane'], allowed_guesses: ['zorba'] });
  });

  it('must have the secret words’ length, naming the word', () => {
    const result = wordleContentSchema.safeParse({
      words: ['crane'],
      allowed_guesses: ['zorba', 'zorbas'],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['allowed_guesses', 1],
      message: '“zorbas” has 6 letters: allowed guesses need 5, like the secret words',
    });
    expect(
      wordleContentSchema.safeParse({
        words: ['crane'],
        allowed_guesses: Array.from({ length: 1001 }, () => 'abcde'),
      }).error?.issues[0]?.message,
    ).toBe('Add at most 1000 allowed guesses');
    expect(
      wordleContentSchema.safeParse({ words: ['crane'], allowed_guesses: ['zo rb'] }).error
        ?.issues[0]?.path,
    ).toEqual(['allowed_guesses', 0]);
  });

  it('name the secret words no guess could match', () => {
    const isWord = (w: string) => w === 'crane';
    expect(
      unguessableWords({ words: ['crane', 'crema', 'zorba'], allowed_guesses: ['zorba'] }, isWord),
    ).toEqual([{ word: 'crema', index: 1 }]);
  });
});
