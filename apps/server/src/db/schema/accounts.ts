/**
 * Logins, businesses (accounts), who belongs to which, sign-in sessions, password resets and
 * social sign-in (features/auth, features/accounts).
 */
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
import { CONSOLE_LANGUAGES, LANGUAGES } from '@playdesk/contract';
import { createdAt, id } from './columns.js';

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
  /** The console's language the person chose (docs/product-rules.md#languages); null: not chosen. */
  language: text('language', { enum: CONSOLE_LANGUAGES }),
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
    /** The language new games start in (docs/product-rules.md#languages). */
    defaultLanguage: text('default_language', { enum: LANGUAGES }).notNull().default('en'),
    /**
     * How long a session of this business may stay unused, and how long it may last at all, in
     * minutes and days (docs/team-and-sign-in.md#sessions); null: the defaults. Set on the
     * top-level account, the business; its child accounts follow it.
     */
    sessionIdleMinutes: integer('session_idle_minutes'),
    sessionAbsoluteDays: integer('session_absolute_days'),
    parentAccountId: uuid('parent_account_id').references((): AnyPgColumn => accounts.id, {
      onDelete: 'cascade',
    }),
    /**
     * Everyone in the business must have a second factor (docs/two-factor.md#required-for-everyone);
     * read on the top-level account, which its child accounts follow.
     */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
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
    /**
     * When this session last proved a second factor (at sign-in, or `POST auth/reauthenticate`):
     * removing a factor needs it within the last minutes (docs/two-factor.md#fresh-second-factor).
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /** What the person sees and names a session by (GET sessions); never the token's hash. */
    publicId: text('public_id').notNull().unique(),
    /**
     * The session's last request, written at most once a minute (http/auth.ts): the idle
     * lifetime counts from it.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Where it signed in, as the IP address's network only (a /24 for IPv4, a /48 for IPv6):
     * enough to recognise a place, not a household (docs/team-and-sign-in.md#sessions).
     */
    ipNetwork: text('ip_network'),
    /** The device class, browser and system read from the user agent at sign-in; not the header. */
    device: text('device', { enum: ['desktop', 'mobile', 'tablet', 'other'] }),
    browser: text('browser'),
    os: text('os'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
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
