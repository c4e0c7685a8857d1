/**
 * Live shows (issue 40, docs/live.md): every database call of the feature. The rules are the
 * engine's (`@playdesk/games/live`); this file reads the rows, asks the engine, and writes the
 * result whole. The session row is the show's clock: a host command takes it `for update`, an
 * answer `for share`, so an answer is judged against the phase it lands in (none after a reveal).
 */
import { recordAssessment, type RiskAssessor, type Visitor } from '../fair-play/assess.js';
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  gameLanguages,
  translatedContent,
  type Language,
  LIVE_CODE_ALPHABET,
  LIVE_CODE_LENGTH,
  type CreateLiveSessionRequest,
  type ErrorCode,
  type LiveAnswerRequest,
  type LiveCommand,
  type LiveJoinRequest,
  type LiveReward,
  type LiveSession,
  type LiveView,
  type WonReward,
} from '@playdesk/contract';
import { personalityContentSchema } from '@playdesk/games/content/personality';
import { quizContentSchema } from '@playdesk/games/content/quiz';
import {
  LIVE,
  command as runCommand,
  eliminated,
  judgeAnswer,
  liveModesOf,
  newLiveState,
  settle,
  type LiveRefusalCode,
} from '@playdesk/games/live';
import { personalityQuestions } from '@playdesk/games/live/personality';
import { audit, type AuditContext } from '../../db/audit-log.js';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { games, liveAnswers, livePlayers, liveSessions } from '../../db/schema.js';
import type { LiveTexts, LiveTranslations } from '../../db/schema/live.js';
import { HttpError, invalidFields, notFound } from '../../http/errors.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { attributionOf, ownHostsOf } from '../insight/attribution.js';
import type { PlacementLookup } from '../insight/placement-lookup.js';
import { findPlayableGame, playLanguage } from '../play/public-game.js';
import { rewardsByPublicId } from '../rewards/award/grant.js';
import { playReward } from '../rewards/award/index.js';
import { blockedWord, foldNickname } from './nickname.js';
import { endShow, startLivePlay } from './plays.js';
import {
  needsEveryPlayer,
  stateOf,
  viewsOf,
  type LiveSnapshot,
  type LiveViews,
  type SessionRow,
} from './view.js';

/** A session row with its quiz's public id (the view names it: the template, the form). */
export type ShowRow = SessionRow & { gamePublicId: string };

/** Where a join comes from: the business's player token, the visit, the browser. */
export interface JoinFrom {
  playerToken: string | null;
  userAgent?: string;
  /** Who joins, for fair play's assessment of the join as of a start (docs/fair-play-risk.md). */
  visitor?: Visitor;
}

/** What the live service needs besides the database. */
export interface LiveServiceOptions {
  clock?: () => number;
  /** The placement a visit's link named (insight/placement-lookup.ts). */
  placementOf?: PlacementLookup;
  /** The app's address: its own hosts are never a visit's referrer. */
  appUrl?: string;
  /** Fair play's judge of starts: a join with a visitor is counted and judged as a start. */
  assessor?: RiskAssessor;
}

/** A player just joined: all a first view needs of them. */
export interface JoinedPlayer {
  id: string;
  nickname: string;
  team: number | null;
  out: boolean;
  /** The language the phone sees the show in; null: the show's own. */
  language: Language | null;
}

/** Tells every instance's sockets that a show changed (the cache bus: Redis across instances). */
export type LiveNotify = (sessionId: string, urgent: boolean) => void;

const refused = (status: number, code: ErrorCode, message: string) =>
  new HttpError(status, message).coded(code);

const kindName = { quiz: 'quiz', personality: 'test' } as const;

/**
 * A personality show's reward goes to every player who gets an outcome (docs/live.md): nobody
 * scores, so a top N or a score above 0 would name nobody or everybody by accident — the request
 * says it with `min_score: 0` and no `top`.
 */
function checkEveryoneReward(reward: LiveReward | null | undefined) {
  if (reward && (reward.top !== null || reward.min_score !== 0)) {
    throw invalidFields([
      'reward: A personality show gives its reward to every player who gets an outcome: send min_score 0 and no top',
    ]);
  }
}

/** An engine refusal as an HTTP error (409: the show's state does not allow it now). */
const engineRefusal = (code: LiveRefusalCode, message: string) =>
  refused(code === 'live.bad_option' || code === 'live.wrong_question' ? 400 : 409, code, message);

/**
 * A show's questions (and a test's whole content, for the outcomes at its end) from its game's
 * content; null when the content has nothing to play.
 */
function showTexts(kind: 'quiz' | 'personality', content: unknown): LiveTexts | null {
  if (kind === 'personality') {
    const parsed = personalityContentSchema.safeParse(content);
    return parsed.success
      ? { questions: personalityQuestions(parsed.data), personality: parsed.data }
      : null;
  }
  const parsed = quizContentSchema.safeParse(content);
  return parsed.success
    ? {
        questions: parsed.data.questions.map((q) => ({
          text: q.text,
          options: q.options,
          correct: q.correct,
        })),
        personality: null,
      }
    : null;
}

export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < LIVE_CODE_LENGTH; i++)
    code += LIVE_CODE_ALPHABET[randomInt(LIVE_CODE_ALPHABET.length)];
  return code;
}

export function createLiveService(
  db: Database,
  notify: LiveNotify,
  options: LiveServiceOptions = {},
) {
  const clock = options.clock ?? Date.now;
  const ownHosts = options.appUrl ? ownHostsOf(options.appUrl) : [];
  const showColumns = { row: liveSessions, gamePublicId: games.publicId };
  const asShow = (r: { row: SessionRow; gamePublicId: string }): ShowRow => ({
    ...r.row,
    gamePublicId: r.gamePublicId,
  });

  // A view's columns of a player (view.ts `PlayerRow`): a fan-out reads thousands of rows.
  const viewColumns = {
    id: livePlayers.id,
    nickname: livePlayers.nickname,
    team: livePlayers.team,
    score: livePlayers.score,
    out: livePlayers.out,
    outcome: livePlayers.outcome,
    language: livePlayers.language,
    joinedAt: livePlayers.joinedAt,
  };

  /**
   * What the views of a show are built from (view.ts). With `only` (the players whose views are
   * wanted: a fan-out's own phones, a polling phone) and a phase whose views need nobody else's
   * row (`needsEveryPlayer`), only their rows and answers are read, and the answers counted (the
   * players are counted on the session row): the rows an instance reads follow its own sockets,
   * not the show's size.
   */
  async function snapshot(
    tx: Queryable,
    row: ShowRow,
    only?: readonly string[],
  ): Promise<LiveSnapshot> {
    const partial = only !== undefined && !needsEveryPlayer(row.phase);
    // One array parameter, not one per player: a fan-out names thousands.
    const own = partial ? sql.param([...only]) : null;
    const ownPlayers = own ? sql`${livePlayers.id} = any(${own}::uuid[])` : undefined;
    const ownAnswers = own ? sql`${liveAnswers.playerId} = any(${own}::uuid[])` : undefined;
    const [players, answers, answered] = await Promise.all([
      partial && only.length === 0
        ? Promise.resolve([])
        : tx
            .select(viewColumns)
            .from(livePlayers)
            .where(and(eq(livePlayers.sessionId, row.id), ownPlayers))
            .orderBy(asc(livePlayers.joinedAt)),
      row.question < 0 || (partial && only.length === 0)
        ? Promise.resolve([])
        : tx
            .select({
              playerId: liveAnswers.playerId,
              option: liveAnswers.option,
              points: liveAnswers.points,
              correct: liveAnswers.correct,
            })
            .from(liveAnswers)
            .where(
              and(
                eq(liveAnswers.sessionId, row.id),
                eq(liveAnswers.question, row.question),
                ownAnswers,
              ),
            ),
      partial && row.question >= 0
        ? tx
            .select({ n: sql<number>`count(*)::integer` })
            .from(liveAnswers)
            .where(and(eq(liveAnswers.sessionId, row.id), eq(liveAnswers.question, row.question)))
        : null,
    ]);
    return {
      row,
      game: row.gamePublicId,
      players,
      answers,
      // Raised in each join's transaction with the player's row (players are never deleted).
      playerCount: partial ? row.playerCount : players.length,
      answerCount: answered ? (answered[0]?.n ?? 0) : answers.length,
    };
  }

  async function byCode(code: string): Promise<ShowRow> {
    const [found] = await db
      .select(showColumns)
      .from(liveSessions)
      .innerJoin(games, eq(games.id, liveSessions.gameId))
      .where(eq(liveSessions.code, code));
    if (!found) throw notFound('No live show has this code.').coded('live.not_found');
    return asShow(found);
  }

  /** Checks the show's reward names one of the business's rewards. */
  async function checkReward(accountId: string, reward: LiveReward | null | undefined) {
    if (!reward) return;
    const found = await rewardsByPublicId(db, accountId, [reward.reward_id]);
    if (!found.has(reward.reward_id))
      throw invalidFields(['reward.reward_id: No reward of this business has this id']);
  }

  async function hostRow(
    accountId: string,
    publicId: string,
  ): Promise<ShowRow & { gameName: string }> {
    const [found] = await db
      .select({ row: liveSessions, gameName: games.name, gamePublicId: games.publicId })
      .from(liveSessions)
      .innerJoin(games, eq(games.id, liveSessions.gameId))
      .where(and(eq(liveSessions.accountId, accountId), eq(liveSessions.publicId, publicId)));
    if (!found) throw notFound('Live show not found.');
    return { ...found.row, gameName: found.gameName, gamePublicId: found.gamePublicId };
  }

  async function hostSession(accountId: string, publicId: string): Promise<LiveSession> {
    const row = await hostRow(accountId, publicId);
    const view = viewsOf(await snapshot(db, row), clock())(null);
    const reward = row.reward;
    const q = row.question >= 0 ? row.questions[row.question] : undefined;
    return {
      public_id: row.publicId,
      code: row.code,
      game: { public_id: row.gamePublicId, name: row.gameName },
      mode: row.mode,
      teams: row.teams,
      question_seconds: row.questionSeconds,
      created_at: row.createdAt.toISOString(),
      reward: reward
        ? { reward_id: reward.reward_id, top: reward.top, min_score: reward.min_score }
        : null,
      rewarded_at: row.rewardedAt?.toISOString() ?? null,
      view,
      host_correct: q && view.question ? q.correct : null,
    };
  }

  async function create(
    accountId: string,
    input: z.output<typeof CreateLiveSessionRequest>,
    who: AuditContext,
  ): Promise<LiveSession> {
    const [game] = await db
      .select({
        id: games.id,
        type: games.type,
        content: games.content,
        status: games.status,
        defaultLanguage: games.defaultLanguage,
        translations: games.translations,
      })
      .from(games)
      .where(and(eq(games.accountId, accountId), eq(games.publicId, input.game)));
    if (!game) throw invalidFields(['game: No game of this business has this id']);
    if (game.type !== 'quiz' && game.type !== 'personality') {
      throw invalidFields(['game: A live show plays a quiz or a personality test']).coded(
        'live.not_quiz',
      );
    }
    const kind = game.type;
    // Every phone's join is a play of the game (plays.ts): only a published game is played.
    if (game.status !== 'published') {
      throw invalidFields([
        `game: Publish this ${kindName[kind]} first: the show’s players play it`,
      ]);
    }
    const texts = showTexts(kind, game.content);
    if (!texts) throw invalidFields([`game: This ${kindName[kind]} has no questions to play`]);
    const { questions, personality } = texts;
    if (kind === 'personality') {
      // Teams and survival rank right answers: a personality test has none (docs/live.md).
      if (!liveModesOf(kind).includes(input.mode)) {
        throw invalidFields([
          'mode: A personality test is played classic: teams and survival rank right answers, and it has none',
        ]);
      }
      checkEveryoneReward(input.reward);
    }
    // The texts in each of the game's other languages (its translations over its content: a
    // text not translated stays as it is), for the phones that join in one.
    const translations: LiveTranslations = {};
    for (const language of gameLanguages(game.defaultLanguage, game.translations).slice(1)) {
      const translated = game.translations[language]?.content;
      const inLanguage = translated && showTexts(kind, translatedContent(game.content, translated));
      if (inLanguage) translations[language] = inLanguage;
    }
    await checkReward(accountId, input.reward);
    const state = newLiveState(questions.length, input.question_seconds, kind);
    // A fresh code until one is free (31⁶ ≈ 890 million codes: a retry is rare).
    for (let attempt = 0; ; attempt++) {
      try {
        const publicId = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(liveSessions)
            .values({
              publicId: newPublicId(),
              accountId,
              gameId: game.id,
              code: newJoinCode(),
              mode: input.mode,
              teams: input.mode === 'teams' ? (input.teams ?? LIVE.teams.min) : 0,
              questionSeconds: input.question_seconds,
              questions,
              personality,
              translations,
              phase: state.phase,
              question: state.question,
              reward: input.reward ?? null,
            })
            .returning();
          await audit(tx, who, {
            action: 'live.session_created',
            target: { type: 'live_session', id: row!.publicId },
            after: {
              game: input.game,
              mode: row!.mode,
              teams: row!.teams,
              code: row!.code,
              reward: input.reward ?? null,
            },
          });
          return row!.publicId;
        });
        return hostSession(accountId, publicId);
      } catch (error) {
        if (attempt < 5 && isUniqueViolation(error, 'live_sessions_code_unique')) continue;
        throw error;
      }
    }
  }

  /** The host's show, its row held `for update` until the transaction ends. */
  async function lockedHostRow(
    tx: Queryable,
    accountId: string,
    publicId: string,
  ): Promise<SessionRow> {
    const [row] = await tx
      .select()
      .from(liveSessions)
      .where(and(eq(liveSessions.accountId, accountId), eq(liveSessions.publicId, publicId)))
      .for('update');
    if (!row) throw notFound('Live show not found.');
    return row;
  }

  /** A host command: the engine decides; the row is written whole, under its lock. */
  async function command(
    accountId: string,
    publicId: string,
    cmd: LiveCommand,
    who: AuditContext,
  ): Promise<LiveSession> {
    const sessionId = await db.transaction(async (tx) => {
      const row = await lockedHostRow(tx, accountId, publicId);
      const now = clock();
      const before = settle(stateOf(row), now);
      const result = runCommand(before, cmd, 'host', now);
      if (!result.ok) throw engineRefusal(result.code, result.error);
      const next = result.value;
      if (cmd === 'reveal' && row.mode === 'survival') {
        // Survival: whoever did not answer this question right is out (the engine's rule).
        const inPlay = await tx
          .select({ id: livePlayers.id })
          .from(livePlayers)
          .where(and(eq(livePlayers.sessionId, row.id), eq(livePlayers.out, false)));
        const right = await tx
          .select({ id: liveAnswers.playerId })
          .from(liveAnswers)
          .where(
            and(
              eq(liveAnswers.sessionId, row.id),
              eq(liveAnswers.question, next.question),
              eq(liveAnswers.correct, true),
            ),
          );
        const out = eliminated(
          row.mode,
          inPlay.map((p) => p.id),
          new Set(right.map((r) => r.id)),
        );
        for (let i = 0; i < out.length; i += 1000) {
          await tx
            .update(livePlayers)
            .set({ out: true })
            .where(inArray(livePlayers.id, out.slice(i, i + 1000)));
        }
      }
      // The podium (or an end before it): the plays end and the reward is given, once — this
      // transaction holds the row `for update` and sets `rewarded_at`, so a second end finds it.
      const finishing =
        (next.phase === 'podium' || next.phase === 'ended') && row.rewardedAt === null;
      const rewarded = finishing ? await endShow(tx, row, now) : null;
      await tx
        .update(liveSessions)
        .set({
          ...(finishing ? { rewardedAt: new Date(now) } : {}),
          phase: next.phase,
          question: next.question,
          openedAt: next.openedAt === null ? null : new Date(next.openedAt),
          deadline: next.deadline === null ? null : new Date(next.deadline),
          paused: next.paused,
          updatedAt: new Date(now),
        })
        .where(eq(liveSessions.id, row.id));
      await audit(tx, who, {
        action: 'live.session_command',
        target: { type: 'live_session', id: row.publicId },
        before: { phase: before.phase, question: before.question, paused: before.paused !== null },
        after: {
          command: cmd,
          phase: next.phase,
          question: next.question,
          paused: next.paused !== null,
          ...(rewarded === null ? {} : { rewarded }),
        },
      });
      return row.id;
    });
    notify(sessionId, true);
    return hostSession(accountId, publicId);
  }

  async function playerByToken(sessionId: string, token: string | undefined) {
    if (!token) return null;
    const [player] = await db
      .select()
      .from(livePlayers)
      .where(
        and(eq(livePlayers.sessionId, sessionId), eq(livePlayers.tokenHash, hashToken(token))),
      );
    return player ?? null;
  }

  /**
   * Joins a show: the checks of the show (its phase, the team, the nickname), then one
   * transaction — the play counted and recorded as any start's (plays.ts: the plan's limit, the
   * form first, the participation limit, the business's player, the gameplay), the live player,
   * and last the show's player count raised by one atomic conditional UPDATE (the cap: concurrent
   * joins cannot pass it; last, so the session row's lock is held only until the commit).
   */
  async function join(
    code: string,
    input: z.output<typeof LiveJoinRequest>,
    from: JoinFrom = { playerToken: null },
  ): Promise<{
    token: string;
    sessionId: string;
    player: JoinedPlayer;
    playerToken: string | null;
  }> {
    const row = await byCode(code);
    const state = settle(stateOf(row), clock());
    if (state.phase === 'ended' || state.phase === 'podium') {
      throw refused(409, 'live.ended', 'This show has ended.');
    }
    if (row.mode === 'teams' && (input.team === undefined || input.team >= row.teams)) {
      throw refused(400, 'live.team_required', `Choose a team from 0 to ${row.teams - 1}.`);
    }
    const word = blockedWord(input.nickname, input.language);
    if (word) throw refused(400, 'live.nickname_blocked', 'Choose another nickname.');
    // Fast refusal without a transaction; the transaction's UPDATE below is what holds the cap.
    if (row.playerCount >= LIVE.maxPlayers) throw refused(409, 'live.full', 'This show is full.');
    const playable = await findPlayableGame(db, row.gamePublicId);
    // Counted and judged as a start, before anything is written: a block (403
    // `fair_play.blocked`) or a missing challenge refuses the join; a `hold` is kept with the
    // play, so a reward won at the podium is held for review (rewards/award/grant.ts). A show's
    // room shares the venue's network: hundreds of phones from one address are its normal case,
    // so the network's pace is no signal here (the device's, the challenge's and the join's own
    // rate limit per address still hold).
    const risk =
      from.visitor && options.assessor
        ? await options.assessor.assess(playable.game, 'play', from.visitor, null, {
            sharedNetwork: true,
          })
        : null;
    const placement = options.placementOf
      ? await options.placementOf(playable.game.id, input.visit?.placement)
      : null;
    const attribution = attributionOf(input.visit, {
      ...(from.userAgent === undefined ? {} : { userAgent: from.userAgent }),
      placement,
      ownHosts,
    });
    const language = playLanguage(playable.game, { option: input.language });
    const token = newSecretToken();
    try {
      const joined = await db.transaction(async (tx) => {
        const now = clock();
        const play = await startLivePlay(
          tx,
          playable,
          { playerToken: from.playerToken, nickname: input.nickname, language, attribution },
          now,
        );
        if (risk)
          await recordAssessment(tx, {
            accountId: playable.game.accountId,
            gameId: playable.game.id,
            playerId: play.playerId,
            gameplayId: play.gameplayId,
            kind: 'play',
            assessment: risk,
          });
        const [player] = (await tx
          .insert(livePlayers)
          .values({
            sessionId: row.id,
            nickname: input.nickname,
            nicknameKey: foldNickname(input.nickname).trim(),
            team: row.mode === 'teams' ? (input.team ?? null) : null,
            // Survival: a player who comes once the show has started watches; not in play.
            out: row.mode === 'survival' && state.phase !== 'lobby',
            tokenHash: hashToken(token),
            joinedAt: new Date(now),
            playerId: play.playerId,
            gameplayId: play.gameplayId,
            // The show's texts in the play's language, if it has them (docs/live.md#languages).
            language: row.translations[language] ? language : null,
          })
          .returning({
            id: livePlayers.id,
            nickname: livePlayers.nickname,
            team: livePlayers.team,
            out: livePlayers.out,
            language: livePlayers.language,
          })) as [JoinedPlayer];
        // The cap, in one statement: the row lock it takes makes concurrent joins count one
        // after the other, and the condition is checked again on the newest row.
        const counted = await tx
          .update(liveSessions)
          .set({ playerCount: sql`${liveSessions.playerCount} + 1` })
          .where(and(eq(liveSessions.id, row.id), lt(liveSessions.playerCount, LIVE.maxPlayers)))
          .returning({ n: liveSessions.playerCount });
        if (counted.length === 0) throw refused(409, 'live.full', 'This show is full.');
        return { player, playerToken: play.newToken };
      });
      notify(row.id, false);
      return { token, sessionId: row.id, ...joined };
    } catch (error) {
      if (isUniqueViolation(error, 'live_players_nickname_unique')) {
        throw refused(
          409,
          'live.nickname_taken',
          'Someone in this show has this nickname already.',
        );
      }
      throw error;
    }
  }

  /** The host sets or changes the show's reward (null: none) until it is given. */
  async function setReward(
    accountId: string,
    publicId: string,
    reward: LiveReward | null,
    who: AuditContext,
  ): Promise<LiveSession> {
    await checkReward(accountId, reward);
    await db.transaction(async (tx) => {
      // The row's lock: an end running now gives the reward it read, or this one after it.
      const row = await lockedHostRow(tx, accountId, publicId);
      if (row.rewardedAt) {
        throw refused(409, 'live.rewarded', 'This show’s rewards were given already.');
      }
      if (row.personality) checkEveryoneReward(reward);
      await tx.update(liveSessions).set({ reward }).where(eq(liveSessions.id, row.id));
      await audit(tx, who, {
        action: 'live.reward_set',
        target: { type: 'live_session', id: row.publicId },
        before: { reward: row.reward },
        after: { reward },
      });
    });
    return hostSession(accountId, publicId);
  }

  /** What the phone holding `token` won at the show's end (null: nothing, or not yet). */
  async function reward(code: string, token: string | undefined): Promise<WonReward | null> {
    const row = await byCode(code);
    const player = await playerByToken(row.id, token);
    if (!player) throw refused(401, 'live.not_joined', 'Join the show first.');
    if (!row.rewardedAt || !player.gameplayId) return null;
    return playReward(db, player.gameplayId);
  }

  /** The view of a show for a phone (with its token) or the screen (without). */
  async function view(
    code: string,
    token?: string,
  ): Promise<{ view: LiveView; sessionId: string; playerId: string | null }> {
    const row = await byCode(code);
    const player = await playerByToken(row.id, token);
    if (token && !player) throw refused(401, 'live.not_joined', 'Join the show first.');
    return {
      view: viewsOf(
        await snapshot(db, row, player ? [player.id] : []),
        clock(),
      )(player?.id ?? null),
      sessionId: row.id,
      playerId: player?.id ?? null,
    };
  }

  /**
   * One answer: judged by the engine against the session row (held `for share`, so no command
   * moves the show meanwhile), counted once by the unique key (session, player, question), and
   * the score raised in the same transaction by one atomic `score = score + points` — two
   * instances taking the same player's answers at once cannot count one twice.
   */
  async function answer(
    code: string,
    token: string | undefined,
    input: z.output<typeof LiveAnswerRequest>,
  ): Promise<{ question: number; sessionId: string }> {
    if (!token) throw refused(401, 'live.not_joined', 'Join the show first.');
    const tokenHash = hashToken(token);
    const sessionId = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(liveSessions)
        .where(eq(liveSessions.code, code))
        .for('share');
      if (!row) throw notFound('No live show has this code.').coded('live.not_found');
      const [player] = await tx
        .select({ id: livePlayers.id, out: livePlayers.out })
        .from(livePlayers)
        .where(and(eq(livePlayers.sessionId, row.id), eq(livePlayers.tokenHash, tokenHash)));
      if (!player) throw refused(401, 'live.not_joined', 'Join the show first.');
      const now = clock();
      const q = row.questions[row.question];
      const state = stateOf(row);
      if (!q) throw engineRefusal('live.not_open', 'No question is open.');
      const judged = judgeAnswer(
        state,
        q,
        { question: input.question, option: input.option, alreadyAnswered: false, out: player.out },
        now,
      );
      if (!judged.ok) throw engineRefusal(judged.code, judged.error);
      const inserted = await tx
        .insert(liveAnswers)
        .values({
          sessionId: row.id,
          playerId: player.id,
          question: input.question,
          option: input.option,
          correct: judged.value.correct,
          points: judged.value.points,
          answeredAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning({ id: liveAnswers.id });
      if (inserted.length === 0) {
        throw engineRefusal('live.already_answered', 'You already answered this question.');
      }
      if (judged.value.points > 0) {
        await tx
          .update(livePlayers)
          .set({ score: sql`${livePlayers.score} + ${judged.value.points}` })
          .where(eq(livePlayers.id, player.id));
      }
      return row.id;
    });
    notify(sessionId, false);
    return { question: input.question, sessionId };
  }

  /** The show and the player a socket's hello names (two reads by key; no view built). */
  async function identify(
    code: string,
    token: string | undefined,
  ): Promise<{ sessionId: string; playerId: string | null }> {
    const row = await byCode(code);
    const player = await playerByToken(row.id, token);
    if (token && !player) throw refused(401, 'live.not_joined', 'Join the show first.');
    return { sessionId: row.id, playerId: player?.id ?? null };
  }

  /**
   * The views of a show at once: for an instance's sockets after a change. With `only`, the
   * views of those players (and the screen's) are right, other players' may lack their own row
   * (`snapshot`).
   */
  async function viewsById(sessionId: string, only?: readonly string[]): Promise<LiveViews | null> {
    const [found] = await db
      .select(showColumns)
      .from(liveSessions)
      .innerJoin(games, eq(games.id, liveSessions.gameId))
      .where(eq(liveSessions.id, sessionId));
    if (!found) return null;
    return viewsOf(await snapshot(db, asShow(found), only), clock());
  }

  /** A player's answer to a question (the unique key's index), or null. */
  async function ownAnswer(
    sessionId: string,
    playerId: string,
    question: number,
  ): Promise<number | null> {
    const [row] = await db
      .select({ option: liveAnswers.option })
      .from(liveAnswers)
      .where(
        and(
          eq(liveAnswers.sessionId, sessionId),
          eq(liveAnswers.playerId, playerId),
          eq(liveAnswers.question, question),
        ),
      );
    return row?.option ?? null;
  }

  async function sessionIdOf(code: string): Promise<string> {
    return (await byCode(code)).id;
  }

  return {
    create,
    get: hostSession,
    command,
    setReward,
    join,
    view,
    reward,
    answer,
    identify,
    viewsById,
    ownAnswer,
    sessionIdOf,
    playerByToken,
    clock,
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
