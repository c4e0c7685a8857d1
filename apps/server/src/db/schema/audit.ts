/**
 * The audit log (docs/audit-log.md): append-only, one hash chain per account. Written only by
 * `audit()` (db/audit-log.ts); a trigger of migration 0039 refuses any UPDATE, and any DELETE
 * but the cascade of the account's own deletion.
 *
 * The actor is kept as public ids and a label, not as foreign keys: a removed user or a deleted
 * key must not change (set null) an entry the chain has sealed.
 */
import {
  bigint,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { accounts } from './accounts.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per account, no gap: a deleted entry shows as a missing number. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorKind: text('actor_kind', { enum: ['user', 'api_key', 'system'] }).notNull(),
    /** The user's or the key's public id; null for the server itself. */
    actorId: text('actor_id'),
    /** Their email or the key's name at the time. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The previous entry's hash ('' for the first). */
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_log_account_seq_idx').on(t.accountId, t.seq),
    index('audit_log_account_at_idx').on(t.accountId, t.at),
  ],
);

/**
 * Where an account's chain starts after the retention job removed its oldest entries
 * (docs/audit-log.md#retention): the number and hash of the last entry removed. Verification
 * starts from it; migration 0042's triggers let an entry be deleted only when it is at or before
 * the anchor, and let the anchor only move forward onto an entry that exists with that hash.
 */
export const auditLogAnchors = pgTable('audit_log_anchors', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  /** When the anchored entry was written. */
  at: timestamp('at', { withTimezone: true }).notNull(),
  prunedAt: timestamp('pruned_at', { withTimezone: true }).notNull().defaultNow(),
});
