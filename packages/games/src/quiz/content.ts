import { z } from 'zod';
import { boundedList, IMAGE_REF_MAX_LENGTH, OptionalImageRef, text } from '../input.js';
import { assignIds, checkUniqueIds, itemIdSchema } from '../ids.js';
import { poolSizeProblem, poolSizeSchema } from '../pool.js';

/** Limits of a quiz's content (the console's form uses them too). */
export const QUIZ_LIMITS = {
  minQuestions: 1,
  maxQuestions: 50,
  minOptions: 2,
  maxOptions: 6,
  maxTextLength: 500,
  maxOptionLength: 200,
  maxImageLength: IMAGE_REF_MAX_LENGTH,
  maxIdLength: 64,
  defaultPassPercent: 60,
} as const;

const questionId = itemIdSchema('question', QUIZ_LIMITS.maxIdLength);

const option = text(QUIZ_LIMITS.maxOptionLength, {
  trim: true,
  notText: 'Enter the option',
  tooLong: `Options can have at most ${QUIZ_LIMITS.maxOptionLength} characters`,
}).min(1, 'Enter the option');

/** Index of an earlier option equal to options[i] (ignoring case), or -1. */
function earlierDuplicate(options: readonly string[], i: number): number {
  const key = options[i]?.toLowerCase();
  return options.findIndex((other, j) => j < i && other.toLowerCase() === key);
}

const question = z
  .object({
    id: questionId.optional(),
    text: text(QUIZ_LIMITS.maxTextLength, {
      trim: true,
      notText: 'Enter the question',
      tooLong: `Questions can have at most ${QUIZ_LIMITS.maxTextLength} characters`,
    }).min(1, 'Enter the question'),
    /** Empty or missing → null. */
    image: OptionalImageRef,
    options: boundedList(option, {
      min: QUIZ_LIMITS.minOptions,
      max: QUIZ_LIMITS.maxOptions,
      notList: 'Add the answer options',
      tooFew: `Give at least ${QUIZ_LIMITS.minOptions} options`,
      tooMany: `Give at most ${QUIZ_LIMITS.maxOptions} options`,
    }),
    correct: z
      .number({ error: 'Choose the correct option' })
      .int('Choose the correct option')
      .min(0, 'Choose the correct option'),
  })
  .superRefine((q, ctx) => {
    q.options.forEach((_, i) => {
      const j = earlierDuplicate(q.options, i);
      if (j < 0) return;
      ctx.addIssue({
        code: 'custom',
        path: ['options', i],
        message: `This option is the same as option ${j + 1}; options must all be different`,
      });
    });
    if (q.correct >= q.options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['correct'],
        message: 'Choose the correct option among the options',
      });
    }
  });

/** Gives every question without an id a stable one from its position (`q1`, `q2`, …). */
export function assignQuestionIds<T extends { id?: string | undefined }>(
  questions: readonly T[],
): (T & { id: string })[] {
  return assignIds(questions, 'q');
}

const quizContentFields = z.object({
  questions: boundedList(question, {
    min: QUIZ_LIMITS.minQuestions,
    max: QUIZ_LIMITS.maxQuestions,
    notList: 'Add at least one question',
    tooMany: `Add at most ${QUIZ_LIMITS.maxQuestions} questions`,
  })
    .superRefine((questions, ctx) => checkUniqueIds(questions, ctx, 'questions'))
    .transform(assignQuestionIds),
  pass_percent: z
    .number({ error: 'The pass mark must be a number from 0 to 100' })
    .min(0, 'The pass mark must be a number from 0 to 100')
    .max(100, 'The pass mark must be a number from 0 to 100')
    .default(QUIZ_LIMITS.defaultPassPercent),
  /** Show the right option of answered questions (off: players only learn right or wrong). */
  reveal_answers: z.boolean({ error: 'Showing the answers must be on or off' }).default(false),
  /** Questions drawn per play (null: all of them), so a replay is not a cheat sheet. */
  pool_size: poolSizeSchema('question', QUIZ_LIMITS.maxQuestions),
});

export const quizContentSchema = quizContentFields.superRefine((content, ctx) => {
  const problem = poolSizeProblem(content.pool_size, content.questions.length, 'question');
  if (problem) ctx.addIssue({ code: 'custom', path: ['pool_size'], message: problem });
});

/** A quiz's content once parsed: every question has an id, images are a link or null. */
export type QuizContent = z.output<typeof quizContentSchema>;
export type QuizQuestion = QuizContent['questions'][number];
/** What a business submits (ids, images and pass mark optional). */
export type QuizContentInput = z.input<typeof quizContentSchema>;
