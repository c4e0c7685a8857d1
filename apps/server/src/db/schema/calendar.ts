/**
 * The game calendar (features/calendar).
 */
import { sql } from 'drizzle-orm';
import { date, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { accounts } from './accounts.js';
import { games } from './games.js';

/** A game is live on every day from starts_on to ends_on (inclusive). */
export const calendarEntries = pgTable(
  'calendar_entries',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_account_range_idx').on(t.accountId, t.startsOn, t.endsOn),
    check('calendar_range_ordered', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);
