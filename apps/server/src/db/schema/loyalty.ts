/**
 * Loyalty across games (issue 39, docs/loyalty.md; features/loyalty): a business's settings, its
 * points catalogue, its members with their cached balance, the badges they earned, and the
 * append-only ledger every balance is derived from.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
  LOYALTY_ENTRY_KINDS,
  type LoyaltyBadge,
  type LoyaltyLevel,
  type LoyaltyReminders,
  type LoyaltyRules,
} from '@playdesk/contract';
import { createdAt, id } from './columns.js';
import { accounts } from './accounts.js';
import { players } from './players.js';
import { rewards } from './rewards.js';

/** One row per business that opened the Loyalty section (none: loyalty off). */
export const loyaltySettings = pgTable('loyalty_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** The business's day (streaks, the first play of the day, the daily cap). */
  timeZone: text('time_zone').notNull().default('UTC'),
  rules: jsonb('rules').$type<LoyaltyRules>().notNull(),
  levels: jsonb('levels').$type<LoyaltyLevel[]>().notNull().default([]),
  badges: jsonb('badges').$type<LoyaltyBadge[]>().notNull().default([]),
  /** Points expire this many days after they were earned, oldest first; null: never. */
  expiryDays: integer('expiry_days'),
  reminders: jsonb('reminders').$type<LoyaltyReminders>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A rewards-section reward offered for points. Its stock, codes and counters are the reward's own
 * (one stock for instant wins and purchases); deleting the reward takes the item with it.
 */
export const loyaltyItems = pgTable(
  'loyalty_items',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    /** How many times one member may buy it; null: as long as the reward has stock. */
    perPlayer: integer('per_player'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_items_account_idx').on(t.accountId, t.price),
    check('loyalty_items_price_check', sql`price > 0`),
  ],
);

/**
 * A member: a player of the business with a verified email (docs/loyalty.md#members), and their
 * cached totals. `balance` and `lifetime` change only in the transaction that appends the ledger
 * entries they sum (never read-then-write: `balance = balance + …` under the row's lock), and the
 * check keeps the balance from ever going below zero. `debited` is every point spent, expired or
 * taken away so far: the expiry's FIFO rule needs it (docs/loyalty.md#expiry).
 */
export const loyaltyMembers = pgTable(
  'loyalty_members',
  {
    playerId: uuid('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    lifetime: integer('lifetime').notNull().default(0),
    debited: integer('debited').notNull().default(0),
    /** Points earned on `earnedDay` (the business's day), for the daily cap. */
    earnedToday: integer('earned_today').notNull().default(0),
    earnedDay: text('earned_day'),
    streak: integer('streak').notNull().default(0),
    bestStreak: integer('best_streak').notNull().default(0),
    /** The last day (YYYY-MM-DD in the business's time zone) the streak counted. */
    streakDay: text('streak_day'),
    level: text('level'),
    /** The player's day a reminder was last pushed (at most one a day). */
    remindedDay: text('reminded_day'),
    /** The expiry day last announced by a reminder (the same points are announced once). */
    expiryNoticedDay: text('expiry_noticed_day'),
    /** Badges earned after this were not announced yet (null: since `joined_at`). */
    badgeNoticedAt: timestamp('badge_noticed_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastEarnedAt: timestamp('last_earned_at', { withTimezone: true }),
  },
  (t) => [
    index('loyalty_members_recent_idx').on(t.accountId, t.lastEarnedAt.desc(), t.playerId),
    index('loyalty_members_balance_idx').on(t.accountId, t.balance.desc(), t.playerId),
    index('loyalty_members_lifetime_idx').on(t.accountId, t.lifetime.desc(), t.playerId),
    check(
      'loyalty_members_balance_check',
      sql`balance >= 0 and lifetime >= 0 and debited >= 0 and earned_today >= 0`,
    ),
  ],
);

/** A badge a member earned (the badge's id in the settings), once. */
export const loyaltyBadges = pgTable(
  'loyalty_badges',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.badgeId] }),
    index('loyalty_badges_account_idx').on(t.accountId, t.badgeId),
  ],
);

/**
 * The append-only ledger (docs/loyalty.md#the-ledger): every point earned, spent, expired or
 * adjusted, signed. `key` names the cause (`earn:win:<gameplay id>`, `spend:<player reward id>`,
 * `expire:<player id>:<day>`, `adjust:<uuid>`): unique per business, so an entry is written with
 * `on conflict do nothing` and a retried request, a second instance or a replayed job adds
 * nothing. Rows are never updated (a trigger refuses it, migration 0045); they go only with their
 * player or business.
 */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LOYALTY_ENTRY_KINDS }).notNull(),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('loyalty_ledger_key_idx').on(t.accountId, t.key),
    index('loyalty_ledger_player_idx').on(t.playerId, t.id.desc()),
    index('loyalty_ledger_account_idx').on(t.accountId, t.createdAt),
    // The credits with what the expiry sums (docs/loyalty.md#expiry): a batch reads its members'
    // old credits from this index alone (index-only), not from the table's pages.
    index('loyalty_ledger_credits_idx')
      .on(t.playerId, t.createdAt, t.points)
      .where(sql`${t.points} > 0`),
    check('loyalty_ledger_points_check', sql`points <> 0`),
  ],
);
