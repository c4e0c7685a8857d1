/**
 * A player's move: checked by the engine, which alone decides win, loss, score and time-out. A
 * move that keeps the play going takes the fast path (a compare-and-set written in a batch with
 * the other moves waiting, move-batch.ts, on this instance's copy of the play, live-plays.ts, or
 * on the play read in a batch); anything else — a refused move, an end, a race — the locked path,
 * which alone writes ends, with their rewards (finish.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { PlaySession } from '@playdesk/contract';
import { gameOf } from '@playdesk/games/registry';
import type { Database } from '../../db/client.js';
import { gameplays } from '../../db/schema.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { dictionariesFor, isDictionaryWord } from '../../infra/dictionary.js';
import { hashToken } from '../../lib/tokens.js';
import type { FinishJudge } from '../fair-play/finish.js';
import { endedReward } from './finish.js';
import type { LivePlay, LivePlays } from './live-plays.js';
import { PLAY_ID, type MoveBatcher } from './move-batch.js';
import { endFields, expiryOf, newSeed, toPlaySession, type GameplayRow } from './play-row.js';
import { loadOwned, MISSING_TOKEN } from './read.js';

export interface MoveDeps {
  db: Database;
  /** Where the player app lives (the rewards front's link in reward emails). */
  appUrl: string;
  livePlays: LivePlays;
  /** The batched reads and compare-and-set writes of moves. */
  batcher: MoveBatcher;
  /** Fair play's look at a play the move wins (fair-play/finish.ts); none: not judged. */
  judgeFinish?: FinishJudge;
}

/**
 * A move that keeps the play going, without a transaction: checked against the play as this
 * instance last left it (or as read now, without a lock), then written only if the play's state
 * and owner are still those it was checked against (compare-and-set) — one statement when the
 * play is known here, two otherwise, each shared with the other moves waiting (move-batch.ts).
 * Null when the play is not found with this token, when the move is refused, ends the play, or
 * raced another move: the locked path (`moveLocked`) then decides it (and alone writes ends, with
 * rewards).
 */
async function moveOptimistic(
  { db, livePlays, batcher }: MoveDeps,
  sessionId: string,
  playerToken: string | null,
  action: Record<string, unknown>,
): Promise<PlaySession | null> {
  if (!playerToken) throw new HttpError(401, MISSING_TOKEN).coded('player.token_missing');
  const tokenHash = hashToken(playerToken);
  const cached = livePlays.get(sessionId);
  let found: LivePlay;
  if (cached && cached.tokenHash === tokenHash) found = cached;
  else if (PLAY_ID.test(sessionId)) {
    const read = await batcher.read(sessionId, tokenHash);
    if (!read) return null;
    found = read;
  } else {
    const { row, type, difficulty, gamePublicId } = await loadOwned(
      db,
      sessionId,
      playerToken,
      false,
    );
    found = { row, type, difficulty, gamePublicId, tokenHash };
  }
  if (found.row.status !== 'playing') return null;
  const engine = gameOf(found.type).engine;
  const parsed = engine.actionSchema.safeParse(
    action.type === 'reset' ? { ...action, seed: newSeed() } : action,
  );
  if (!parsed.success) return null;
  const words = dictionariesFor(found.type, [found.row.language]);
  if (words) await words;
  const now = Date.now();
  const applied = engine.apply(found.row.state, parsed.data, { now, isWord: isDictionaryWord });
  if (!applied.ok) return null;
  if (endFields({ ...found.row, state: applied.state }, found.type, now)) return null;
  const timeLimit = engine.timeLimitSeconds(found.difficulty);
  const written = await batcher.write({
    id: found.row.id,
    state: applied.state,
    old: found.row.state,
    tokenHash,
    expiresAt: timeLimit === null ? expiryOf(found.row.startedAt, null, now).toISOString() : null,
  });
  if (!written) {
    livePlays.delete(sessionId);
    return null;
  }
  // The row as written: the one the move was checked against (its state, status and player
  // matched the compare-and-set) with what the statement set.
  const row: GameplayRow = { ...found.row, ...written, state: applied.state };
  livePlays.set(sessionId, { ...found, row });
  return toPlaySession(row, found.gamePublicId, found.type, timeLimit, now);
}

/** The locked path: the play read under a row lock, the move refused with its reason or written. */
async function moveLocked(
  { db, appUrl, judgeFinish }: MoveDeps,
  sessionId: string,
  playerToken: string | null,
  action: Record<string, unknown>,
  ip: string | null,
): Promise<PlaySession> {
  return db.transaction(async (tx) => {
    const found = await loadOwned(tx, sessionId, playerToken, true);
    const engine = gameOf(found.type).engine;
    const parsed = engine.actionSchema.safeParse(
      // A reshuffle's seed always comes from the server, never from the player.
      action.type === 'reset' ? { ...action, seed: newSeed() } : action,
    );
    if (!parsed.success) {
      throw badRequest(
        'This move is not valid.',
        parsed.error.issues.map((i) => i.message),
      ).coded('move.invalid');
    }
    // An ended play takes no move, whatever its state says: the server may have ended it (a
    // timed-out or abandoned play, docs/product-rules.md#plays-the-player-left) while this
    // instance still held it as running.
    if (found.row.status !== 'playing')
      throw found.row.reason === 'timeout'
        ? new HttpError(422, 'Time is up').coded('play.time_up')
        : new HttpError(422, 'This game is over').coded('play.session_over');
    const now = Date.now();
    const applied = engine.apply(found.row.state, parsed.data, { now, isWord: isDictionaryWord });
    // The engine's own code and values (packages/games/src/refusals.ts), its sentence as message.
    if (!applied.ok) throw new HttpError(422, applied.error).coded(applied.code, applied.params);
    const next = { ...found.row, state: applied.state };
    const end = endFields(next, found.type, now);
    const timeLimit = engine.timeLimitSeconds(found.difficulty);
    const [row] = (await tx
      .update(gameplays)
      .set({
        state: applied.state,
        firstMoveAt: sql`coalesce(${gameplays.firstMoveAt}, now())`,
        ...(end ?? (timeLimit === null ? { expiresAt: expiryOf(next.startedAt, null, now) } : {})),
      })
      .where(eq(gameplays.id, found.row.id))
      .returning()) as [GameplayRow];
    const won = await endedReward(
      tx,
      found.game,
      row,
      end !== null,
      appUrl,
      judgeFinish ? { judge: judgeFinish, ip } : undefined,
    );
    return toPlaySession(
      row,
      found.gamePublicId,
      found.type,
      engine.timeLimitSeconds(found.difficulty),
      now,
      won?.reward,
      won?.awaitingVerification,
    );
  });
}

/**
 * Applies a player's move to their play: the fast path when it can, the locked one otherwise.
 * `ip`: the request's address (fair play does not judge the finishes of its exempt networks).
 */
export async function moveSession(
  deps: MoveDeps,
  sessionId: string,
  playerToken: string | null,
  action: Record<string, unknown>,
  ip: string | null = null,
): Promise<PlaySession> {
  const fast = await moveOptimistic(deps, sessionId, playerToken, action);
  if (fast) return fast;
  deps.livePlays.delete(sessionId);
  return moveLocked(deps, sessionId, playerToken, action, ip);
}
