/**
 * Fair play's risk (issue 36, docs/fair-play-risk.md): the velocity counters per game and source,
 * the proof-of-work challenges already spent, and the risk a play or a lead was given.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RiskAction, RiskReasonCode } from '@playdesk/contract';
import { createdAt, id } from './columns.js';
import { accounts } from './accounts.js';
import { games } from './games.js';
import { players } from './players.js';
import { gameplays } from './play.js';

/**
 * Plays and leads per game, source and time window: one row per bucket (a 10-minute, hour or day
 * slice, `bucket` its start). `key` is a network prefix (`203.0.113.0/24`, `2001:db8:0:100::/56`),
 * the player app's random device id or an email domain — never a whole IP address. Rows older
 * than a day and a half are deleted by the fair-play sweep (features/fair-play/sweep.ts).
 */
export const riskCounters = pgTable(
  'risk_counters',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** `play` or `lead`. */
    kind: text('kind', { enum: ['play', 'lead'] }).notNull(),
    source: text('source', { enum: ['network', 'device', 'email_domain'] }).notNull(),
    key: text('key').notNull(),
    span: text('span', { enum: ['10m', 'hour', 'day'] }).notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.kind, t.source, t.key, t.span, t.bucket] }),
    index('risk_counters_bucket_idx').on(t.bucket),
  ],
);

/**
 * An ALTCHA challenge whose solution was accepted once: a second use of it is refused until it
 * expires (then the signature check refuses it anyway, and the sweep deletes the row).
 */
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    /** The challenge's signature (an HMAC: unique per challenge). */
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_challenges_expires_idx').on(t.expiresAt)],
);

/** A reason as stored: its code, its points and the figures its text shows. */
export interface StoredRiskReason {
  code: RiskReasonCode;
  points: number;
  /** The count, the window (`10m`, `hour`, `day`)… what the reader's sentence is made of. */
  params?: Record<string, string | number>;
}

/**
 * The risk a play or a lead was given, when it was above zero (a play without a row scored 0 with
 * no reason). Kept as long as the play or player it belongs to.
 */
export const riskAssessments = pgTable(
  'risk_assessments',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The play (null for a lead). */
    gameplayId: uuid('gameplay_id').references(() => gameplays.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['play', 'lead'] }).notNull(),
    score: smallint('score').notNull(),
    /** What the game's settings did at this level (`challenge` passed is recorded as `allow`). */
    action: text('action').$type<RiskAction>().notNull(),
    reasons: jsonb('reasons').$type<StoredRiskReason[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('risk_assessments_gameplay_idx')
      .on(t.gameplayId)
      .where(sql`gameplay_id is not null`),
    // A player's risk, highest first (the Player Data list and detail: one backward probe per
    // player for the highest, the newest of equals); its leads (review.ts, grant.ts).
    index('risk_assessments_player_score_idx').on(t.playerId, t.score, t.createdAt),
    // The list's `risk` filter: the players of an account with a medium or high risk (30 is
    // RISK_THRESHOLDS.medium), found without visiting every player. Only risky rows are in it.
    index('risk_assessments_account_risky_idx')
      .on(t.accountId, t.score, t.playerId)
      .where(sql`score >= 30`),
  ],
);
