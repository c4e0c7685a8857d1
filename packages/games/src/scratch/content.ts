import { z } from 'zod';
import { capList, IMAGE_REF_MAX_LENGTH, OptionalImageRef, text } from '../input.js';

/** Limits of a scratch card's content (the console's form uses them too). */
export const SCRATCH_LIMITS = {
  maxPrizes: 20,
  maxLabelLength: 100,
  maxNoLuckLength: 200,
  maxImageLength: IMAGE_REF_MAX_LENGTH,
  maxIdLength: 64,
  defaultNoLuckText: 'No luck this time',
} as const;

/** Odds in hundredths of a percent (12.34 % → 1234), exact for up to two decimals. */
export function oddsInHundredths(odds: number): number {
  return Math.round(odds * 100);
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

const prizeId = text(SCRATCH_LIMITS.maxIdLength, {
  trim: true,
  notText: 'A prize id must be text',
  tooLong: `A prize id can have at most ${SCRATCH_LIMITS.maxIdLength} characters`,
}).min(1, 'A prize id cannot be empty');

const prize = z.object({
  id: prizeId.optional(),
  label: text(SCRATCH_LIMITS.maxLabelLength, {
    trim: true,
    notText: 'Enter the prize',
    tooLong: `Prize names can have at most ${SCRATCH_LIMITS.maxLabelLength} characters`,
  }).min(1, 'Enter the prize'),
  odds: z
    .number({ error: 'Enter the odds as a percentage' })
    .gt(0, 'The odds must be more than 0 %')
    .max(100, 'The odds can be at most 100 %')
    .refine(hasAtMostTwoDecimals, 'The odds can have at most 2 decimals'),
});

/** Sum of the odds in percent, rounded to hundredths. */
export function totalPrizeOdds(prizes: readonly { odds: number }[]): number {
  return prizes.reduce((sum, p) => sum + oddsInHundredths(p.odds), 0) / 100;
}

/** Index of the first prize reusing an earlier prize's explicit id, or -1. */
function firstDuplicateId(prizes: readonly { id?: string | undefined }[]): number {
  const seen = new Set<string>();
  return prizes.findIndex(({ id }) => {
    if (id === undefined) return false;
    if (seen.has(id)) return true;
    seen.add(id);
    return false;
  });
}

/**
 * Gives every prize without an id a stable one from its position (`p1`, `p2`, …), skipping ids
 * already used by other prizes. Parsing the stored content again keeps the same ids.
 */
export function assignPrizeIds<T extends { id?: string | undefined }>(
  prizes: readonly T[],
): (T & { id: string })[] {
  const taken = new Set(prizes.flatMap(({ id }) => (id === undefined ? [] : [id])));
  return prizes.map((p, i) => {
    if (p.id !== undefined) return { ...p, id: p.id };
    let id = `p${i + 1}`;
    for (let n = 2; taken.has(id); n++) id = `p${i + 1}-${n}`;
    taken.add(id);
    return { ...p, id };
  });
}

export const scratchContentSchema = z.object({
  prizes: capList(
    SCRATCH_LIMITS.maxPrizes,
    `Add at most ${SCRATCH_LIMITS.maxPrizes} prizes`,
    z
      .array(prize, { error: 'The prizes must be a list' })
      .max(SCRATCH_LIMITS.maxPrizes, `Add at most ${SCRATCH_LIMITS.maxPrizes} prizes`),
  )
    .default([])
    .superRefine((prizes, ctx) => {
      const total = totalPrizeOdds(prizes);
      if (total > 100) {
        ctx.addIssue({
          code: 'custom',
          message: `The odds add up to ${total} %; together they can be at most 100 %`,
        });
      }
      const i = firstDuplicateId(prizes);
      if (i >= 0) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'id'],
          message: 'Two prizes have the same id; ids must be unique',
        });
      }
    })
    .transform(assignPrizeIds),
  cover_image: OptionalImageRef,
  no_luck_text: text(SCRATCH_LIMITS.maxNoLuckLength, {
    trim: true,
    notText: 'Enter the text shown when there is no prize',
    tooLong: `The “no luck” text can have at most ${SCRATCH_LIMITS.maxNoLuckLength} characters`,
  })
    .optional()
    .transform((text) => text || SCRATCH_LIMITS.defaultNoLuckText),
});

/** A scratch card's content once parsed: prizes have ids, texts are filled in. */
export type ScratchContent = z.output<typeof scratchContentSchema>;
export type ScratchPrize = ScratchContent['prizes'][number];
/** What a business submits (ids, cover image and no-luck text optional). */
export type ScratchContentInput = z.input<typeof scratchContentSchema>;
