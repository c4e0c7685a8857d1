import { z } from 'zod';
import { boundedList, text } from '../input.js';
import { isTileWord, normalizeLetters, tilesOf, wordLanguage } from './letters.js';
import type { WordLanguage } from './letters.js';

/** Limits of a Wordle game's word list (the console's form uses them too). */
export const WORDLE_WORDS = {
  minLength: 4,
  maxLength: 8,
  /** Length the console suggests for a new game (WORDLE.defaultLength). */
  defaultLength: 5,
  minCount: 1,
  maxCount: 500,
  /** Most extra words a game may accept as guesses besides the dictionary. */
  maxAllowedCount: 1000,
} as const;

/**
 * The problem with one (trimmed, lower-cased) word, or null when it is fine. Letters of any
 * language pass here (the content does not know its language); the server checks them against
 * the game's language with `wordleLanguageProblems`. Lengths count letters (code points).
 */
export function wordleWordProblem(word: string): string | null {
  if (word.length === 0) return 'Enter a word';
  if (!/^\p{L}+$/u.test(word)) return `“${word}” may only use letters`;
  const length = [...word].length;
  if (length < WORDLE_WORDS.minLength) {
    return `“${word}” is too short: words need at least ${WORDLE_WORDS.minLength} letters`;
  }
  if (length > WORDLE_WORDS.maxLength) {
    return `“${word}” is too long: words can have at most ${WORDLE_WORDS.maxLength} letters`;
  }
  return null;
}

// A loose first limit, so that words just too long still get the message naming them.
const wordleWord = text(40, {
  trim: true,
  notText: 'Enter a word',
  tooLong: `Words can have at most ${WORDLE_WORDS.maxLength} letters`,
})
  .toLowerCase()
  .superRefine((word, ctx) => {
    const problem = wordleWordProblem(word);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Index of the first word whose length differs from the first word's, or -1. */
function firstOddLength(words: readonly string[]): number {
  const length = letterCount(words[0] ?? '');
  return words.findIndex((word) => letterCount(word) !== length);
}

function letterCount(word: string): number {
  return [...word].length;
}

/** Keeps the first occurrence of each word. */
function unique(words: readonly string[]): string[] {
  return [...new Set(words)];
}

const wordleContentFields = z.object({
  words: boundedList(wordleWord, {
    min: WORDLE_WORDS.minCount,
    max: WORDLE_WORDS.maxCount,
    notList: 'Add at least one word',
    tooMany: `Add at most ${WORDLE_WORDS.maxCount} words`,
  })
    .superRefine((words, ctx) => {
      const odd = firstOddLength(words);
      if (odd < 0) return;
      ctx.addIssue({
        code: 'custom',
        path: [odd],
        message: `All words must have the same number of letters: “${words[0]}” has ${letterCount(words[0] ?? '')}, “${words[odd]}” has ${letterCount(words[odd] ?? '')}`,
      });
    })
    .transform(unique),
  /**
   * Words accepted as guesses besides the game language's dictionary (brand names, local words). Every
   * secret word must be a dictionary word or on this list, so that a guess is accepted or
   * refused the same whether or not it is a secret word (the server checks the dictionary).
   */
  allowed_guesses: boundedList(wordleWord, {
    max: WORDLE_WORDS.maxAllowedCount,
    notList: 'The allowed guesses must be a list of words',
    tooMany: `Add at most ${WORDLE_WORDS.maxAllowedCount} allowed guesses`,
  })
    .default([])
    .transform(unique),
});

export const wordleContentSchema = wordleContentFields.superRefine((content, ctx) => {
  const length = letterCount(content.words[0] ?? '');
  content.allowed_guesses.forEach((word, i) => {
    if (letterCount(word) === length) return;
    ctx.addIssue({
      code: 'custom',
      path: ['allowed_guesses', i],
      message: `“${word}” has ${letterCount(word)} letters: allowed guesses need ${length}, like the secret words`,
    });
  });
});

/** The server's error on a secret word no guess could match (the console offers a fix for it). */
export function unguessableWordMessage(word: string): string {
  return `“${word}” is not in the dictionary, so players could never guess it: add it to the allowed guesses`;
}

/**
 * Secret words that a player could never guess: neither `isWord` nor an allowed guess, compared
 * in the language's tile form (`école` is guessed as `ecole` in French).
 */
export function unguessableWords(
  content: Pick<WordleContent, 'words' | 'allowed_guesses'>,
  isWord: (word: string, language?: string) => boolean,
  language: WordLanguage = 'en',
): { word: string; index: number }[] {
  const allowed = new Set(content.allowed_guesses.map((w) => normalizeLetters(language, w)));
  return content.words.flatMap((word, index) => {
    const tiles = normalizeLetters(language, word);
    return allowed.has(tiles) || isWord(tiles, language) ? [] : [{ word, index }];
  });
}

/**
 * Problems with the words in the game's language: a letter the language has no tile for (`ñ` in
 * French is folded, but `ñ` in English is not a letter there: `niño` → `nino`; `ø` anywhere), or
 * secret words and allowed guesses whose tile counts differ (Dutch `ijzer` has 4 tiles, `appel` 5).
 */
export function wordleLanguageProblems(
  content: Pick<WordleContent, 'words' | 'allowed_guesses'>,
  lang: string | undefined,
): { path: (string | number)[]; message: string }[] {
  const language = wordLanguage(lang);
  const problems: { path: (string | number)[]; message: string }[] = [];
  const length = tilesOf(normalizeLetters(language, content.words[0] ?? '')).length;
  const check = (field: 'words' | 'allowed_guesses', word: string, index: number) => {
    const tiles = normalizeLetters(language, word);
    if (!isTileWord(language, tiles)) {
      problems.push({
        path: [field, index],
        message: `“${word}” has a letter this language’s words cannot use`,
      });
    } else if (tilesOf(tiles).length !== length) {
      problems.push({
        path: [field, index],
        message: `“${word}” has ${tilesOf(tiles).length} tiles in this language, the first secret word ${length}`,
      });
    }
  };
  content.words.forEach((word, i) => check('words', word, i));
  content.allowed_guesses.forEach((word, i) => check('allowed_guesses', word, i));
  return problems;
}

/** A Wordle game's content once parsed: lower-cased, same-length, distinct words. */
export type WordleContent = z.output<typeof wordleContentSchema>;
/** What a business submits (words in any case, possibly with spaces around them). */
export type WordleContentInput = z.input<typeof wordleContentSchema>;
