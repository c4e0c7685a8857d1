import { z } from 'zod';
import { boundedList, text } from '../input.js';
import {
  alphabetOf,
  isTileWord,
  normalizeLetters,
  tilesOf,
  upperTile,
  wordLanguage,
} from '../wordle/letters.js';
import type { WordLanguage } from '../wordle/letters.js';

export const WORDHUNT_LIMITS = {
  words: { min: 3, max: 20 },
  wordLength: { min: 3, max: 12 },
} as const;

const wordSchema = text(WORDHUNT_LIMITS.wordLength.max, {
  trim: true,
  notText: 'Each word must be text',
  tooLong: 'Each word must be at most 12 letters long',
})
  .min(1, 'Words cannot be empty')
  .regex(
    // Latin letters with their accents (Latin-1, Extended-A and -B, and ẞ): the seven languages'
    // alphabets. Written as ranges, not \p{L}: validators of the API document (Spectral) read
    // patterns without the `u` flag. Which letters a language has is checked per language later.
    /^[A-Za-zÀ-ÖØ-öø-ɏẞ]+$/,
    'Words can only use letters (no spaces, digits or signs)',
  )
  .min(WORDHUNT_LIMITS.wordLength.min, 'Each word must be at least 3 letters long')
  // Capitals, but ß stays one letter (ẞ), not SS.
  .transform((word) => word.normalize('NFC').replace(/ß/g, 'ẞ').toUpperCase());

function firstDuplicate(words: readonly string[]): string | undefined {
  return words.find((word, i) => words.indexOf(word) !== i);
}

export const wordhuntContentSchema = z.object({
  words: boundedList(wordSchema, {
    min: WORDHUNT_LIMITS.words.min,
    max: WORDHUNT_LIMITS.words.max,
    notList: `Add at least ${WORDHUNT_LIMITS.words.min} words`,
    tooMany: `Use at most ${WORDHUNT_LIMITS.words.max} words`,
  }).superRefine((words, ctx) => {
    const duplicate = firstDuplicate(words);
    if (duplicate)
      ctx.addIssue({ code: 'custom', message: `The word ${duplicate} is listed twice` });
  }),
});

export type WordhuntContent = z.infer<typeof wordhuntContentSchema>;

/**
 * A word as it is hidden in the grid in a language: its tiles (letters.ts) in capitals —
 * `ÉCOLE` → `ECOLE` in French, `STRAẞE` stays in German, `IJZER` → `ĲZER` (4 cells) in Dutch.
 */
export function wordhuntTiles(lang: WordLanguage, word: string): string {
  return tilesOf(normalizeLetters(lang, word)).map(upperTile).join('');
}

/** The letters random cells are filled with in a language, capitals, one UTF-16 unit each. */
export function wordhuntAlphabet(lang: WordLanguage): string {
  return alphabetOf(lang).map(upperTile).join('');
}

/**
 * Problems with the words in the game's language: a letter it has no tile for, fewer than 3
 * tiles (Dutch `IJS` is 2), or two words that become the same in the grid (`ÉCOLE`, `ECOLE`).
 */
export function wordhuntLanguageProblems(
  words: readonly string[],
  lang: string | undefined,
): { path: (string | number)[]; message: string }[] {
  const language = wordLanguage(lang);
  const seen = new Map<string, string>();
  return words.flatMap((word, index) => {
    const tiles = normalizeLetters(language, word);
    const path = ['words', index];
    if (!isTileWord(language, tiles)) {
      return [{ path, message: `${word} has a letter this language’s words cannot use` }];
    }
    if (tilesOf(tiles).length < WORDHUNT_LIMITS.wordLength.min) {
      return [{ path, message: `${word} is shorter than 3 letters in the grid` }];
    }
    const twin = seen.get(tiles);
    seen.set(tiles, word);
    return twin ? [{ path, message: `${word} is the same word as ${twin} in the grid` }] : [];
  });
}
/** What a business submits (words in any case). */
export type WordhuntContentInput = z.input<typeof wordhuntContentSchema>;
