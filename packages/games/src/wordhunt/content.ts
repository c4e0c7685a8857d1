import { z } from 'zod';
import { boundedList, text } from '../input.js';

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
  .regex(/^[A-Za-z]+$/, 'Words can only use the letters A to Z (no spaces, digits or accents)')
  .min(WORDHUNT_LIMITS.wordLength.min, 'Each word must be at least 3 letters long')
  .transform((word) => word.toUpperCase());

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
/** What a business submits (words in any case). */
export type WordhuntContentInput = z.input<typeof wordhuntContentSchema>;
