/**
 * Giving one reward to one play (docs/product-rules.md#reward-caps): the rule's caps, the reward's
 * stock, the win recorded. Every counter is checked and changed by one statement, so the load of
 * thousands of concurrent winners can neither overshoot a cap nor give a code twice; all of one
 * attempt runs in a savepoint, so a refusal at any step undoes the steps before it (the per-player
 * count of a play that then found no stock, a moment claimed by a play over its cap).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RewardExpiry } from '@playdesk/contract';
import type { Queryable } from '../../../db/client.js';
import { newPublicId } from '../../../db/ids.js';
import { queryRows } from '../../../db/rows.js';
import { playerRewards, rewards, type StoredGameRewards } from '../../../db/schema.js';
import { afterAward, takeReward, takeRewards, type TakenReward } from '../stock.js';
import { emitEvent, emitEvents } from '../../integrations/events.js';

export type RewardRow = typeof rewards.$inferSelect;
export type StoredRule = StoredGameRewards['rules'][number];

/** The rule id the consolation reward is recorded under (it has no caps but its stock). */
export const CONSOLATION_RULE = 'consolation';

/** One play that may win. */
export interface PlayRef {
  gameId: string;
  accountId: string;
  playerId: string;
  playId: string;
  /**
   * Whether a win of this play is kept until its player verifies their email or phone (fair play
   * decides: docs/fair-play.md#wins-kept-until-the-player-verifies). Asked only when the play
   * wins; absent: never.
   */
  awaitsVerification?: () => Promise<boolean>;
}

export interface Granted {
  ruleId: string;
  reward: RewardRow;
  taken: TakenReward;
  wonAt: Date;
}

/** Thrown inside an attempt's savepoint to undo it. */
class Refused extends Error {}

/** The rewards of an account by public id (the rules name rewards by public id). */
export async function rewardsByPublicId(
  tx: Queryable,
  accountId: string,
  publicIds: readonly string[],
): Promise<Map<string, RewardRow>> {
  const ids = [...new Set(publicIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(rewards)
    .where(and(eq(rewards.accountId, accountId), inArray(rewards.publicId, ids)));
  return new Map(rows.map((r) => [r.publicId, r]));
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Counts one more reward of the rule for the player, today and in all, unless a cap is reached.
 *
 * Why each is exact under load: an `insert … on conflict do update … where won < cap returning`
 * either inserts the first row or updates the existing one under the row lock the conflict takes
 * (PostgreSQL re-evaluates the WHERE on the newest version once the lock is granted; PGlite runs
 * one statement at a time). No row back means the cap was reached, and nothing changed.
 */
async function countRule(tx: Queryable, rule: StoredRule, play: PlayRef, at: Date) {
  const perPlayer = await queryRows(
    tx,
    sql`insert into reward_player_counters (game_id, rule_id, player_id, won)
        values (${play.gameId}, ${rule.id}, ${play.playerId}, 1)
        on conflict (game_id, rule_id, player_id) do update
          set won = reward_player_counters.won + 1
          where reward_player_counters.won < ${rule.per_player}
        returning won`,
  );
  if (perPlayer.length === 0) throw new Refused('per_player');
  const caps = [
    { period: utcDay(at), cap: rule.per_day },
    { period: 'all', cap: rule.stock },
  ];
  for (const { period, cap } of caps) {
    const counted = await queryRows(
      tx,
      sql`insert into reward_rule_counters (game_id, rule_id, period, won)
          values (${play.gameId}, ${rule.id}, ${period}, 1)
          on conflict (game_id, rule_id, period) do update
            set won = reward_rule_counters.won + 1
            ${cap === null ? sql`` : sql`where reward_rule_counters.won < ${cap}`}
          returning won`,
    );
    if (counted.length === 0) throw new Refused(period === 'all' ? 'stock' : 'per_day');
  }
}

/**
 * Tries to give `reward` to the play under `rule` (null: the consolation reward, no caps but its
 * stock). `first` runs first in the same savepoint (claiming a winning moment) and refuses by
 * returning false. Returns what was given, or null — and then nothing changed.
 */
export async function tryGrant(
  tx: Queryable,
  rule: StoredRule | null,
  reward: RewardRow,
  play: PlayRef,
  at: Date,
  first?: (sp: Queryable) => Promise<boolean>,
): Promise<Granted | null> {
  try {
    return await tx.transaction(async (sp) => {
      if (first && !(await first(sp))) throw new Refused('moment');
      if (rule) await countRule(sp, rule, play, at);
      // The reward's own stock last: its row is the one every winner of it shares, so it is held
      // for the shortest time. `takeReward` is one statement (see stock.ts and pool.ts).
      const taken = await takeReward(sp, reward);
      if (!taken) throw new Refused('reward_stock');
      return { ruleId: rule?.id ?? CONSOLATION_RULE, reward, taken, wonAt: at };
    });
  } catch (err) {
    if (err instanceof Refused) return null;
    throw err;
  }
}

/** When a reward won at `wonAt` expires: the end of the date's day (UTC), or N days after. */
export function expiresAt(expiry: RewardExpiry, wonAt: Date): Date | null {
  if (expiry.type === 'date') return new Date(`${expiry.date}T23:59:59.999Z`);
  if (expiry.type === 'days_after_win') return new Date(wonAt.getTime() + expiry.days * 86_400_000);
  return null;
}

/**
 * Whether fair play holds this play's reward for review (docs/fair-play-risk.md#review): the play's
 * risk, or a lead of the player, was at a level whose action is `hold`. One indexed probe per win.
 */
async function heldByRisk(tx: Queryable, play: PlayRef): Promise<boolean> {
  const rows = await queryRows<{ held: number }>(
    tx,
    sql`select 1 as held from risk_assessments
        where action = 'hold'
          and (gameplay_id = ${play.playId} or (player_id = ${play.playerId} and kind = 'lead'))
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * Whether fair play holds what this player gets without a play (a reward bought with loyalty
 * points, docs/loyalty.md#buying): the player's risk was at a level whose action is `hold` — on a
 * form, as for an instant win (a form held holds every later win of the player), or on one of
 * their plays, whose points may be what pays — or a play of theirs was blocked when it ended.
 * One probe of the player's risk index (`risk_assessments_player_score_idx`).
 */
export async function playerHeldByRisk(tx: Queryable, playerId: string): Promise<boolean> {
  const rows = await queryRows<{ held: number }>(
    tx,
    sql`select 1 as held from risk_assessments
        where player_id = ${playerId} and action in ('hold', 'block')
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * Records the win (after the play's row exists) and runs the low-stock alert. A win fair play
 * holds is recorded held: its stock taken (reserved), nothing announced until it is approved; the
 * same for a win kept until the player verifies, until the verified form releases it.
 */
export async function recordGrant(tx: Queryable, granted: Granted, play: PlayRef): Promise<void> {
  const held = await heldByRisk(tx, play);
  const awaiting = (await play.awaitsVerification?.()) ?? false;
  await tx.insert(playerRewards).values({
    publicId: newPublicId(),
    accountId: play.accountId,
    rewardId: granted.reward.id,
    playerId: play.playerId,
    gameId: play.gameId,
    gameplayId: play.playId,
    ruleId: granted.ruleId,
    code: granted.taken.code,
    link: granted.taken.link,
    wonAt: granted.wonAt,
    expiresAt: expiresAt(granted.reward.expiry, granted.wonAt),
    heldAt: held ? granted.wonAt : null,
    awaitingVerificationAt: awaiting ? granted.wonAt : null,
  });
  // A held win is announced when it is approved (fair-play/review.ts); one kept for verification
  // when it is released (awaiting.ts), or when approved after that if it is held too.
  if (!held && !awaiting)
    await emitEvent(tx, play.accountId, { type: 'reward.won', gameplayId: play.playId });
  await afterAward(tx, granted.reward.id);
}

/**
 * Gives `reward` under `rule` to many plays of one game at once, best first: those the rule's caps
 * and the reward's stock allow, in the order given (with too little stock, the first get it). The
 * same counters, stock, fair-play holds, wins and announcements as `tryGrant` + `recordGrant` per
 * play, but each shared row changes once for all the winners, in set statements. For rules
 * without winning moments or odds: a live show's end, where one winner at a time inside the end's
 * transaction took 226 s for 10 000 winners (docs/live.md#the-end-of-a-show-at-scale). Answers
 * how many won.
 *
 * Why it is exact: the caller holds what makes the grant once (a live show's row `for update`,
 * its `rewarded_at`); the reward's row is locked first (`for update`), so concurrent instant wins
 * of the same reward wait, and the counts are read and raised under that lock.
 */
export async function grantMany(
  tx: Queryable,
  rule: StoredRule,
  reward: RewardRow,
  plays: readonly PlayRef[],
  at: Date,
): Promise<number> {
  if (plays.length === 0) return 0;
  const gameId = plays[0]!.gameId;
  const accountId = plays[0]!.accountId;
  // The reward's row first: every instant win of it locks it too (its `won` counter).
  await tx.execute(sql`select id from rewards where id = ${reward.id} for update`);

  // The rule's caps: the player's, the day's and in all.
  const players = [...new Set(plays.map((p) => p.playerId))];
  const perPlayer = new Map(
    (
      await queryRows<{ player_id: string; won: number }>(
        tx,
        sql`select player_id, won from reward_player_counters
            where game_id = ${gameId} and rule_id = ${rule.id}
              and player_id = any(${sql.param(players)}::uuid[])`,
      )
    ).map((r) => [r.player_id, Number(r.won)]),
  );
  const day = utcDay(at);
  const ruleWon = new Map(
    (
      await queryRows<{ period: string; won: number }>(
        tx,
        sql`select period, won from reward_rule_counters
            where game_id = ${gameId} and rule_id = ${rule.id} and period in (${day}, 'all')
            for update`,
      )
    ).map((r) => [r.period, Number(r.won)]),
  );
  const room = (cap: number | null, period: string) =>
    cap === null ? Infinity : Math.max(0, cap - (ruleWon.get(period) ?? 0));
  let left = Math.min(room(rule.per_day, day), room(rule.stock, 'all'));
  const eligible: PlayRef[] = [];
  for (const play of plays) {
    if (left <= 0) break;
    const won = perPlayer.get(play.playerId) ?? 0;
    if (rule.per_player !== null && won >= rule.per_player) continue;
    perPlayer.set(play.playerId, won + 1);
    eligible.push(play);
    left--;
  }
  if (eligible.length === 0) return 0;

  // The reward's stock, taken for all of them in one statement: the first `taken` win.
  const taken = await takeRewards(tx, reward, eligible.length);
  const winners = eligible.slice(0, taken.length);
  if (winners.length === 0) return 0;

  // The counts of those who won (not of those the stock left out).
  const byPlayer = new Map<string, number>();
  for (const w of winners) byPlayer.set(w.playerId, (byPlayer.get(w.playerId) ?? 0) + 1);
  await tx.execute(sql`
    insert into reward_player_counters (game_id, rule_id, player_id, won)
    select ${gameId}, ${rule.id}, p, n
    from unnest(${sql.param([...byPlayer.keys()])}::uuid[], ${sql.param([...byPlayer.values()])}::int[]) as t(p, n)
    on conflict (game_id, rule_id, player_id) do update
      set won = reward_player_counters.won + excluded.won`);
  await tx.execute(sql`
    insert into reward_rule_counters (game_id, rule_id, period, won)
    values (${gameId}, ${rule.id}, ${day}, ${winners.length}), (${gameId}, ${rule.id}, 'all', ${winners.length})
    on conflict (game_id, rule_id, period) do update
      set won = reward_rule_counters.won + excluded.won`);

  // Fair play's holds for all of them in one probe (heldByRisk's rule).
  const held = await queryRows<{ gameplay_id: string | null; lead_of: string | null }>(
    tx,
    sql`select gameplay_id, case when kind = 'lead' then player_id end as lead_of
        from risk_assessments
        where action = 'hold'
          and (gameplay_id = any(${sql.param(winners.map((w) => w.playId))}::uuid[])
               or (player_id = any(${sql.param(players)}::uuid[]) and kind = 'lead'))`,
  );
  const heldPlays = new Set(held.flatMap((h) => (h.gameplay_id ? [h.gameplay_id] : [])));
  const heldPlayers = new Set(held.flatMap((h) => (h.lead_of ? [h.lead_of] : [])));
  const rows = [];
  const announced: string[] = [];
  for (const [i, play] of winners.entries()) {
    const isHeld = heldPlays.has(play.playId) || heldPlayers.has(play.playerId);
    const awaiting = (await play.awaitsVerification?.()) ?? false;
    const unit = taken[i]!;
    rows.push({
      publicId: newPublicId(),
      accountId: play.accountId,
      rewardId: reward.id,
      playerId: play.playerId,
      gameId: play.gameId,
      gameplayId: play.playId,
      ruleId: rule.id,
      code: unit.code,
      link: unit.link,
      wonAt: at,
      expiresAt: expiresAt(reward.expiry, at),
      heldAt: isHeld ? at : null,
      awaitingVerificationAt: awaiting ? at : null,
    });
    if (!isHeld && !awaiting) announced.push(play.playId);
  }
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(playerRewards).values(rows.slice(i, i + 1000));
  await emitEvents(
    tx,
    accountId,
    announced.map((gameplayId) => ({ type: 'reward.won' as const, gameplayId })),
  );
  await afterAward(tx, reward.id);
  return winners.length;
}
