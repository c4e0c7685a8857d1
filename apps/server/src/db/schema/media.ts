/**
 * Uploaded images (features/media).
 */
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { accounts } from './accounts.js';

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
