/**
 * Database schema (PostgreSQL dialect; runs on PGlite and PostgreSQL). Internal ids are uuids;
 * everything a client sees uses `public_id`, a short random string, so ids never leak ordering.
 * Migrations are generated from this file with `npm run db:generate` and applied at start.
 * One file on purpose (over 300 lines): drizzle-kit reads the whole schema from it, and a reader
 * sees every table, index and constraint in one place.
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
import {
  DEFAULT_GAME_SETTINGS,
  PLAN_STATUSES,
  type LeadFormSettings,
  type ParticipationSettings,
} from '@playdesk/contract';
import { DIFFICULTIES } from '@playdesk/games';
import { GAME_TYPES } from '@playdesk/games/registry';

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

/** One subscription per top-level (billing) account. */
export const subscriptions = pgTable('subscriptions', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  planId: uuid('plan_id')
    .notNull()
    .references(() => plans.id),
  status: text('status', { enum: PLAN_STATUSES }).notNull(),
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
  difficulty: text('difficulty', { enum: DIFFICULTIES })
    .notNull()
    .default(DEFAULT_GAME_SETTINGS.difficulty),
  popupFail: text('popup_fail').notNull().default(DEFAULT_GAME_SETTINGS.popup_texts.fail),
  popupWin: text('popup_win').notNull().default(DEFAULT_GAME_SETTINGS.popup_texts.win),
  ctaIcon: text('cta_icon'),
  instructions: text('instructions').notNull().default(DEFAULT_GAME_SETTINGS.instructions),
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
  /** The player form and participation limit (absent on games saved before them: off, unlimited). */
  lead_form?: LeadFormSettings;
  participation?: ParticipationSettings;
}

export const games = pgTable(
  'games',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: GAME_TYPES }).notNull(),
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
 * A business's player: anonymous until they choose a display name or fill a game's form (then
 * `identified_at` is set, and the email, lower-cased, is unique per business: one player per
 * person). The player app keeps a secret token (stored here hashed) that proves it is the same
 * player on the next visit. Erasure nulls every personal column and sets `erased_at`; the row and
 * its plays stay as anonymous statistics.
 *
 * `plays`, `wins`, `best_score`, `games_played` and `last_seen_at` are aggregates of the player's
 * gameplays, kept by the `gameplays_player_stats` trigger (drizzle/0003_player_data.sql) so the
 * Player Data list sorts and filters on indexed columns instead of aggregating plays per request.
 */
/** "first last", lower-cased: the expression the list's search and its index share. */
export const playerFullName = (first: AnyPgColumn, last: AnyPgColumn) =>
  sql`(lower(coalesce(${first}, '') || ' ' || coalesce(${last}, '')))`;

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
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    birthDate: text('birth_date'),
    postcode: text('postcode'),
    customFields: jsonb('custom_fields').$type<Record<string, string | boolean>>(),
    identifiedAt: timestamp('identified_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    plays: integer('plays').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    bestScore: integer('best_score'),
    gamesPlayed: integer('games_played').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('players_account_idx').on(t.accountId),
    uniqueIndex('players_account_email_idx')
      .on(t.accountId, t.email)
      .where(sql`email is not null`),
    // The Player Data list: known, not erased players of one account in each sort order.
    index('players_crm_last_seen_idx')
      .on(t.accountId, t.lastSeenAt.desc(), t.id.desc())
      .where(sql`identified_at is not null and erased_at is null`),
    index('players_crm_plays_idx')
      .on(t.accountId, t.plays.desc(), t.id.desc())
      .where(sql`identified_at is not null and erased_at is null`),
    index('players_crm_best_score_idx')
      .on(t.accountId, t.bestScore.desc().nullsLast(), t.id.desc())
      .where(sql`identified_at is not null and erased_at is null`),
    // The list's search: a prefix of the email (stored lower-cased), the last name, or
    // "first last" (docs/product-rules.md#player-data), each an index range at any size.
    index('players_crm_email_prefix_idx')
      .on(t.accountId, t.email.op('text_pattern_ops'))
      .where(sql`identified_at is not null and erased_at is null`),
    index('players_crm_last_name_prefix_idx')
      .on(t.accountId, sql`lower(${t.lastName}) text_pattern_ops`)
      .where(sql`identified_at is not null and erased_at is null`),
    index('players_crm_full_name_prefix_idx')
      .on(t.accountId, sql`${playerFullName(t.firstName, t.lastName)} text_pattern_ops`)
      .where(sql`identified_at is not null and erased_at is null`),
    // The retention job: players with personal data, by inactivity.
    index('players_retention_idx')
      .on(t.lastSeenAt)
      .where(sql`erased_at is null and (identified_at is not null or display_name is not null)`),
  ],
);

/** One row per player and game played: the list's game filter and `games_played`. */
export const playerGames = pgTable(
  'player_games',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    plays: integer('plays').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    bestScore: integer('best_score'),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.gameId] }),
    index('player_games_game_idx').on(t.gameId, t.lastPlayedAt),
  ],
);

/** Consents a business asks for (docs/product-rules.md#player-data); archived, never deleted. */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    doubleOptIn: boolean('double_opt_in').notNull().default(false),
    version: integer('version').notNull().default(1),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_account_idx').on(t.accountId, t.createdAt)],
);

/** Every text a consent ever had: records point at the version the player saw. */
export const consentVersions = pgTable(
  'consent_versions',
  {
    consentId: uuid('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.consentId, t.version] })],
);

/** Each give or withdraw of a consent by a player: the history the law asks for. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    consentId: uuid('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    action: text('action', { enum: ['given', 'withdrawn'] }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed'] }).notNull(),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    pageUrl: text('page_url'),
    /** SHA-256 of the double opt-in link's token, while pending. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('consent_records_player_idx').on(t.playerId, t.createdAt)],
);

/** The current state of each consent of each player (the list's filter and columns). */
export const playerConsents = pgTable(
  'player_consents',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    consentId: uuid('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['given', 'pending', 'withdrawn'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.consentId] }),
    index('player_consents_consent_idx').on(t.consentId, t.state),
  ],
);

/** Per-business privacy settings; a business without a row has the defaults. */
export const privacySettings = pgTable('privacy_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  retentionDays: integer('retention_days').notNull().default(730),
  blockedEmailDomains: jsonb('blocked_email_domains').$type<string[]>().notNull().default([]),
  blockPlusAddresses: boolean('block_plus_addresses').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ERASURE_SCOPES = ['one', 'bulk', 'self', 'retention'] as const;

/** Who erased how many players when: never whose data. */
export const erasureLog = pgTable(
  'erasure_log',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ERASURE_SCOPES }).notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    count: integer('count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('erasure_log_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * Leases of scheduled jobs: an instance runs a job only after moving `next_run_at` forward in one
 * conditional UPDATE, so one instance at a time runs each period.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});

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
