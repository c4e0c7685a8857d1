import { z } from 'zod';
import { assignIds, checkUniqueIds, itemIdSchema } from '../ids.js';
import { boundedList, IMAGE_REF_MAX_LENGTH, OptionalImageRef, text } from '../input.js';

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

const prizeId = itemIdSchema('prize', SCRATCH_LIMITS.maxIdLength);

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

/** Gives every prize without an id a stable one from its position (`p1`, `p2`, …). */
export function assignPrizeIds<T extends { id?: string | undefined }>(
  prizes: readonly T[],
): (T & { id: string })[] {
  return assignIds(prizes, 'p');
}

export const scratchContentSchema = z.object({
  prizes: boundedList(prize, {
    max: SCRATCH_LIMITS.maxPrizes,
    notList: 'The prizes must be a list',
    tooMany: `Add at most ${SCRATCH_LIMITS.maxPrizes} prizes`,
  })
    .default([])
    .superRefine((prizes, ctx) => {
      const total = totalPrizeOdds(prizes);
      if (total > 100) {
        ctx.addIssue({
          code: 'custom',
          message: `The odds add up to ${total} %; together they can be at most 100 %`,
        });
      }
      checkUniqueIds(prizes, ctx, 'prizes');
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
