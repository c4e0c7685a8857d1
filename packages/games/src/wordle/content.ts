import { z } from 'zod';
import { boundedList, text } from '../input.js';

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

/** The problem with one (trimmed, lower-cased) word, or null when it is fine. */
export function wordleWordProblem(word: string): string | null {
  if (word.length === 0) return 'Enter a word';
  if (!/^[a-z]+$/.test(word)) return `“${word}” may only use the letters a to z`;
  if (word.length < WORDLE_WORDS.minLength) {
    return `“${word}” is too short: words need at least ${WORDLE_WORDS.minLength} letters`;
  }
  if (word.length > WORDLE_WORDS.maxLength) {
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
  const length = words[0]?.length ?? 0;
  return words.findIndex((word) => word.length !== length);
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
        message: `All words must have the same number of letters: “${words[0]}” has ${words[0]?.length}, “${words[odd]}” has ${words[odd]?.length}`,
      });
    })
    .transform(unique),
  /**
   * Words accepted as guesses besides the English dictionary (brand names, local words). Every
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
  const length = content.words[0]?.length ?? 0;
  content.allowed_guesses.forEach((word, i) => {
    if (word.length === length) return;
    ctx.addIssue({
      code: 'custom',
      path: ['allowed_guesses', i],
      message: `“${word}” has ${word.length} letters: allowed guesses need ${length}, like the secret words`,
    });
  });
});

/** The server's error on a secret word no guess could match (the console offers a fix for it). */
export function unguessableWordMessage(word: string): string {
  return `“${word}” is not in the dictionary, so players could never guess it: add it to the allowed guesses`;
}

/** Secret words that a player could never guess: neither `isWord` nor an allowed guess. */
export function unguessableWords(
  content: Pick<WordleContent, 'words' | 'allowed_guesses'>,
  isWord: (word: string) => boolean,
): { word: string; index: number }[] {
  const allowed = new Set(content.allowed_guesses);
  return content.words.flatMap((word, index) =>
    allowed.has(word) || isWord(word) ? [] : [{ word, index }],
  );
}

/** A Wordle game's content once parsed: lower-cased, same-length, distinct words. */
export type WordleContent = z.output<typeof wordleContentSchema>;
/** What a business submits (words in any case, possibly with spaces around them). */
export type WordleContentInput = z.input<typeof wordleContentSchema>;
