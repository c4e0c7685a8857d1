/**
 * Custom domains (features/domains).
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { accounts } from './accounts.js';

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
