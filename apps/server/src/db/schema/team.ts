/**
 * Team invitations and the account's activity log (features/team).
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { accounts, users } from './accounts.js';

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
