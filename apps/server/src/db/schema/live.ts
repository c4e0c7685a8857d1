/**
 * Live shows (features/live, docs/live.md): the session with its clock, its players and their
 * answers. The state lives here, not in a process, so a player reconnecting to any instance
 * gets back their score and the current question with its time left.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { LIVE_MODES, LIVE_PHASES, type LiveQuestion, type LiveState } from '@playdesk/games/live';
import type { Language } from '@playdesk/contract';
import type { PersonalityContent } from '@playdesk/games/live/personality';
import { createdAt, id } from './columns.js';
import { accounts } from './accounts.js';
import { games } from './games.js';
import { gameplays } from './play.js';
import { players } from './players.js';

/** A show's questions (and a test's outcomes) in one of its game's other languages. */
export interface LiveTexts {
  questions: LiveQuestion[];
  personality: PersonalityContent | null;
}
export type LiveTranslations = Partial<Record<Language, LiveTexts>>;

/** A show's reward (the contract's `LiveReward`). */
export interface StoredLiveReward {
  reward_id: string;
  top: number | null;
  min_score: number | null;
}

export const liveSessions = pgTable(
  'live_sessions',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The join code players type (unique among all shows). */
    code: text('code').notNull().unique(),
    mode: text('mode', { enum: LIVE_MODES }).notNull(),
    /** Teams mode: how many teams (2–6); 0 otherwise. */
    teams: integer('teams').notNull().default(0),
    questionSeconds: integer('question_seconds').notNull(),
    /** The quiz's questions as the show started (a later edit of the game does not change a show). */
    questions: jsonb('questions').$type<LiveQuestion[]>().notNull(),
    /**
     * A personality show: the test as the show started (its answers' points and its outcomes, for
     * each player's outcome at the end); null for a quiz's show.
     */
    personality: jsonb('personality').$type<PersonalityContent>(),
    /**
     * The show's texts in its game's other languages, as the show started (docs/live.md#languages):
     * a phone that joined in one of them sees the questions, their options and a test's outcomes
     * in it; the screen and every other phone, the texts above.
     */
    translations: jsonb('translations').$type<LiveTranslations>().notNull().default({}),
    phase: text('phase', { enum: LIVE_PHASES }).notNull().default('lobby'),
    question: integer('question').notNull().default(-1),
    openedAt: timestamp('opened_at', { withTimezone: true, precision: 3 }),
    deadline: timestamp('deadline', { withTimezone: true, precision: 3 }),
    paused: jsonb('paused').$type<LiveState['paused']>(),
    /** The reward at the end (docs/live.md#plays-leads-and-rewards); null: none. */
    reward: jsonb('reward').$type<StoredLiveReward>(),
    /**
     * When the rewards were given and the plays ended (at the podium or the end): set once, in the
     * command's transaction under the row's lock, so a second end gives nothing again.
     */
    rewardedAt: timestamp('rewarded_at', { withTimezone: true, precision: 3 }),
    /**
     * How many joined: raised by one atomic `player_count = player_count + 1 where player_count <
     * max` in the join's transaction, so concurrent joins cannot pass the cap.
     */
    playerCount: integer('player_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_sessions_account_idx').on(t.accountId, t.createdAt)],
);

export const livePlayers = pgTable(
  'live_players',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    /** The nickname folded (lower case, trimmed): two players may not share one. */
    nicknameKey: text('nickname_key').notNull(),
    team: integer('team'),
    /** Changed only by one atomic `score = score + points` with the answer's insert. */
    score: integer('score').notNull().default(0),
    out: boolean('out').notNull().default(false),
    /** SHA-256 of the player's secret (the phone keeps the secret). */
    tokenHash: text('token_hash').notNull().unique(),
    /** The business's player (the CRM's) this phone plays as: new, or the one the form made known. */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    /** The play this show counts as (the funnel, the CRM, the plan's gameplays; its reward). */
    gameplayId: uuid('gameplay_id').references(() => gameplays.id, { onDelete: 'set null' }),
    /**
     * A personality show: the outcome the personality engine gave this player's answers, set once
     * at the end (with the play's end); null before, for a quiz, or with no answer.
     */
    outcome: text('outcome'),
    /** The language the phone sees the show in, one of its `translations`; null: the show's own. */
    language: text('language').$type<Language>(),
    joinedAt: timestamp('joined_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('live_players_nickname_unique').on(t.sessionId, t.nicknameKey),
    index('live_players_rank_idx').on(t.sessionId, t.score),
  ],
);

export const liveAnswers = pgTable(
  'live_answers',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => livePlayers.id, { onDelete: 'cascade' }),
    question: integer('question').notNull(),
    option: integer('option').notNull(),
    correct: boolean('correct').notNull(),
    points: integer('points').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  // One answer per player per question: the second insert conflicts, whichever instance sent it.
  (t) => [
    unique('live_answers_once').on(t.sessionId, t.playerId, t.question),
    // The count and the distribution of a question's answers.
    index('live_answers_question_idx').on(t.sessionId, t.question, t.option),
  ],
);
