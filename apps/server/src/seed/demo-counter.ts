/**
 * Demo Coffee Co.'s counter (issue 35's demo data; docs/rewards.md#redemption-in-store): its shop
 * "Main Street" with an address, a time zone, a map position and the staff PIN
 * `DEMO_STAFF_PIN` (docs/getting-started.md), the in-store reward "A free latte" that the Latte
 * Art Puzzle gives every winner, and a few wins of it in each state — issued, redeemed at Main
 * Street, expired, voided with a reason — so the redemption report, the winners list and the
 * scanner have something to show on a fresh start. Run after the demo players (it gives them the
 * wins); does nothing when the shop is already there.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { newPublicId } from '../db/ids.js';
import {
  games,
  locations,
  playerRewards,
  players,
  rewardCodes,
  rewards,
  users,
} from '../db/schema.js';
import { hashPassword } from '../features/auth/passwords.js';
import { generateCodes } from '../features/rewards/codes.js';
import { setDemoRules } from './demo-reward-rules.js';

/** The staff PIN that unlocks a counter device paired to Main Street. */
export const DEMO_STAFF_PIN = '2468';
export const DEMO_LOCATION = 'Main Street';
export const DEMO_LATTE = 'A free latte';
export const DEMO_LATTE_GAME = 'Latte Art Puzzle';
const DEMO_LATTE_CODES = 200;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The wins: how long ago each was won, and what became of it. */
const WINS: {
  wonDaysAgo: number;
  state: 'issued' | 'redeemed' | 'expired' | 'voided';
  /** Hours after the win it was redeemed or voided. */
  afterHours?: number;
}[] = [
  { wonDaysAgo: 1, state: 'issued' },
  { wonDaysAgo: 4, state: 'issued' },
  { wonDaysAgo: 2, state: 'redeemed', afterHours: 3 },
  { wonDaysAgo: 3, state: 'redeemed', afterHours: 20 },
  { wonDaysAgo: 6, state: 'redeemed', afterHours: 1 },
  { wonDaysAgo: 40, state: 'expired' },
  { wonDaysAgo: 5, state: 'voided', afterHours: 26 },
];
const VALID_DAYS = 30;
const VOID_REASON = 'Won twice with two email addresses';

export async function seedDemoCounter(
  tx: Queryable,
  accountId: string,
  now = Date.now(),
): Promise<void> {
  const [existing] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.accountId, accountId), eq(locations.name, DEMO_LOCATION)));
  if (existing) return;

  const [shop] = await tx
    .insert(locations)
    .values({
      publicId: newPublicId(),
      accountId,
      name: DEMO_LOCATION,
      address: '12 Main Street, Bristol BS1 2AA',
      timeZone: 'Europe/London',
      latitude: 51.4545,
      longitude: -2.5879,
      pinHash: await hashPassword(DEMO_STAFF_PIN),
    })
    .returning({ id: locations.id });

  const [latte] = await tx
    .insert(rewards)
    .values({
      publicId: newPublicId(),
      accountId,
      name: DEMO_LATTE,
      description: 'A latte of any size, with the milk you like, on the house.',
      value: '1 latte',
      terms: 'One per customer. Valid at Demo Coffee Co. Main Street. Not exchangeable for cash.',
      howToRedeem: 'Show the QR code at the counter: staff scan it before you pay.',
      expiry: { type: 'days_after_win', days: VALID_DAYS },
      kind: 'unique_code',
      redeemMode: 'in_store',
      lowStockThreshold: 20,
    })
    .returning({ id: rewards.id, publicId: rewards.publicId });
  await generateCodes(tx, latte!.id, {
    count: DEMO_LATTE_CODES,
    prefix: 'LATTE-',
    length: 6,
    alphabet: 'letters_digits',
  });
  await setDemoRules(tx, accountId, DEMO_LATTE_GAME, [
    { reward_id: latte!.publicId, mode: 'winner' },
  ]);
  const [game] = await tx
    .select({ id: games.id, settings: games.settings })
    .from(games)
    .where(and(eq(games.accountId, accountId), eq(games.name, DEMO_LATTE_GAME)));
  const ruleId = game!.settings.rewards?.rules[0]?.id ?? null;

  // The wins go to the first demo players, and take codes of the pool as a win does.
  const winners = await tx
    .select({ id: players.id })
    .from(players)
    .where(eq(players.accountId, accountId))
    .orderBy(asc(players.createdAt), asc(players.id))
    .limit(WINS.length);
  if (winners.length < WINS.length) return;
  const codes = await tx
    .select({ id: rewardCodes.id, code: rewardCodes.code })
    .from(rewardCodes)
    .where(eq(rewardCodes.rewardId, latte!.id))
    .orderBy(asc(rewardCodes.id))
    .limit(WINS.length);
  const [owner] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, 'owner@playdesk.test'));
  const rows = WINS.map((w, i) => {
    const wonAt = new Date(now - w.wonDaysAgo * DAY_MS);
    const after = new Date(wonAt.getTime() + (w.afterHours ?? 0) * HOUR_MS);
    return {
      publicId: newPublicId(),
      accountId,
      rewardId: latte!.id,
      playerId: winners[i]!.id,
      gameId: game!.id,
      ruleId,
      code: codes[i]!.code,
      wonAt,
      expiresAt: new Date(wonAt.getTime() + VALID_DAYS * DAY_MS),
      // Emailed already: the demo sends nobody an email for these.
      emailedAt: wonAt,
      ...(w.state === 'redeemed'
        ? {
            redeemedAt: after,
            redeemedLocationId: shop!.id,
            redeemedBy: owner?.id ?? null,
            redeemedByName: owner?.email ?? null,
            passUpdatedAt: after,
          }
        : {}),
      ...(w.state === 'voided'
        ? {
            voidedAt: after,
            voidReason: VOID_REASON,
            voidedBy: owner?.id ?? null,
            passUpdatedAt: after,
          }
        : {}),
    };
  });
  await tx.insert(playerRewards).values(rows);
  for (const [i, row] of rows.entries())
    await tx.update(rewardCodes).set({ wonAt: row.wonAt }).where(eq(rewardCodes.id, codes[i]!.id));
  // The reward's counters, as the wins' own statements keep them.
  await tx
    .update(rewards)
    .set({
      won: sql`${rows.length}`,
      redeemed: sql`${rows.filter((r) => 'redeemedAt' in r).length}`,
    })
    .where(eq(rewards.id, latte!.id));
}
