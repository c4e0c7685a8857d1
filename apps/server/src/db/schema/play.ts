/**
 * Gameplays: one row per play (features/play).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@playdesk/contract';
import { attributionColumns, id } from './columns.js';
import { accounts } from './accounts.js';
import { games } from './games.js';
import { players } from './players.js';

/**
 * One play of one game by one player: the server-side session (engine state, seed) while it runs,
 * and the gameplay record (score, won, duration, where it was played) once it ends.
 */
export const gameplays = pgTable(
  'gameplays',
  {
    id: id(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    seed: integer('seed').notNull(),
    state: jsonb('state').notNull(),
    status: text('status', { enum: ['playing', 'won', 'lost'] })
      .notNull()
      .default('playing'),
    score: integer('score').notNull().default(0),
    reason: text('reason'),
    /**
     * What the play came to, for a game whose end is one of its content's items (a personality
     * test's outcome id: `Outcome.result`); null for the other games and before the end.
     */
    result: text('result'),
    sourceUrl: text('source_url'),
    parentUrl: text('parent_url'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    /** The language the play was in (null: before migration 0024, English). */
    language: text('language', { enum: LANGUAGES }),
    /**
     * When the server ends the play if the player does nothing more (docs/product-rules.md#plays-the-player-left):
     * a timed play's deadline, an untimed play's last move plus the idle period. Null for plays
     * that had ended before migration 0021; the default covers rows an older instance writes.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }).default(
      sql`now() + interval '30 minutes'`,
    ),
    /** The first move the server accepted: the funnel's `first_move` step. */
    firstMoveAt: timestamp('first_move_at', { withTimezone: true }),
    /** The visit (a random id the player app keeps in session storage). */
    visitId: uuid('visit_id'),
    /** Where the visit came from and the variant played (docs/insight.md#attribution). */
    ...attributionColumns(),
  },
  (t) => [
    index('gameplays_game_score_idx').on(t.gameId, t.score),
    index('gameplays_account_started_idx').on(t.accountId, t.startedAt),
    index('gameplays_player_idx').on(t.playerId),
    // The players export's `last_result`: a player's latest play with a result.
    index('gameplays_player_result_idx')
      .on(t.playerId, t.endedAt)
      .where(sql`result is not null`),
    // An experiment's results: its players per variant (features/experiments).
    index('gameplays_experiment_idx')
      .on(t.experimentId, t.variant, t.playerId)
      .where(sql`${t.experimentId} is not null`),
    // Fair play's sample of a game's recent winning times (features/fair-play/speed.ts).
    index('gameplays_game_won_idx')
      .on(t.gameId, t.endedAt)
      .where(sql`${t.status} = 'won'`),
    // The play-expiry job's sweep: only the plays still running.
    index('gameplays_playing_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'playing'`),
  ],
);
