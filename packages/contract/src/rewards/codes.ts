/** The pools of unique codes or links behind a reward: generating and uploading them. */
import { z } from 'zod';
import { text } from '../primitives.js';
import { Reward } from './definitions.js';
import { REWARD_LIMITS } from './limits.js';

export const CODE_ALPHABETS = ['letters_digits', 'letters', 'digits'] as const;
/** Upper-case, without the look-alikes 0/O and 1/I/L so codes read back without mistakes. */
export const CODE_ALPHABET_CHARS: Record<(typeof CODE_ALPHABETS)[number], string> = {
  letters_digits: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789',
  letters: 'ABCDEFGHJKMNPQRSTUVWXYZ',
  digits: '0123456789',
};

export const GenerateCodesRequest = z.object({
  count: z
    .number()
    .int('Use a whole number')
    .min(1, 'Generate at least 1 code')
    .max(REWARD_LIMITS.generateMax, `Generate at most ${REWARD_LIMITS.generateMax} codes at once`),
  prefix: text(REWARD_LIMITS.generatePrefixMax, {
    trim: true,
    tooLong: `The prefix can have at most ${REWARD_LIMITS.generatePrefixMax} characters`,
  })
    .regex(/^[A-Za-z0-9_-]*$/, 'Use letters, digits, - and _ in the prefix')
    .default(''),
  /** Characters after the prefix. */
  length: z
    .number()
    .int('Use a whole number')
    .min(
      REWARD_LIMITS.generateLengthMin,
      `Use at least ${REWARD_LIMITS.generateLengthMin} characters`,
    )
    .max(
      REWARD_LIMITS.generateLengthMax,
      `Use at most ${REWARD_LIMITS.generateLengthMax} characters`,
    )
    .default(10),
  alphabet: z.enum(CODE_ALPHABETS).default('letters_digits'),
});
export type GenerateCodesRequest = z.input<typeof GenerateCodesRequest>;

export const CODE_LINE_PROBLEMS = ['duplicate', 'too_long', 'invalid'] as const;

/** What an upload or a generation did: lines imported, and lines refused with a few examples. */
export const CodeImportReport = z.object({
  imported: z.number().int(),
  /** Blank lines are skipped silently but counted. */
  blank: z.number().int(),
  /** Already in the pool, or twice in the file. */
  duplicates: z.number().int(),
  too_long: z.number().int(),
  /** Not a code or link of this reward's kind (a link that is not http(s)). */
  invalid: z.number().int(),
  examples: z.array(
    z.object({
      line: z.number().int(),
      problem: z.enum(CODE_LINE_PROBLEMS),
      /** The line, cut to 100 characters. */
      value: z.string(),
    }),
  ),
  reward: Reward,
});
export type CodeImportReport = z.infer<typeof CodeImportReport>;
