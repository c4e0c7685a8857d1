/** The winners of a reward and how staff redeem a win. */
import { z } from 'zod';
import { EmailAddress, PublicId, text } from '../primitives.js';
import { PageQuery, pageOf } from '../resources.js';
import { GameRef } from './definitions.js';
import { REWARD_LIMITS } from './limits.js';

/**
 * `active` is issued and usable; `held`: fair play holds it for review (docs/fair-play-risk.md#review)
 * — not shown to the player and not redeemable until approved (then `active`; rejected: `voided`);
 * `unverified`: kept until the player verifies their email (or phone) in the game's form — never
 * shown to the player (docs/fair-play.md#wins-kept-until-the-player-verifies);
 * `voided`: cancelled by the business, with a reason.
 */
export const WON_REWARD_STATUSES = [
  'active',
  'held',
  'unverified',
  'redeemed',
  'expired',
  'voided',
] as const;
export const WonRewardStatus = z.enum(WON_REWARD_STATUSES);
export type WonRewardStatus = z.infer<typeof WonRewardStatus>;

export const Winner = z.object({
  /** The public id of this win. */
  id: PublicId,
  reward: z.object({ public_id: PublicId, name: z.string() }),
  /** Null once the player was erased. */
  player: z
    .object({
      public_id: PublicId,
      name: z.string().nullable(),
      email: EmailAddress.nullable(),
    })
    .nullable(),
  game: GameRef.nullable(),
  /** The code or link given, or the shared one; null for a physical prize. */
  code: z.string().nullable(),
  won_at: z.string(),
  expires_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  status: WonRewardStatus,
  /** When the business voided it (status `voided`); null otherwise. */
  voided_at: z.string().nullable(),
  /** Why the business voided it (status `voided`); null otherwise. */
  void_reason: z.string().nullable(),
});
export type Winner = z.infer<typeof Winner>;

export const WinnerListQuery = PageQuery.extend({
  /** `csv` streams every winner of the reward as CSV instead of one page of JSON. */
  format: z.enum(['json', 'csv']).default('json'),
  /** Only the wins in this state now (for example `held`: waiting for review); every win without. */
  status: WonRewardStatus.optional(),
});
export const WinnerListResponse = pageOf(Winner);
export type WinnerListResponse = z.infer<typeof WinnerListResponse>;

/** Staff redeem a win by its code, or (for a shared code or a physical prize) by the win's id. */
export const RedeemRequest = z
  .object({
    code: text(REWARD_LIMITS.linkMax, { trim: true, tooLong: 'This code is too long' })
      .min(1, 'Enter a code')
      .optional(),
    winner_id: PublicId.optional(),
    /**
     * What staff typed in "Redeem a code": a code, a link, or a physical prize's win reference.
     * The server tries them in that order, so one request gives one answer.
     */
    typed: text(REWARD_LIMITS.linkMax, { trim: true, tooLong: 'This code is too long' })
      .min(1, 'Enter a code')
      .optional(),
  })
  .refine((r) => [r.code, r.winner_id, r.typed].filter((v) => v !== undefined).length === 1, {
    message: 'Send a code, a winner id or what was typed',
  });
export type RedeemRequest = z.input<typeof RedeemRequest>;
export const RedeemResponse = z.object({ winner: Winner });
export type RedeemResponse = z.infer<typeof RedeemResponse>;
