/**
 * Pop-up and leaderboard templates (features/templates).
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, type TemplateTranslation, type Translations } from '@playdesk/contract';
import { createdAt, id } from './columns.js';
import { accounts } from './accounts.js';

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
    /** The language of the texts above; `translations` holds the others (issue 33 §4). */
    defaultLanguage: text('default_language', { enum: LANGUAGES }).notNull().default('en'),
    translations: jsonb('translations')
      .$type<Translations<TemplateTranslation>>()
      .notNull()
      .default({}),
    colors: jsonb('colors')
      .$type<{ background: string; text: string; button: string; button_text: string }>()
      .notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('templates_account_idx').on(t.accountId, t.kind)],
);
