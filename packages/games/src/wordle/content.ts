import { z } from 'zod';

/** Limits of a Wordle game's word list (the console's form uses them too). */
export const WORDLE_WORDS = {
  minLength: 4,
  maxLength: 8,
  /** Length the console suggests for a new game (WORDLE.defaultLength). */
  defaultLength: 5,
  minCount: 1,
  maxCount: 500,
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

const wordleWord = z
  .string({ error: 'Enter a word' })
  .trim()
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

export const wordleContentSchema = z.object({
  words: z
    .array(wordleWord, { error: 'Add at least one word' })
    .min(WORDLE_WORDS.minCount, 'Add at least one word')
    .max(WORDLE_WORDS.maxCount, `Add at most ${WORDLE_WORDS.maxCount} words`)
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
});

/** A Wordle game's content once parsed: lower-cased, same-length, distinct words. */
export type WordleContent = z.output<typeof wordleContentSchema>;
/** What a business submits (words in any case, possibly with spaces around them). */
export type WordleContentInput = z.input<typeof wordleContentSchema>;
