/**
 * Reading a play session as its player: the play is found only with the token of the player who
 * owns it, and a read that finds it over (time up, out of moves) records its end.
 */
import { and, eq } from 'drizzle-orm';
import type { PlaySession } from '@playdesk/contract';
import { gameOf } from '@playdesk/games/registry';
import type { Database, Queryable } from '../../db/client.js';
import { gameplays, games, players } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/errors.js';
import { hashToken } from '../../lib/tokens.js';
import { endedReward, type FinishFairPlay } from './finish.js';
import { endFields, PLAY_WITH_GAME, toPlaySession, type GameplayRow } from './play-row.js';

const SESSION_NOT_FOUND = 'This play session was not found. Start a new game.';
export const MISSING_TOKEN = 'Missing player token.';

/** Loads a session of this player (row-locked inside a transaction). */
export async function loadOwned(
  db: Queryable,
  sessionId: string,
  playerToken: string | null,
  lock: boolean,
) {
  if (!playerToken) throw new HttpError(401, MISSING_TOKEN).coded('player.token_missing');
  if (!/^[0-9a-f-]{36}$/i.test(sessionId))
    throw notFound(SESSION_NOT_FOUND).coded('play.session_not_found');
  // One round trip: the play joined to its game and to the player the token names.
  const query = db
    .select(PLAY_WITH_GAME)
    .from(gameplays)
    .innerJoin(games, eq(games.id, gameplays.gameId))
    .innerJoin(players, eq(players.id, gameplays.playerId))
    .where(and(eq(gameplays.id, sessionId), eq(players.tokenHash, hashToken(playerToken))));
  const [found] = lock ? await query.for('update', { of: gameplays }) : await query;
  if (!found) throw notFound(SESSION_NOT_FOUND).coded('play.session_not_found');
  return found;
}

/**
 * The session as its player sees it now (`appUrl`: the rewards front's link in reward emails;
 * `fair`: fair play's look at a play this read finds over).
 */
export async function getSession(
  db: Database,
  appUrl: string,
  sessionId: string,
  playerToken: string | null,
  fair?: FinishFairPlay,
): Promise<PlaySession> {
  return db.transaction(async (tx) => {
    const found = await loadOwned(tx, sessionId, playerToken, true);
    const now = Date.now();
    let row = found.row;
    const end = row.status === 'playing' ? endFields(row, found.type, now) : null;
    if (end)
      [row] = (await tx.update(gameplays).set(end).where(eq(gameplays.id, row.id)).returning()) as [
        GameplayRow,
      ];
    const timeLimit = gameOf(found.type).engine.timeLimitSeconds(found.difficulty);
    const won = await endedReward(tx, found.game, row, end !== null, appUrl, fair);
    return toPlaySession(
      row,
      found.gamePublicId,
      found.type,
      timeLimit,
      now,
      won?.reward,
      won?.awaitingVerification,
    );
  });
}
