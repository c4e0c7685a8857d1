/**
 * API keys (features/api-keys).
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { accounts, users } from './accounts.js';

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
