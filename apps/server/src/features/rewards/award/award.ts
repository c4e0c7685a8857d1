/**
 * The award engine (docs/product-rules.md#reward-modes): which reward a play wins, decided by the
 * server inside the play's own transaction.
 * - Instant rules (`odds`, `moments`) are decided when the play starts, in the start's
 *   transaction, from the game's open draw period: the play's ticket against the odds ranges, or
 *   the earliest due winning moment not yet won. The reward (and its code) is taken then and shown
 *   when the play ends, however it ends — a scratch card holds its prize from the start.
 *   An `odds` game gives its consolation reward to a play no instant rule gave anything.
 * - `winner` rules are decided in the transaction that ends the play: a won play (or, with
 *   `min_score`, a play scoring at least that) gets the first rule's reward that has stock and cap
 *   left.
 * Rules are tried in the game's order and a play wins at most one reward. From a rule's `all_from`
 * instant, every play it sees wins it (while stock and caps last).
 */
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import {
  playerRewards,
  rewardDraws,
  rewardMoments,
  type StoredGameRewards,
} from '../../../db/schema.js';
import { oddsHit, ticketOf } from './draw.js';
import { ensurePeriod, instantRules, type DrawGame } from './fairness.js';
import {
  recordGrant,
  rewardsByPublicId,
  tryGrant,
  type Granted,
  type PlayRef,
  type StoredRule,
} from './grant.js';

/** The game fields the engine reads. */
export interface AwardGame extends DrawGame {
  accountId: string;
  settings: { rewards?: StoredGameRewards };
}

/** A play's draw at its start: recorded once the play's row exists (`recordDraw`). */
export interface StartDraw {
  commitmentId: string;
  ticket: number;
  hitRuleId: string | null;
  momentId: number | null;
  granted: Granted | null;
  drawnAt: Date;
}

const reached = (instant: string | null, at: Date) =>
  instant !== null && Date.parse(instant) <= at.getTime();

/**
 * Claims the earliest due, unclaimed winning moment of the rule in this period.
 *
 * Why a moment is won once: the candidate row is locked with `FOR UPDATE SKIP LOCKED` (concurrent
 * plays each take a different one, or none) and the UPDATE re-checks `claimed_at is null` on it.
 * Inside the attempt's savepoint: if the play is then refused (a cap), the claim is undone and the
 * moment rolls forward to the next play.
 */
async function claimMoment(
  tx: Queryable,
  commitmentId: string,
  ruleId: string,
  at: Date,
): Promise<number | null> {
  const rows = await queryRows<{ id: string | number }>(
    tx,
    sql`update reward_moments set claimed_at = ${at.toISOString()}::timestamptz
        where id = (
          select id from reward_moments
          where commitment_id = ${commitmentId} and rule_id = ${ruleId}
            and claimed_at is null and at <= ${at.toISOString()}::timestamptz
          order by at, id
          limit 1
          for update skip locked
        ) and claimed_at is null
        returning id`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * Draws for a play that is starting, in the start's transaction (the play's row is inserted
 * after, with the prize this decides). Null when the game has no odds or moments rules.
 */
export async function drawAtStart(
  tx: Queryable,
  game: AwardGame,
  play: PlayRef,
  at: Date,
): Promise<StartDraw | null> {
  if (instantRules(game.settings.rewards).length === 0) return null;
  const period = await ensurePeriod(tx, game, at.getTime());
  if (!period) return null;
  const table = period.drawTable;
  const ticket = ticketOf(period.seed, play.playId);
  const hitRuleId = oddsHit(
    ticket,
    table.odds.map((o) => ({ rule_id: o.rule_id, units: o.units })),
  );
  // Caps come from the rules as they are now (changing them keeps the period); what is drawn
  // comes from the period's table, which the public record shows.
  const caps = new Map((game.settings.rewards?.rules ?? []).map((r) => [r.id, r]));
  const byId = await rewardsByPublicId(tx, game.accountId, [
    ...table.odds.map((o) => o.reward_id),
    ...table.moments.map((m) => m.reward_id),
    ...(table.consolation_reward_id ? [table.consolation_reward_id] : []),
  ]);
  const draw: StartDraw = {
    commitmentId: period.id,
    ticket,
    hitRuleId,
    momentId: null,
    granted: null,
    drawnAt: at,
  };

  for (const ruleId of table.order) {
    const rule = caps.get(ruleId);
    const odds = table.odds.find((o) => o.rule_id === ruleId);
    const moments = table.moments.find((m) => m.rule_id === ruleId);
    const entry = odds ?? moments;
    const reward = entry ? byId.get(entry.reward_id) : undefined;
    if (!rule || !entry || !reward) continue;
    const allIn = reached(entry.all_from, at);
    if (odds) {
      if (hitRuleId !== ruleId && !allIn) continue;
      draw.granted = await tryGrant(tx, rule, reward, play, at);
    } else {
      let momentId: number | null = null;
      draw.granted = await tryGrant(tx, rule, reward, play, at, async (sp) => {
        momentId = await claimMoment(sp, period.id, ruleId, at);
        return momentId !== null || allIn;
      });
      if (draw.granted) draw.momentId = momentId;
    }
    if (draw.granted) return draw;
  }
  const consolation = table.consolation_reward_id
    ? byId.get(table.consolation_reward_id)
    : undefined;
  if (consolation) draw.granted = await tryGrant(tx, null, consolation, play, at);
  return draw;
}

/** What the card or pop-up shows of a start draw's reward (ScratchMe's prize). */
export function prizeOf(draw: StartDraw): { id: string; label: string } | null {
  return draw.granted
    ? { id: draw.granted.reward.publicId, label: draw.granted.reward.name }
    : null;
}

/** Records a start draw once the play's row exists: the win, the moment's winner, the draw. */
export async function recordDraw(tx: Queryable, draw: StartDraw, play: PlayRef): Promise<void> {
  if (draw.granted) await recordGrant(tx, draw.granted, play);
  if (draw.momentId !== null) {
    await tx
      .update(rewardMoments)
      .set({ gameplayId: play.playId })
      .where(eq(rewardMoments.id, draw.momentId));
  }
  await tx.insert(rewardDraws).values({
    commitmentId: draw.commitmentId,
    gameplayId: play.playId,
    ticket: draw.ticket,
    hitRuleId: draw.hitRuleId,
    momentId: draw.momentId,
    result: !draw.granted ? 'lost' : draw.granted.ruleId === 'consolation' ? 'consolation' : 'won',
    ruleId: draw.granted?.ruleId ?? null,
    rewardId: draw.granted?.reward.id ?? null,
    drawnAt: draw.drawnAt,
  });
}

/** How a play ended, as the engine said. */
export interface EndedPlay {
  status: 'won' | 'lost';
  score: number;
  /** What the play came to (a personality test's outcome id); null for other games. */
  result?: string | null;
}

/**
 * A rule for one result (`result_id`, a personality test's outcome) is for plays that came to it
 * only, even from its `all_from` instant; rules stored before it existed have none.
 */
const qualifies = (rule: StoredRule, play: EndedPlay, at: Date) =>
  ((rule.result_id ?? null) === null || rule.result_id === (play.result ?? null)) &&
  (reached(rule.all_from, at) ||
    (rule.min_score === null ? play.status === 'won' : play.score >= rule.min_score));

/**
 * Decides the `winner` rules for a play that just ended, in the transaction that ends it (the
 * play's row is locked, so this runs once per play). Nothing when the play already has a reward
 * (an instant win).
 */
export async function awardAtEnd(
  tx: Queryable,
  game: AwardGame,
  play: PlayRef,
  ended: EndedPlay,
  at: Date,
): Promise<void> {
  const rules = (game.settings.rewards?.rules ?? []).filter(
    (r) => r.mode === 'winner' && qualifies(r, ended, at),
  );
  if (rules.length === 0) return;
  const [existing] = await tx
    .select({ id: playerRewards.id })
    .from(playerRewards)
    .where(eq(playerRewards.gameplayId, play.playId));
  if (existing) return;
  const byId = await rewardsByPublicId(
    tx,
    game.accountId,
    rules.map((r) => r.reward_id),
  );
  for (const rule of rules) {
    const reward = byId.get(rule.reward_id);
    if (!reward) continue;
    const granted = await tryGrant(tx, rule, reward, play, at);
    if (granted) {
      await recordGrant(tx, granted, play);
      return;
    }
  }
}
