/**
 * What a personality test's player may see: the question on screen and its answers' texts —
 * never the points an answer gives, nor the outcome before the last answer.
 */
import { z } from 'zod';
import { sessionStatusSchema } from '../view-parts.js';

export const personalityQuestionViewSchema = z.strictObject({
  id: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  /** The answers' texts, in the content's order; a move names one by its index. */
  answers: z.array(z.string()),
});

export const personalityResultViewSchema = z.strictObject({
  /** The outcome's id, as recorded on the play. */
  id: z.string(),
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  /** The call to action: a button to the business's http(s) address; null without one. */
  link: z.strictObject({ label: z.string(), url: z.string() }).nullable(),
});

export const personalityViewSchema = z.strictObject({
  /** The question to answer now; null once the test is over. */
  current: personalityQuestionViewSchema.nullable(),
  /** Questions answered (the current one's 0-based position). */
  index: z.number(),
  total: z.number(),
  status: sessionStatusSchema,
  /** 'completed' once every question is answered; 'abandoned' when the server ended it. */
  reason: z.string().nullable(),
  /** The outcome, once every question is answered; null before. */
  result: personalityResultViewSchema.nullable(),
});

export type PersonalityQuestionView = z.infer<typeof personalityQuestionViewSchema>;
export type PersonalityResultView = z.infer<typeof personalityResultViewSchema>;
export type PersonalityViewModel = z.infer<typeof personalityViewSchema>;
