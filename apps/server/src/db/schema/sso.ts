/**
 * Single sign-on per business (features/auth/sso, docs/single-sign-on.md): its identity provider
 * settings, the email domains it proved by DNS, the sign-ins under way, the one-time codes handing
 * a finished sign-in to the console, the SAML assertions already used, and which sessions were
 * opened by single sign-on.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { accounts, sessions, users } from './accounts.js';

/** One row per business that has set single sign-on up. */
export const ssoSettings = pgTable(
  'sso_settings',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    protocol: text('protocol', { enum: ['saml', 'oidc'] })
      .notNull()
      .default('saml'),
    samlIdpEntityId: text('saml_idp_entity_id'),
    samlSsoUrl: text('saml_sso_url'),
    /** The identity provider's signing certificates (PEM bodies, base64), from its metadata. */
    samlIdpCerts: jsonb('saml_idp_certs').$type<string[]>().notNull().default([]),
    samlMetadataUrl: text('saml_metadata_url'),
    oidcIssuer: text('oidc_issuer'),
    oidcClientId: text('oidc_client_id'),
    /** Sealed with SECRETS_KEY (lib/secret-box.ts); never answered. */
    oidcClientSecret: text('oidc_client_secret'),
    /** The modules of a person created at their first sign-in (just in time). */
    defaultModules: jsonb('default_modules').$type<string[]>().notNull().default([]),
    /** "Only through SSO": the password no longer works for the verified domains' people. */
    enforced: boolean('enforced').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('sso_settings_protocol_check', sql`protocol in ('saml', 'oidc')`)],
);

/** An email domain a business claims; verified by a TXT record, one business per domain. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    /** The TXT record's token (published in DNS by design, so not a secret). */
    verificationToken: text('verification_token').notNull(),
    status: text('status', { enum: ['pending', 'verified', 'failed'] }).notNull(),
    statusReason: text('status_reason'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sso_domains_account_domain_idx').on(t.accountId, t.domain),
    uniqueIndex('sso_domains_verified_idx')
      .on(t.domain)
      .where(sql`status = 'verified'`),
    check('sso_domains_status_check', sql`status in ('pending', 'verified', 'failed')`),
  ],
);

/**
 * Sign-ins under way, found by the SHA-256 of the OIDC `state` or of the SAML request's ID, bound
 * to the browser that started them (SHA-256 of its cookie), used once, for 10 minutes.
 */
export const ssoFlows = pgTable(
  'sso_flows',
  {
    keyHash: text('key_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    protocol: text('protocol', { enum: ['saml', 'oidc'] }).notNull(),
    browserHash: text('browser_hash').notNull(),
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_flows_expires_idx').on(t.expiresAt)],
);

/** A finished sign-in waiting for the console to take its session (one minute, once). */
export const ssoHandoffs = pgTable(
  'sso_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    created: boolean('created').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_handoffs_expires_idx').on(t.expiresAt)],
);

/**
 * SAML assertions already accepted, kept until they expire: the same assertion posted again is
 * refused on every instance (docs/single-sign-on.md#what-is-checked).
 */
export const ssoAssertions = pgTable(
  'sso_assertions',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.assertionId] }),
    index('sso_assertions_expires_idx').on(t.expiresAt),
  ],
);

/** The sessions opened by single sign-on: "only through SSO" ends the others. */
export const ssoSessions = pgTable('sso_sessions', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
});
