/**
 * Plays the player left (docs/product-rules.md#plays-the-player-left): the server ends a play
 * nobody can finish any more, even if the player never sends another request — a timed play once
 * its time is up, an untimed one (EmojiQ) after `PLAY_IDLE_SECONDS` without a move. Every play
 * carries `expires_at` (play-row.ts `expiryOf`); this sweep reads the running plays past it
 * through the partial index `gameplays_playing_expires_idx` and ends each with the functions the
 * player's own requests use (`endFields`, `endedReward`): the same row update (the players'
 * aggregates follow from its trigger), the same `gameplay.completed` event and webhooks, the same
 * reward decision — a lost play wins no `winner` reward; an instant win taken at the start is
 * revealed, as for any end.
 *
 * Exactly once: the rows are claimed with `FOR UPDATE SKIP LOCKED` and re-read under the lock, so
 * two instances sweeping at once take different plays, and a move the player sends meanwhile
 * either ran first (the sweep then sees its new state and expiry) or waits for the sweep and finds
 * the play ended (move.ts refuses moves on an ended row, and the fast path's compare-and-set
 * matches only `status = 'playing'`). A plain function with an injectable clock, so tests drive
 * it; the job queue runs it every 15 s (`playExpiryJobDefinition`).
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { PLAY_IDLE_SECONDS } from '@playdesk/games';
import { gameOf } from '@playdesk/games/registry';
import type { Database, Transaction } from '../../db/client.js';
import { gameplays, games } from '../../db/schema.js';
import type { JobDefinition } from '../../infra/jobs.js';
import { endedReward } from './finish.js';
import { endFields, PLAY_WITH_GAME, type GameplayRow } from './play-row.js';

export const PLAY_EXPIRY_JOB = 'play.expire';
/** Plays claimed (and ended) per transaction. */
const BATCH = 100;
/** Batches per sweep at most: the next sweep, seconds later, goes on. */
const MAX_BATCHES = 50;

/** The reason a play the player left without a move for the idle period ends with. */
export const ABANDONED = 'abandoned';

/** How the sweep leaves one claimed play: its end, or a corrected expiry (still running). */
function decide(
  row: GameplayRow,
  type: (typeof games.$inferSelect)['type'],
  difficulty: (typeof games.$inferSelect)['difficulty'],
  now: number,
): Partial<GameplayRow> {
  const engine = gameOf(type).engine;
  const timeLimit = engine.timeLimitSeconds(difficulty);
  if (timeLimit !== null) {
    const deadline = row.startedAt.getTime() + timeLimit * 1000;
    // Ended as the engine says at its deadline (a timed-out play: lost, reason 'timeout'; a quiz
    // keeps the answers given in time), so the play lasted its time limit, not until the sweep.
    const end = endFields(row, type, Math.min(now, deadline)) ?? endFields(row, type, now);
    // Not over yet: the row's expiry was not its deadline (a row written with the default).
    return end ?? { expiresAt: new Date(deadline) };
  }
  // Untimed: the player made no move for the idle period. Lost, with the points the engine counts
  // so far, ended at the last move (the expiry is the last move plus the idle period).
  const lastMove = Math.min(
    now,
    Math.max(row.startedAt.getTime(), (row.expiresAt?.getTime() ?? now) - PLAY_IDLE_SECONDS * 1000),
  );
  return {
    status: 'lost',
    score: engine.outcome(row.state, now).score,
    reason: ABANDONED,
    endedAt: new Date(lastMove),
    durationMs: lastMove - row.startedAt.getTime(),
  };
}

/** Claims up to `BATCH` expired running plays and ends them, in one transaction. */
async function sweepBatch(tx: Transaction, now: Date, appUrl: string): Promise<number> {
  const claimed = await tx
    .select(PLAY_WITH_GAME)
    .from(gameplays)
    .innerJoin(games, eq(games.id, gameplays.gameId))
    .where(and(eq(gameplays.status, 'playing'), lte(gameplays.expiresAt, now)))
    .orderBy(asc(gameplays.expiresAt))
    .limit(BATCH)
    // SKIP LOCKED: a play another instance's sweep, or the player's own move, holds is left to it.
    .for('update', { of: gameplays, skipLocked: true });
  for (const found of claimed) {
    const change = decide(found.row, found.type, found.difficulty, now.getTime());
    // Under the row lock, and only while it still runs: ends are written once.
    const [row] = (await tx
      .update(gameplays)
      .set(change)
      .where(and(eq(gameplays.id, found.row.id), eq(gameplays.status, 'playing')))
      .returning()) as GameplayRow[];
    if (row && row.status !== 'playing') await endedReward(tx, found.game, row, true, appUrl);
  }
  return claimed.length;
}

/**
 * Ends every running play past its expiry at `now` (at most `MAX_BATCHES` × `BATCH` a call);
 * answers how many plays it looked at. `appUrl`: the rewards front's link in reward emails.
 */
export async function endExpiredPlays(
  db: Database,
  { now = new Date(), appUrl = expiryAppUrl }: { now?: Date; appUrl?: string } = {},
): Promise<number> {
  let seen = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await db.transaction((tx) => sweepBatch(tx, now, appUrl));
    seen += n;
    if (n < BATCH) break;
  }
  return seen;
}

let expiryAppUrl = '';

/** main.ts: the player app's address, for the links in reward emails the sweep sends. */
export function configurePlayExpiry(options: { appUrl: string }): void {
  expiryAppUrl = options.appUrl;
}

/** The sweep's period: within a minute of its expiry a play is ended. */
const SWEEP_EVERY_MS = 15_000;
const SWEEPS_PER_RUN = 4;

/**
 * Sent every minute by the queue's cron (one instance wins each minute; pg-boss may send it up to
 * about half a minute late), each run sweeps four times, 15 s apart, so the gap between two sweeps
 * stays under a minute. A run overlapping the next one only makes its sweeps find nothing. Stops
 * waiting when the workers stop. `{ sweeps }` in the data runs fewer (tests).
 */
export const playExpiryJobDefinition: JobDefinition = {
  name: PLAY_EXPIRY_JOB,
  schedule: '* * * * *',
  retryLimit: 0,
  expireInSeconds: 5 * 60,
  async handler(data, { db, log, signal }) {
    const sweeps = Math.min(
      SWEEPS_PER_RUN,
      Math.max(1, Math.trunc(Number(data.sweeps ?? SWEEPS_PER_RUN)) || 1),
    );
    for (let i = 0; i < sweeps && !signal.aborted; i++) {
      if (i > 0) await pause(SWEEP_EVERY_MS, signal);
      if (signal.aborted) return;
      const n = await endExpiredPlays(db);
      if (n > 0) log.info({ plays: n }, 'ended plays the player left');
    }
  },
};

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
