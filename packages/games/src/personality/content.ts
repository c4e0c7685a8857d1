/**
 * A personality test's content: 3–15 questions of 2–6 answers each, and 2–8 outcomes (a title, a
 * text, an optional picture and an optional link with its label: "Order a flat white"). Each
 * answer gives points to one or more outcomes, named by their ids. The outcomes' order is the
 * tie-break order: when two outcomes have the most points, the first of the list wins.
 *
 * Outcome ids are the business's (the console makes them): answers name them, reward rules name
 * them (a reward for one outcome), and a play's record keeps the id of the outcome it got.
 */
import { z } from 'zod';
import { assignIds, checkUniqueIds, itemIdSchema } from '../ids.js';
import { boundedList, IMAGE_REF_MAX_LENGTH, OptionalImageRef, text } from '../input.js';
import { PERSONALITY } from './constants.js';

export { PERSONALITY } from './constants.js';

/** Limits of a personality test's content (the console's form uses them too). */
export const PERSONALITY_LIMITS = {
  ...PERSONALITY,
  maxQuestionLength: 300,
  maxAnswerLength: 120,
  maxTitleLength: 80,
  maxTextLength: 600,
  maxLinkLabelLength: 40,
  maxUrlLength: 2000,
  maxImageLength: IMAGE_REF_MAX_LENGTH,
  maxIdLength: 64,
} as const;

/**
 * An http(s) address with a host name, and only the characters of a URL (RFC 3986) — no quotes,
 * spaces or angle brackets — so it is safe as a link's `href`: never `javascript:` or `data:`.
 */
const WEB_URL =
  /^https?:\/\/[a-z0-9][a-z0-9.-]*(?::\d{1,5})?(?:[/?#][a-z0-9\-._~:/?#[\]@!$&()*+,;=%]*)?$/i;

export const LINK_URL_MESSAGE = 'Use a full http:// or https:// address';

const outcomeId = itemIdSchema('outcome', PERSONALITY_LIMITS.maxIdLength).regex(
  /^[a-z0-9_-]+$/i,
  'Use letters, digits, - and _ in an outcome id',
);

const optionalText = (max: number, tooLong: string) =>
  text(max, { trim: true, tooLong })
    .nullish()
    .transform((v) => v || null);

const outcomeSchema = z
  .object({
    id: outcomeId,
    title: text(PERSONALITY_LIMITS.maxTitleLength, {
      trim: true,
      notText: 'Enter the outcome’s title',
      tooLong: `A title can have at most ${PERSONALITY_LIMITS.maxTitleLength} characters`,
    }).min(1, 'Enter the outcome’s title'),
    text: text(PERSONALITY_LIMITS.maxTextLength, {
      trim: true,
      notText: 'Enter the outcome’s text',
      tooLong: `An outcome’s text can have at most ${PERSONALITY_LIMITS.maxTextLength} characters`,
    }).min(1, 'Enter the outcome’s text'),
    image: OptionalImageRef,
    /** The call to action's button text ("Order it"); with `link_url`, or neither. */
    link_label: optionalText(
      PERSONALITY_LIMITS.maxLinkLabelLength,
      `A link’s text can have at most ${PERSONALITY_LIMITS.maxLinkLabelLength} characters`,
    ),
    /** Where the call to action leads: an http(s) address. */
    link_url: text(PERSONALITY_LIMITS.maxUrlLength, { trim: true, tooLong: 'Link is too long' })
      .refine((v) => v === '' || WEB_URL.test(v), LINK_URL_MESSAGE)
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((o, ctx) => {
    if (o.link_url && !o.link_label)
      ctx.addIssue({ code: 'custom', path: ['link_label'], message: 'Enter the link’s text' });
    if (o.link_label && !o.link_url)
      ctx.addIssue({ code: 'custom', path: ['link_url'], message: 'Enter the link’s address' });
  });

const pointsSchema = z.object({
  outcome_id: text(PERSONALITY_LIMITS.maxIdLength, { notText: 'Choose an outcome' }).min(
    1,
    'Choose an outcome',
  ),
  points: z
    .number({ error: 'Points must be a whole number' })
    .int('Points must be a whole number')
    .min(PERSONALITY.points.min, `Give at least ${PERSONALITY.points.min} point`)
    .max(PERSONALITY.points.max, `Give at most ${PERSONALITY.points.max} points`),
});

const answerSchema = z.object({
  text: text(PERSONALITY_LIMITS.maxAnswerLength, {
    trim: true,
    notText: 'Enter the answer',
    tooLong: `An answer can have at most ${PERSONALITY_LIMITS.maxAnswerLength} characters`,
  }).min(1, 'Enter the answer'),
  /** The outcomes this answer counts for, each at most once. */
  points: boundedList(pointsSchema, {
    min: 1,
    max: PERSONALITY.outcomes.max,
    notList: 'Choose the outcome this answer counts for',
    tooMany: `An answer can count for at most ${PERSONALITY.outcomes.max} outcomes`,
  }).superRefine((points, ctx) => {
    const seen = new Set<string>();
    points.forEach((p, i) => {
      if (seen.has(p.outcome_id))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'outcome_id'],
          message: 'This answer already counts for this outcome',
        });
      seen.add(p.outcome_id);
    });
  }),
});

const questionSchema = z.object({
  id: itemIdSchema('question', PERSONALITY_LIMITS.maxIdLength).optional(),
  text: text(PERSONALITY_LIMITS.maxQuestionLength, {
    trim: true,
    notText: 'Enter the question',
    tooLong: `A question can have at most ${PERSONALITY_LIMITS.maxQuestionLength} characters`,
  }).min(1, 'Enter the question'),
  image: OptionalImageRef,
  answers: boundedList(answerSchema, {
    min: PERSONALITY.answers.min,
    max: PERSONALITY.answers.max,
    notList: 'Add the answers',
    tooFew: `Give at least ${PERSONALITY.answers.min} answers`,
    tooMany: `Give at most ${PERSONALITY.answers.max} answers`,
  }),
});

export const personalityContentSchema = z
  .object({
    questions: boundedList(questionSchema, {
      min: PERSONALITY.questions.min,
      max: PERSONALITY.questions.max,
      notList: `Add at least ${PERSONALITY.questions.min} questions`,
      tooMany: `Use at most ${PERSONALITY.questions.max} questions`,
    })
      .superRefine((questions, ctx) => checkUniqueIds(questions, ctx, 'questions'))
      .transform((questions) => assignIds(questions, 'q')),
    /** In tie-break order: of two outcomes with the most points, the first wins. */
    outcomes: boundedList(outcomeSchema, {
      min: PERSONALITY.outcomes.min,
      max: PERSONALITY.outcomes.max,
      notList: `Add at least ${PERSONALITY.outcomes.min} outcomes`,
      tooMany: `Use at most ${PERSONALITY.outcomes.max} outcomes`,
    }).superRefine((outcomes, ctx) => checkUniqueIds(outcomes, ctx, 'outcomes')),
  })
  .superRefine((content, ctx) => {
    const ids = new Set(content.outcomes.map((o) => o.id));
    const counted = new Set<string>();
    content.questions.forEach((q, qi) =>
      q.answers.forEach((a, ai) =>
        a.points.forEach((p, pi) => {
          counted.add(p.outcome_id);
          if (!ids.has(p.outcome_id))
            ctx.addIssue({
              code: 'custom',
              path: ['questions', qi, 'answers', ai, 'points', pi, 'outcome_id'],
              message: 'This answer counts for an outcome the test does not have',
            });
        }),
      ),
    );
    content.outcomes.forEach((o, i) => {
      if (!counted.has(o.id))
        ctx.addIssue({
          code: 'custom',
          path: ['outcomes', i, 'id'],
          message: 'No answer counts for this outcome: players could never get it',
        });
    });
  });

/** A personality test's content once parsed: every question has an id, empty fields are null. */
export type PersonalityContent = z.output<typeof personalityContentSchema>;
export type PersonalityQuestion = PersonalityContent['questions'][number];
export type PersonalityOutcome = PersonalityContent['outcomes'][number];
/** What a business submits (question ids, images and links optional). */
export type PersonalityContentInput = z.input<typeof personalityContentSchema>;
