/**
 * A reward's stock (docs/product-rules.md#rewards): taking one unit when a play wins it, and the
 * low-stock alert (docs/product-rules.md#low-stock). Pool kinds count their codes
 * (`codes_total - won`); the other kinds count `quantity - won` (no quantity: unlimited).
 */
import { isPoolKind, type RewardKind } from '@playdesk/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { enqueue } from '../../outbox/outbox.js';
import { takeCode, takeCodes } from './pool.js';

/** What is left of a reward, as SQL on the `rewards` row (null: unlimited). */
export const STOCK_LEFT_SQL = sql.raw(
  `(case when rewards.kind in ('unique_code', 'unique_link') then rewards.codes_total - rewards.won
     else rewards.quantity - rewards.won end)`,
);

/**
 * Takes one unit of a reward without a pool (shared code or link, physical prize) and counts the
 * win. Returns false when its quantity is all won.
 *
 * Why it is exact under load: one conditional UPDATE (`won < quantity`) both checks and counts,
 * under the row lock the UPDATE takes, so concurrent winners can never push `won` past the
 * quantity (never read-then-write).
 */
export async function takeStock(tx: Queryable, rewardId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update rewards set won = won + 1
        where id = ${rewardId} and (quantity is null or won < quantity)
        returning id`,
  );
  return rows.length > 0;
}

/** What a winner receives of a reward. */
export interface TakenReward {
  /** The code given (unique or shared); null for links and physical prizes. */
  code: string | null;
  /** The link given (unique or shared); null otherwise. */
  link: string | null;
}

/** The fields of a `rewards` row `takeReward` needs. */
export interface RewardStockRef {
  id: string;
  kind: RewardKind;
  sharedValue: string | null;
}

/**
 * Takes one unit of any reward, inside the caller's transaction: a code or link of the pool
 * (`takeCode`), or one of the quantity (`takeStock`). Counts the win on the reward. Returns what
 * the winner gets, or null when the reward is out of stock. Call `afterAward` after it.
 */
export async function takeReward(
  tx: Queryable,
  reward: RewardStockRef,
): Promise<TakenReward | null> {
  if (isPoolKind(reward.kind)) {
    const value = await takeCode(tx, reward.id);
    if (value === null) return null;
    return reward.kind === 'unique_link'
      ? { code: null, link: value }
      : { code: value, link: null };
  }
  if (!(await takeStock(tx, reward.id))) return null;
  return unitOf(reward);
}

/** What a winner of a reward without a pool gets: its shared code or link, or nothing to show. */
function unitOf(reward: RewardStockRef): TakenReward {
  if (reward.kind === 'shared_code') return { code: reward.sharedValue, link: null };
  if (reward.kind === 'shared_link') return { code: null, link: reward.sharedValue };
  return { code: null, link: null };
}

/**
 * `takeReward` for `count` winners at once (a live show's end, `grantMany`): up to `count` codes
 * or links of the pool, or units of the quantity, taken and counted in one statement. Answers what
 * each winner gets, fewer than `count` when the stock runs out. The caller holds the reward's row
 * lock.
 */
export async function takeRewards(
  tx: Queryable,
  reward: RewardStockRef,
  count: number,
): Promise<TakenReward[]> {
  if (isPoolKind(reward.kind)) {
    const values = await takeCodes(tx, reward.id, count);
    return values.map((value) =>
      reward.kind === 'unique_link' ? { code: null, link: value } : { code: value, link: null },
    );
  }
  // As takeStock, for `count`: as many as the quantity leaves, in one conditional UPDATE.
  const [row] = await queryRows<{ taken: number }>(
    tx,
    sql`with current as (select won, quantity from rewards where id = ${reward.id}),
        counted as (
          update rewards set won = rewards.won + least(${count}::int, coalesce(current.quantity - current.won, ${count}::int))
          from current
          where rewards.id = ${reward.id} and (current.quantity is null or current.won < current.quantity)
          returning least(${count}::int, coalesce(current.quantity - current.won, ${count}::int)) as taken
        )
        select taken from counted`,
  );
  const taken = Number(row?.taken ?? 0);
  return Array.from({ length: taken }, () => unitOf(reward));
}

/**
 * The low-stock alert, inside the caller's transaction. When what is left is below the reward's
 * threshold and no alert was sent since it last was at or above it, it marks the reward alerted
 * and queues one email to each owner of the account (through the outbox, so it leaves only if the
 * transaction commits). When the stock is back at or above the threshold (codes added, quantity
 * raised, threshold lowered or removed), it clears the mark so the next fall alerts again.
 *
 * Call it after every award (`afterAward`) and after every change of stock or threshold.
 * Why it sends once: the mark is set by one conditional UPDATE (`low_stock_alerted_at is null`),
 * and an award already holds the reward's row lock (its `won` counter), so two concurrent awards
 * cannot both see it unset.
 */
export async function checkLowStock(tx: Queryable, rewardId: string): Promise<void> {
  await tx.execute(sql`
    update rewards set low_stock_alerted_at = null
    where id = ${rewardId} and low_stock_alerted_at is not null
      and (low_stock_threshold is null or ${STOCK_LEFT_SQL} is null
           or ${STOCK_LEFT_SQL} >= low_stock_threshold)
  `);
  const alerts = await queryRows<{
    name: string;
    business_name: string;
    email: string | null;
    left: number;
    threshold: number;
  }>(
    tx,
    sql`
      with alerted as (
        update rewards set low_stock_alerted_at = now()
        where id = ${rewardId} and low_stock_alerted_at is null
          and low_stock_threshold is not null and ${STOCK_LEFT_SQL} < low_stock_threshold
        returning name, account_id, low_stock_threshold as threshold, ${STOCK_LEFT_SQL} as "left"
      )
      select alerted.name, alerted.threshold, alerted."left", accounts.business_name, users.email
      from alerted
      join accounts on accounts.id = alerted.account_id
      left join memberships on memberships.account_id = alerted.account_id
        and memberships.role = 'owner'
      left join users on users.id = memberships.user_id
    `,
  );
  for (const alert of alerts) {
    if (!alert.email) continue;
    const left = Math.max(0, Number(alert.left));
    await enqueue(tx, {
      kind: 'email',
      payload: {
        to: alert.email,
        subject: `Low stock: "${alert.name}" has ${left} left`,
        text:
          `Your reward "${alert.name}" (${alert.business_name}) has ${left} left, below the ` +
          `threshold of ${alert.threshold} you set.\n\n` +
          `Add codes or raise its quantity in the Rewards section of Playdesk so winners keep ` +
          `getting it. We will not email you about it again until its stock is back at or ` +
          `above the threshold.`,
      },
    });
  }
}

/**
 * What the award engine calls after each award of `rewardId` (the reward's internal id), in the
 * same transaction: the low-stock alert.
 */
export async function afterAward(tx: Queryable, rewardId: string): Promise<void> {
  await checkLowStock(tx, rewardId);
}

/** A win voided before it was ever shown or sent, as it was before the void took its code. */
export interface UnshownWin {
  reward_id: string;
  player_id: string;
  game_id: string | null;
  rule_id: string | null;
  won_at: Date | string;
  code: string | null;
  link: string | null;
}

/**
 * Gives a voided win's unit back (fair play's rejected review, a win never verified): it was
 * never shown nor sent, so a pool's code is free again, the reward's count one less, and the
 * rule's counts of it (today's, in all, the player's) are undone. Each counter changes in one
 * statement on its row, so wins and give-backs running at once never lose a unit.
 */
export async function giveBackUnit(tx: Queryable, won: UnshownWin): Promise<void> {
  const given = won.code ?? won.link;
  await tx.execute(sql`
    with freed as (
      update reward_codes set won_at = null
      where reward_id = ${won.reward_id} and code = ${given} and won_at is not null
        and exists (select 1 from rewards where id = ${won.reward_id}
                    and kind in ('unique_code', 'unique_link'))
      returning id
    )
    update rewards set won = greatest(won - 1, 0) where id = ${won.reward_id}`);
  if (won.game_id && won.rule_id) {
    const day = (won.won_at instanceof Date ? won.won_at : new Date(won.won_at))
      .toISOString()
      .slice(0, 10);
    await tx.execute(sql`
      update reward_rule_counters set won = greatest(won - 1, 0)
      where game_id = ${won.game_id} and rule_id = ${won.rule_id} and period in ('all', ${day})`);
    await tx.execute(sql`
      update reward_player_counters set won = greatest(won - 1, 0)
      where game_id = ${won.game_id} and rule_id = ${won.rule_id}
        and player_id = ${won.player_id}`);
  }
}
