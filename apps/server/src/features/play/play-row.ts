/**
 * A play's row and what follows from it alone, without the database: when the server ends it if
 * the player sends nothing more, whether the engine says it is over, and the session the player
 * sees. Shared by starts, moves, reads and the expiry sweep (expiry.ts).
 */
import { randomInt } from 'node:crypto';
import type { PlaySession, WonReward } from '@playdesk/contract';
import { PLAY_IDLE_SECONDS } from '@playdesk/games';
import { gameOf, type GameType, type GameView } from '@playdesk/games/registry';
import { sql } from 'drizzle-orm';
import { gameplays, games } from '../../db/schema.js';

export type GameplayRow = typeof gameplays.$inferSelect;

/**
 * A play joined to its game (`innerJoin(games, …)`), as ending it needs: the player's own move
 * and the expiry sweep (expiry.ts) read the same columns.
 */
export const PLAY_WITH_GAME = {
  row: gameplays,
  type: games.type,
  // A play of an experiment's variant has the variant's difficulty (its time limit); only those
  // read the experiment (play/variants.ts).
  difficulty: sql<
    (typeof games.$inferSelect)['difficulty']
  >`case when ${gameplays.experimentId} is null
    then ${games.difficulty} else coalesce((select v->'overrides'->>'difficulty'
      from experiments e cross join jsonb_array_elements(e.variants) v
      where e.id = ${gameplays.experimentId} and v->>'key' = ${gameplays.variant}),
      ${games.difficulty}) end`,
  gamePublicId: games.publicId,
  game: {
    id: games.id,
    accountId: games.accountId,
    status: games.status,
    // Whether a win waits for the player's verification (fair-play/verification/unverified-wins.ts),
    // and fair play's actions for a play won too fast (fair-play/finish.ts).
    fairPlay: games.fairPlay,
    // A play of a variant that changes the rewards (an experiment that varies the odds) ends with
    // the variant's rewards: the `winner` rules given at its end are the variant's, as its draw at
    // the start was. A patch's `rewards` replaces the game's whole (games/settings.ts).
    settings: sql<
      (typeof games.$inferSelect)['settings']
    >`case when ${gameplays.experimentId} is null
      then ${games.settings} else ${games.settings} || coalesce((
        select jsonb_build_object('rewards', v->'overrides'->'settings'->'rewards')
        from experiments e cross join jsonb_array_elements(e.variants) v
        where e.id = ${gameplays.experimentId} and v->>'key' = ${gameplays.variant}
          and e.varies_odds and (v->'overrides'->'settings') ? 'rewards'), '{}'::jsonb) end`,
  },
};

/** A new play's seed (and a reshuffle's: always the server's, never the player's). */
export const newSeed = () => randomInt(0, 2 ** 31 - 1);

/**
 * When the server ends the play if the player sends nothing more (docs/product-rules.md#plays-the-player-left):
 * a timed play at its deadline, an untimed one `PLAY_IDLE_SECONDS` after its last move (`now`).
 */
export function expiryOf(startedAt: Date, timeLimit: number | null, now: number): Date {
  return timeLimit === null
    ? new Date(now + PLAY_IDLE_SECONDS * 1000)
    : new Date(startedAt.getTime() + timeLimit * 1000);
}

/** Records the end of a play once the engine says it is over (idempotent). */
export function endFields(
  row: GameplayRow,
  type: GameType,
  now: number,
): Partial<GameplayRow> | null {
  const outcome = gameOf(type).engine.outcome(row.state, now);
  if (outcome.status === 'playing') return null;
  const endedAt = new Date(now);
  return {
    status: outcome.status,
    score: outcome.score,
    reason: outcome.reason ?? null,
    result: outcome.result ?? null,
    endedAt,
    durationMs: endedAt.getTime() - row.startedAt.getTime(),
  };
}

export function toPlaySession(
  row: GameplayRow,
  gamePublicId: string,
  type: GameType,
  timeLimit: number | null,
  now: number,
  /** The play's reward, once it has ended (null: none); omitted while it runs. */
  reward?: WonReward | null,
  /** The play won a reward kept until the player verifies (then `reward` is null). */
  awaitingVerification = false,
): PlaySession {
  const engine = gameOf(type).engine;
  return {
    session_id: row.id,
    game_public_id: gamePublicId,
    started_at: row.startedAt.toISOString(),
    ends_at:
      timeLimit === null
        ? null
        : new Date(row.startedAt.getTime() + timeLimit * 1000).toISOString(),
    server_now: new Date(now).toISOString(),
    // Once the row has ended it says how (the server may have ended a play its engine would call
    // running: an abandoned EmojiQ); while it runs, the engine at `now`.
    outcome:
      row.status === 'playing'
        ? engine.outcome(row.state, now)
        : {
            status: row.status,
            score: row.score,
            ...(row.reason ? { reason: row.reason } : {}),
            ...(row.result ? { result: row.result } : {}),
          },
    // The engine of the session's own game: its view is that game's.
    view: engine.view(row.state, now) as GameView,
    ...(reward === undefined ? {} : { reward }),
    ...(awaitingVerification ? { reward_awaiting_verification: true as const } : {}),
  };
}
