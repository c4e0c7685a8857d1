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
  bigint,
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
  DRAW_RESULTS,
  PLAN_STATUSES,
  REWARD_KINDS,
  type DrawTable,
  type GameRewardSettings,
  type RewardExpiry,
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
  /** Team mates the business may have on this plan (docs/product-rules.md#subscription-and-payment). */
  teamMates: integer('team_mates').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const users = pgTable('users', {
  id: id(),
  publicId: text('public_id').notNull().unique(),
  email: text('email').notNull().unique(),
  /** Null for a login made with a social provider that never chose a password. */
  passwordHash: text('password_hash'),
  /** The person's name as they gave it (team invitations, social sign-in); may be unknown. */
  name: text('name'),
  /**
   * When someone proved they read this email's mailbox (a reset link used, an invitation emailed
   * to it accepted, a provider's verified email); null after a plain registration. Only a
   * confirmed login is linked to a social sign-in (docs/product-rules.md#social-sign-in).
   */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
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
    /** Who invited this member (docs/product-rules.md#team-mates). */
    invitedBy: uuid('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The member's last call in this account, written at most every 5 minutes. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
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

export const PAYMENT_PROVIDER_NAMES = ['stripe', 'test'] as const;

/**
 * One subscription per top-level (billing) account: the one place for its plan and status
 * (docs/product-rules.md#subscription-and-payment). Only the billing event path
 * (features/billing/events.ts) changes a paying business's plan or status.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: PLAN_STATUSES }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Who takes the money; null until the business first pays. */
    provider: text('provider', { enum: PAYMENT_PROVIDER_NAMES }),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A plan that takes over at `current_period_end` (the free plan after a cancellation). */
    scheduledPlanId: uuid('scheduled_plan_id').references(() => plans.id),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** Time of the newest provider subscription event applied: older ones are ignored. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_customer_idx').on(t.provider, t.providerCustomerId),
    index('subscriptions_renewal_idx')
      .on(t.currentPeriodEnd)
      .where(sql`provider = 'test' and provider_subscription_id is not null`),
  ],
);

/** Provider events, stored by id: each is applied once, in the transaction that records it. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDER_NAMES }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const INVOICE_STATUS_VALUES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** The business's invoices as the provider reported them (the Subscription page's list). */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDER_NAMES }).notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    number: text('number'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: INVOICE_STATUS_VALUES }).notNull(),
    url: text('url'),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_provider_invoice_idx').on(t.provider, t.providerInvoiceId),
    index('invoices_account_created_idx').on(t.accountId, t.createdAt, t.id),
  ],
);

export const TEST_CHECKOUT_MODES = ['subscribe', 'card'] as const;
export const TEST_CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;

/** The test provider's checkout sessions (PAYMENTS=test): our own TEST MODE payment page. */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    mode: text('mode', { enum: TEST_CHECKOUT_MODES }).notNull(),
    status: text('status', { enum: TEST_CHECKOUT_STATUSES }).notNull().default('open'),
    /** Console paths the page sends the person to afterwards. */
    successPath: text('success_path').notNull(),
    cancelPath: text('cancel_path').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('test_checkout_sessions_account_idx').on(t.accountId)],
);

/** Usage emails sent (80 % and 100 % of the month's gameplays): the key makes each go once. */
export const usageAlerts = pgTable(
  'usage_alerts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    threshold: integer('threshold').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.period, t.threshold] })],
);

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
 * The former email outbox. Emails now go through the job queue (infra/jobs.ts); rows still
 * waiting here from an older version move onto it at start (outbox.ts `moveLegacyOutbox`). To be
 * dropped in a later release.
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

/**
 * The demo mailbox (docs/product-rules.md#demo-mailbox): the emails a server without SMTP_URL,
 * outside production, "sent", for the console's Mailbox page. Server-wide (no account): every
 * instance writes and reads the same rows; only the latest `DEMO_MAILBOX_SIZE` are kept.
 */
export const demoMailbox = pgTable(
  'demo_mailbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_mailbox_sent_idx').on(t.sentAt.desc(), t.id.desc())],
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
  /**
   * The player form and participation limit (absent on games saved before them: off; unlimited,
   * or once a day for a game giving rewards — `defaultParticipation`).
   */
  lead_form?: LeadFormSettings;
  participation?: ParticipationSettings;
  /** Which rewards the game gives and how; rule ids always filled in (absent: none). */
  rewards?: StoredGameRewards;
}

export type StoredGameRewards = Omit<GameRewardSettings, 'rules'> & {
  rules: (GameRewardSettings['rules'][number] & { id: string })[];
};

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
 * gameplays, kept by the `gameplays_player_stats` triggers (drizzle/0003_player_data.sql; inserts
 * counted once per statement since 0016_player_stats_per_statement.sql; a player created by a
 * start is written with that play counted since 0018) so the Player Data list sorts and filters
 * on indexed columns instead of aggregating plays per request.
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
    /**
     * The play whose start created the player, counted in the aggregates above when the player
     * was written (drizzle/0018_first_play_counted.sql); null for players created otherwise.
     */
    firstPlayId: uuid('first_play_id'),
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
    // The Player Data list's game filter: a range on (game, last played) read from the index
    // alone (drizzle/0008_player_data_game_filter.sql).
    index('player_games_game_played_idx').on(t.gameId, t.lastPlayedAt, t.playerId, t.wins),
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

/**
 * A link emailed to confirm that the player of this browser (`player_id`) owns an address the
 * business already knows (docs/product-rules.md#one-player-per-person). Until it is used the two
 * players stay apart. Single use, expiring; rows per address and hour are the send limit.
 */
export const playerEmailConfirmations = pgTable(
  'player_email_confirmations',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    /** The address given on the form, lower-cased. */
    email: text('email').notNull(),
    /** SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, or replaced by a later form of the same player. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('player_email_confirmations_address_idx').on(t.accountId, t.email, t.createdAt),
    index('player_email_confirmations_player_idx').on(t.playerId),
    index('player_email_confirmations_expires_idx').on(t.expiresAt),
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
    /**
     * When the server ends the play if the player does nothing more (docs/product-rules.md#plays-the-player-left):
     * a timed play's deadline, an untimed play's last move plus the idle period. Null for plays
     * that had ended before migration 0021; the default covers rows an older instance writes.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }).default(
      sql`now() + interval '30 minutes'`,
    ),
  },
  (t) => [
    index('gameplays_game_score_idx').on(t.gameId, t.score),
    index('gameplays_account_started_idx').on(t.accountId, t.startedAt),
    index('gameplays_player_idx').on(t.playerId),
    // The play-expiry job's sweep: only the plays still running.
    index('gameplays_playing_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'playing'`),
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
    /** When the reward was emailed to the player (null: not yet, e.g. their email is unknown). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
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
    index('player_rewards_unemailed_idx')
      .on(t.playerId)
      .where(sql`emailed_at is null`),
  ],
);

export const API_KEY_ACCESS_LEVELS = ['read', 'write'] as const;

/**
 * API keys of an account (docs/product-rules.md#api-keys). Only the SHA-256 of the secret is kept;
 * `prefix` is its first characters, to recognise a key in the list. A revoked key stays listed.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    modules: jsonb('modules').$type<string[]>().notNull(),
    access: text('access', { enum: API_KEY_ACCESS_LEVELS }).notNull(),
    /** Whose rights the key works with; a key whose creator left the account stops working. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Written at most once a minute per key. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * What happened in an account and who did it (API keys created and revoked; issue 13's activity
 * log reads the same table). `action` is a dotted name (`api_key.created`), `details` its facts.
 */
export const accountActivity = pgTable(
  'account_activity',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('account_activity_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * Team invitations (docs/product-rules.md#invitations): the link's secret is kept only as its
 * SHA-256, works once, and for INVITATION_TTL_DAYS. At most one open invitation per account and
 * email (accepted and revoked ones stay for the record).
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    accessModules: jsonb('access_modules').$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invitations_open_idx')
      .on(t.accountId, t.email)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);

/** A login's accounts at social providers (docs/product-rules.md#social-sign-in). */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's stable id of the person (`sub`, Facebook's `id`). */
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_identities_provider_subject_idx').on(t.provider, t.subject),
    index('oauth_identities_user_idx').on(t.userId),
  ],
);

/**
 * Social sign-ins under way: found by the SHA-256 of `state`, bound to the browser that started
 * them by a cookie (its SHA-256 here), used once, for 10 minutes.
 */
export const oauthSignInFlows = pgTable(
  'oauth_sign_in_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    browserHash: text('browser_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce'),
    /** SHA-256 of the team invitation accepted with this sign-in, if any. */
    invitationHash: text('invitation_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_sign_in_flows_expires_idx').on(t.expiresAt)],
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

// ---- webhooks (issue 16) ----
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;

/**
 * A business's webhook endpoint (docs/webhooks.md): the signing secret is kept sealed
 * (lib/secret-box.ts) because every delivery signs with it; after a rotation the previous secret
 * signs too until `previous_secret_expires_at`. `failing_since` is the first failed attempt of an
 * unbroken run of failures: five days of them disable the endpoint.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Players' personal data is sent only to players who gave this consent; null: never. */
    consentId: uuid('consent_id').references(() => consents.id, { onDelete: 'set null' }),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // emitEvent's one query on the play path: the account's enabled endpoints.
  (t) => [index('webhook_endpoints_account_idx').on(t.accountId, t.enabled)],
);

/** One event for one endpoint: the exact body sent (so a resend repeats it) and its state. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** `webhook-id`: the same on every attempt and resend, so receivers can deduplicate. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The player the payload is about: erasure strips their data from stored payloads. */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_player_idx')
      .on(t.playerId)
      .where(sql`player_id is not null`),
  ],
);

/** Each attempt of a delivery: status code (null: no answer), first 1 KB of the answer, time. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    manual: boolean('manual').notNull().default(false),
    statusCode: integer('status_code'),
    error: text('error'),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.createdAt)],
);

// ---- domains (issue 15) ----

/**
 * An account's domains (docs/product-rules.md#domains): `allowed_site` rows are origin patterns its
 * games may be embedded on (status `active`); `custom_domain` rows are host names serving its
 * player pages once DNS verified them (`pending` → `verified` | `failed`, with the reason). A
 * custom domain belongs to one business at most.
 */
export const domains = pgTable(
  'domains',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['allowed_site', 'custom_domain'] }).notNull(),
    value: text('value').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['active', 'pending', 'verified', 'failed'] }).notNull(),
    statusReason: text('status_reason'),
    /** The TXT record's token (published in DNS by design, so not a secret). */
    verificationToken: text('verification_token'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('domains_account_kind_value_idx').on(t.accountId, t.kind, t.value),
    uniqueIndex('domains_custom_host_idx')
      .on(t.value)
      .where(sql`kind = 'custom_domain'`),
    check('domains_kind_check', sql`kind in ('allowed_site', 'custom_domain')`),
    check('domains_status_check', sql`status in ('active', 'pending', 'verified', 'failed')`),
  ],
);

// ---- PWA and push notifications (issue 17) ----

/** A business's game app: its manifest, what `/pwa/start` opens, the new-game notification. */
export const pwaSettings = pgTable('pwa_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  appName: text('app_name').notNull(),
  shortName: text('short_name').notNull(),
  themeColor: text('theme_color').notNull().default('#4A3494'),
  backgroundColor: text('background_color').notNull().default('#FFFFFF'),
  opens: text('opens', { enum: ['today', 'game', 'rewards'] })
    .notNull()
    .default('today'),
  gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
  installText: text('install_text').notNull().default(''),
  newGameNotifications: boolean('new_game_notifications').notNull().default(true),
  notifyTime: text('notify_time').notNull().default('09:00'),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Media keys of the generated PNGs; null: the default icon. */
  icons: jsonb('icons').$type<{
    icon_192: string;
    icon_512: string;
    maskable_512: string;
    apple_touch_180: string;
  }>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The installation's VAPID key pair (one row; the private key sealed with SECRETS_KEY). */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  () => [check('push_vapid_keys_single', sql`id = 1`)],
);

/** A player's browser push subscription at one business. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    newGame: boolean('new_game').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_account_endpoint_idx').on(t.accountId, t.endpoint),
    index('push_subscriptions_player_idx').on(t.playerId),
  ],
);

/** A notification sent (or to be sent) to an audience; counters change only in SQL (`x = x + n`). */
export const pushCampaigns = pgTable(
  'push_campaigns',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['manual', 'new_game'] })
      .notNull()
      .default('manual'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    icon: text('icon').notNull().default(''),
    url: text('url').notNull(),
    target: jsonb('target').$type<Record<string, unknown>>().notNull(),
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    status: text('status', {
      enum: ['scheduled', 'sending', 'sent', 'limit_reached', 'failed'],
    })
      .notNull()
      .default('scheduled'),
    /** The business's local day of a "new game is live" notification (one per day). */
    day: date('day', { mode: 'string' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    clicked: integer('clicked').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_campaigns_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('push_campaigns_new_game_day_idx')
      .on(t.accountId, t.day)
      .where(sql`kind = 'new_game'`),
  ],
);

/** One recipient of a campaign, in batches of the delivery job. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => pushCampaigns.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    batch: integer('batch').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
  },
  (t) => [
    primaryKey({ name: 'push_deliveries_pk', columns: [t.campaignId, t.subscriptionId] }),
    index('push_deliveries_batch_idx')
      .on(t.campaignId, t.batch)
      .where(sql`status = 'pending'`),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
  ],
);

/** Notifications counted against the billing account's monthly limit (period `YYYY-MM`). */
export const pushUsage = pgTable(
  'push_usage',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'push_usage_pk', columns: [t.accountId, t.period] })],
);

// ---- connectors (issue 16) ----

/**
 * A business's Mailchimp or HubSpot connection (docs/adr/006-job-queue.md): the API key or token
 * sealed with SECRETS_KEY (lib/secret-box.ts) and its last characters for display, the audience
 * (Mailchimp), and the consent that means "marketing" — only players who gave it are sent.
 */
export const connectors = pgTable(
  'connectors',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['mailchimp', 'hubspot'] }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    secretSealed: text('secret_sealed'),
    secretHint: text('secret_hint'),
    audienceId: text('audience_id'),
    consentId: uuid('consent_id').references(() => consents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'connectors_pk', columns: [t.accountId, t.kind] })],
);

/** Each sync attempt of a connector (the console shows the latest). */
export const connectorSyncs = pgTable(
  'connector_syncs',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['mailchimp', 'hubspot'] }).notNull(),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    action: text('action', { enum: ['upsert', 'unsubscribe', 'test'] }).notNull(),
    attempt: integer('attempt').notNull().default(1),
    ok: boolean('ok').notNull(),
    statusCode: integer('status_code'),
    message: text('message').notNull(),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('connector_syncs_account_idx').on(t.accountId, t.kind, t.createdAt)],
);

// ---- perf: dashboard rollup (issue 18) ----

/**
 * Plays and wins per game and UTC day of the play's start, kept by triggers on `gameplays`
 * (0014_scale.sql) in the transaction that writes the play: what the dashboard reads.
 */
export const gameplayDays = pgTable(
  'gameplay_days',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric', { enum: ['plays', 'wins'] }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'gameplay_days_pk', columns: [t.accountId, t.day, t.gameId, t.metric] }),
    check('gameplay_days_metric_check', sql`${t.metric} in ('plays', 'wins')`),
    index('gameplay_days_game_idx').on(t.gameId),
  ],
);

/** New players per UTC day of their creation, kept by triggers on `players` (0014_scale.sql). */
export const playerDays = pgTable(
  'player_days',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'player_days_pk', columns: [t.accountId, t.day] })],
);
