/** What an EmojiQ player may see: answers only once solved, or once lost when revealed. */
import { z } from 'zod';
import { sessionStatusSchema } from '../view-parts.js';

export const emojiqEndReasonSchema = z.enum(['solved', 'out_of_lives']);

export const emojiqRevealedPhraseSchema = z.strictObject({
  emojis: z.string(),
  answer: z.string(),
  /** False for phrases shown only because the game ended before they were solved. */
  solved: z.boolean(),
});

export const emojiqViewSchema = z.strictObject({
  status: sessionStatusSchema,
  reason: emojiqEndReasonSchema.nullable(),
  score: z.number(),
  lives: z.number(),
  max_lives: z.number(),
  /** 0-based index of the current phrase. */
  phrase_index: z.number(),
  phrase_count: z.number(),
  solved_count: z.number(),
  emojis: z.string(),
  hint: z.string().nullable(),
  /** One entry per character: a revealed letter, a space or punctuation, or null if hidden. */
  mask: z.array(z.string().nullable()),
  /** Upper-case letters tried in the current phrase, in order. */
  tried_letters: z.array(z.string()),
  /** The tried letters that are not in the phrase. */
  missed_letters: z.array(z.string()),
  /** Whether the "Letter" button may be used now. */
  can_buy_letter: z.boolean(),
  /** The current phrase's answer once it is solved, or once lost when answers are revealed. */
  answer: z.string().nullable(),
  /** Solved phrases with their answers; every phrase once lost when answers are revealed. */
  revealed: z.array(emojiqRevealedPhraseSchema),
});

export type EmojiqEndReason = z.infer<typeof emojiqEndReasonSchema>;
export type EmojiqRevealedPhrase = z.infer<typeof emojiqRevealedPhraseSchema>;
export type EmojiqViewModel = z.infer<typeof emojiqViewSchema>;
