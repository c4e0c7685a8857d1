/** What a Wordle player may see: the secret word only once the game is over. */
import { z } from 'zod';
import { sessionStatusSchema } from '../view-parts.js';
import { WORD_LANGUAGES } from './letters.js';

export const wordleMarkSchema = z.enum(['correct', 'present', 'absent']);

export const wordleGuessViewSchema = z.strictObject({
  word: z.string(),
  marks: z.array(wordleMarkSchema),
});

export const wordleViewSchema = z.strictObject({
  word_length: z.number(),
  max_tries: z.number(),
  guesses: z.array(wordleGuessViewSchema),
  /** Best mark seen per letter ('correct' > 'present' > 'absent'); unseen letters are absent. */
  keyboard: z.partialRecord(z.string(), wordleMarkSchema),
  tries_left: z.number(),
  time_left_seconds: z.number(),
  status: sessionStatusSchema,
  reason: z.string().nullable(),
  score: z.number(),
  /** Only once the game is over, spelt as the content spells it (`école`). */
  secret: z.string().nullable(),
  /** The play's language when not English: the keyboard's letters and the tile rules. */
  language: z.enum(WORD_LANGUAGES).optional(),
});

export type WordleMark = z.infer<typeof wordleMarkSchema>;
export type WordleGuessView = z.infer<typeof wordleGuessViewSchema>;
export type WordleViewModel = z.infer<typeof wordleViewSchema>;
