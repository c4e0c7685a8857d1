/**
 * Rewards (docs/product-rules.md#rewards): what a business gives its winners, the pools of codes
 * behind them, how a game gives them (its `settings.rewards`), and what a player sees of a reward
 * won. The server decides every win and hands out every code exactly once.
 */
import { z } from 'zod';
import { IsoDate, IsoDateTime } from './calendar.js';
import { capList, ImageRef, PublicId, text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';

// ---- Limits ----

export const REWARD_LIMITS = {
  nameMax: 80,
  descriptionMax: 1000,
  valueMax: 40,
  termsMax: 5000,
  howToRedeemMax: 2000,
  /** A code of a unique-code pool or the one shared code. */
  codeMax: 100,
  /** A link of a unique-link pool or the one shared link. */
  linkMax: 2000,
  /** Days after the win a reward stays valid, when it expires that way. */
  expiryDaysMax: 3650,
  /** Stock of a reward without a pool (shared code or link, physical prize). */
  quantityMax: 10_000_000,
  /** One upload of codes (a CSV or text file). */
  uploadMaxBytes: 64 * 1024 * 1024,
  /** One generation of codes. */
  generateMax: 1_000_000,
  /** Codes one pool may hold in all. */
  poolMax: 20_000_000,
  generatePrefixMax: 20,
  generateLengthMin: 4,
  generateLengthMax: 32,
  /** Reward rules of one game. */
  rulesPerGame: 20,
  /** Winning moments of one rule. */
  momentsMax: 10_000,
  /** Examples of refused lines an import report lists. */
  reportExamplesMax: 20,
} as const;

/** Odds are percentages with at most 5 decimals (0.00001 %): exact integers in ODDS_SCALE. */
export const ODDS_DECIMALS = 5;
/** 100 % in the smallest odds unit (0.00001 %). Draws are integers in [0, ODDS_SCALE). */
export const ODDS_SCALE = 10_000_000;
export const ODDS_MIN_PERCENT = 0.001;

/** Odds in percent → integer units of 0.00001 % (12.5 % → 1 250 000). */
export function oddsUnits(percent: number): number {
  return Math.round(percent * 10 ** ODDS_DECIMALS);
}

// ---- A reward ----

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

// ---- Code pools ----

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

// ---- Winners and redemption ----

export const WON_REWARD_STATUSES = ['active', 'redeemed', 'expired'] as const;
export const WonRewardStatus = z.enum(WON_REWARD_STATUSES);

export const Winner = z.object({
  /** The public id of this win. */
  id: PublicId,
  reward: z.object({ public_id: PublicId, name: z.string() }),
  /** Null once the player was erased. */
  player: z
    .object({
      public_id: PublicId,
      name: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  game: GameRef.nullable(),
  /** The code or link given, or the shared one; null for a physical prize. */
  code: z.string().nullable(),
  won_at: z.string(),
  expires_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  status: WonRewardStatus,
});
export type Winner = z.infer<typeof Winner>;

export const WinnerListQuery = PageQuery.extend({
  /** `csv` streams every winner of the reward as CSV instead of one page of JSON. */
  format: z.enum(['json', 'csv']).default('json'),
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

// ---- How a game gives rewards (its `settings.rewards`) ----

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

/** A game's commitment to its draws (odds and winning moments): see the fairness rule. */
export const FairnessCommitment = z.object({
  /** SHA-256 (hex) of the secret seed every draw of this period derives from. */
  commitment: z.string(),
  committed_at: z.string(),
  /** The seed (hex), once the period ended; null while draws still use it. */
  seed: z.string().nullable(),
  revealed_at: z.string().nullable(),
});
export type FairnessCommitment = z.infer<typeof FairnessCommitment>;

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

// ---- The player side ----

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
      background: z.string(),
      text: z.string(),
      button: z.string(),
      button_text: z.string(),
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
});

// ---- Fairness: the public record of a game's draws (docs/product-rules.md#fairness) ----

/** A period's draw table: what each draw of the period was decided with. */
export const DrawTable = z.object({
  /** The rule ids of the odds and moments rules, in the order they are tried. */
  order: z.array(z.string()),
  odds: z.array(
    z.object({
      rule_id: z.string(),
      reward_id: z.string(),
      percent: z.number(),
      /** The odds in units of 0.00001 %: the width of the rule's range of tickets. */
      units: z.number().int(),
      /** From this instant the rule gives its reward to every play (while stock lasts). */
      all_from: z.string().nullable(),
    }),
  ),
  moments: z.array(
    z.object({
      rule_id: z.string(),
      reward_id: z.string(),
      all_from: z.string().nullable(),
      mode: z.enum(['random', 'manual']),
      /** Moments in this period (those not yet won when it began). */
      count: z.number().int(),
      /** `random`: moments spread over [from, to). */
      from: z.string().nullable(),
      to: z.string().nullable(),
      /** `manual`: SHA-256 (hex) of the moments, ISO instants ascending, one per line. */
      times_sha256: z.string().nullable(),
    }),
  ),
  consolation_reward_id: z.string().nullable(),
});
export type DrawTable = z.infer<typeof DrawTable>;

/** A winning moment of a period, published once the period's seed is revealed. */
export const RevealedMoment = z.object({
  rule_id: z.string(),
  seq: z.number().int(),
  at: z.string(),
  /** The play that won it; null if none did in this period. */
  play_id: z.string().nullable(),
});
export type RevealedMoment = z.infer<typeof RevealedMoment>;

export const DrawPeriod = FairnessCommitment.extend({
  table: DrawTable,
  /** Every draw of the period. */
  draws: z.number().int(),
  /** Null until the seed is revealed. */
  moments: z.array(RevealedMoment).nullable(),
});
export type DrawPeriod = z.infer<typeof DrawPeriod>;

/** `GET play/games/{public_id}/fairness`: every draw period of a game, newest first. */
export const GameFairnessResponse = z.object({
  game: GameRef,
  periods: z.array(DrawPeriod),
});
export type GameFairnessResponse = z.infer<typeof GameFairnessResponse>;

export const DRAW_RESULTS = ['won', 'consolation', 'lost'] as const;

/** One play's draw. */
export const Draw = z.object({
  play_id: z.string(),
  drawn_at: z.string(),
  /** An integer in [0, 10 000 000): HMAC-SHA256 of the play id under the seed, see the rule. */
  ticket: z.number().int(),
  /** The odds rule whose range holds the ticket, if any. */
  hit_rule_id: z.string().nullable(),
  /** The winning moment the play claimed, if any. */
  moment: z.object({ rule_id: z.string(), seq: z.number().int(), at: z.string() }).nullable(),
  result: z.enum(DRAW_RESULTS),
  /** The rule that gave the reward (`consolation` for the consolation reward). */
  rule_id: z.string().nullable(),
  reward_id: z.string().nullable(),
});
export type Draw = z.infer<typeof Draw>;

/** `GET play/games/{public_id}/draws?commitment=…`: one page of a period's draws, oldest first. */
export const DrawListQuery = PageQuery.extend({
  page_size: z.coerce.number().int().min(1).max(1000).default(100),
  /** The period's commitment (hex); default the newest period. */
  commitment: text(64)
    .regex(/^[0-9a-f]{64}$/, 'Use the commitment as 64 hex characters')
    .optional(),
});
export const DrawListResponse = pageOf(Draw).extend({ commitment: z.string().nullable() });
export type DrawListResponse = z.infer<typeof DrawListResponse>;
