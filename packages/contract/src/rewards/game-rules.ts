/** How a game gives rewards: its `settings.rewards`, as sent and as answered. */
import { z } from 'zod';
import { IsoDateTime } from '../calendar.js';
import { capList, PublicId, text } from '../primitives.js';
import { FairnessCommitment } from './fairness.js';
import { ODDS_DECIMALS, ODDS_MIN_PERCENT, ODDS_SCALE, oddsUnits, REWARD_LIMITS } from './limits.js';

export const REWARD_RULE_MODES = ['winner', 'odds', 'moments'] as const;
export const RewardRuleMode = z.enum(REWARD_RULE_MODES);
export type RewardRuleMode = z.infer<typeof RewardRuleMode>;

const hasAtMostOddsDecimals = (v: number) =>
  Math.abs(v * 10 ** ODDS_DECIMALS - Math.round(v * 10 ** ODDS_DECIMALS)) < 1e-6;

export const Odds = z
  .number({ error: 'Enter the odds as a percentage' })
  .min(ODDS_MIN_PERCENT, `The odds must be at least ${ODDS_MIN_PERCENT} %`)
  .max(100, 'The odds can be at most 100 %')
  .refine(hasAtMostOddsDecimals, `The odds can have at most ${ODDS_DECIMALS} decimals`);

/** Winning moments: N spread at random between two instants, or set one by one. */
export const RewardMoments = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('random'),
    count: z
      .number()
      .int('Use a whole number')
      .min(1, 'At least 1 moment')
      .max(REWARD_LIMITS.momentsMax, `At most ${REWARD_LIMITS.momentsMax} moments`),
    starts_at: IsoDateTime,
    ends_at: IsoDateTime,
  }),
  z.object({
    mode: z.literal('manual'),
    times: capList(
      REWARD_LIMITS.momentsMax,
      `At most ${REWARD_LIMITS.momentsMax} moments`,
      z.array(IsoDateTime).min(1, 'Add at least 1 moment').max(REWARD_LIMITS.momentsMax),
    ),
  }),
]);
export type RewardMoments = z.infer<typeof RewardMoments>;

const Cap = z
  .number()
  .int('Use a whole number')
  .min(1, 'At least 1')
  .max(1_000_000, 'At most 1 000 000');

export const RewardRule = z
  .object({
    /** Stable id of the rule within the game; the server assigns `r1`, `r2`… when missing. */
    id: text(40)
      .regex(/^[a-z0-9_-]+$/i, 'Use letters, digits, - and _ in a rule id')
      .optional(),
    reward_id: PublicId,
    mode: RewardRuleMode,
    /** `winner`: also plays that score at least this (won or not); null: won plays only. */
    min_score: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
    /**
     * `winner`: only plays that came to this result (a personality test's outcome id); null: any
     * result. The game checks it names one of its outcomes.
     */
    result_id: text(64).min(1, 'Choose an outcome').nullable().optional(),
    /** `odds`: the chance of each play, in percent. */
    odds: Odds.nullable().optional(),
    /** `moments`: when the winning moments fall. */
    moments: RewardMoments.nullable().optional(),
    /** Rewards one player may get from this rule (default one). */
    per_player: Cap.optional(),
    /** Rewards this rule may give per day (UTC); null: no daily cap. */
    per_day: Cap.nullable().optional(),
    /** Rewards this rule may give in all; null: as many as the reward's stock. */
    stock: Cap.nullable().optional(),
    /** From this instant every eligible play wins while stock lasts ("100 % from this date"). */
    all_from: IsoDateTime.nullable().optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.mode === 'odds' && rule.odds == null)
      ctx.addIssue({ code: 'custom', path: ['odds'], message: 'Enter the odds' });
    if (rule.mode !== 'winner' && rule.result_id != null)
      ctx.addIssue({
        code: 'custom',
        path: ['result_id'],
        message: 'A reward for an outcome is given when the game ends: choose “Winner”',
      });
    if (rule.mode === 'moments' && rule.moments == null)
      ctx.addIssue({ code: 'custom', path: ['moments'], message: 'Set the winning moments' });
    if (rule.moments?.mode === 'random' && rule.moments.ends_at <= rule.moments.starts_at)
      ctx.addIssue({
        code: 'custom',
        path: ['moments', 'ends_at'],
        message: 'The end must be after the start',
      });
  })
  // Fields left out take their defaults here, not with `.default()`: a rule is part of a list the
  // game's PATCH replaces whole, and change requests carry no defaults (patch-schemas.test.ts).
  .transform((rule) => ({
    ...(rule.id === undefined ? {} : { id: rule.id }),
    reward_id: rule.reward_id,
    mode: rule.mode,
    min_score: rule.min_score ?? null,
    result_id: rule.result_id ?? null,
    odds: rule.odds ?? null,
    moments: rule.moments ?? null,
    per_player: rule.per_player ?? 1,
    per_day: rule.per_day ?? null,
    stock: rule.stock ?? null,
    all_from: rule.all_from ?? null,
  }));
export type RewardRule = z.output<typeof RewardRule>;
export type RewardRuleInput = z.input<typeof RewardRule>;

const RewardRules = capList(
  REWARD_LIMITS.rulesPerGame,
  `A game can give at most ${REWARD_LIMITS.rulesPerGame} rewards`,
  z
    .array(RewardRule)
    .max(REWARD_LIMITS.rulesPerGame)
    // One ticket per play falls in at most one odds rule's range (docs/product-rules.md#fairness).
    .superRefine((rules, ctx) => {
      const units = rules.reduce(
        (sum, r) => sum + (r.mode === 'odds' ? oddsUnits(r.odds ?? 0) : 0),
        0,
      );
      if (units > ODDS_SCALE)
        ctx.addIssue({
          code: 'custom',
          message: `The odds add up to ${units / 10 ** ODDS_DECIMALS} %; together they can be at most 100 %`,
        });
    }),
);
/** `odds` games: what every play that wins nothing else gets; null: nothing. */
const ConsolationRewardId = PublicId.nullable();

export const GameRewardSettings = z.object({
  rules: RewardRules.default([]),
  consolation_reward_id: ConsolationRewardId.default(null),
});
/** The same in a game's PATCH: replaced whole, so both fields are sent (no defaults). */
export const GameRewardSettingsPatch = z.object({
  rules: RewardRules,
  consolation_reward_id: ConsolationRewardId,
});
export type GameRewardSettings = z.output<typeof GameRewardSettings>;
export const NO_GAME_REWARDS: GameRewardSettings = { rules: [], consolation_reward_id: null };

/** Winning moments as the API returns them (plain output: no input coercion to encode back). */
const RewardMomentsOutput = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('random'),
    count: z.number().int(),
    starts_at: z.string(),
    ends_at: z.string(),
  }),
  z.object({ mode: z.literal('manual'), times: z.array(z.string()) }),
]);

/** `settings.rewards` as the API returns it: rule ids filled in, and the draws' commitments. */
export const GameRewardSettingsOutput = z.object({
  rules: z.array(
    z.object({
      id: z.string(),
      reward_id: z.string(),
      mode: RewardRuleMode,
      min_score: z.number().int().nullable(),
      result_id: z.string().nullable(),
      odds: z.number().nullable(),
      moments: RewardMomentsOutput.nullable(),
      per_player: z.number().int(),
      per_day: z.number().int().nullable(),
      stock: z.number().int().nullable(),
      all_from: z.string().nullable(),
    }),
  ),
  consolation_reward_id: z.string().nullable(),
  fairness: z.array(FairnessCommitment),
});
export type GameRewardSettingsOutput = z.infer<typeof GameRewardSettingsOutput>;
