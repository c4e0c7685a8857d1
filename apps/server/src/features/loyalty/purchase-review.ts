/**
 * A purchase with points that fair play held (docs/loyalty.md#fair-play), decided in Rewards ›
 * Review like a held instant win (fair-play/review.ts calls these in the decision's transaction):
 * approved, it is announced (`loyalty.reward_bought`); rejected, the member gets the points back.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { emitEvent } from '../integrations/events.js';
import { appendEntries, lockMember } from './ledger.js';

/** A purchase's win is recorded under `loyalty:<item>` (player.ts), with no play. */
export const LOYALTY_RULE_PREFIX = 'loyalty:';

export const isPurchase = (win: { gameplay_id: string | null; rule_id: string | null }) =>
  win.gameplay_id === null && (win.rule_id?.startsWith(LOYALTY_RULE_PREFIX) ?? false);

/** The purchase's spend entry (`spend:<win>`, written by the purchase): its price and reason. */
async function spendOf(tx: Queryable, accountId: string, winPublicId: string) {
  const [row] = await queryRows<{ points: number; reason: string }>(
    tx,
    sql`select points, reason from loyalty_ledger
        where account_id = ${accountId} and key = ${`spend:${winPublicId}`}`,
  );
  return row ?? null;
}

/** Approved: the `loyalty.reward_bought` the purchase did not send while held. */
export async function announcePurchase(
  tx: Queryable,
  accountId: string,
  win: { id: string; public_id: string },
): Promise<void> {
  const spend = await spendOf(tx, accountId, win.public_id);
  await emitEvent(tx, accountId, {
    type: 'loyalty.reward_bought',
    playerRewardId: win.id,
    price: spend ? -spend.points : 0,
  });
}

/**
 * Rejected: the points come back as an `adjust` entry of the price, keyed `refund:<win>` (once,
 * whatever replays it), under the member's row lock like every change of points (ledger.ts). The
 * ledger stays append-only: the spend stays, the refund is a credit of its own (so it counts in
 * the lifetime points, as every credit does).
 */
export async function refundPurchase(
  tx: Queryable,
  accountId: string,
  win: { public_id: string; player_id: string },
): Promise<void> {
  const spend = await spendOf(tx, accountId, win.public_id);
  if (!spend || spend.points >= 0) return;
  await lockMember(tx, accountId, win.player_id);
  await appendEntries(tx, accountId, win.player_id, [
    {
      kind: 'adjust',
      points: -spend.points,
      reason: spend.reason,
      key: `refund:${win.public_id}`,
    },
  ]);
}
