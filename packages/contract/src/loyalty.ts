/**
 * Loyalty across games (issue 39, docs/loyalty.md): a business's earning rules, levels, badges and
 * expiry; its points catalogue (rewards of the rewards section offered for points); its members,
 * their append-only ledger and the player's member card.
 */
import { z } from 'zod';
import { ImageRef, PublicId, TimeZoneName, capList, text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';
import { LOYALTY_BADGE_ICONS } from './badge-icons.js';

/** The most points one rule, one adjustment or one price may name. */
export const LOYALTY_MAX_POINTS = 1_000_000;
export const LOYALTY_LIMITS = {
  levels: 10,
  badges: 20,
  scoreBands: 10,
  reason: 200,
  levelName: 40,
  badgeName: 60,
  catalogue: 100,
} as const;

const Points = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of points` })
    .int(`${what} must be a whole number of points`)
    .min(0, `${what} cannot be negative`)
    .max(LOYALTY_MAX_POINTS, `${what} must be at most ${LOYALTY_MAX_POINTS} points`);

export { LOYALTY_BADGE_ICONS, type LoyaltyBadgeIcon } from './badge-icons.js';

/** What earns a badge (docs/loyalty.md#levels-and-badges). */
export const LOYALTY_BADGE_KINDS = [
  'first_win',
  'streak',
  'all_games',
  'top_10',
  'plays',
  'points',
] as const;
export type LoyaltyBadgeKind = (typeof LOYALTY_BADGE_KINDS)[number];

export const LoyaltyScoreBandInput = z.object({
  min_score: z.number().int().min(0).max(1_000_000_000),
  points: Points('A score band'),
});

export const LoyaltyRulesInput = z.object({
  /** Every play that ends (won, lost or abandoned). */
  play: Points('A play').default(0),
  /** A play the player finished (not left to expire). */
  finish: Points('A finish').default(0),
  win: Points('A win').default(0),
  /** The first play of the player's day, in the business's time zone. */
  first_play_of_day: Points('The first play of the day').default(0),
  /** Each time the streak reaches a multiple of `streak_days` days in a row. */
  streak_days: z.number().int().min(2).max(365).default(7),
  streak: Points('A streak').default(0),
  /** The first lead form the player sends for a game. */
  form: Points('A filled form').default(0),
  /**
   * To the referrer, when a friend who came through their share link becomes a verified member:
   * once per friend's verified email (docs/loyalty.md#referral).
   */
  referral: Points('A referral').default(0),
  /**
   * Every published game of the business played in one week (Monday to Sunday in the business's
   * time zone), once per week.
   */
  every_game_of_week: Points('Every game of the week').default(0),
  /** The highest band whose minimum the play's score reaches. */
  score_bands: capList(
    LOYALTY_LIMITS.scoreBands,
    `At most ${LOYALTY_LIMITS.scoreBands} score bands`,
    z.array(LoyaltyScoreBandInput).max(LOYALTY_LIMITS.scoreBands),
  ).default([]),
  /** The most points a player earns in one day (null: no cap). */
  daily_cap: Points('The daily cap').nullable().default(null),
});

export const LoyaltyLevelInput = z.object({
  name: text(LOYALTY_LIMITS.levelName, {
    trim: true,
    tooLong: `A level's name must be at most ${LOYALTY_LIMITS.levelName} characters`,
  }).min(1, 'A level needs a name'),
  /** Lifetime points from which a member holds this level. */
  min_points: Points("A level's threshold"),
});

export const LoyaltyBadgeInput = z.object({
  id: text(40).regex(/^[a-z0-9_-]+$/, 'A badge id uses a-z, 0-9, _ and -'),
  name: text(LOYALTY_LIMITS.badgeName, {
    trim: true,
    tooLong: `A badge's name must be at most ${LOYALTY_LIMITS.badgeName} characters`,
  }).min(1, 'A badge needs a name'),
  icon: z.enum(LOYALTY_BADGE_ICONS, { error: 'Choose one of the badge icons' }),
  /**
   * The business's own picture for the badge (an image uploaded through `POST media`, checked
   * there for type and size, or an https URL), drawn instead of the icon; null: the icon.
   */
  image: ImageRef.nullable().default(null),
  kind: z.enum(LOYALTY_BADGE_KINDS, { error: 'Choose what earns the badge' }),
  /** `streak`: days in a row; `plays`: plays; `points`: lifetime points. Ignored otherwise. */
  threshold: z.number().int().min(1).max(LOYALTY_MAX_POINTS).default(1),
});

/**
 * Which push reminders the business's members get (docs/loyalty.md#reminders): through the app's
 * push, in the evening of the player's day, at most one a day, within the plan's push limit.
 */
export const LoyaltyRemindersInput = z.object({
  streak_ends: z.boolean().default(false),
  points_expire: z.boolean().default(false),
  new_badge: z.boolean().default(false),
});

export const LoyaltySettingsRequest = z.object({
  enabled: z.boolean(),
  /** The business's day for streaks, first plays and caps. */
  time_zone: TimeZoneName.default('UTC'),
  rules: LoyaltyRulesInput.default(() => LoyaltyRulesInput.parse({})),
  levels: capList(
    LOYALTY_LIMITS.levels,
    `At most ${LOYALTY_LIMITS.levels} levels`,
    z.array(LoyaltyLevelInput).max(LOYALTY_LIMITS.levels),
  ).default([]),
  badges: capList(
    LOYALTY_LIMITS.badges,
    `At most ${LOYALTY_LIMITS.badges} badges`,
    z.array(LoyaltyBadgeInput).max(LOYALTY_LIMITS.badges),
  ).default([]),
  /** Points expire this many days after they were earned, oldest first (null: never). */
  expiry_days: z.number().int().min(1).max(3650).nullable().default(null),
  reminders: LoyaltyRemindersInput.default(() => LoyaltyRemindersInput.parse({})),
});
export type LoyaltySettingsRequest = z.input<typeof LoyaltySettingsRequest>;
export type LoyaltyRules = z.output<typeof LoyaltyRulesInput>;
export type LoyaltyLevel = z.output<typeof LoyaltyLevelInput>;
export type LoyaltyBadge = z.output<typeof LoyaltyBadgeInput>;
export type LoyaltyReminders = z.output<typeof LoyaltyRemindersInput>;
export type LoyaltySettingsValue = z.output<typeof LoyaltySettingsRequest>;

export const LoyaltySettings = z.object({
  enabled: z.boolean(),
  time_zone: z.string(),
  rules: z.object({
    play: z.number().int(),
    finish: z.number().int(),
    win: z.number().int(),
    first_play_of_day: z.number().int(),
    streak_days: z.number().int(),
    streak: z.number().int(),
    form: z.number().int(),
    referral: z.number().int(),
    every_game_of_week: z.number().int(),
    score_bands: z.array(z.object({ min_score: z.number().int(), points: z.number().int() })),
    daily_cap: z.number().int().nullable(),
  }),
  levels: z.array(z.object({ name: z.string(), min_points: z.number().int() })),
  badges: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      icon: z.enum(LOYALTY_BADGE_ICONS),
      image: z.string().nullable(),
      kind: z.enum(LOYALTY_BADGE_KINDS),
      threshold: z.number().int(),
    }),
  ),
  expiry_days: z.number().int().nullable(),
  reminders: z.object({
    streak_ends: z.boolean(),
    points_expire: z.boolean(),
    new_badge: z.boolean(),
  }),
  updated_at: z.string().nullable(),
});
export type LoyaltySettings = z.infer<typeof LoyaltySettings>;
export const LoyaltySettingsResponse = z.object({ loyalty: LoyaltySettings });

// ---- The catalogue ----

export const CreateLoyaltyItemRequest = z.object({
  /** The reward of the rewards section given (its stock, caps and codes). */
  reward_id: PublicId,
  price: Points('The price').min(1, 'The price must be at least 1 point'),
  /** How many times one member may buy it (null: no limit but the reward's stock). */
  per_player: z.number().int().min(1).max(1000).nullable().default(null),
  active: z.boolean().default(true),
});
export const UpdateLoyaltyItemRequest = z
  .object({
    price: Points('The price').min(1, 'The price must be at least 1 point'),
    per_player: z.number().int().min(1).max(1000).nullable(),
    active: z.boolean(),
  })
  .partial();

export const LoyaltyItem = z.object({
  public_id: PublicId,
  reward: z.object({
    public_id: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    value: z.string(),
  }),
  price: z.number().int(),
  per_player: z.number().int().nullable(),
  active: z.boolean(),
  /** What is left of the reward (null: unlimited). */
  stock_left: z.number().int().nullable(),
  updated_at: z.string(),
});
export type LoyaltyItem = z.infer<typeof LoyaltyItem>;
export const LoyaltyItemResponse = z.object({ item: LoyaltyItem });
export const LoyaltyCatalogueResponse = z.object({ data: z.array(LoyaltyItem) });

// ---- Members and the ledger ----

export const LOYALTY_ENTRY_KINDS = ['earn', 'spend', 'expire', 'adjust'] as const;
export type LoyaltyEntryKind = (typeof LOYALTY_ENTRY_KINDS)[number];

export const LoyaltyEntry = z.object({
  id: z.string(),
  kind: z.enum(LOYALTY_ENTRY_KINDS),
  /** Positive for earn and a positive adjustment, negative for spend, expire and a negative one. */
  points: z.number().int(),
  /** Why: the rule that earned it (`play`, `win`, `streak`…), the item bought, or the business's words. */
  reason: z.string(),
  at: z.string(),
});
export type LoyaltyEntry = z.infer<typeof LoyaltyEntry>;

export const LoyaltyMember = z.object({
  player: z.object({
    public_id: z.string(),
    display_name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  balance: z.number().int(),
  lifetime: z.number().int(),
  level: z.string().nullable(),
  streak: z.number().int(),
  best_streak: z.number().int(),
  badges: z.array(z.string()),
  joined_at: z.string(),
  last_earned_at: z.string().nullable(),
});
export type LoyaltyMember = z.infer<typeof LoyaltyMember>;

export const LOYALTY_MEMBER_SORTS = ['balance', 'lifetime', 'recent'] as const;
export const LoyaltyMemberListQuery = PageQuery.extend({
  sort: z.enum(LOYALTY_MEMBER_SORTS).default('recent'),
});
export const LoyaltyMemberListResponse = pageOf(LoyaltyMember);
export type LoyaltyMemberListResponse = z.infer<typeof LoyaltyMemberListResponse>;
export const LoyaltyMemberParams = z.object({ player_id: PublicId });
export const LoyaltyLedgerQuery = PageQuery;
export const LoyaltyLedgerResponse = pageOf(LoyaltyEntry);
export type LoyaltyLedgerResponse = z.infer<typeof LoyaltyLedgerResponse>;

export const LoyaltyAdjustRequest = z.object({
  points: z
    .number({ error: 'Points must be a whole number' })
    .int('Points must be a whole number')
    .min(-LOYALTY_MAX_POINTS, `Points must be at least -${LOYALTY_MAX_POINTS}`)
    .max(LOYALTY_MAX_POINTS, `Points must be at most ${LOYALTY_MAX_POINTS}`)
    .refine((n) => n !== 0, 'Points cannot be 0'),
  reason: text(LOYALTY_LIMITS.reason, {
    trim: true,
    tooLong: `The reason must be at most ${LOYALTY_LIMITS.reason} characters`,
  }).min(1, 'Say why the points change'),
});
export const LoyaltyAdjustResponse = z.object({ member: LoyaltyMember, entry: LoyaltyEntry });

// ---- Stats ----

export const LoyaltyStats = z.object({
  members: z.number().int(),
  points_issued: z.number().int(),
  points_spent: z.number().int(),
  points_expired: z.number().int(),
  /** Unspent points. */
  outstanding: z.number().int(),
  /**
   * The outstanding points valued at the catalogue: each point at the cheapest active item's
   * reward value per point (null when no item has a numeric value).
   */
  liability: z.number().nullable(),
  top_badges: z.array(z.object({ id: z.string(), name: z.string(), members: z.number().int() })),
  /** Of the members who joined at least 7 (30) days ago, the share who earned in the last 7 (30) days. */
  retention_7: z.number().nullable(),
  retention_30: z.number().nullable(),
});
export type LoyaltyStats = z.infer<typeof LoyaltyStats>;

// ---- The player's member card ----

export const LoyaltyCard = z.object({
  enabled: z.boolean(),
  /** False until the player's email is verified for the business (docs/loyalty.md#members). */
  member: z.boolean(),
  balance: z.number().int(),
  lifetime: z.number().int(),
  level: z.string().nullable(),
  next_level: z.object({ name: z.string(), min_points: z.number().int() }).nullable(),
  streak: z.number().int(),
  badges: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      icon: z.enum(LOYALTY_BADGE_ICONS),
      /** The business's own picture, drawn instead of the icon (null: the icon). */
      image: z.string().nullable(),
      earned_at: z.string().nullable(),
    }),
  ),
  catalogue: z.array(LoyaltyItem),
  history: z.array(LoyaltyEntry),
});
export type LoyaltyCard = z.infer<typeof LoyaltyCard>;
export const LoyaltyCardResponse = z.object({ card: LoyaltyCard });
export type LoyaltyCardResponse = z.infer<typeof LoyaltyCardResponse>;
export const LoyaltyBuyParams = z.object({ id: PublicId, item: PublicId });
export const LoyaltyBuyResponse = z.object({
  reward: z.object({
    public_id: z.string(),
    name: z.string(),
    code: z.string().nullable(),
    link: z.string().nullable(),
    expires_at: z.string().nullable(),
  }),
  balance: z.number().int(),
  /**
   * Fair play holds the purchase for the business's review (docs/loyalty.md#fair-play), as it
   * holds an instant win: the points are spent, the code and link are null until it is approved
   * (it then shows among the player's rewards); rejected, the points come back.
   */
  held: z.boolean(),
});
export type LoyaltyBuyResponse = z.infer<typeof LoyaltyBuyResponse>;
