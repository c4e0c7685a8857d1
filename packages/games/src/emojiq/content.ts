import { z } from 'zod';

export const EMOJIQ_LIMITS = {
  phrases: { min: 1, max: 30 },
  emojis: { min: 1, max: 12 },
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

const emojisSchema = z
  .string({ error: 'Add the emoji for this phrase' })
  .trim()
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

const answerSchema = z
  .string({ error: 'Add the answer for this phrase' })
  .trim()
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

const hintSchema = z
  .string({ error: 'The hint must be text' })
  .trim()
  .max(EMOJIQ_LIMITS.hint.max, 'The hint must be at most 120 characters')
  .transform((text) => (text ? text : undefined))
  .optional();

export const emojiqPhraseSchema = z.object({
  emojis: emojisSchema,
  answer: answerSchema,
  hint: hintSchema,
});

export const emojiqContentSchema = z.object({
  phrases: z
    .array(emojiqPhraseSchema, { error: 'Add at least one phrase' })
    .min(EMOJIQ_LIMITS.phrases.min, 'Add at least one phrase')
    .max(EMOJIQ_LIMITS.phrases.max, 'Use at most 30 phrases'),
});

export type EmojiqPhrase = z.infer<typeof emojiqPhraseSchema>;
export type EmojiqContent = z.infer<typeof emojiqContentSchema>;
