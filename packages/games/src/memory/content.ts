/**
 * Memory's content: 4–12 pairs, each a card face shown on two cards — a text, or a picture with
 * the text that describes it (read aloud to players who cannot see it, and the words a translator
 * changes). Each pair has an id (filled in from its place when missing), so a play's record names
 * it even after the list is edited.
 */
import { z } from 'zod';
import { assignIds, checkUniqueIds, itemIdSchema } from '../ids.js';
import { boundedList, IMAGE_REF_MAX_LENGTH, OptionalImageRef, text } from '../input.js';

export { MEMORY, memoryMoveLimit } from './constants.js';

/** Limits of a memory game's content (the console's form uses them too). */
export const MEMORY_LIMITS = {
  pairs: { min: 4, max: 12 },
  maxTextLength: 40,
  maxImageLength: IMAGE_REF_MAX_LENGTH,
  maxIdLength: 64,
} as const;

const pairSchema = z.object({
  id: itemIdSchema('pair', MEMORY_LIMITS.maxIdLength).optional(),
  text: text(MEMORY_LIMITS.maxTextLength, {
    trim: true,
    notText: 'Enter the card’s text',
    tooLong: `A card’s text can have at most ${MEMORY_LIMITS.maxTextLength} characters`,
  }).min(1, 'Enter the card’s text'),
  image: OptionalImageRef,
});

/** The first pair (its index) that repeats an earlier pair's `key`, or -1. */
function firstRepeat<T>(items: readonly T[], key: (item: T) => string | null): number {
  const seen = new Set<string>();
  return items.findIndex((item) => {
    const k = key(item);
    if (k === null) return false;
    if (seen.has(k)) return true;
    seen.add(k);
    return false;
  });
}

export const memoryContentSchema = z.object({
  pairs: boundedList(pairSchema, {
    min: MEMORY_LIMITS.pairs.min,
    max: MEMORY_LIMITS.pairs.max,
    notList: `Add at least ${MEMORY_LIMITS.pairs.min} pairs`,
    tooMany: `Use at most ${MEMORY_LIMITS.pairs.max} pairs`,
  })
    .superRefine((pairs, ctx) => {
      // Two pairs that look (or read) alike could never be told apart: a player would turn over
      // two identical faces and be told they are not a pair.
      const sameText = firstRepeat(pairs, (p) => p.text.toLocaleLowerCase('en'));
      if (sameText >= 0) {
        ctx.addIssue({
          code: 'custom',
          path: [sameText, 'text'],
          message: 'Two pairs have the same text; each pair needs its own',
        });
      }
      const sameImage = firstRepeat(pairs, (p) => p.image);
      if (sameImage >= 0) {
        ctx.addIssue({
          code: 'custom',
          path: [sameImage, 'image'],
          message: 'Two pairs have the same picture; each pair needs its own',
        });
      }
      checkUniqueIds(pairs, ctx, 'pairs');
    })
    .transform((pairs) => assignIds(pairs, 'c')),
});

/** A memory game's content once parsed: every pair has an id and an image (or null). */
export type MemoryContent = z.output<typeof memoryContentSchema>;
export type MemoryPair = MemoryContent['pairs'][number];
/** What a business submits (ids and images optional). */
export type MemoryContentInput = z.input<typeof memoryContentSchema>;
