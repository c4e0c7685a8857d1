/**
 * Play sessions: the server is the referee. Starting one counts a gameplay against the billing
 * account's monthly limit (atomically) and runs the engine's `start`; every action is checked by
 * the engine under a row lock; the engine alone decides win, loss, score and time-out.
 * Rewards (docs/product-rules.md#rewards) are decided in the same transactions: instant wins (odds,
 * winning moments) when the play starts, `winner` rewards when it ends; a session shows its reward
 * once the play has ended.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { defaultParticipation } from '@playdesk/contract';
import { PLAY_IDLE_SECONDS } from '@playdesk/games';
import type {
  PlaySession,
  StartSessionRequest,
  StartSessionResponse,
  WonReward,
} from '@playdesk/contract';
import { gameOf, type GameType, type GameView } from '@playdesk/games/registry';
import type { Database, Queryable } from '../../db/client.js';
import { gameplays, games, players, usage } from '../../db/schema.js';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../http/errors.js';
import { loadBillingPlan } from '../usage/plan.js';
import { sendUsageAlerts, thresholdsReached } from '../usage/alerts.js';
import { nextPeriodStart, usagePeriod } from '../usage/period.js';
import { isDictionaryWord } from '../../infra/dictionary.js';
import { GAMES_CACHE, type CacheBus } from '../../infra/cache-bus.js';
import { TtlCache } from '../../infra/ttl-cache.js';
import { newPublicId } from '../../db/ids.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { createPlayer, findPlayer, toPlayerProfile } from './players.js';
import { activeLeadForm, checkParticipation } from './participation.js';
import { createStartBatcher, type BatchGame } from './start-batch.js';
import { findPlayableGame } from './public-game.js';
import { emitEvent } from '../integrations/events.js';
import {
  drawAtStart,
  onPlayEnded,
  playReward,
  prizeOf,
  recordDraw,
  type AwardGame,
} from '../rewards/award/index.js';

export const LIMIT_REACHED =
  'This game has been played a lot this month and is resting for now. Please come back later!';
const SESSION_NOT_FOUND = 'This play session was not found. Start a new game.';
const MISSING_TOKEN = 'Missing player token.';

type GameplayRow = typeof gameplays.$inferSelect;

/** A play as a move needs it: its row, its game's type, difficulty and id, its owner's token. */
interface LivePlay {
  row: GameplayRow;
  type: GameType;
  difficulty: (typeof games.$inferSelect)['difficulty'];
  gamePublicId: string;
  /** The hash of the token of the play's player. */
  tokenHash: string;
}

/**
 * A play joined to its game (`innerJoin(games, …)`), as ending it needs: the player's own move
 * and the expiry sweep (expiry.ts) read the same columns.
 */
export const PLAY_WITH_GAME = {
  row: gameplays,
  type: games.type,
  difficulty: games.difficulty,
  gamePublicId: games.publicId,
  game: {
    id: games.id,
    accountId: games.accountId,
    status: games.status,
    settings: games.settings,
  },
};

/** Plays kept in memory for their next move: a Wordle's five minutes, a few thousand at once. */
const LIVE_PLAY_TTL_MS = 5 * 60_000;
const LIVE_PLAYS_MAX = 5_000;

const newSeed = () => randomInt(0, 2 ** 31 - 1);

/**
 * Counts one gameplay unless the month's limit is reached; true when counted. One statement
 * (an upsert whose update is conditional) increments and returns the new count, so concurrent
 * starts each get a different value and none can pass the limit; the start that gets the value
 * of an alert threshold (80 %, 100 %) is the only one that sends it (usage/alerts.ts).
 */
export async function countGameplay(
  db: Queryable,
  billingAccountId: string,
  limit: number,
): Promise<boolean> {
  if (limit <= 0) return false;
  const period = usagePeriod();
  const counted = await db
    .insert(usage)
    .values({ accountId: billingAccountId, period, gameplays: 1 })
    .onConflictDoUpdate({
      target: [usage.accountId, usage.period],
      set: { gameplays: sql`${usage.gameplays} + 1` },
      setWhere: sql`${usage.gameplays} < ${limit}`,
    })
    .returning({ gameplays: usage.gameplays });
  const used = counted[0]?.gameplays;
  if (used === undefined) return false;
  if (thresholdsReached(used, limit).length > 0)
    await sendUsageAlerts(db, billingAccountId, period, used, limit);
  return true;
}

/**
 * When the server ends the play if the player sends nothing more (docs/product-rules.md#plays-the-player-left):
 * a timed play at its deadline, an untimed one `PLAY_IDLE_SECONDS` after its last move (`now`).
 */
export function expiryOf(startedAt: Date, timeLimit: number | null, now: number): Date {
  return timeLimit === null
    ? new Date(now + PLAY_IDLE_SECONDS * 1000)
    : new Date(startedAt.getTime() + timeLimit * 1000);
}

function toPlaySession(
  row: GameplayRow,
  gamePublicId: string,
  type: GameType,
  timeLimit: number | null,
  now: number,
  /** The play's reward, once it has ended (null: none); omitted while it runs. */
  reward?: WonReward | null,
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
        : { status: row.status, score: row.score, ...(row.reason ? { reason: row.reason } : {}) },
    // The engine of the session's own game: its view is that game's.
    view: engine.view(row.state, now) as GameView,
    ...(reward === undefined ? {} : { reward }),
  };
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
    endedAt,
    durationMs: endedAt.getTime() - row.startedAt.getTime(),
  };
}

/**
 * The end of a play, once its row says so (in the transaction that ended it: `winner` rewards
 * decided and the reward emailed; on a later read: the reward as it was).
 */
export async function endedReward(
  tx: Queryable,
  game: AwardGame,
  row: GameplayRow,
  endedNow: boolean,
  appUrl: string,
): Promise<WonReward | null | undefined> {
  if (row.status === 'playing') return undefined;
  if (!endedNow) return playReward(tx, row.id);
  const play = {
    gameId: game.id,
    accountId: game.accountId,
    playerId: row.playerId,
    playId: row.id,
  };
  const ended = { status: row.status, score: row.score };
  await emitEvent(tx, game.accountId, { type: 'gameplay.completed', gameplayId: row.id });
  return onPlayEnded(tx, game, play, ended, row.endedAt ?? new Date(), appUrl);
}

type Playable = Awaited<ReturnType<typeof findPlayableGame>>;

/** A playable game as starts use it, with what a batch is checked against (start-batch.ts). */
interface StartGame {
  playable: Playable;
  batch: BatchGame;
  /** Starts without a player token can be batched (no instant rewards, no form first). */
  batchable: boolean;
  /** Starts with a player token can be batched too (and no participation limit). */
  batchableWithToken: boolean;
}

/**
 * `appUrl`: where the player app lives (the rewards front's link in reward emails); `cacheBus`
 * clears the starts' cache of games when a game changes (a batch re-checks the game anyway).
 */
export function createPlayService(db: Database, appUrl = '', cacheBus?: CacheBus) {
  // Every start reads its game: kept here for a few seconds. Nothing is decided from it alone —
  // a batch's statement re-checks it, and the exact path reads the game again.
  const startGames = new TtlCache<StartGame>(5_000, 5_000);
  cacheBus?.on(GAMES_CACHE, (key) => (key === '*' ? startGames.clear() : startGames.delete(key)));
  const batcher = createStartBatcher(db);
  // The plays this instance started or moved last, as it left them: the next move is checked
  // against this copy and written with one compare-and-set statement instead of a read and a
  // write. Nothing is trusted from it: the write matches only if the play, its state and its
  // owner's token are still those of the copy; a copy left stale by a move on another instance,
  // an end or an erasure only costs the read the move would have made anyway.
  const livePlays = new TtlCache<LivePlay>(LIVE_PLAY_TTL_MS, LIVE_PLAYS_MAX);
  const moveIfUnchanged = db
    .update(gameplays)
    // An untimed play's expiry moves with each move (null: a timed play keeps its deadline).
    .set({
      state: sql`${sql.placeholder('state')}::jsonb`,
      expiresAt: sql`coalesce(${sql.placeholder('expiresAt')}::timestamptz, ${gameplays.expiresAt})`,
    })
    .where(
      and(
        eq(gameplays.id, sql.placeholder('id')),
        eq(gameplays.status, 'playing'),
        sql`${gameplays.state} = ${sql.placeholder('old')}::jsonb`,
        sql`${gameplays.playerId} = (select ${players.id} from ${players}
              where ${players.tokenHash} = ${sql.placeholder('tokenHash')})`,
      ),
    )
    .returning()
    .prepare('playdesk_move_if_unchanged');

  async function startGame(gamePublicId: string): Promise<StartGame> {
    const cached = startGames.get(gamePublicId);
    if (cached) return cached;
    const playable = await findPlayableGame(db, gamePublicId);
    const { game } = playable;
    const plan = await loadBillingPlan(db, playable.billingAccountId);
    const settingsJson = JSON.stringify(game.settings);
    const contentJson = JSON.stringify(game.content);
    const instant = game.settings.rewards?.rules.some((r) => r.mode !== 'winner') ?? false;
    const formFirst = activeLeadForm(game.settings, plan).mode === 'before';
    const rule = game.settings.participation ?? defaultParticipation(game.settings.rewards);
    const fresh: StartGame = {
      playable,
      batch: {
        id: game.id,
        accountId: game.accountId,
        billingAccountId: playable.billingAccountId,
        type: game.type,
        difficulty: game.difficulty,
        settingsJson,
        contentJson,
        crm: plan.crm,
        version: createHash('sha256')
          .update(`${plan.crm}\n${game.type}\n${game.difficulty}\n${settingsJson}\n${contentJson}`)
          .digest('base64url'),
      },
      batchable: !instant && !formFirst,
      batchableWithToken: !instant && !formFirst && rule.rule === 'unlimited',
    };
    startGames.set(gamePublicId, fresh);
    return fresh;
  }

  /** A start written with others in one statement (start-batch.ts); null: start alone. */
  async function startInBatch(
    cached: StartGame,
    playerToken: string | null,
    input: StartSessionRequest,
  ): Promise<StartSessionResponse | null> {
    const { game } = cached.playable;
    const engine = gameOf(game.type).engine;
    const now = Date.now();
    const seed = newSeed();
    const playId = randomUUID();
    const state = engine.start(game.content, {
      difficulty: game.difficulty,
      seed,
      now,
      isWord: isDictionaryWord,
    });
    const token = newSecretToken();
    const newPlayer = {
      id: randomUUID(),
      publicId: newPublicId(),
      tokenHash: hashToken(token),
      displayName: input.display_name ?? null,
    };
    const startedAt = new Date(now);
    const timeLimit = engine.timeLimitSeconds(game.difficulty);
    const expiresAt = expiryOf(startedAt, timeLimit, now);
    const tokenHash = playerToken ? hashToken(playerToken) : null;
    const outcome = await batcher.submit(cached.batch, {
      playId,
      seed,
      state,
      expiresAt,
      sourceUrl: input.source_url ?? null,
      parentUrl: input.parent_url ?? null,
      startedAt,
      tokenHash,
      newPlayer,
    });
    if (!outcome.written) {
      startGames.delete(game.publicId);
      return null;
    }
    const row = {
      id: playId,
      gameId: game.id,
      accountId: game.accountId,
      playerId: '',
      seed,
      state,
      status: 'playing',
      score: 0,
      reason: null,
      sourceUrl: input.source_url ?? null,
      parentUrl: input.parent_url ?? null,
      startedAt,
      endedAt: null,
      durationMs: null,
      expiresAt,
    } satisfies GameplayRow;
    const session = toPlaySession(row, game.publicId, game.type, timeLimit, now);
    livePlays.set(playId, {
      row,
      type: game.type,
      difficulty: game.difficulty,
      gamePublicId: game.publicId,
      tokenHash: tokenHash ?? newPlayer.tokenHash,
    });
    const player = outcome.player ?? {
      publicId: newPlayer.publicId,
      displayName: newPlayer.displayName,
      avatar: null,
    };
    return {
      session,
      player: {
        public_id: player.publicId,
        display_name: player.displayName,
        avatar: player.avatar,
      },
      ...(outcome.player ? {} : { player_token: token }),
    };
  }

  async function start(
    gamePublicId: string,
    playerToken: string | null,
    input: StartSessionRequest,
  ): Promise<StartSessionResponse> {
    const cached = await startGame(gamePublicId);
    if (playerToken ? cached.batchableWithToken : cached.batchable) {
      const done = await startInBatch(cached, playerToken, input);
      if (done) return done;
    }
    return startAlone(gamePublicId, playerToken, input);
  }

  /** The exact path, one start at a time: reads the game again and decides everything in SQL. */
  async function startAlone(
    gamePublicId: string,
    playerToken: string | null,
    input: StartSessionRequest,
  ): Promise<StartSessionResponse> {
    const playable = await findPlayableGame(db, gamePublicId);
    const { game } = playable;
    const engine = gameOf(game.type).engine;
    const now = Date.now();
    const seed = newSeed();
    // The play's id is chosen here: instant-win draws derive from it before its row is written.
    const playId = randomUUID();
    const startState = (prize?: { id: string; label: string } | null) =>
      engine.start(game.content, {
        difficulty: game.difficulty,
        seed,
        now,
        isWord: isDictionaryWord,
        ...(prize === undefined ? {} : { prize }),
      });
    // Without instant rewards the state does not depend on the transaction: start it outside.
    const plainState = game.settings.rewards?.rules.some((r) => r.mode !== 'winner')
      ? null
      : startState();

    return db.transaction(async (tx) => {
      const plan = await loadBillingPlan(tx, playable.billingAccountId);
      if (!(await countGameplay(tx, playable.billingAccountId, plan.monthlyTotalImpressions))) {
        // The month's plays are used up until the next period (sooner if the plan changes).
        throw tooManyRequests(
          LIMIT_REACHED,
          (nextPeriodStart(new Date(now)).getTime() - now) / 1000,
        );
      }
      let player = playerToken ? await findPlayer(tx, playerToken, game.accountId) : null;
      await checkParticipation(tx, game, plan, player, new Date(now));
      let newToken: string | undefined;
      if (!player) {
        const created = await createPlayer(tx, game.accountId, input.display_name, {
          id: playId,
          startedAt: new Date(now),
        });
        player = created.player;
        newToken = created.token;
      }
      const play = { gameId: game.id, accountId: game.accountId, playerId: player.id, playId };
      const draw = plainState ? null : await drawAtStart(tx, game, play, new Date(now));
      // A ScratchMe card holds the prize the draw gave (its content's prizes are not drawn).
      const state = plainState ?? startState(draw ? prizeOf(draw) : undefined);
      const [row] = await tx
        .insert(gameplays)
        .values({
          id: playId,
          gameId: game.id,
          accountId: game.accountId,
          playerId: player.id,
          seed,
          state,
          sourceUrl: input.source_url ?? null,
          parentUrl: input.parent_url ?? null,
          startedAt: new Date(now),
          expiresAt: expiryOf(new Date(now), engine.timeLimitSeconds(game.difficulty), now),
        })
        .returning();
      if (draw) await recordDraw(tx, draw, play);
      const session = toPlaySession(
        row!,
        game.publicId,
        game.type,
        engine.timeLimitSeconds(game.difficulty),
        now,
      );
      return {
        session,
        player: toPlayerProfile(player),
        ...(newToken ? { player_token: newToken } : {}),
      };
    });
  }

  /** Loads a session of this player (row-locked inside a transaction). */
  async function loadOwned(
    db: Queryable,
    sessionId: string,
    playerToken: string | null,
    lock: boolean,
  ) {
    if (!playerToken) throw new HttpError(401, MISSING_TOKEN);
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw notFound(SESSION_NOT_FOUND);
    // One round trip: the play joined to its game and to the player the token names.
    const query = db
      .select(PLAY_WITH_GAME)
      .from(gameplays)
      .innerJoin(games, eq(games.id, gameplays.gameId))
      .innerJoin(players, eq(players.id, gameplays.playerId))
      .where(and(eq(gameplays.id, sessionId), eq(players.tokenHash, hashToken(playerToken))));
    const [found] = lock ? await query.for('update', { of: gameplays }) : await query;
    if (!found) throw notFound(SESSION_NOT_FOUND);
    return found;
  }

  async function get(sessionId: string, playerToken: string | null): Promise<PlaySession> {
    return db.transaction(async (tx) => {
      const found = await loadOwned(tx, sessionId, playerToken, true);
      const now = Date.now();
      let row = found.row;
      const end = row.status === 'playing' ? endFields(row, found.type, now) : null;
      if (end)
        [row] = (await tx
          .update(gameplays)
          .set(end)
          .where(eq(gameplays.id, row.id))
          .returning()) as [GameplayRow];
      const timeLimit = gameOf(found.type).engine.timeLimitSeconds(found.difficulty);
      const reward = await endedReward(tx, found.game, row, end !== null, appUrl);
      return toPlaySession(row, found.gamePublicId, found.type, timeLimit, now, reward);
    });
  }

  /**
   * A move that keeps the play going, without a transaction: checked against the play as this
   * instance last left it (or as read now, without a lock), then written only if the play's state
   * and owner are still those it was checked against (compare-and-set) — one statement when the
   * play is known here, two otherwise. Null when the move is refused, ends the play, or raced
   * another move: the locked path below then decides it (and alone writes ends, with rewards).
   */
  async function actOptimistic(
    sessionId: string,
    playerToken: string | null,
    action: Record<string, unknown>,
  ): Promise<PlaySession | null> {
    if (!playerToken) throw new HttpError(401, MISSING_TOKEN);
    const tokenHash = hashToken(playerToken);
    const cached = livePlays.get(sessionId);
    let found: LivePlay;
    if (cached && cached.tokenHash === tokenHash) found = cached;
    else {
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
    const now = Date.now();
    const applied = engine.apply(found.row.state, parsed.data, { now, isWord: isDictionaryWord });
    if (!applied.ok) return null;
    if (endFields({ ...found.row, state: applied.state }, found.type, now)) return null;
    const timeLimit = engine.timeLimitSeconds(found.difficulty);
    const [row] = (await moveIfUnchanged.execute({
      id: found.row.id,
      state: JSON.stringify(applied.state),
      old: JSON.stringify(found.row.state),
      tokenHash,
      expiresAt: timeLimit === null ? expiryOf(found.row.startedAt, null, now).toISOString() : null,
    })) as GameplayRow[];
    if (!row) {
      livePlays.delete(sessionId);
      return null;
    }
    livePlays.set(sessionId, { ...found, row });
    return toPlaySession(row, found.gamePublicId, found.type, timeLimit, now);
  }

  async function act(
    sessionId: string,
    playerToken: string | null,
    action: Record<string, unknown>,
  ): Promise<PlaySession> {
    const fast = await actOptimistic(sessionId, playerToken, action);
    if (fast) return fast;
    livePlays.delete(sessionId);
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
        );
      }
      // An ended play takes no move, whatever its state says: the server may have ended it (a
      // timed-out or abandoned play, docs/product-rules.md#plays-the-player-left) while this
      // instance still held it as running.
      if (found.row.status !== 'playing')
        throw new HttpError(
          422,
          found.row.reason === 'timeout' ? 'Time is up' : 'This game is over',
        );
      const now = Date.now();
      const applied = engine.apply(found.row.state, parsed.data, { now, isWord: isDictionaryWord });
      if (!applied.ok) throw new HttpError(422, applied.error);
      const next = { ...found.row, state: applied.state };
      const end = endFields(next, found.type, now);
      const timeLimit = engine.timeLimitSeconds(found.difficulty);
      const [row] = (await tx
        .update(gameplays)
        .set({
          state: applied.state,
          ...(end ??
            (timeLimit === null ? { expiresAt: expiryOf(next.startedAt, null, now) } : {})),
        })
        .where(eq(gameplays.id, found.row.id))
        .returning()) as [GameplayRow];
      const reward = await endedReward(tx, found.game, row, end !== null, appUrl);
      return toPlaySession(
        row,
        found.gamePublicId,
        found.type,
        engine.timeLimitSeconds(found.difficulty),
        now,
        reward,
      );
    });
  }

  return { start, get, act };
}
