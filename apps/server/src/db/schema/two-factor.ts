/**
 * Second factors (docs/two-factor.md): a login's authenticator-app secret, its recovery codes,
 * its passkeys, the sign-ins waiting for a second factor and the WebAuthn challenges under way.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.js';
import { createdAt, id } from './columns.js';

/**
 * A login's TOTP secret, sealed with SECRETS_KEY (lib/secret-box.ts). `enabledAt` is null while
 * set-up waits for its first code; `lastUsedStep` is the time step of the last code accepted,
 * so a code is never accepted twice (nor an older one).
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes, as SHA-256 hashes; `usedAt` set when one is spent. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A login's passkeys and security keys (WebAuthn credentials). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the browser sends it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password (or social sign-in) was right and that waits for a second factor:
 * found by the SHA-256 of its challenge, single use, for a few minutes, at most a few wrong codes.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account the sign-in opens (a social sign-in may have joined one). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The WebAuthn challenge offered with it, when the login has passkeys. */
    webauthnChallenge: text('webauthn_challenge'),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_challenges_expires_idx').on(t.expiresAt)],
);

export const WEBAUTHN_PURPOSES = ['register', 'login', 'reauthenticate'] as const;

/**
 * WebAuthn challenges handed out for registering a passkey (bound to the login), for signing in
 * with one (bound to nobody yet) or for proving one again while signed in (bound to the login): found by the SHA-256 of the challenge, used once.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose', { enum: WEBAUTHN_PURPOSES }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);
