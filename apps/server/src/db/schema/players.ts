/**
 * Players, their games, consents and confirmations, privacy settings and the erasure log
 * (features/player-data; docs/product-rules.md#player-data).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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
import { LANGUAGES, type ConsentTranslation, type Translations } from '@playdesk/contract';
import { createdAt, id } from './columns.js';
import { accounts, users } from './accounts.js';
import { games } from './games.js';

/**
 * lib/email-identity.ts's normalizeEmail in SQL, for the generated `players.email_normalized`:
 * lower-cased and trimmed; the local part cut at its first `+` (not a leading one); at Gmail and
 * Googlemail the dots dropped and the domain `gmail.com`. An address without a domain stays as is.
 */
export function normalizedEmailSql(): SQL {
  const e = `lower(btrim(email))`;
  const domain = `substring(${e} from '@([^@]*)$')`;
  const local = `regexp_replace(regexp_replace(${e}, '@[^@]*$', ''), '^([^+]+)[+].*$', '\\1')`;
  return sql.raw(
    `case when ${domain} is null or ${domain} = '' or ${e} like '@%' then ${e} ` +
      `when ${domain} in ('gmail.com', 'googlemail.com') then replace(${local}, '.', '') || '@gmail.com' ` +
      `else ${local} || '@' || ${domain} end`,
  );
}

/** "first last", lower-cased: the expression the list's search and its index share. */
export const playerFullName = (first: AnyPgColumn, last: AnyPgColumn) =>
  sql`(lower(coalesce(${first}, '') || ' ' || coalesce(${last}, '')))`;

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
    /**
     * Who the email is (docs/fair-play.md#one-mailbox-one-player): lib/email-identity.ts's
     * normalizeEmail, computed by the database so every write of `email` keeps it in step
     * (lib/email-identity.test.ts checks the two agree). The participation limit and the form's
     * "is this address known" look players up by it.
     */
    emailNormalized: text('email_normalized').generatedAlwaysAs(normalizedEmailSql),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    birthDate: text('birth_date'),
    postcode: text('postcode'),
    /**
     * The player's language: their first play's, then their last lead form's (null: created
     * before migration 0024).
     */
    language: text('language', { enum: LANGUAGES }),
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
    /** Where the player's first lead came from (docs/insight.md#attribution): the CRM's columns. */
    source: text('source'),
    medium: text('medium'),
    campaign: text('campaign'),
    placementId: uuid('placement_id'),
    variant: text('variant'),
    /**
     * The player whose share link brought this one (docs/loyalty.md#referral), set by the first
     * lead form of a player not known before. No foreign key: a referrer's deletion would then
     * scan every player for theirs; the earning checks the referrer still exists.
     */
    referredBy: uuid('referred_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('players_account_idx').on(t.accountId),
    // The Player Data filter by language.
    index('players_account_language_idx').on(t.accountId, t.language),
    index('players_account_email_normalized_idx')
      .on(t.accountId, t.emailNormalized)
      .where(sql`email_normalized is not null`),
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
    /** The language of the text; each version keeps its own and its translations. */
    defaultLanguage: text('default_language', { enum: LANGUAGES }).notNull().default('en'),
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
    /** The language of `text` when this version was made. */
    defaultLanguage: text('default_language', { enum: LANGUAGES }).notNull().default('en'),
    /** The other languages' texts of this version (`{ fr: { text } }`). */
    translations: jsonb('translations')
      .$type<Translations<ConsentTranslation>>()
      .notNull()
      .default({}),
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
    /** The language the consent's text was shown in (null: before migration 0024). */
    language: text('language', { enum: LANGUAGES }),
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
    /**
     * Who the address is (normalizedEmailSql): while the link waits, the claiming player's plays
     * count against that mailbox's participation limit (play/participation.ts).
     */
    emailNormalized: text('email_normalized').generatedAlwaysAs(normalizedEmailSql),
    /** SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, or replaced by a later form of the same player. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('player_email_confirmations_address_idx').on(t.accountId, t.email, t.createdAt),
    index('player_email_confirmations_mailbox_idx')
      .on(t.accountId, t.emailNormalized)
      .where(sql`used_at is null`),
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
