/**
 * A live show's players as plays (docs/live.md#plays-leads-and-rewards): each phone that joins is
 * one play of the quiz, counted and recorded the way any start is — the month's plan limit
 * (`countPlayOrRefuse`), the game's form shown first and its participation limit
 * (`checkParticipation`), the business's player (`createPlayer`, or the one the form made known),
 * the gameplay row with the visit's attribution (the funnel's `start`, the CRM's plays). At the
 * podium (or the end) the plays end with the show's scores, and the show's reward goes to the
 * players it names through the rewards' own grant for many winners at once (`grantMany`): the
 * reward's stock, the rule's caps, fair play's hold and the verification wait, as for a `winner`
 * rule.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@playdesk/contract';
import { rankPlayers } from '@playdesk/games/live';
import { liveOutcome, type PersonalityContent } from '@playdesk/games/live/personality';
import type { Queryable } from '../../db/client.js';
import {
  gameplays,
  games,
  liveAnswers,
  livePlayers,
  type StoredLiveReward,
} from '../../db/schema.js';
import { queryRows } from '../../db/rows.js';
import { winAwaitsVerification } from '../fair-play/verification/unverified-wins.js';
import type { Attribution } from '../insight/attribution.js';
import { emitEvents } from '../integrations/events.js';
import { queuePlayEarnings } from '../loyalty/earn.js';
import { checkParticipation } from '../play/participation.js';
import { newSeed } from '../play/play-row.js';
import { createPlayer, findPlayer } from '../play/players.js';
import type { findPlayableGame } from '../play/public-game.js';
import { countPlayOrRefuse } from '../play/start-alone.js';
import { grantMany, rewardsByPublicId, type StoredRule } from '../rewards/award/grant.js';
import type { SessionRow } from './view.js';

type Playable = Awaited<ReturnType<typeof findPlayableGame>>;

/** Why a live play ended: the show's end, not the engine's (the quiz's own rules never ran). */
export const LIVE_PLAY_REASON = 'live';

/**
 * Starts the play of a phone joining a show, in the join's transaction: refuses it as any start
 * would be (the month's limit, the form first, the participation limit) and answers the
 * business's player it plays as (a new one's token too) and the play's id.
 */
export async function startLivePlay(
  tx: Queryable,
  playable: Playable,
  input: {
    playerToken: string | null;
    nickname: string;
    language: Language;
    attribution: Attribution;
  },
  now: number,
): Promise<{ playerId: string; gameplayId: string; newToken: string | null }> {
  const { game } = playable;
  const plan = await countPlayOrRefuse(tx, playable.billingAccountId, now);
  let player = input.playerToken ? await findPlayer(tx, input.playerToken, game.accountId) : null;
  await checkParticipation(tx, game, plan, player, new Date(now));
  const playId = randomUUID();
  const returning = (player?.plays ?? 0) > 0;
  let newToken: string | null = null;
  if (!player) {
    const created = await createPlayer(tx, game.accountId, input.nickname, input.language, {
      id: playId,
      startedAt: new Date(now),
    });
    player = created.player;
    newToken = created.token;
  }
  await tx.insert(gameplays).values({
    id: playId,
    gameId: game.id,
    accountId: game.accountId,
    playerId: player.id,
    seed: newSeed(),
    // The show keeps the play's answers (live_answers); the row only marks whose show it is.
    state: { live: true },
    language: input.language,
    startedAt: new Date(now),
    // Never swept as left (play/expiry.ts reads `expires_at <= now`): the show's end ends it.
    expiresAt: null,
    ...input.attribution,
    returning,
  });
  return { playerId: player.id, gameplayId: playId, newToken };
}

/** The rule a show's reward is granted under: the rewards' caps, counted per show. */
export function liveRule(sessionPublicId: string, reward: StoredLiveReward): StoredRule {
  return {
    id: `live-${sessionPublicId}`.slice(0, 40),
    reward_id: reward.reward_id,
    mode: 'winner',
    min_score: reward.min_score,
    result_id: null,
    odds: null,
    moments: null,
    // One reward per player of the business per show (two phones of one player win once).
    per_player: 1,
    per_day: null,
    stock: null,
    all_from: null,
  };
}

/**
 * The show reached its podium (or ended): its plays end with the show's scores and its reward is
 * given, once — the caller holds the session row `for update` and writes `rewarded_at` in the
 * same transaction, so a second end finds it set and gives nothing. Answers how many won it.
 */
export async function endShow(tx: Queryable, row: SessionRow, now: number): Promise<number> {
  const players = await tx
    .select({
      id: livePlayers.id,
      nickname: livePlayers.nickname,
      score: livePlayers.score,
      team: livePlayers.team,
      out: livePlayers.out,
      joinedAt: livePlayers.joinedAt,
      playerId: livePlayers.playerId,
      gameplayId: livePlayers.gameplayId,
    })
    .from(livePlayers)
    .where(eq(livePlayers.sessionId, row.id))
    .orderBy(asc(livePlayers.joinedAt));
  const ranked = rankPlayers(
    row.mode,
    players.map((p) => ({ ...p, joinedAt: p.joinedAt.getTime() })),
  );
  const reward = row.reward;
  // A personality show: each player's outcome (stored for their phone), and every player who got
  // one finished the test — their play is won, and the show's reward, if any, is theirs.
  const finished = row.personality ? await storeOutcomes(tx, row.id, row.personality) : null;
  const named = finished
    ? players.filter((p) => finished.has(p.id))
    : reward
      ? ranked.filter(
          (p) =>
            (reward.top === null || p.rank <= reward.top) &&
            (reward.min_score === null || p.score >= reward.min_score),
        )
      : // Without a reward, the podium's players won the show.
        ranked.filter((p) => p.rank <= 3);
  const at = new Date(now);
  const ended = await endPlays(tx, row.id, new Set(named.map((p) => p.id)), at);
  const [game] = await tx.select().from(games).where(eq(games.id, row.gameId));
  if (!game) return 0;
  // Every play's event at once: the account's integrations are read once, not per player.
  await emitEvents(
    tx,
    game.accountId,
    players.flatMap((p) =>
      p.gameplayId ? [{ type: 'gameplay.completed' as const, gameplayId: p.gameplayId }] : [],
    ),
  );
  // Loyalty points (docs/loyalty.md#earning) for the plays ended here, as for any play's end.
  await queuePlayEarnings(tx, game.accountId, ended);
  if (!reward) return 0;
  const found = (await rewardsByPublicId(tx, game.accountId, [reward.reward_id])).get(
    reward.reward_id,
  );
  if (!found) return 0;
  // Best rank first: with too little stock, the first ranked get it. All at once (grantMany):
  // one winner at a time took minutes at 10 000 (docs/live.md#the-end-of-a-show-at-scale).
  return grantMany(
    tx,
    liveRule(row.publicId, reward),
    found,
    named.flatMap((p) =>
      p.playerId && p.gameplayId
        ? [
            {
              gameId: game.id,
              accountId: game.accountId,
              playerId: p.playerId,
              playId: p.gameplayId,
              awaitsVerification: winAwaitsVerification(tx, game, p.playerId),
            },
          ]
        : [],
    ),
    at,
  );
}

/**
 * A personality show's end: each player's outcome from their answers, by the personality engine
 * (the test played alone gives the same), written on their live row — their phone shows it, the
 * screen counts them, their play records it. Answers the players who got one (answered at least
 * one question). Runs once: the caller holds the session row `for update` before `rewarded_at`.
 */
async function storeOutcomes(
  tx: Queryable,
  sessionId: string,
  content: PersonalityContent,
): Promise<Set<string>> {
  const answers = await tx
    .select({
      playerId: liveAnswers.playerId,
      question: liveAnswers.question,
      option: liveAnswers.option,
      answeredAt: liveAnswers.answeredAt,
    })
    .from(liveAnswers)
    .where(eq(liveAnswers.sessionId, sessionId));
  const byPlayer = new Map<string, { question: number; option: number; answeredAt: number }[]>();
  for (const a of answers) {
    const list = byPlayer.get(a.playerId) ?? [];
    list.push({ question: a.question, option: a.option, answeredAt: a.answeredAt.getTime() });
    byPlayer.set(a.playerId, list);
  }
  // One update per outcome (a test has at most 8), in statements of 1 000 players.
  const byOutcome = new Map<string, string[]>();
  for (const [playerId, list] of byPlayer) {
    const outcome = liveOutcome(content, list);
    if (!outcome) continue;
    const ids = byOutcome.get(outcome.id);
    if (ids) ids.push(playerId);
    else byOutcome.set(outcome.id, [playerId]);
  }
  for (const [outcome, ids] of byOutcome) {
    for (let i = 0; i < ids.length; i += 1000) {
      await tx
        .update(livePlayers)
        .set({ outcome })
        .where(inArray(livePlayers.id, ids.slice(i, i + 1000)));
    }
  }
  return new Set([...byOutcome.values()].flat());
}

/**
 * Ends the show's running plays: `won` for the players `winners` names, `lost` for the others,
 * with the show's score (a personality show's: 0, and the player's outcome as the play's result, as
 * the test played alone records it), the first answer as the play's first move (the funnel's steps follow
 * from the row's trigger). Only rows still `playing`: a play ended once is not ended again.
 * Answers the ids of the plays it ended.
 */
async function endPlays(
  tx: Queryable,
  sessionId: string,
  winners: ReadonlySet<string>,
  at: Date,
): Promise<string[]> {
  const ended: string[] = [];
  const end = async (status: 'won' | 'lost', ids: string[] | null) => {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`update gameplays g set status = ${status}, score = lp.score, reason = ${LIVE_PLAY_REASON}, result = lp.outcome,
            ended_at = ${at.toISOString()}::timestamptz,
            duration_ms = greatest(0, (extract(epoch from (${at.toISOString()}::timestamptz - g.started_at)) * 1000)::int),
            first_move_at = (select min(a.answered_at) from live_answers a where a.session_id = lp.session_id and a.player_id = lp.id)
          from live_players lp
          where lp.session_id = ${sessionId} and lp.gameplay_id = g.id and g.status = 'playing'
            ${
              ids
                ? sql`and lp.id in (${sql.join(
                    ids.map((id) => sql`${id}::uuid`),
                    sql`, `,
                  )})`
                : sql``
            }
          returning g.id`,
    );
    for (const r of rows) ended.push(r.id);
  };
  const ids = [...winners];
  for (let i = 0; i < ids.length; i += 1000) await end('won', ids.slice(i, i + 1000));
  await end('lost', null);
  return ended;
}
