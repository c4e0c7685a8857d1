import { z } from 'zod';
import { capList, IMAGE_REF_MAX_LENGTH, OptionalImageRef, text } from '../input.js';
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

const questionId = text(QUIZ_LIMITS.maxIdLength, {
  trim: true,
  notText: 'A question id must be text',
  tooLong: `A question id can have at most ${QUIZ_LIMITS.maxIdLength} characters`,
}).min(1, 'A question id cannot be empty');

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
    options: capList(
      QUIZ_LIMITS.maxOptions,
      `Give at most ${QUIZ_LIMITS.maxOptions} options`,
      z
        .array(option, { error: 'Add the answer options' })
        .min(QUIZ_LIMITS.minOptions, `Give at least ${QUIZ_LIMITS.minOptions} options`)
        .max(QUIZ_LIMITS.maxOptions, `Give at most ${QUIZ_LIMITS.maxOptions} options`),
    ),
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

/** Index of the first question reusing an earlier question's explicit id, or -1. */
function firstDuplicateId(questions: readonly { id?: string | undefined }[]): number {
  const seen = new Set<string>();
  return questions.findIndex(({ id }) => {
    if (id === undefined) return false;
    if (seen.has(id)) return true;
    seen.add(id);
    return false;
  });
}

/**
 * Gives every question without an id a stable one from its position (`q1`, `q2`, …), skipping
 * ids already used by other questions. Parsing the stored content again keeps the same ids.
 */
export function assignQuestionIds<T extends { id?: string | undefined }>(
  questions: readonly T[],
): (T & { id: string })[] {
  const taken = new Set(questions.flatMap(({ id }) => (id === undefined ? [] : [id])));
  return questions.map((q, i) => {
    if (q.id !== undefined) return { ...q, id: q.id };
    let id = `q${i + 1}`;
    for (let n = 2; taken.has(id); n++) id = `q${i + 1}-${n}`;
    taken.add(id);
    return { ...q, id };
  });
}

const quizContentFields = z.object({
  questions: capList(
    QUIZ_LIMITS.maxQuestions,
    `Add at most ${QUIZ_LIMITS.maxQuestions} questions`,
    z
      .array(question, { error: 'Add at least one question' })
      .min(QUIZ_LIMITS.minQuestions, 'Add at least one question')
      .max(QUIZ_LIMITS.maxQuestions, `Add at most ${QUIZ_LIMITS.maxQuestions} questions`),
  )
    .superRefine((questions, ctx) => {
      const i = firstDuplicateId(questions);
      if (i < 0) return;
      ctx.addIssue({
        code: 'custom',
        path: [i, 'id'],
        message: 'Two questions have the same id; ids must be unique',
      });
    })
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
