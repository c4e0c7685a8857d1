/** A reward: its kinds, expiry, the create and update requests, and the reward as answered. */
import { z } from 'zod';
import { IsoDate } from '../calendar.js';
import { ImageRef, PublicId, text } from '../primitives.js';
import { PageQuery, pageOf } from '../resources.js';
import { byLanguage, Language, translationsPatch } from '../languages.js';
import { REWARD_LIMITS } from './limits.js';

/**
 * - `unique_code`: one code of the pool per winner; `unique_link`: one link of the pool per
 *   winner; `shared_code` / `shared_link`: the same code or link for every winner;
 *   `physical`: a prize sent or handed over, claimed with the player's form details.
 */
export const REWARD_KINDS = [
  'unique_code',
  'shared_code',
  'unique_link',
  'shared_link',
  'physical',
] as const;
export const RewardKind = z.enum(REWARD_KINDS);
export type RewardKind = z.infer<typeof RewardKind>;
/** Kinds whose stock is a pool of codes (or links) uploaded or generated. */
export const POOL_KINDS: readonly RewardKind[] = ['unique_code', 'unique_link'];
export const isPoolKind = (kind: RewardKind) => POOL_KINDS.includes(kind);
/** Kinds whose value is one text given to every winner. */
export const SHARED_KINDS: readonly RewardKind[] = ['shared_code', 'shared_link'];

export const RewardExpiry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  /** Valid until the end of that day (UTC). */
  z.object({ type: z.literal('date'), date: IsoDate }),
  z.object({
    type: z.literal('days_after_win'),
    days: z
      .number()
      .int('Use whole days')
      .min(1, 'At least 1 day')
      .max(REWARD_LIMITS.expiryDaysMax, `At most ${REWARD_LIMITS.expiryDaysMax} days`),
  }),
]);
export type RewardExpiry = z.infer<typeof RewardExpiry>;

const RewardName = text(REWARD_LIMITS.nameMax, {
  trim: true,
  tooLong: `Name must be at most ${REWARD_LIMITS.nameMax} characters`,
}).min(1, 'Name is required');
const RewardDescription = text(REWARD_LIMITS.descriptionMax, {
  trim: true,
  tooLong: `Description must be at most ${REWARD_LIMITS.descriptionMax} characters`,
});
const RewardValue = text(REWARD_LIMITS.valueMax, {
  trim: true,
  tooLong: `Value must be at most ${REWARD_LIMITS.valueMax} characters`,
});
const RewardTerms = text(REWARD_LIMITS.termsMax, {
  trim: true,
  tooLong: `Terms must be at most ${REWARD_LIMITS.termsMax} characters`,
});
const HowToRedeem = text(REWARD_LIMITS.howToRedeemMax, {
  trim: true,
  tooLong: `How to redeem must be at most ${REWARD_LIMITS.howToRedeemMax} characters`,
});
/** The one code or link of a shared reward (a link must be a full http(s) address). */
const SharedValue = text(REWARD_LIMITS.linkMax, { trim: true, tooLong: 'This is too long' });
const Quantity = z
  .number()
  .int('Use a whole number')
  .min(1, 'At least 1')
  .max(REWARD_LIMITS.quantityMax, `At most ${REWARD_LIMITS.quantityMax}`);
const LowStockThreshold = z
  .number()
  .int('Use a whole number')
  .min(1, 'At least 1')
  .max(REWARD_LIMITS.quantityMax, `At most ${REWARD_LIMITS.quantityMax}`);

const isHttpUrl = (v: string) => /^https?:\/\/\S+$/i.test(v);

/** The shared value fits the kind: a code for `shared_code`, an http(s) link for `shared_link`. */
export function sharedValueProblem(kind: RewardKind, value: string | null): string | null {
  if (kind === 'shared_code') {
    if (!value) return 'Enter the code every winner gets';
    if (value.length > REWARD_LIMITS.codeMax)
      return `A code can have at most ${REWARD_LIMITS.codeMax} characters`;
    return null;
  }
  if (kind === 'shared_link') {
    if (!value) return 'Enter the link every winner gets';
    return isHttpUrl(value) ? null : 'Use a full http(s):// address';
  }
  return value ? 'Only a shared code or link reward has one value for everyone' : null;
}

/**
 * One language's texts of a reward (docs/product-rules.md#languages): what a winner reads in the
 * pop-up, the rewards front and the email. Missing or blank: the default language's.
 */
export const RewardTranslation = z
  .object({
    name: RewardName,
    description: RewardDescription,
    value: RewardValue,
    terms: RewardTerms,
    how_to_redeem: HowToRedeem,
  })
  .partial();
export type RewardTranslation = z.infer<typeof RewardTranslation>;
const RewardTranslationOutput = z
  .object({
    name: z.string(),
    description: z.string(),
    value: z.string(),
    terms: z.string(),
    how_to_redeem: z.string(),
  })
  .partial();

/**
 * Where a reward is used: `online` (its code in the business's own shop, as before) or `in_store`
 * (shown at a counter: a QR code with a signed redemption token that staff scan and redeem;
 * docs/rewards.md#redemption-in-store).
 */
export const REDEEM_MODES = ['online', 'in_store'] as const;
export const RedeemMode = z.enum(REDEEM_MODES, { error: 'Choose online or in_store' });
export type RedeemMode = z.infer<typeof RedeemMode>;

export const CreateRewardRequest = z
  .object({
    name: RewardName,
    description: RewardDescription.default(''),
    image: ImageRef.nullable().default(null),
    /** What it is worth, as the business writes it ("5 €", "10 % off"). */
    value: RewardValue.default(''),
    terms: RewardTerms.default(''),
    how_to_redeem: HowToRedeem.default(''),
    expiry: RewardExpiry.default({ type: 'none' }),
    kind: RewardKind,
    /** The code or link every winner gets (`shared_code`, `shared_link` only). */
    shared_value: SharedValue.nullable().default(null),
    /** Stock of a reward without a pool; null means unlimited. Pool kinds count their codes. */
    quantity: Quantity.nullable().default(null),
    /** The owner is emailed when what is left falls below this; null: no alert. */
    low_stock_threshold: LowStockThreshold.nullable().default(null),
    /** The language of the texts above; the account's default language when absent. */
    default_language: Language.optional(),
    translations: byLanguage(RewardTranslation).optional(),
    redeem_mode: RedeemMode.default('online'),
  })
  .superRefine((r, ctx) => {
    const problem = sharedValueProblem(r.kind, r.shared_value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['shared_value'], message: problem });
    if (isPoolKind(r.kind) && r.quantity !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: 'The stock of a code or link pool is the number of codes in it',
      });
    }
  });
export type CreateRewardRequest = z.input<typeof CreateRewardRequest>;

/** Only the fields sent change. The kind of a reward is fixed once created. */
export const UpdateRewardRequest = z
  .object({
    name: RewardName,
    description: RewardDescription,
    image: ImageRef.nullable(),
    value: RewardValue,
    terms: RewardTerms,
    how_to_redeem: HowToRedeem,
    expiry: RewardExpiry,
    shared_value: SharedValue.nullable(),
    quantity: Quantity.nullable(),
    low_stock_threshold: LowStockThreshold.nullable(),
    default_language: Language,
    /** Each language sent replaces its texts; `null` removes the language; others are kept. */
    translations: translationsPatch(RewardTranslation),
    redeem_mode: RedeemMode,
  })
  .partial();
export type UpdateRewardRequest = z.input<typeof UpdateRewardRequest>;

/** Counts of a reward: `total` and `left` are null when the stock is unlimited. */
export const RewardStock = z.object({
  total: z.number().int().nullable(),
  won: z.number().int(),
  redeemed: z.number().int(),
  left: z.number().int().nullable(),
});
export type RewardStock = z.infer<typeof RewardStock>;

export const GameRef = z.object({ public_id: PublicId, name: z.string() });
export type GameRef = z.infer<typeof GameRef>;

export const Reward = z.object({
  public_id: PublicId,
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  value: z.string(),
  terms: z.string(),
  how_to_redeem: z.string(),
  expiry: RewardExpiry,
  kind: RewardKind,
  shared_value: z.string().nullable(),
  quantity: z.number().int().nullable(),
  low_stock_threshold: z.number().int().nullable(),
  stock: RewardStock,
  /** `left` is below the threshold. */
  low_stock: z.boolean(),
  /** The games whose reward rules give it. */
  games: z.array(GameRef),
  /** The language of the texts; `translations` holds the others. */
  default_language: Language,
  languages: z.array(Language),
  translations: byLanguage(RewardTranslationOutput),
  redeem_mode: RedeemMode,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Reward = z.infer<typeof Reward>;
export const RewardResponse = z.object({ reward: Reward });
export type RewardResponse = z.infer<typeof RewardResponse>;

export const RewardListQuery = PageQuery.extend({
  /** A prefix of the name, case-insensitive. */
  q: text(80, { trim: true }).optional(),
});
export const RewardListResponse = pageOf(Reward);
export type RewardListResponse = z.infer<typeof RewardListResponse>;
