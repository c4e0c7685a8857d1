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
import { afterAward, takeReward, type TakenReward } from '../stock.js';
import { emitEvent } from '../../integrations/events.js';

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
