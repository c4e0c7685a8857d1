/**
 * Database schema (PostgreSQL dialect; runs on PGlite and PostgreSQL). Internal ids are uuids;
 * everything a client sees uses `public_id`, a short random string, so ids never leak ordering.
 * Migrations are generated from this file with `npm run db:generate` and applied at start.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
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

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const plans = pgTable('plans', {
  id: id(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  monthlyTotalImpressions: integer('monthly_total_impressions').notNull(),
  subAccounts: integer('sub_accounts').notNull(),
  crm: boolean('crm').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const users = pgTable('users', {
  id: id(),
  publicId: text('public_id').notNull().unique(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/**
 * A business. Child accounts point at their top-level parent; the parent is the billing account
 * (its subscription and monthly usage cover the children).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    businessName: text('business_name').notNull(),
    parentAccountId: uuid('parent_account_id').references((): AnyPgColumn => accounts.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('accounts_parent_idx').on(t.parentAccountId)],
);

export const MEMBERSHIP_ROLES = ['owner', 'member'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

/** A user's place in an account: owners have every module, members only `accessModules`. */
export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBERSHIP_ROLES }).notNull(),
    accessModules: jsonb('access_modules').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.accountId] }),
    index('memberships_account_idx').on(t.accountId),
  ],
);

/** Opaque bearer tokens, stored as SHA-256 hashes; deleting a row revokes the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currentAccountId: uuid('current_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const SUBSCRIPTION_STATUSES = ['paid', 'pending_payment', 'past_due', 'cancelled'] as const;

/** One subscription per top-level (billing) account. */
export const subscriptions = pgTable('subscriptions', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  planId: uuid('plan_id')
    .notNull()
    .references(() => plans.id),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Gameplays counted per billing account and calendar month (UTC, 'YYYY-MM'). */
export const usage = pgTable(
  'usage',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    gameplays: integer('gameplays').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.period] }),
    check('usage_non_negative', sql`${t.gameplays} >= 0`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Default game settings (docs/product-rules.md#game-settings), one row per account. */
export const accountGameSettings = pgTable('account_game_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  backgroundImage: text('background_image'),
  gameImage: text('game_image'),
  difficulty: text('difficulty', { enum: ['easy', 'normal', 'hard'] })
    .notNull()
    .default('normal'),
  popupFail: text('popup_fail').notNull().default('Game over'),
  popupWin: text('popup_win').notNull().default('Congratulations.'),
  ctaIcon: text('cta_icon'),
  instructions: text('instructions').notNull().default(''),
});

/**
 * Transactional outbox: rows are written in the same transaction as the change that causes
 * them and delivered by a worker (`FOR UPDATE SKIP LOCKED`), so several instances can run.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.runAfter)
      .where(sql`delivered_at is null and failed_at is null`),
  ],
);

export const GAME_STATUSES = ['draft', 'published', 'paused'] as const;

export interface StoredGameSettings {
  background_image: string | null;
  game_image: string | null;
  popup_texts: { win: string; fail: string };
  cta: { icon: string | null; label: string; link: string | null };
  instructions: string;
  footer_buttons: string[];
  /** Public ids of the templates used for the pop-ups and leaderboard. */
  templates?: { game_over: string | null; success: string | null; leaderboard: string | null };
}

export const games = pgTable(
  'games',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['puzzle', 'emojiq', 'wordhunt', 'quiz', 'scratch', 'wordle'],
    }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('draft'),
    difficulty: text('difficulty', { enum: ['easy', 'normal', 'hard'] })
      .notNull()
      .default('normal'),
    settings: jsonb('settings').$type<StoredGameSettings>().notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('games_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * A business's player: anonymous until they choose a display name. The player app keeps a secret
 * token (stored here hashed) that proves it is the same player on the next visit.
 */
export const players = pgTable(
  'players',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    displayName: text('display_name'),
    avatar: text('avatar'),
    createdAt: createdAt(),
  },
  (t) => [index('players_account_idx').on(t.accountId)],
);

/**
 * One play of one game by one player: the server-side session (engine state, seed) while it runs,
 * and the gameplay record (score, won, duration, where it was played) once it ends.
 */
export const gameplays = pgTable(
  'gameplays',
  {
    id: id(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    seed: integer('seed').notNull(),
    state: jsonb('state').notNull(),
    status: text('status', { enum: ['playing', 'won', 'lost'] })
      .notNull()
      .default('playing'),
    score: integer('score').notNull().default(0),
    reason: text('reason'),
    sourceUrl: text('source_url'),
    parentUrl: text('parent_url'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
  },
  (t) => [
    index('gameplays_game_score_idx').on(t.gameId, t.score),
    index('gameplays_account_started_idx').on(t.accountId, t.startedAt),
    index('gameplays_player_idx').on(t.playerId),
  ],
);

export const TEMPLATE_KINDS = ['game-over', 'success', 'leaderboard'] as const;

/** Pop-up and leaderboard designs a business reuses across games. */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TEMPLATE_KINDS }).notNull(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    message: text('message').notNull().default(''),
    image: text('image'),
    buttonLabel: text('button_label').notNull().default(''),
    buttonLink: text('button_link'),
    colors: jsonb('colors')
      .$type<{ background: string; text: string; button: string; button_text: string }>()
      .notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('templates_account_idx').on(t.accountId, t.kind)],
);

/** A game is live on every day from starts_on to ends_on (inclusive). */
export const calendarEntries = pgTable(
  'calendar_entries',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_account_range_idx').on(t.accountId, t.startsOn, t.endsOn),
    check('calendar_range_ordered', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** The announcement bar a business shows on its own site (one per account). */
export const notificationBars = pgTable('notification_bars', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  text: text('text').notNull().default(''),
  gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
  buttonLabel: text('button_label').notNull().default('Play now'),
  background: text('background').notNull().default('#4A3494'),
  color: text('color').notNull().default('#FFFFFF'),
  position: text('position', { enum: ['top', 'bottom'] })
    .notNull()
    .default('top'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded images; the bytes live in the media store under `key` (content-hashed). */
export const media = pgTable(
  'media',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('media_account_key_idx').on(t.accountId, t.key),
  ],
);
