/**
 * The player side of loyalty (docs/loyalty.md#the-member-card): the member card, and buying a
 * catalogue item with points.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { LoyaltyBuyResponse, LoyaltyCard } from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { queryRows } from '../../db/rows.js';
import { sql } from 'drizzle-orm';
import {
  accounts,
  loyaltyItems,
  loyaltyLedger,
  loyaltyMembers,
  playerRewards,
  players,
  rewards,
} from '../../db/schema.js';
import { conflict, forbidden, notFound, unauthorized } from '../../http/errors.js';
import { hashToken } from '../../lib/tokens.js';
import { emitEvent } from '../integrations/events.js';
import { expiresAt } from '../rewards/award/grant.js';
import { afterAward, takeReward } from '../rewards/stock.js';
import { memberBadges } from './earn.js';
import { appendEntries, lockMember } from './ledger.js';
import { isMember, memberByToken } from './members.js';
import { ITEM_NOT_FOUND, catalogueOf, toEntry } from './service.js';
import { levelOf, settingsRow, settingsValue } from './settings.js';

export const BUSINESS_NOT_FOUND = 'Business not found.';
export const NOT_ENOUGH_POINTS = 'Not enough points for this reward.';
export const OUT_OF_STOCK = 'This reward is out of stock.';
export const LIMIT_REACHED = 'You already bought this reward as many times as allowed.';
export const NOT_A_MEMBER = 'Verify your email to collect and spend points.';
export const LOYALTY_OFF = 'This business has no loyalty programme.';

/** How many ledger entries the card shows. */
const HISTORY = 20;

async function accountOf(db: Queryable, publicId: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.publicId, publicId));
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  return row.id;
}

async function playerOf(db: Queryable, accountId: string, token: string | null) {
  if (!token) return null;
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.tokenHash, hashToken(token)), eq(players.accountId, accountId)));
  return row?.id ?? null;
}

export async function memberCard(
  db: Database,
  accountPublicId: string,
  token: string | null,
): Promise<LoyaltyCard> {
  // Three round trips, the queries of each stage side by side on the pool (docs/loyalty.md#scale:
  // p95 at a million members).
  const accountId = await accountOf(db, accountPublicId);
  const [settingsRowFound, found] = await Promise.all([
    settingsRow(db, accountId),
    token ? memberByToken(db, accountId, hashToken(token)) : Promise.resolve(null),
  ]);
  const settings = settingsValue(settingsRowFound);
  const member = found?.member === true;
  const playerId = found?.id ?? '';
  const [[row], earned, history, catalogue] = await Promise.all([
    member
      ? db.select().from(loyaltyMembers).where(eq(loyaltyMembers.playerId, playerId))
      : Promise.resolve([]),
    member ? memberBadges(db, accountId, playerId) : Promise.resolve([]),
    member
      ? db
          .select()
          .from(loyaltyLedger)
          .where(and(eq(loyaltyLedger.accountId, accountId), eq(loyaltyLedger.playerId, playerId)))
          .orderBy(desc(loyaltyLedger.id))
          .limit(HISTORY)
      : Promise.resolve([]),
    settings.enabled ? catalogueOf(db, accountId, { activeOnly: true }) : Promise.resolve([]),
  ]);
  const earnedAt = new Map(earned.map((b) => [b.id, b.earnedAt.toISOString()]));
  const lifetime = row?.lifetime ?? 0;
  const { level, next } = levelOf(settings.levels, lifetime);
  return {
    enabled: settings.enabled,
    member,
    balance: row?.balance ?? 0,
    lifetime,
    level: level?.name ?? null,
    next_level: next ? { name: next.name, min_points: next.min_points } : null,
    streak: row?.streak ?? 0,
    badges: settings.badges.map((b) => ({
      id: b.id,
      name: b.name,
      icon: b.icon,
      image: b.image,
      earned_at: earnedAt.get(b.id) ?? null,
    })),
    catalogue,
    history: history.map(toEntry),
  };
}

/**
 * Buys a catalogue item with points (docs/loyalty.md#buying), all in one transaction:
 * 1. the member's row is locked (`lockMember`): two devices of one player buying at once run one
 *    after the other, and the second sees the first's balance — a row lock rather than one
 *    conditional statement because the price, the per-player limit and the reward's stock must
 *    all hold together, and the reward's stock is taken by the rewards section's own statement;
 * 2. the balance and the per-player limit are checked against that locked row (409);
 * 3. one unit of the reward is taken by the rewards section's `takeReward` (its conditional
 *    update or its pool's skip-locked code: never over-sold; 409 when none is left);
 * 4. the win is recorded as any reward won (its code, expiry, low-stock alert), and the spend
 *    appended to the ledger under the win's key (the cached balance moves in the same statement;
 *    the table's check refuses a balance below zero should anything above be wrong).
 * A refusal at any step throws, and the transaction takes back what the steps before it did.
 */
export async function buyItem(
  db: Database,
  accountPublicId: string,
  token: string | null,
  itemPublicId: string,
): Promise<LoyaltyBuyResponse> {
  return db.transaction(async (tx) => {
    const accountId = await accountOf(tx, accountPublicId);
    const playerId = await playerOf(tx, accountId, token);
    if (!playerId) throw unauthorized('Send the player token (X-PLAYER) of this business.');
    const settings = settingsValue(await settingsRow(tx, accountId));
    if (!settings.enabled) throw conflict(LOYALTY_OFF);
    if (!(await isMember(tx, accountId, playerId))) throw forbidden(NOT_A_MEMBER);
    const [found] = await tx
      .select({ item: loyaltyItems, reward: rewards })
      .from(loyaltyItems)
      .innerJoin(rewards, eq(rewards.id, loyaltyItems.rewardId))
      .where(
        and(
          eq(loyaltyItems.accountId, accountId),
          eq(loyaltyItems.publicId, itemPublicId),
          eq(loyaltyItems.active, true),
        ),
      );
    if (!found) throw notFound(ITEM_NOT_FOUND);
    const { item, reward } = found;

    const member = await lockMember(tx, accountId, playerId);
    if (member.balance < item.price) throw conflict(NOT_ENOUGH_POINTS);
    const ruleId = `loyalty:${item.publicId}`;
    if (item.perPlayer !== null) {
      const [bought] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from player_rewards
            where player_id = ${playerId} and rule_id = ${ruleId} and voided_at is null`,
      );
      if ((bought?.n ?? 0) >= item.perPlayer) throw conflict(LIMIT_REACHED);
    }
    const taken = await takeReward(tx, reward);
    if (!taken) throw conflict(OUT_OF_STOCK);
    const now = new Date();
    const publicId = newPublicId();
    const [win] = await tx
      .insert(playerRewards)
      .values({
        publicId,
        accountId,
        rewardId: reward.id,
        playerId,
        ruleId,
        code: taken.code,
        link: taken.link,
        wonAt: now,
        expiresAt: expiresAt(reward.expiry, now),
      })
      .returning();
    await appendEntries(tx, accountId, playerId, [
      { kind: 'spend', points: -item.price, reason: reward.name, key: `spend:${publicId}` },
    ]);
    await afterAward(tx, reward.id);
    await emitEvent(tx, accountId, {
      type: 'loyalty.reward_bought',
      playerRewardId: win!.id,
      price: item.price,
    });
    return {
      reward: {
        public_id: publicId,
        name: reward.name,
        code: taken.code,
        link: taken.link,
        expires_at: win!.expiresAt?.toISOString() ?? null,
      },
      balance: member.balance - item.price,
    };
  });
}
