/**
 * Insight (features/insight, docs/insight.md): the steps only a browser sees, their hourly
 * rollups with the server's own steps, placements and experiments.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExperimentVariant } from '@playdesk/contract';
import { attributionColumns, createdAt, id } from './columns.js';
import { accounts } from './accounts.js';
import { games } from './games.js';
import { players } from './players.js';

/**
 * Append-only: one row per step a browser reported through the beacon (view, cta, share,
 * form_field) or per lead sent. Plays' own steps (start, first move, finish, win) and rewards are
 * read from their rows; the rollup job counts both (features/insight/rollup.ts).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys on the account and the game (migration 0050): their checks were a third of
    // PostgreSQL's work per beacon row. The writers take the game's row `FOR KEY SHARE` themselves
    // (the beacon once per statement, features/insight/beacon.ts; the plays' triggers through the
    // play's own key), the account is the game's, and the trigger `analytics_events_game_gone`
    // deletes a game's events with it, as the cascade did (docs/adr/023-beacon-without-foreign-keys.md).
    accountId: uuid('account_id').notNull(),
    gameId: uuid('game_id').notNull(),
    step: text('step').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    playId: uuid('play_id'),
    /** The visit (a random id the player app keeps in session storage). */
    visitId: uuid('visit_id'),
    /** Leads only: the player who sent it (unlinked when the player is erased). */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    /** What was clicked or shared, or the form field left. */
    target: text('target'),
    language: text('language'),
    ...attributionColumns(),
  },
  (t) => [
    // One view, click or share of each target per visit and game: the beacon's dedupe (the
    // server's steps are not deduplicated: a visit may start many plays).
    uniqueIndex('analytics_events_beacon_idx')
      .on(t.gameId, t.visitId, t.step, sql`coalesce(${t.target}, '')`)
      .where(sql`${t.visitId} is not null and ${t.step} in ('view', 'cta', 'share', 'form_field')`),
    index('analytics_events_game_at_idx').on(t.gameId, t.at),
    // The steps page's "left the form at" (features/insight/steps.ts): the form fields left are
    // a sliver of a game's events, which it would otherwise read all of in the period.
    index('analytics_events_form_field_idx')
      .on(t.gameId, t.at)
      .where(sql`${t.step} = 'form_field'`),
    // The rollup job's and the retention job's range scans.
    index('analytics_events_at_idx').on(t.at),
  ],
);

/**
 * A rollup table of the funnel (features/insight/rollup.ts): counts per `period` (its first
 * instant), game and step, once in total (`dimension` '') and once per value of each dimension
 * the funnel breaks down by (`source`, `medium`, … `variant`; a value never recorded is
 * `unknown`), so a breakdown reads only its own dimension's rows. Its two lookups are covering
 * (INCLUDE step, value, n in 0026_insight.sql): a funnel reads the index alone.
 */
function rollupTable<P extends 'hour' | 'day'>(name: string, period: P) {
  return pgTable(
    name,
    {
      accountId: uuid('account_id')
        .notNull()
        .references(() => accounts.id, { onDelete: 'cascade' }),
      gameId: uuid('game_id')
        .notNull()
        .references(() => games.id, { onDelete: 'cascade' }),
      period: timestamp(period, { withTimezone: true }).notNull(),
      step: text('step').notNull(),
      dimension: text('dimension').notNull(),
      value: text('value').notNull(),
      n: integer('n').notNull(),
    },
    (t) => [
      index(`${name}_game_idx`).on(t.gameId, t.dimension, t.period),
      index(`${name}_account_idx`).on(t.accountId, t.dimension, t.period),
      index(`${name}_${period}_idx`).on(t.period),
    ],
  );
}

/**
 * Per hour: what the funnel reads for the hours the rollup job has closed
 * (`analytics_rollup_state`) since the last closed day; the hours after it are counted from the
 * events live (features/insight/counts.ts).
 */
export const analyticsHourly = rollupTable('analytics_hourly', 'hour');

/**
 * Per day (UTC), summed from a day's hours when its last hour is rolled up: a period of whole days
 * reads a row per day instead of 24.
 */
export const analyticsDaily = rollupTable('analytics_daily', 'day');

/** How far the rollups reach: every hour before `rolled_until` is in `analytics_hourly`. */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  id: text('id').primaryKey(),
  rolledUntil: timestamp('rolled_until', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per game and UTC day of start: its plays, those finished by playing (not left, not out of time)
 * and the finished ones' durations in `FINISH_BAR_EDGES` bars (features/insight/play-days.ts), so
 * `GET stats/games/{id}/steps` reads a row per day instead of every play (issue 34). A day is
 * rolled once no play of it can still change; `analytics_rollup_state` row `plays` says how far.
 */
export const playDays = pgTable(
  'play_days',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    day: timestamp('day', { withTimezone: true }).notNull(),
    plays: integer('plays').notNull(),
    finished: integer('finished').notNull(),
    /** Finished plays per time-to-finish bar, in the bars' order (the last has no upper bound). */
    finishBars: integer('finish_bars').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.day] }), index('play_days_day_idx').on(t.day)],
);

/** A named place a game is promoted, with its UTM parameters (docs/insight.md#placements). */
export const placements = pgTable(
  'placements',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    utmSource: text('utm_source').notNull(),
    utmMedium: text('utm_medium').notNull(),
    utmCampaign: text('utm_campaign'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('placements_game_name_idx').on(t.gameId, sql`lower(${t.name})`),
    index('placements_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** An A/B/n experiment on one game (docs/insight.md#experiments). */
export const experiments = pgTable(
  'experiments',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['running', 'stopped'] })
      .notNull()
      .default('running'),
    goal: text('goal', { enum: ['finish', 'lead', 'cta', 'reward_redeemed'] }).notNull(),
    minSample: integer('min_sample'),
    endsOn: text('ends_on'),
    variesOdds: boolean('varies_odds').notNull().default(false),
    /** The variants in order (A is the control), with their shares and overrides. */
    variants: jsonb('variants').$type<ExperimentVariant[]>().notNull(),
    promotedVariant: text('promoted_variant'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one experiment runs on a game at a time.
    uniqueIndex('experiments_running_game_idx')
      .on(t.gameId)
      .where(sql`${t.status} = 'running'`),
    index('experiments_account_idx').on(t.accountId, t.startedAt),
  ],
);

/**
 * The players of an experiment (features/insight/rollup.ts): added by the rollup job from each
 * closed hour's plays in the experiment, with when each first reached its goal. Its results page
 * reads `experiment_counts`, kept in the same transactions, instead of every play (issue 34 §10);
 * this table makes each player count once. An erased player's row goes, their counts stay.
 */
export const experimentPlayers = pgTable(
  'experiment_players',
  {
    experimentId: uuid('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.experimentId, t.playerId] })],
);

/** Per experiment and variant: its players and those who reached the goal, up to `rolled_until`. */
export const experimentCounts = pgTable(
  'experiment_counts',
  {
    experimentId: uuid('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    players: integer('players').notNull().default(0),
    conversions: integer('conversions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.experimentId, t.variant] })],
);
