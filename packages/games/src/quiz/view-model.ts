/** What a quiz's player may see: never the right option of a question not yet answered. */
import { z } from 'zod';
import { sessionStatusSchema } from '../view-parts.js';

const questionFields = {
  id: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  options: z.array(z.string()),
};

/** A question as the player sees it before answering: no correct option. */
export const quizQuestionViewSchema = z.strictObject(questionFields);

export const quizAnsweredViewSchema = z.strictObject({
  ...questionFields,
  /** The option the player chose. */
  option: z.number(),
  /** The right option: when the player chose it, or when the game reveals answers; else null. */
  correct_option: z.number().nullable(),
  correct: z.boolean(),
});

export const quizViewSchema = z.strictObject({
  /** The question to answer now, or null when the quiz is over. */
  current: quizQuestionViewSchema.nullable(),
  /** 0-based position of the current question (= number answered). */
  index: z.number(),
  total: z.number(),
  /** Answered questions in order, with the correct option when it may be shown. */
  answered: z.array(quizAnsweredViewSchema),
  correct_count: z.number(),
  score: z.number(),
  pass_percent: z.number(),
  time_left_seconds: z.number(),
  status: sessionStatusSchema,
  reason: z.string().nullable(),
});

export type QuizQuestionView = z.infer<typeof quizQuestionViewSchema>;
export type QuizAnsweredView = z.infer<typeof quizAnsweredViewSchema>;
export type QuizViewModel = z.infer<typeof quizViewSchema>;
