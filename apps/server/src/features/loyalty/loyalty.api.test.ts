/**
 * Loyalty (issue 39, docs/loyalty.md): settings, earning once per cause (a retried finish, a
 * replayed job, two instances), the catalogue, buying under concurrent requests from two devices,
 * adjustments, expiry oldest first, and the ledger's invariant (the cached balance is the sum).
 */
import { sql } from 'drizzle-orm';
import { API_PATH } from '@playdesk/contract/urls';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AccountRewardsResponse,
  DEFAULT_FAIR_PLAY,
  HeldRewardListResponse,
  LoyaltyAdjustResponse,
  LoyaltyBuyResponse,
  LoyaltyCardResponse,
  LoyaltyItemResponse,
  LoyaltyLedgerResponse,
  LoyaltyMemberListResponse,
  LoyaltySettingsResponse,
  LoyaltyStats,
  WebhookDeliveryListResponse,
  WebhookSecretResponse,
  type LoyaltySettingsRequest,
} from '@playdesk/contract';
import { queryRows } from '../../db/rows.js';
import { drainJobs } from '../../infra/jobs.js';
import { INVALID_REQUEST } from '../../http/errors.js';
import { fakeDns } from '../../test/fake-dns.js';
import { fileTestContext } from '../../test/harness.js';
import { AWARD_TEST_ENV } from '../rewards/award/test-support.js';
import { earn, loyaltyEarnJobDefinition } from './earn.js';
import { expirePoints } from './expiry.js';
import { driftedMembers } from './ledger.js';
import { NOT_ENOUGH_POINTS, OUT_OF_STOCK } from './player.js';
import { loyaltyHelpers } from './test-support.js';

// The purchases' webhook endpoint (`purchaseHook`) has a public address; nothing is sent to it.
const { answers, resolver } = fakeDns();
answers.set('hooks.example.com', ['93.184.216.34']);
const t = await fileTestContext(AWARD_TEST_ENV, { addressResolver: resolver });
const owner = await t.login('owner@playdesk.test');
const loyalty = await loyaltyHelpers(t, owner);
const { helpers, accountId, member, ledgerOf, balanceOf, give } = loyalty;

const SETTINGS: LoyaltySettingsRequest = {
  enabled: true,
  time_zone: 'Europe/Paris',
  rules: { play: 5, finish: 5, win: 20, first_play_of_day: 10, score_bands: [] },
  levels: [
    { name: 'Bean', min_points: 0 },
    { name: 'Roaster', min_points: 40 },
  ],
  badges: [{ id: 'first-win', name: 'First win', icon: 'trophy', kind: 'first_win' }],
};

const putSettings = (body: LoyaltySettingsRequest = SETTINGS) => loyalty.putSettings(body);

async function card(token: string) {
  const res = await t.api('GET', `play/accounts/${owner.account}/loyalty/me`, {
    headers: { 'x-player': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return LoyaltyCardResponse.parse(res.json()).card;
}

describe('settings', () => {
  it('answers the defaults (off) before any save, then the saved settings', async () => {
    const before = await t.api('GET', 'loyalty', owner);
    expect(before.statusCode).toBe(200);
    expect(LoyaltySettingsResponse.parse(before.json()).loyalty).toMatchObject({
      enabled: false,
      updated_at: null,
    });
    const saved = await putSettings();
    expect(saved.rules).toMatchObject({ play: 5, win: 20, streak_days: 7, daily_cap: null });
    expect(saved.time_zone).toBe('Europe/Paris');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const negative = await t.api('PUT', 'loyalty', {
      ...owner,
      body: { ...SETTINGS, rules: { play: -1 } },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({
      message: INVALID_REQUEST,
      errors: ['rules.play: A play cannot be negative'],
    });
    const zone = await t.api('PUT', 'loyalty', {
      ...owner,
      body: { ...SETTINGS, time_zone: 'Mars/Olympus' },
    });
    expect(zone.statusCode).toBe(400);
    const dup = await t.api('PUT', 'loyalty', {
      ...owner,
      body: {
        ...SETTINGS,
        badges: [
          { id: 'a', name: 'A', icon: 'star', kind: 'first_win' },
          { id: 'a', name: 'B', icon: 'star', kind: 'first_win' },
        ],
      },
    });
    expect(dup.statusCode).toBe(400);
    const adjustZero = await give('p_nobody', 0);
    expect(adjustZero.statusCode).toBe(400);
  });
});

describe('earning', () => {
  it('earns a play, a finish, a win and the first play of the day once, whatever replays it', async () => {
    await putSettings();
    const gameId = await helpers.game([]);
    const m = await member(gameId);
    const ended = await helpers.scratch(m.session.session.session_id, m.token);
    expect(ended.outcome?.status).toBe('won');
    expect(await drainJobs(t.db, [loyaltyEarnJobDefinition])).toBeGreaterThan(0);
    const first = await ledgerOf(m.id);
    expect(first.map((e) => [e.reason, e.points])).toEqual([
      ['play', 5],
      ['finish', 5],
      ['win', 20],
      ['first_play_of_day', 10],
    ]);
    // A retried finish (the same session read again) queues nothing new, and a replayed job or
    // two instances running the same one at once write nothing.
    await helpers.reload(m.session.session.session_id, m.token);
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    const cause = { kind: 'play' as const, gameplayId: m.session.session.session_id };
    const replays = await Promise.all([earn(t.db, cause), earn(t.db, cause)]);
    expect(replays.map((r) => r.earned)).toEqual([0, 0]);
    expect(await ledgerOf(m.id)).toEqual(first);
    expect(await balanceOf(m.id)).toBe(40);

    const c = await card(m.token);
    expect(c).toMatchObject({
      member: true,
      balance: 40,
      lifetime: 40,
      level: 'Roaster',
      streak: 1,
    });
    expect(c.badges.find((b) => b.id === 'first-win')?.earned_at).not.toBeNull();
    expect(await driftedMembers(t.db, accountId)).toEqual([]);
  });

  it('earns the same event once when two instances process it at the same moment', async () => {
    await putSettings();
    const gameId = await helpers.game([]);
    const m = await member(gameId);
    await helpers.scratch(m.session.session.session_id, m.token);
    const cause = { kind: 'play' as const, gameplayId: m.session.session.session_id };
    const results = await Promise.all([earn(t.db, cause), earn(t.db, cause)]);
    expect(results.map((r) => r.earned).sort()).toEqual([0, 40]);
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    expect(await balanceOf(m.id)).toBe(40);
    expect((await ledgerOf(m.id)).length).toBe(4);
  });

  it('gives nothing to a player whose email is not verified, and nothing when loyalty is off', async () => {
    await putSettings();
    const gameId = await helpers.game([]);
    const anonymous = await helpers.playCard(gameId);
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    const c = await card(anonymous.token);
    expect(c).toMatchObject({ enabled: true, member: false, balance: 0, history: [] });

    await putSettings({ ...SETTINGS, enabled: false });
    const m = await member(gameId);
    await helpers.scratch(m.session.session.session_id, m.token);
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    expect(await ledgerOf(m.id)).toEqual([]);
    await putSettings();
  });

  it('keeps a player to the daily cap', async () => {
    await putSettings({ ...SETTINGS, rules: { ...SETTINGS.rules, daily_cap: 12 } });
    const gameId = await helpers.game([]);
    const m = await member(gameId);
    await helpers.scratch(m.session.session.session_id, m.token);
    await helpers.playCard(gameId, m.token);
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    expect(await balanceOf(m.id)).toBe(12);
    await putSettings();
  });
});

describe('buying with points', () => {
  async function item(rewardBody: { quantity: number | null }, price: number) {
    const reward = await helpers.reward({
      name: `Flat white ${Math.random().toString(36).slice(2, 6)}`,
      kind: 'physical',
      quantity: rewardBody.quantity,
      expiry: { type: 'none' },
    } as Parameters<typeof helpers.reward>[0]);
    const res = await t.api('POST', 'loyalty/catalogue', {
      ...owner,
      body: { reward_id: reward.public_id, price },
    });
    expect(res.statusCode, res.body).toBe(201);
    return LoyaltyItemResponse.parse(res.json()).item;
  }
  const buy = (token: string, itemId: string) =>
    t.api('POST', `play/accounts/${owner.account}/loyalty/catalogue/${itemId}/buy`, {
      headers: { 'x-player': token },
    });

  it('sells the last unit once when one player buys it from two devices at once', async () => {
    await putSettings();
    const gameId = await helpers.game([]);
    const m = await member(gameId);
    expect((await give(m.publicId, 500)).statusCode).toBe(200);
    const offer = await item({ quantity: 1 }, 100);
    const answers = await Promise.all([
      buy(m.token, offer.public_id),
      buy(m.token, offer.public_id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toBe(OUT_OF_STOCK);
    const ok = LoyaltyBuyResponse.parse(answers.find((a) => a.statusCode === 201)!.json());
    expect(ok.balance).toBe(400);
    expect(await balanceOf(m.id)).toBe(400);
    const [won] = await queryRows<{ won: number }>(
      t.db,
      sql`select won from rewards where public_id = ${offer.reward.public_id}`,
    );
    expect(won!.won).toBe(1);
  });

  it('never spends below zero when two devices buy with points for one purchase', async () => {
    await putSettings();
    const gameId = await helpers.game([]);
    const m = await member(gameId);
    await give(m.publicId, 150);
    const offer = await item({ quantity: null }, 100);
    const answers = await Promise.all([
      buy(m.token, offer.public_id),
      buy(m.token, offer.public_id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(NOT_ENOUGH_POINTS);
    expect(await balanceOf(m.id)).toBe(50);
    const entries = await ledgerOf(m.id);
    expect(entries.map((e) => [e.kind, e.points])).toEqual([
      ['adjust', 150],
      ['spend', -100],
    ]);
    const c = await card(m.token);
    expect(c.catalogue.map((i) => i.public_id)).toContain(offer.public_id);
    expect(await driftedMembers(t.db, accountId)).toEqual([]);
  });

  /**
   * A webhook endpoint of the business told of purchases, and the `loyalty.reward_bought`
   * deliveries it got so far (the win's public id and the price each).
   */
  async function purchaseHook() {
    const res = await t.api('POST', 'integrations/webhooks', {
      ...owner,
      body: { url: 'https://hooks.example.com/loyalty', events: ['loyalty.reward_bought'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = WebhookSecretResponse.parse(res.json()).endpoint.public_id;
    return async () => {
      const list = await t.api(
        'GET',
        `integrations/webhooks/${id}/deliveries?page_size=100`,
        owner,
      );
      expect(list.statusCode, list.body).toBe(200);
      return WebhookDeliveryListResponse.parse(list.json()).data.flatMap((d) =>
        d.payload.type === 'loyalty.reward_bought'
          ? [{ win: d.payload.data.win.id, price: d.payload.data.price }]
          : [],
      );
    };
  }

  it('holds a purchase for review when fair play holds the player, as an instant win', async () => {
    await putSettings();
    // A game whose fair play holds every play (any level): the member's start there is held.
    const gameId = await helpers.game([]);
    const fair = await t.api('PUT', `games/${gameId}/fair-play`, {
      ...owner,
      body: { ...DEFAULT_FAIR_PLAY, actions: { low: 'hold', medium: 'hold', high: 'hold' } },
    });
    expect(fair.statusCode, fair.body).toBe(200);
    const purchases = await purchaseHook();
    const m = await member(gameId);
    // A play of the member from an address fair play judges (the harness exempts loopback).
    const judged = await t.app.inject({
      method: 'POST',
      url: `${API_PATH}/play/games/${gameId}/sessions`,
      remoteAddress: '203.0.113.9',
      headers: { 'x-player': m.token },
      payload: {},
    });
    expect(judged.statusCode, judged.body).toBe(201);
    await give(m.publicId, 300);
    const offer = await item({ quantity: 5 }, 100);
    const myRewards = async () => {
      const res = await t.api('GET', `play/accounts/${owner.account}/rewards`, {
        headers: { 'x-player': m.token },
      });
      expect(res.statusCode, res.body).toBe(200);
      return AccountRewardsResponse.parse(res.json()).won;
    };
    const review = async () => {
      const res = await t.api('GET', 'rewards/review', owner);
      expect(res.statusCode, res.body).toBe(200);
      return HeldRewardListResponse.parse(res.json()).data;
    };
    const stockWon = async () =>
      (
        await queryRows<{ won: number }>(
          t.db,
          sql`select won from rewards where public_id = ${offer.reward.public_id}`,
        )
      )[0]!.won;

    // Held: the points and the unit are reserved, no code answered, nothing among their rewards.
    const first = await buy(m.token, offer.public_id);
    expect(first.statusCode, first.body).toBe(201);
    const held = LoyaltyBuyResponse.parse(first.json());
    expect(held).toMatchObject({ held: true, balance: 200, reward: { code: null, link: null } });
    expect(await stockWon()).toBe(1);
    expect((await myRewards()).map((w) => w.id)).not.toContain(held.reward.public_id);
    // In the business's review queue, with no game and the risk that held it.
    const queued = (await review()).find((h) => h.public_id === held.reward.public_id);
    expect(queued).toMatchObject({ game: null, player: { public_id: m.publicId } });
    expect(queued!.risk.reasons).toBeDefined();
    // Nothing told to the business's systems while it is checked.
    expect(await purchases()).toEqual([]);

    // Approved: among the player's rewards ("Won so far"), as any win.
    const approved = await t.api('POST', `rewards/review/${held.reward.public_id}/approve`, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await myRewards()).map((w) => w.id)).toContain(held.reward.public_id);
    // Told once approved, with the price paid.
    expect(await purchases()).toEqual([{ win: held.reward.public_id, price: 100 }]);

    // Rejected: the unit back to the stock and the points back to the member (once).
    const second = LoyaltyBuyResponse.parse((await buy(m.token, offer.public_id)).json());
    expect(second).toMatchObject({ held: true, balance: 100 });
    expect(await stockWon()).toBe(2);
    const rejected = await t.api('POST', `rewards/review/${second.reward.public_id}/reject`, {
      ...owner,
      body: { reason: 'Bought with points from held plays' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await stockWon()).toBe(1);
    expect(await balanceOf(m.id)).toBe(200);
    expect((await ledgerOf(m.id)).at(-1)).toMatchObject({
      kind: 'adjust',
      points: 100,
      key: `refund:${second.reward.public_id}`,
    });
    const again = await t.api('POST', `rewards/review/${second.reward.public_id}/reject`, {
      ...owner,
      body: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(m.id)).toBe(200);
    expect((await myRewards()).map((w) => w.id)).not.toContain(second.reward.public_id);
    // A rejected purchase is never announced.
    expect(await purchases()).toEqual([{ win: held.reward.public_id, price: 100 }]);
    expect(await driftedMembers(t.db, accountId)).toEqual([]);
  });

  it('gives a purchase at once to a player fair play does not hold', async () => {
    await putSettings();
    const gameId = await helpers.game([]);
    const purchases = await purchaseHook();
    const m = await member(gameId);
    await give(m.publicId, 100);
    const offer = await item({ quantity: null }, 100);
    const res = await buy(m.token, offer.public_id);
    expect(res.statusCode, res.body).toBe(201);
    const bought = LoyaltyBuyResponse.parse(res.json());
    expect(bought.held).toBe(false);
    expect(await purchases()).toEqual([{ win: bought.reward.public_id, price: 100 }]);
    // "Won so far" on the rewards front lists it, with its record of a reward won.
    const front = await t.api('GET', `play/accounts/${owner.account}/rewards`, {
      headers: { 'x-player': m.token },
    });
    const won = AccountRewardsResponse.parse(front.json()).won;
    expect(won.find((w) => w.id === bought.reward.public_id)).toMatchObject({
      reward: { name: offer.reward.name },
      status: 'active',
    });
  });

  it('refuses a player who is not a member (403) and one without a token (401)', async () => {
    await putSettings();
    const gameId = await helpers.game([]);
    const anonymous = await helpers.playCard(gameId);
    const offer = await item({ quantity: null }, 10);
    expect((await buy(anonymous.token, offer.public_id)).statusCode).toBe(403);
    const noToken = await t.api(
      'POST',
      `play/accounts/${owner.account}/loyalty/catalogue/${offer.public_id}/buy`,
    );
    expect(noToken.statusCode).toBe(401);
  });

  it('changes and removes catalogue items (audited)', async () => {
    const offer = await item({ quantity: 5 }, 100);
    const patched = await t.api('PATCH', `loyalty/catalogue/${offer.public_id}`, {
      ...owner,
      body: { price: 80 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(LoyaltyItemResponse.parse(patched.json()).item).toMatchObject({
      price: 80,
      per_player: null,
      active: true,
      stock_left: 5,
    });
    const bad = await t.api('POST', 'loyalty/catalogue', {
      ...owner,
      body: { reward_id: 'r_nothing', price: 10 },
    });
    expect(bad.statusCode).toBe(400);
    const removed = await t.api('DELETE', `loyalty/catalogue/${offer.public_id}`, owner);
    expect(removed.statusCode).toBe(200);
    const again = await t.api('DELETE', `loyalty/catalogue/${offer.public_id}`, owner);
    expect(again.statusCode).toBe(404);
    const log = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where account_id = ${accountId} and action like 'loyalty.%'`,
    );
    expect(new Set(log.map((l) => l.action))).toEqual(
      new Set([
        'loyalty.settings_changed',
        'loyalty.points_adjusted',
        'loyalty.item_created',
        'loyalty.item_changed',
        'loyalty.item_deleted',
      ]),
    );
  });
});

describe('members, adjustments, stats and expiry', () => {
  it('lists members, their ledger, adjusts within the balance and counts the stats', async () => {
    await putSettings();
    const gameId = await helpers.game([]);
    const m = await member(gameId);
    const given = await give(m.publicId, 70, 'Birthday');
    expect(given.statusCode, given.body).toBe(200);
    expect(LoyaltyAdjustResponse.parse(given.json()).member).toMatchObject({
      balance: 70,
      level: 'Roaster',
    });
    const tooMuch = await give(m.publicId, -71, 'Mistake');
    expect(tooMuch.statusCode).toBe(409);
    expect((await give(m.publicId, -20, 'Mistake')).statusCode).toBe(200);

    const ledger = await t.api('GET', `loyalty/members/${m.publicId}/ledger`, owner);
    expect(ledger.statusCode).toBe(200);
    const page = LoyaltyLedgerResponse.parse(ledger.json());
    expect(page.data.map((e) => e.points)).toEqual([-20, 70]);
    expect(page.meta.total).toBe(2);

    const list = await t.api('GET', 'loyalty/members?sort=balance&page_size=100', owner);
    expect(list.statusCode).toBe(200);
    const members = LoyaltyMemberListResponse.parse(list.json());
    expect(members.data.some((x) => x.player.public_id === m.publicId && x.balance === 50)).toBe(
      true,
    );
    const stats = await t.api('GET', 'loyalty/stats', owner);
    expect(stats.statusCode).toBe(200);
    const s = LoyaltyStats.parse(stats.json());
    expect(s.members).toBeGreaterThan(0);
    const [sum] = await queryRows<{ n: number }>(
      t.db,
      sql`select coalesce(sum(points), 0)::int as n from loyalty_ledger where account_id = ${accountId}`,
    );
    expect(s.outstanding).toBe(sum!.n);
    expect(s.top_badges.map((b) => b.id)).toContain('first-win');

    const unknown = await give('p_unknown', 5);
    expect(unknown.statusCode).toBe(404);
  });

  it('expires the oldest points first, once a day', async () => {
    await putSettings({ ...SETTINGS, expiry_days: 365 });
    const gameId = await helpers.game([]);
    const m = await member(gameId);
    await give(m.publicId, 10, 'Make the member');
    // 100 points earned long ago (written as the earning would have, cache included), 50 lately,
    // 30 spent: the spend took the oldest, so 70 of the old ones are left to expire.
    await t.db.execute(sql`
      insert into loyalty_ledger (account_id, player_id, kind, points, reason, key, created_at)
      values (${accountId}, ${m.id}, 'earn', 100, 'play', ${`earn:old:${m.id}`}, '2024-01-01T00:00:00Z')`);
    await t.db.execute(
      sql`update loyalty_members set balance = balance + 100, lifetime = lifetime + 100 where player_id = ${m.id}`,
    );
    await give(m.publicId, 40, 'Lately');
    await give(m.publicId, -30, 'Spent');
    expect(await balanceOf(m.id)).toBe(120);
    // Only this member's ledger has old points (the others were earned today).
    const written = await expirePoints(t.db);
    expect(written).toBe(1);
    expect(await balanceOf(m.id)).toBe(50);
    expect((await ledgerOf(m.id)).at(-1)).toMatchObject({ kind: 'expire', points: -70 });
    expect(await expirePoints(t.db)).toBe(0);
    expect(await balanceOf(m.id)).toBe(50);
    expect(await driftedMembers(t.db, accountId)).toEqual([]);
    await putSettings();
  });

  it('expires every member due exactly once, walked in key ranges side by side', async () => {
    await putSettings({ ...SETTINGS, expiry_days: 365 });
    // Members on both sides of each bound of three lanes, the bounds themselves included
    // (expiryLanes(3): the first lane ends at 5554ffff-…, the second at aaa9ffff-…).
    const ids = [
      '00000000-0000-4000-8000-000000000001',
      '5554ffff-ffff-4fff-bfff-ffffffffffff',
      '5554ffff-ffff-ffff-ffff-ffffffffffff',
      '55550000-0000-4000-8000-000000000000',
      '7f000000-0000-4000-8000-000000000000',
      'aaa9ffff-ffff-ffff-ffff-ffffffffffff',
      'aaaa0000-0000-4000-8000-000000000000',
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
    ];
    for (const [i, id] of ids.entries()) {
      await t.db.execute(sql`
        insert into players (id, public_id, account_id, token_hash)
        values (${id}, ${`p_lanes_${i}`}, ${accountId}, ${`lanes-${i}`})`);
      await t.db.execute(sql`
        insert into loyalty_members (player_id, account_id, balance, lifetime)
        values (${id}, ${accountId}, 40, 40)`);
      await t.db.execute(sql`
        insert into loyalty_ledger (account_id, player_id, kind, points, reason, key, created_at)
        values (${accountId}, ${id}, 'earn', 40, 'play', ${`earn:lanes:${id}`}, '2024-01-01T00:00:00Z')`);
    }
    // Two members a statement, three lanes: several batches in each.
    expect(await expirePoints(t.db, new Date(), 2, 3)).toBe(ids.length);
    for (const id of ids) {
      expect(await balanceOf(id)).toBe(0);
      expect((await ledgerOf(id)).filter((e) => e.kind === 'expire')).toHaveLength(1);
    }
    expect(await expirePoints(t.db, new Date(), 2, 3)).toBe(0);
    expect(await driftedMembers(t.db, accountId)).toEqual([]);
    await putSettings();
  });

  it('refuses to change a ledger entry (append-only)', async () => {
    await expect(
      t.db.execute(sql`update loyalty_ledger set points = points + 1`),
    ).rejects.toThrow();
  });

  it('keeps the cached balance equal to the ledger and never negative, whatever the sequence', async () => {
    await putSettings();
    const gameId = await helpers.game([]);
    const m = await member(gameId);
    await give(m.publicId, 1, 'Start');
    let model = 1;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: -60, max: 60 }).filter((n) => n !== 0),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        async (steps) => {
          for (const points of steps) {
            const res = await give(m.publicId, points, 'Property');
            if (model + points < 0) expect(res.statusCode).toBe(409);
            else {
              expect(res.statusCode).toBe(200);
              model += points;
            }
          }
          expect(await balanceOf(m.id)).toBe(model);
          expect(model).toBeGreaterThanOrEqual(0);
          expect(await driftedMembers(t.db, accountId)).toEqual([]);
        },
      ),
      { numRuns: 8 },
    );
  });
});
