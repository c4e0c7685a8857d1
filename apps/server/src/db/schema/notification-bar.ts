/**
 * The announcement bar (features/notification-bar).
 */
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, type NotificationBarTranslation, type Translations } from '@playdesk/contract';
import { accounts } from './accounts.js';
import { games } from './games.js';

/** The announcement bar a business shows on its own site (one per account). */
export const notificationBars = pgTable('notification_bars', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  text: text('text').notNull().default(''),
  gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
  buttonLabel: text('button_label').notNull().default('Play now'),
  /** The language of the texts above; `translations` holds the others (issue 33 §4). */
  defaultLanguage: text('default_language', { enum: LANGUAGES }).notNull().default('en'),
  translations: jsonb('translations')
    .$type<Translations<NotificationBarTranslation>>()
    .notNull()
    .default({}),
  background: text('background').notNull().default('#4A3494'),
  color: text('color').notNull().default('#FFFFFF'),
  position: text('position', { enum: ['top', 'bottom'] })
    .notNull()
    .default('top'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
