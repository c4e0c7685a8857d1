/**
 * The player side of rewards (docs/product-rules.md#rewards-front): what a business's live games
 * can give and how, a player's own rewards, and the public record of the draws (periods and draws
 * per game) that `scripts/verify-draws.ts` checks.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { resolveLanguage } from '@playdesk/i18n';
import {
  isLanguage,
  isPoolKind,
  LANGUAGES,
  type AccountRewardsResponse,
  type Language,
  type Draw,
  type DrawListResponse,
  type GameFairnessResponse,
  type PageRequest,
} from '@playdesk/contract';
import type { Queryable } from '../../../db/client.js';
import {
  accounts,
  gameplays,
  games,
  players,
  rewardCommitments,
  rewardDraws,
  rewardMoments,
  rewardPlayerCounters,
  rewards,
  subscriptions,
  templates,
} from '../../../db/schema.js';
import { notFound } from '../../../http/errors.js';
import { hashToken } from '../../../lib/tokens.js';
import { commitmentsOf, instantRules, momentsOf, periodsOf, toCommitment } from './fairness.js';
import { playerWonRewards, toPublicReward } from './won.js';

export const BUSINESS_NOT_FOUND = 'This business was not found.';
export const GAME_NOT_FOUND = 'This game was not found.';
export const PERIOD_NOT_FOUND = 'No draw period of this game has this commitment.';

type RewardRow = typeof rewards.$inferSelect;

/** What is left of a reward (null: unlimited). */
function left(reward: RewardRow): number | null {
  if (isPoolKind(reward.kind)) return reward.codesTotal - reward.won;
  return reward.quantity === null ? null : reward.quantity - reward.won;
}

/** The business's live games: published, and its plan paid (as the player app shows them). */
async function liveGames(db: Queryable, accountId: string) {
  return db
    .select({ game: games })
    .from(games)
    .innerJoin(accounts, eq(accounts.id, games.accountId))
    .innerJoin(
      subscriptions,
      eq(subscriptions.accountId, sql`coalesce(${accounts.parentAccountId}, ${accounts.id})`),
    )
    .where(
      and(
        eq(games.accountId, accountId),
        eq(games.status, 'published'),
        eq(subscriptions.status, 'paid'),
      ),
    )
    .orderBy(desc(games.createdAt), desc(games.id))
    .limit(50);
}

/** The colours of the success template of the first live game that has one. */
async function frontColors(
  db: Queryable,
  accountId: string,
  list: { settings: { templates?: { success: string | null } } }[],
): Promise<AccountRewardsResponse['colors']> {
  const ids = list.flatMap((g) =>
    g.settings.templates?.success ? [g.settings.templates.success] : [],
  );
  if (ids.length === 0) return null;
  const rows = await db
    .select({ publicId: templates.publicId, colors: templates.colors })
    .from(templates)
    .where(and(eq(templates.accountId, accountId), inArray(templates.publicId, ids)));
  const byId = new Map(rows.map((r) => [r.publicId, r.colors]));
  for (const id of ids) {
    const colors = byId.get(id);
    if (colors) return colors;
  }
  return null;
}

/** `GET play/accounts/{account}/rewards`: with a token of this business's player, theirs too. */
export async function accountRewards(
  db: Queryable,
  accountPublicId: string,
  playerToken: string | null,
  asked: { option?: string | undefined; acceptLanguage?: string | undefined } = {},
): Promise<AccountRewardsResponse> {
  const [account] = await db
    .select({
      id: accounts.id,
      businessName: accounts.businessName,
      defaultLanguage: accounts.defaultLanguage,
    })
    .from(accounts)
    .where(eq(accounts.publicId, accountPublicId));
  if (!account) throw notFound(BUSINESS_NOT_FOUND).coded('play.business_not_found');
  // A token of another business's player is no player here.
  const [player] = playerToken
    ? await db
        .select()
        .from(players)
        .where(
          and(eq(players.tokenHash, hashToken(playerToken)), eq(players.accountId, account.id)),
        )
    : [];

  // The texts' language: the one asked, else the player's, else the browser's (issue 33 §4).
  const found = resolveLanguage({
    option: asked.option ?? player?.language,
    acceptLanguage: asked.acceptLanguage,
    available: LANGUAGES,
    fallback: account.defaultLanguage,
  });
  const language: Language = isLanguage(found) ? found : account.defaultLanguage;
  const gameName = (game: {
    name: string;
    translations: Partial<Record<Language, { name?: string }>>;
  }) => game.translations[language]?.name || game.name;

  const live = (await liveGames(db, account.id)).map((r) => r.game);
  const rules = live.flatMap((game) =>
    (game.settings.rewards?.rules ?? []).map((rule) => ({ game, rule })),
  );
  const rewardIds = [...new Set(rules.map((r) => r.rule.reward_id))];
  const rewardRows = rewardIds.length
    ? await db
        .select()
        .from(rewards)
        .where(and(eq(rewards.accountId, account.id), inArray(rewards.publicId, rewardIds)))
    : [];
  const byId = new Map(rewardRows.map((r) => [r.publicId, r]));
  const counts = player
    ? await db
        .select()
        .from(rewardPlayerCounters)
        .where(eq(rewardPlayerCounters.playerId, player.id))
    : [];
  const wonOf = (gameId: string, ruleId: string) =>
    counts.find((c) => c.gameId === gameId && c.ruleId === ruleId)?.won ?? 0;

  const offered = rewardIds.flatMap((id) => {
    const reward = byId.get(id);
    if (!reward) return [];
    const mine = rules.filter((r) => r.rule.reward_id === id);
    const stockLeft = left(reward);
    const capLeft = mine.some(({ game, rule }) => wonOf(game.id, rule.id) < rule.per_player);
    return [
      {
        reward: toPublicReward(reward, language),
        offers: mine.map(({ game, rule }) => ({
          game: { public_id: game.publicId, name: gameName(game) },
          mode: rule.mode,
          odds: rule.mode === 'odds' ? rule.odds : null,
          min_score: rule.mode === 'winner' ? rule.min_score : null,
        })),
        can_win: (stockLeft === null || stockLeft > 0) && capLeft,
      },
    ];
  });

  const drawing = live.filter((g) => instantRules(g.settings.rewards).length > 0);
  const commitments = await commitmentsOf(
    db,
    drawing.map((g) => g.id),
  );
  return {
    business_name: account.businessName,
    rewards: offered,
    won: player ? await playerWonRewards(db, player.id, 200, language) : [],
    fairness: drawing.map((g) => ({
      game: { public_id: g.publicId, name: g.name },
      commitments: commitments.get(g.id) ?? [],
    })),
    player: player ? { public_id: player.publicId, display_name: player.displayName } : null,
    colors: await frontColors(db, account.id, live),
  };
}

/** A game by public id, whatever its status: its draws stay verifiable after it goes off. */
async function anyGame(db: Queryable, publicId: string) {
  const [game] = await db
    .select({ id: games.id, publicId: games.publicId, name: games.name })
    .from(games)
    .where(eq(games.publicId, publicId));
  if (!game) throw notFound(GAME_NOT_FOUND).coded('play.game_unavailable');
  return game;
}

/**
 * Draws shown: a play's draw appears once the play has ended (an instant win is revealed with the
 * play), and every draw once the period's seed is revealed.
 */
const shownDraw = (revealed: boolean) =>
  revealed ? undefined : or(isNull(gameplays.status), ne(gameplays.status, 'playing'));

/** `GET play/games/{id}/fairness`: every draw period of a game, newest first. */
export async function gameFairness(
  db: Queryable,
  gamePublicId: string,
): Promise<GameFairnessResponse> {
  const game = await anyGame(db, gamePublicId);
  const periods = await periodsOf(db, game.id);
  const out: GameFairnessResponse['periods'] = [];
  for (const period of periods) {
    const revealed = period.revealedAt !== null;
    const [counted] = await db
      .select({ n: count() })
      .from(rewardDraws)
      .innerJoin(gameplays, eq(gameplays.id, rewardDraws.gameplayId))
      .where(and(eq(rewardDraws.commitmentId, period.id), shownDraw(revealed)));
    const moments = revealed
      ? (await momentsOf(db, period.id)).map((m) => ({
          rule_id: m.ruleId,
          seq: m.seq,
          at: m.at.toISOString(),
          play_id: m.claimedAt ? m.gameplayId : null,
        }))
      : null;
    out.push({
      ...toCommitment(period),
      table: period.drawTable,
      draws: counted?.n ?? 0,
      moments,
    });
  }
  return { game: { public_id: game.publicId, name: game.name }, periods: out };
}

/** `GET play/games/{id}/draws`: one page of a period's draws, oldest first. */
export async function gameDraws(
  db: Queryable,
  gamePublicId: string,
  query: PageRequest & { commitment?: string | undefined },
): Promise<DrawListResponse> {
  const game = await anyGame(db, gamePublicId);
  const [period] = await db
    .select()
    .from(rewardCommitments)
    .where(
      and(
        eq(rewardCommitments.gameId, game.id),
        query.commitment ? eq(rewardCommitments.commitment, query.commitment) : undefined,
      ),
    )
    .orderBy(desc(rewardCommitments.committedAt), desc(rewardCommitments.id))
    .limit(1);
  if (!period) {
    if (query.commitment) throw notFound(PERIOD_NOT_FOUND).coded('play.draw_period_not_found');
    return {
      commitment: null,
      data: [],
      meta: { page: query.page, page_size: query.page_size, total: 0 },
    };
  }
  const where = and(eq(rewardDraws.commitmentId, period.id), shownDraw(period.revealedAt !== null));
  const offset = (query.page - 1) * query.page_size;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        draw: rewardDraws,
        momentRule: rewardMoments.ruleId,
        momentSeq: rewardMoments.seq,
        momentAt: rewardMoments.at,
        rewardPublicId: rewards.publicId,
      })
      .from(rewardDraws)
      .innerJoin(gameplays, eq(gameplays.id, rewardDraws.gameplayId))
      .leftJoin(rewardMoments, eq(rewardMoments.id, rewardDraws.momentId))
      .leftJoin(rewards, eq(rewards.id, rewardDraws.rewardId))
      .where(where)
      .orderBy(asc(rewardDraws.id))
      .limit(query.page_size)
      .offset(offset),
    db
      .select({ n: count() })
      .from(rewardDraws)
      .innerJoin(gameplays, eq(gameplays.id, rewardDraws.gameplayId))
      .where(where),
  ]);
  const data: Draw[] = rows.map((r) => ({
    play_id: r.draw.gameplayId,
    drawn_at: r.draw.drawnAt.toISOString(),
    ticket: r.draw.ticket,
    hit_rule_id: r.draw.hitRuleId,
    moment:
      r.momentRule !== null && r.momentSeq !== null && r.momentAt !== null
        ? { rule_id: r.momentRule, seq: r.momentSeq, at: r.momentAt.toISOString() }
        : null,
    result: r.draw.result,
    rule_id: r.draw.ruleId,
    reward_id: r.rewardPublicId,
  }));
  return {
    commitment: period.commitment,
    data,
    meta: { page: query.page, page_size: query.page_size, total: counted?.n ?? 0 },
  };
}
