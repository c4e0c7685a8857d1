/** The player side: what a player sees of rewards, the rewards won and the rewards front. */
import { z } from 'zod';
import { HexColorValue, PublicId, text } from '../primitives.js';
import { LanguageTag } from '../languages.js';
import { GameRef, RedeemMode, RewardKind } from './definitions.js';
import { FairnessCommitment } from './fairness.js';
import { RewardRuleMode } from './game-rules.js';
import { WonRewardStatus } from './redemption.js';

/** What a player sees of a reward (no stock, no pool). */
export const PublicReward = z.object({
  public_id: PublicId,
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  value: z.string(),
  terms: z.string(),
  how_to_redeem: z.string(),
  kind: RewardKind,
});
export type PublicReward = z.infer<typeof PublicReward>;

/** A reward a player won: on the win pop-up, in the email, on the rewards front. */
export const WonReward = z.object({
  id: PublicId,
  reward: PublicReward,
  /** The code (unique or shared); null for links and physical prizes. */
  code: z.string().nullable(),
  /** The link (unique or shared); null otherwise. */
  link: z.string().nullable(),
  won_at: z.string(),
  expires_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  status: WonRewardStatus,
  game: GameRef.nullable(),
  redeem_mode: RedeemMode,
  /**
   * In store and active: the signed redemption token its QR code carries (never the code itself;
   * docs/rewards.md#redemption-in-store). Null otherwise.
   */
  redemption_token: z.string().nullable(),
  /** Apple / Google Wallet links when the operator configured them and the reward is in store. */
  wallet: z.object({ apple: z.string().nullable(), google: z.string().nullable() }),
});
export type WonReward = z.infer<typeof WonReward>;

/** How one live game gives a reward, as the rewards front shows it. */
export const RewardOffer = z.object({
  game: GameRef,
  mode: RewardRuleMode,
  /** `odds`: the chance per play in percent. */
  odds: z.number().nullable(),
  /** `winner` with a threshold. */
  min_score: z.number().int().nullable(),
});

/** `GET play/accounts/{account_public_id}/rewards` (with `x-player`: that player's too). */
export const AccountRewardsResponse = z.object({
  business_name: z.string(),
  /** What the business's live games can give, with how (`show_all=1` shows the games). */
  rewards: z.array(
    z.object({
      reward: PublicReward,
      offers: z.array(RewardOffer),
      /**
       * With a player: whether they can still win it (a game gives it and their per-player cap of
       * at least one of its rules is not reached). Without a player: true.
       */
      can_win: z.boolean().optional(),
    }),
  ),
  /** The player's rewards, newest first; empty without a player. */
  won: z.array(WonReward),
  /** The commitments of the business's live games with odds or winning moments. */
  fairness: z.array(z.object({ game: GameRef, commitments: z.array(FairnessCommitment) })),
  /**
   * The player the `x-player` token is (null without a valid token of this business): the front
   * shows `won` only on its own page `/rewards/{account}/{player}`. Optional until the route sends it.
   */
  player: z
    .object({ public_id: PublicId, display_name: z.string().nullable() })
    .nullable()
    .optional(),
  /** The business's template colours for the front (`#RRGGBB`); null: the app's own look. */
  colors: z
    .object({
      background: HexColorValue,
      text: HexColorValue,
      button: HexColorValue,
      button_text: HexColorValue,
    })
    .nullable()
    .optional(),
});
export type AccountRewardsResponse = z.infer<typeof AccountRewardsResponse>;

/**
 * `GET play/accounts/{account_public_id}/rewards`: `source_url` / `parent_url` are accepted (the
 * front passes them on in its play links); `show_all` is the front's display choice.
 */
export const AccountRewardsQuery = z.object({
  source_url: text(2000).optional(),
  parent_url: text(2000).optional(),
  show_all: text(10).optional(),
  /**
   * The language of the rewards' texts: this one, else the player's, else the first of
   * `Accept-Language` shipped; a text without a translation is in the reward's default language.
   */
  lang: LanguageTag.optional(),
});
