/**
 * The dashboard's daily rollups, kept by triggers (features/dashboard).
 */
import { sql } from 'drizzle-orm';
import { date, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@playdesk/contract';
import { accounts } from './accounts.js';
import { games } from './games.js';

/**
 * Plays and wins per game, UTC day of the play's start and language, kept by triggers on `gameplays`
 * (0014_scale.sql) in the transaction that writes the play: what the dashboard reads.
 */
export const gameplayDays = pgTable(
  'gameplay_days',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric', { enum: ['plays', 'wins'] }).notNull(),
    /** The plays' language (0024_languages.sql; plays before it were English). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'gameplay_days_pk',
      columns: [t.accountId, t.day, t.gameId, t.metric, t.language],
    }),
    check('gameplay_days_metric_check', sql`${t.metric} in ('plays', 'wins')`),
    index('gameplay_days_game_idx').on(t.gameId),
  ],
);

/** New players per UTC day of their creation and language, kept by triggers on `players` (0014_scale.sql). */
export const playerDays = pgTable(
  'player_days',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The players' language when they were created (their first play's). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'player_days_pk', columns: [t.accountId, t.day, t.language] })],
);
