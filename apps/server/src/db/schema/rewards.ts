/**
 * Rewards, their codes, the rewards players won, and the award engine's tables
 * (features/rewards; docs/product-rules.md#rewards).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DRAW_RESULTS,
  LANGUAGES,
  REDEEM_MODES,
  REWARD_KINDS,
  type DrawTable,
  type RewardExpiry,
  type RewardTranslation,
  type Translations,
} from '@playdesk/contract';
import { createdAt, id } from './columns.js';
import { accounts, users } from './accounts.js';
import { games } from './games.js';
import { counterDevices, locations } from './locations.js';
import { players } from './players.js';
import { gameplays } from './play.js';

/**
 * What a business gives its winners (docs/product-rules.md#rewards). `codes_total`, `won` and
 * `redeemed` are counters changed only in the same statement or transaction as the codes and wins
 * they count (never read-then-write), so the list reads a reward's stock without counting rows.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    value: text('value').notNull().default(''),
    terms: text('terms').notNull().default(''),
    howToRedeem: text('how_to_redeem').notNull().default(''),
    /** The language of the texts above; `translations` holds the others (issue 33 §4). */
    defaultLanguage: text('default_language', { enum: LANGUAGES }).notNull().default('en'),
    translations: jsonb('translations')
      .$type<Translations<RewardTranslation>>()
      .notNull()
      .default({}),
    expiry: jsonb('expiry').$type<RewardExpiry>().notNull(),
    kind: text('kind', { enum: REWARD_KINDS }).notNull(),
    sharedValue: text('shared_value'),
    /** Stock of a reward without a pool; null: unlimited. */
    quantity: integer('quantity'),
    lowStockThreshold: integer('low_stock_threshold'),
    /** When the low-stock email was last queued; cleared when the stock rises above again. */
    lowStockAlertedAt: timestamp('low_stock_alerted_at', { withTimezone: true }),
    codesTotal: integer('codes_total').notNull().default(0),
    won: integer('won').notNull().default(0),
    redeemed: integer('redeemed').notNull().default(0),
    /** Online (its code in the business's shop) or in store (a QR code staff scan). */
    redeemMode: text('redeem_mode', { enum: REDEEM_MODES }).notNull().default('online'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rewards_account_idx').on(t.accountId, t.createdAt),
    check('rewards_counts_check', sql`won >= 0 and redeemed >= 0 and codes_total >= 0`),
  ],
);

/**
 * The codes (or links) of a unique-code or unique-link pool. A code is taken by one conditional
 * UPDATE of a row found with `FOR UPDATE SKIP LOCKED` through the partial index of codes not yet
 * won, so two winners never get the same one.
 *
 * `reward_id` has no foreign key on purpose: a pool takes a million codes in one import, and
 * PostgreSQL checks a foreign key row by row (a share lock on the reward per code: about 30 % of
 * the import's time). The same guarantees are kept by other means (migration
 * 0010_reward_codes_bulk.sql): codes are only added under `lockPool`, which first takes the
 * reward's row FOR KEY SHARE (so the reward cannot be deleted until the import commits, exactly
 * what the per-row check did), and a statement trigger on `rewards` deletes the codes of deleted
 * rewards (the cascade, for a reward's own delete and for an account's).
 */
export const rewardCodes = pgTable(
  'reward_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    rewardId: uuid('reward_id').notNull(),
    code: text('code').notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reward_codes_reward_code_idx').on(t.rewardId, t.code),
    index('reward_codes_free_idx')
      .on(t.rewardId, t.id)
      .where(sql`won_at is null`),
  ],
);

/**
 * One reward won by one player: the code or link given (copied here, so the pool can be cleaned
 * without losing what a winner holds), when it expires, and whether staff redeemed it.
 */
export const playerRewards = pgTable(
  'player_rewards',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    gameplayId: uuid('gameplay_id').references(() => gameplays.id, { onDelete: 'set null' }),
    /** The game's reward rule that gave it (`settings.rewards.rules[].id`). */
    ruleId: text('rule_id'),
    code: text('code'),
    link: text('link'),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Where and on which counter device it was redeemed (null: at a desk, by the API). */
    redeemedLocationId: uuid('redeemed_location_id').references(() => locations.id, {
      onDelete: 'set null',
    }),
    redeemedDeviceId: uuid('redeemed_device_id').references(() => counterDevices.id, {
      onDelete: 'set null',
    }),
    /** The device's name or the API key's name at the time, kept when the device is unpaired. */
    redeemedByName: text('redeemed_by_name'),
    /** Voided by the business, with why: it can no longer be redeemed. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    /** When what its wallet pass shows last changed (Apple's "passes updated since"). */
    passUpdatedAt: timestamp('pass_updated_at', { withTimezone: true }),
    /** When the reward was emailed to the player (null: not yet, e.g. their email is unknown). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /**
     * Held for review (fair play, docs/fair-play-risk.md#review): the play's risk asked to hold
     * it. Its stock is taken (reserved); it is neither shown nor sent until `released_at`, and a
     * rejection voids it (`voided_at`, `void_reason`) and gives the unit back.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Kept back until the player verifies their email (or phone): the game asks for a verified
     * address and the play's player had none when it won (docs/fair-play.md#wins-kept-until-the-player-verifies).
     * Its stock is taken (reserved); it is neither shown nor sent, nor in the review queue. The
     * verified form clears it (the win is then an ordinary one, or held for review if its risk
     * says so); unverified after `UNVERIFIED_WIN_MINUTES` the sweep voids it (`voided_at`, the
     * unit back in stock) and it stays set, so the void is never shown either.
     */
    awaitingVerificationAt: timestamp('awaiting_verification_at', { withTimezone: true }),
  },
  (t) => [
    // A play wins at most one reward.
    uniqueIndex('player_rewards_gameplay_idx')
      .on(t.gameplayId)
      .where(sql`gameplay_id is not null`),
    index('player_rewards_reward_idx').on(t.rewardId, t.wonAt.desc()),
    index('player_rewards_player_idx').on(t.playerId, t.rewardId),
    index('player_rewards_account_code_idx').on(t.accountId, t.code),
    index('player_rewards_game_rule_idx').on(t.gameId, t.ruleId, t.wonAt),
    // The redemption report and the counter's "already redeemed at" by day.
    index('player_rewards_redeemed_idx')
      .on(t.accountId, t.redeemedAt)
      .where(sql`redeemed_at is not null`),
    // Unpairing a device sets its redemptions' device to null: found through this, not a scan.
    index('player_rewards_device_idx')
      .on(t.redeemedDeviceId)
      .where(sql`redeemed_device_id is not null`),
    // The review queue: the account's rewards held and not yet decided.
    index('player_rewards_held_idx')
      .on(t.accountId, t.wonAt)
      .where(sql`held_at is not null and released_at is null and voided_at is null`),
    // The sweep of wins never verified: the oldest first, only those still waiting.
    index('player_rewards_awaiting_idx')
      .on(t.awaitingVerificationAt)
      .where(sql`awaiting_verification_at is not null and voided_at is null`),
    index('player_rewards_unemailed_idx')
      .on(t.playerId)
      .where(sql`emailed_at is null`),
  ],
);

// ---- The award engine's tables (features/rewards/award; docs/product-rules.md#fairness) ----

/**
 * One draw period of a game (docs/product-rules.md#fairness): the secret seed every odds ticket
 * and random winning moment of the period derives from, and its published SHA-256. At most one
 * open (unrevealed) period per game; it is revealed when the game leaves `published` or its draw
 * rules change.
 */
export const rewardCommitments = pgTable(
  'reward_commitments',
  {
    id: id(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull().unique(),
    /** The draw rules as the business set them, canonical: a change opens a new period. */
    configKey: text('config_key').notNull(),
    drawTable: jsonb('draw_table').$type<DrawTable>().notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reward_commitments_open_idx')
      .on(t.gameId)
      .where(sql`revealed_at is null`),
    index('reward_commitments_game_idx').on(t.gameId, t.committedAt),
  ],
);

/**
 * The winning moments of a period. A play claims the earliest due one with one conditional UPDATE
 * of a row found with `FOR UPDATE SKIP LOCKED`, so a moment is won once.
 */
export const rewardMoments = pgTable(
  'reward_moments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    commitmentId: uuid('commitment_id')
      .notNull()
      .references(() => rewardCommitments.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    /** Its number within the rule's moments of the period (random ones derive from it). */
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    gameplayId: uuid('gameplay_id').references(() => gameplays.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reward_moments_seq_idx').on(t.commitmentId, t.ruleId, t.seq),
    index('reward_moments_free_idx')
      .on(t.commitmentId, t.ruleId, t.at, t.id)
      .where(sql`claimed_at is null`),
    index('reward_moments_claimed_idx')
      .on(t.gameId, t.ruleId)
      .where(sql`claimed_at is not null`),
  ],
);

/** One draw per play of a game with odds or winning moments: public once its period is revealed. */
export const rewardDraws = pgTable(
  'reward_draws',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    commitmentId: uuid('commitment_id')
      .notNull()
      .references(() => rewardCommitments.id, { onDelete: 'cascade' }),
    gameplayId: uuid('gameplay_id')
      .notNull()
      .references(() => gameplays.id, { onDelete: 'cascade' }),
    ticket: integer('ticket').notNull(),
    /** The odds rule whose range holds the ticket, if any. */
    hitRuleId: text('hit_rule_id'),
    /** The winning moment this play claimed, if any. */
    momentId: bigint('moment_id', { mode: 'number' }).references(() => rewardMoments.id, {
      onDelete: 'set null',
    }),
    result: text('result', { enum: DRAW_RESULTS }).notNull(),
    /** The rule that gave the reward (`consolation` for the consolation reward). */
    ruleId: text('rule_id'),
    rewardId: uuid('reward_id').references(() => rewards.id, { onDelete: 'set null' }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reward_draws_gameplay_idx').on(t.gameplayId),
    index('reward_draws_commitment_idx').on(t.commitmentId, t.id),
    check('reward_draws_ticket_check', sql`ticket >= 0 and ticket < 10000000`),
  ],
);

/**
 * Rewards a game's rule gave, in all (`period` = 'all') and per UTC day ('YYYY-MM-DD'): the rule's
 * stock and daily cap, each checked and counted by one conditional upsert.
 */
export const rewardRuleCounters = pgTable(
  'reward_rule_counters',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    period: text('period').notNull(),
    won: integer('won').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.ruleId, t.period] }),
    check('reward_rule_counters_won_check', sql`won >= 0`),
  ],
);

/** Rewards one player got from one rule of a game: the per-player cap, one conditional upsert. */
export const rewardPlayerCounters = pgTable(
  'reward_player_counters',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    won: integer('won').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.ruleId, t.playerId] }),
    index('reward_player_counters_player_idx').on(t.playerId),
    check('reward_player_counters_won_check', sql`won >= 0`),
  ],
);
