import { z } from 'zod';
import { capList, text } from '../input.js';

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
  words: capList(
    WORDHUNT_LIMITS.words.max,
    'Use at most 20 words',
    z
      .array(wordSchema, { error: 'Add at least 3 words' })
      .min(WORDHUNT_LIMITS.words.min, 'Add at least 3 words')
      .max(WORDHUNT_LIMITS.words.max, 'Use at most 20 words'),
  ).superRefine((words, ctx) => {
    const duplicate = firstDuplicate(words);
    if (duplicate)
      ctx.addIssue({ code: 'custom', message: `The word ${duplicate} is listed twice` });
  }),
});

export type WordhuntContent = z.infer<typeof wordhuntContentSchema>;
