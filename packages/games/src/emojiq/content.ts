import { z } from 'zod';
import { boundedList, text } from '../input.js';
import { poolSizeProblem, poolSizeSchema } from '../pool.js';

export const EMOJIQ_LIMITS = {
  phrases: { min: 1, max: 30 },
  /** `maxLength`: characters of the clue, room for 12 of the longest emoji and spaces. */
  emojis: { min: 1, max: 12, maxLength: 240 },
  answer: { min: 2, max: 60 },
  hint: { max: 120 },
} as const;

/** Punctuation an answer may contain besides letters and spaces. */
export const ANSWER_PUNCTUATION = ".,'!?-&:";

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** An emoji grapheme: a pictograph, a flag (regional indicators) or a keycap like 1️⃣. */
const EMOJI_GRAPHEME = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

/** The emoji in a clue, ignoring the spaces a business may put between them. */
export function splitEmojis(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment).filter(
    (part) => part.trim() !== '',
  );
}

// The length limit comes first: segmenting is slow on long text (quadratic on Node 20).
const emojisSchema = text(EMOJIQ_LIMITS.emojis.maxLength, {
  trim: true,
  notText: 'Add the emoji for this phrase',
  tooLong: `Use at most ${EMOJIQ_LIMITS.emojis.max} emoji`,
})
  .min(1, 'Add the emoji for this phrase')
  .refine(
    (text) => splitEmojis(text).every((part) => EMOJI_GRAPHEME.test(part)),
    'Use only emoji here (no letters or numbers)',
  )
  .refine(
    (text) => splitEmojis(text).length <= EMOJIQ_LIMITS.emojis.max,
    `Use at most ${EMOJIQ_LIMITS.emojis.max} emoji`,
  );

const ANSWER_CHARACTERS = /^[A-Za-z .,'!?&:-]+$/;

const answerSchema = text(EMOJIQ_LIMITS.answer.max * 4, {
  trim: true,
  notText: 'Add the answer for this phrase',
  tooLong: `The answer must be at most ${EMOJIQ_LIMITS.answer.max} characters`,
})
  // Runs of spaces count as one (hence the looser limit above).
  .transform((text) => text.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(EMOJIQ_LIMITS.answer.min, 'The answer must be at least 2 characters')
      .max(EMOJIQ_LIMITS.answer.max, 'The answer must be at most 60 characters')
      .regex(
        ANSWER_CHARACTERS,
        `The answer can only use letters A–Z, spaces and the punctuation ${ANSWER_PUNCTUATION.split('').join(' ')}`,
      )
      .regex(/[A-Za-z]/, 'The answer must contain at least one letter'),
  );

const hintSchema = text(EMOJIQ_LIMITS.hint.max, {
  trim: true,
  notText: 'The hint must be text',
  tooLong: 'The hint must be at most 120 characters',
})
  .transform((text) => (text ? text : undefined))
  .optional();

export const emojiqPhraseSchema = z.object({
  emojis: emojisSchema,
  answer: answerSchema,
  hint: hintSchema,
});

const emojiqContentFields = z.object({
  phrases: boundedList(emojiqPhraseSchema, {
    min: EMOJIQ_LIMITS.phrases.min,
    max: EMOJIQ_LIMITS.phrases.max,
    notList: 'Add at least one phrase',
    tooMany: `Use at most ${EMOJIQ_LIMITS.phrases.max} phrases`,
  }),
  /** Show every answer when a play is lost (off: only the phrases the player solved). */
  reveal_answers: z.boolean({ error: 'Showing the answers must be on or off' }).default(false),
  /** Phrases drawn per play, in random order (null: all of them, in the order entered). */
  pool_size: poolSizeSchema('phrase', EMOJIQ_LIMITS.phrases.max),
});

export const emojiqContentSchema = emojiqContentFields.superRefine((content, ctx) => {
  const problem = poolSizeProblem(content.pool_size, content.phrases.length, 'phrase');
  if (problem) ctx.addIssue({ code: 'custom', path: ['pool_size'], message: problem });
});

export type EmojiqPhrase = z.infer<typeof emojiqPhraseSchema>;
export type EmojiqContent = z.infer<typeof emojiqContentSchema>;
/** What a business submits (hints optional, pool size and answer reveal defaulted). */
export type EmojiqContentInput = z.input<typeof emojiqContentSchema>;
