/**
 * The demo's counter (seed/demo-counter.ts): after the demo players, Demo Coffee Co. has its shop
 * Main Street (coordinates, the staff PIN the docs name), the in-store "A free latte" given by the
 * Latte Art Puzzle, and wins in every state that the winners list and the redemption report
 * show; seeding again adds nothing.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LocationListResponse,
  RedemptionReportResponse,
  WinnerListResponse,
} from '@playdesk/contract';
import { accounts, games, locations, playerRewards, rewards } from '../db/schema.js';
import { verifyPassword } from '../features/auth/passwords.js';
import { fileTestContext } from '../test/harness.js';
import {
  DEMO_LATTE,
  DEMO_LATTE_GAME,
  DEMO_LOCATION,
  DEMO_STAFF_PIN,
  seedDemoCounter,
} from './demo-counter.js';
import { seedDemoPlayerData } from './demo-players.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('the demo counter', () => {
  it('gives Demo Coffee Co. a located shop, an in-store latte and wins in every state, once', async () => {
    await seedDemoPlayerData(t.db);
    const [coffee] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.businessName, 'Demo Coffee Co.'));
    // Again: nothing more.
    await t.db.transaction((tx) => seedDemoCounter(tx, coffee!.id));

    const shops = LocationListResponse.parse((await t.api('GET', 'locations', owner)).json());
    expect(shops.data).toEqual([
      expect.objectContaining({
        name: DEMO_LOCATION,
        time_zone: 'Europe/London',
        latitude: 51.4545,
        longitude: -2.5879,
        has_pin: true,
      }),
    ]);
    const [shop] = await t.db.select().from(locations).where(eq(locations.accountId, coffee!.id));
    expect(await verifyPassword(shop!.pinHash, DEMO_STAFF_PIN)).toBe(true);

    const lattes = await t.db
      .select()
      .from(rewards)
      .where(and(eq(rewards.accountId, coffee!.id), eq(rewards.name, DEMO_LATTE)));
    expect(lattes).toHaveLength(1);
    const latte = lattes[0]!;
    expect(latte).toMatchObject({ redeemMode: 'in_store', won: 7, redeemed: 3 });
    const [game] = await t.db
      .select()
      .from(games)
      .where(and(eq(games.accountId, coffee!.id), eq(games.name, DEMO_LATTE_GAME)));
    expect(game!.settings.rewards?.rules).toEqual([
      expect.objectContaining({ reward_id: latte.publicId, mode: 'winner' }),
    ]);

    const winners = WinnerListResponse.parse(
      (await t.api('GET', `rewards/${latte.publicId}/winners`, owner)).json(),
    );
    const count = (status: string) => winners.data.filter((w) => w.status === status).length;
    expect([count('active'), count('redeemed'), count('expired'), count('voided')]).toEqual([
      2, 3, 1, 1,
    ]);
    expect(winners.data.find((w) => w.status === 'voided')).toMatchObject({
      void_reason: 'Won twice with two email addresses',
      voided_at: expect.any(String),
    });
    const wins = await t.db
      .select()
      .from(playerRewards)
      .where(eq(playerRewards.rewardId, latte.id));
    expect(wins.filter((w) => w.redeemedAt).every((w) => w.redeemedLocationId === shop!.id)).toBe(
      true,
    );
    // Every win has its own code of the pool, and none is emailed again.
    expect(new Set(wins.map((w) => w.code)).size).toBe(7);
    expect(wins.every((w) => w.emailedAt !== null)).toBe(true);

    const now = Date.now();
    const report = RedemptionReportResponse.parse(
      (
        await t.api(
          'GET',
          `rewards/redemptions?from=${day(now - 60 * 86_400_000)}&to=${day(now + 86_400_000)}&reward=${latte.publicId}`,
          owner,
        )
      ).json(),
    );
    expect(report.totals).toMatchObject({ issued: 7, redeemed: 3, expired: 1, voided: 1 });
    expect(
      report.data.filter((r) => r.redeemed > 0).every((r) => r.location?.name === DEMO_LOCATION),
    ).toBe(true);
  });
});
