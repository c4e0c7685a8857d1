/**
 * Redemption at the counter on PGlite and PostgreSQL (docs/rewards.md#redemption-in-store): check
 * changes nothing; redeem exactly once under 50 concurrent attempts; already redeemed is a 409
 * with where and when; expired and voided are 410; tokens cannot be forged nor used for another
 * reward or business; the offline batch replays idempotently and records a conflict with both
 * records; a win held for review shows `held` and is refused everywhere until approved; the
 * report's numbers equal the rows (JSON and CSV); voiding sends `reward.voided`; a
 * redeem-only team mate gets the offline state, redeems and sends a batch at the locations it
 * names (recorded as theirs), in its own account only, and reaches nothing else.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@playdesk/contract';
import {
  CounterRewardResponse,
  CounterStateResponse,
  RedeemBatchResponse,
  RedemptionConflictListResponse,
  RedemptionReportResponse,
  RewardResponse,
  WinnerListResponse,
  type CreateRewardRequest,
} from '@playdesk/contract';
import { randomBytes } from 'node:crypto';
import { newPublicId } from '../../db/ids.js';
import { hashToken } from '../../lib/tokens.js';
import { queryRows } from '../../db/rows.js';
import {
  accounts,
  counterDevices,
  memberships,
  offlineRedemptions,
  users,
  locations,
  playerRewards,
  players,
  rewards,
  webhookEndpoints,
} from '../../db/schema.js';
import { demoGame } from '../../test/fixtures.js';
import { fileTestContext } from '../../test/harness.js';
import { counterSigningKeys } from './signing.js';
import { queuedEmails } from '../../outbox/outbox.js';
import { emailPendingRewards } from '../rewards/award/index.js';
import { playerWonRewards } from '../rewards/award/won.js';
import { signRedemptionToken, verifyRedemptionToken } from './tokens.js';
import { passWin } from './wallet/win.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');
const other = await t.login('other@playdesk.test');
const member = await t.login('member@playdesk.test');
const keys = counterSigningKeys(t.db, t.config.secretsKey);

const accountOf = async (publicId: string) => {
  const [row] = await t.db
    .select({ id: accounts.id, publicId: accounts.publicId })
    .from(accounts)
    .where(eq(accounts.publicId, publicId));
  return row!;
};
const coffee = await accountOf(owner.account);
const bakery = await accountOf(other.account);

async function createReward(session: typeof owner, body: Partial<CreateRewardRequest> = {}) {
  const res = await t.api('POST', 'rewards', {
    ...session,
    body: {
      name: `Latte ${newPublicId().slice(0, 6)}`,
      kind: 'physical',
      quantity: 1000,
      redeem_mode: 'in_store',
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return RewardResponse.parse(res.json()).reward;
}

/** A win of `reward` (as the award engine records it, the stock counted). */
async function win(
  rewardPublicId: string,
  opts: { expiresAt?: Date; wonAt?: Date; code?: string; gameId?: string; held?: boolean } = {},
) {
  const [reward] = await t.db.select().from(rewards).where(eq(rewards.publicId, rewardPublicId));
  const [player] = await t.db
    .insert(players)
    .values({
      publicId: newPublicId(),
      accountId: reward!.accountId,
      tokenHash: newPublicId(),
      firstName: 'Léa',
      lastName: 'Martin',
      identifiedAt: new Date(),
    })
    .returning();
  const [row] = await t.db
    .insert(playerRewards)
    .values({
      publicId: newPublicId(),
      accountId: reward!.accountId,
      rewardId: reward!.id,
      playerId: player!.id,
      code: opts.code ?? null,
      gameId: opts.gameId ?? null,
      expiresAt: opts.expiresAt ?? null,
      ...(opts.wonAt ? { wonAt: opts.wonAt } : {}),
      // Held for review, as rewards/award/grant.ts records a win fair play holds.
      heldAt: opts.held ? (opts.wonAt ?? new Date()) : null,
    })
    .returning();
  await t.db
    .update(rewards)
    .set({ won: sql`${rewards.won} + 1` })
    .where(eq(rewards.id, reward!.id));
  return row!;
}

async function rewardRow(publicId: string) {
  const [row] = await t.db.select().from(rewards).where(eq(rewards.publicId, publicId));
  return row!;
}

async function tokenOf(accountId: string, accountPublicId: string, winPublicId: string) {
  return signRedemptionToken(await keys.forAccount(accountId), {
    a: accountPublicId,
    w: winPublicId,
    r: 'r_any',
    x: null,
  });
}

async function location(accountId: string, name: string, timeZone = 'Europe/Paris') {
  const [row] = await t.db
    .insert(locations)
    .values({ publicId: newPublicId(), accountId, name, timeZone })
    .returning();
  return row!;
}

/**
 * A paired, unlocked counter device at `loc` (made as pairing and the PIN leave one: the pairing
 * routes are devices.api.test.ts's): its caller and its `Bearer pdc_…` token for the API.
 */
async function device(loc: { id: string; accountId: string }, name: string, unlocked = true) {
  const token = `pdc_${randomBytes(24).toString('base64url')}`;
  const [row] = await t.db
    .insert(counterDevices)
    .values({
      publicId: newPublicId(),
      accountId: loc.accountId,
      locationId: loc.id,
      name,
      pairedAt: new Date(),
      tokenHash: hashToken(token),
      unlockedUntil: unlocked ? new Date(Date.now() + 3_600_000) : null,
    })
    .returning();
  return { token, publicId: row!.publicId };
}

/** A device's offline queue sent through the API: its results. */
async function sendBatch(dev: { token: string }, redemptions: unknown[]) {
  const res = await t.api('POST', 'redeem/batch', { token: dev.token, body: { redemptions } });
  expect(res.statusCode, res.body).toBe(200);
  return RedeemBatchResponse.parse(res.json()).results;
}

const soho = await location(coffee.id, 'Soho');
const marais = await location(coffee.id, 'Marais');

describe('check and redeem', () => {
  it('checks without changing anything, then redeems once; the second is a 409 with where', async () => {
    const reward = await createReward(owner);
    const w = await win(reward.public_id);
    const token = await tokenOf(coffee.id, coffee.publicId, w.publicId);

    for (let i = 0; i < 2; i++) {
      const check = await t.api('POST', 'redeem/check', { ...owner, body: { token } });
      expect(check.statusCode, check.body).toBe(200);
      expect(CounterRewardResponse.parse(check.json()).reward).toMatchObject({
        id: w.publicId,
        status: 'active',
        winner_name: 'Léa Martin',
        redeemed: null,
      });
    }
    const [still] = await t.db.select().from(playerRewards).where(eq(playerRewards.id, w.id));
    expect(still!.redeemedAt).toBeNull();

    const res = await t.api('POST', 'redeem', {
      ...owner,
      body: { token, location: soho.publicId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const redeemed = CounterRewardResponse.parse(res.json()).reward;
    expect(redeemed).toMatchObject({
      status: 'redeemed',
      redeemed: { location: { public_id: soho.publicId, name: 'Soho' }, by: 'owner@playdesk.test' },
    });
    const [row] = await t.db.select().from(playerRewards).where(eq(playerRewards.id, w.id));
    expect(row!.redeemedLocationId).toBe(soho.id);
    expect(row!.redeemedByName).toBe('owner@playdesk.test');
    expect(row!.passUpdatedAt).not.toBeNull();

    const again = await t.api('POST', 'redeem', { ...owner, body: { code: w.publicId } });
    expect(again.statusCode).toBe(409);
    const body = again.json<{ message: string; reward: { redeemed: { at: string } } }>();
    expect(body.message).toMatch(
      /^Already redeemed at Soho on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC\.$/,
    );
    expect(body.reward.redeemed.at).toBe(redeemed.redeemed!.at);
    const stock = RewardResponse.parse(
      (await t.api('GET', `rewards/${reward.public_id}`, owner)).json(),
    ).reward.stock;
    expect(stock.redeemed).toBe(1);
  });

  it('redeems exactly once under 50 concurrent attempts from 5 devices', async () => {
    const reward = await createReward(owner);
    const quiz = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const w = await win(reward.public_id, { code: `ONCE-${newPublicId()}`, gameId: quiz.id });
    const token = await tokenOf(coffee.id, coffee.publicId, w.publicId);
    const devices = await Promise.all(
      Array.from({ length: 5 }, (_, i) => device(i % 2 === 0 ? soho : marais, `Till ${i + 1}`)),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.api('POST', 'redeem', {
          token: devices[i % 5]!.token,
          body: i % 2 === 0 ? { token } : { code: w.code! },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const [counted] = await t.db
      .select()
      .from(rewards)
      .where(eq(rewards.publicId, reward.public_id));
    expect(counted!.redeemed).toBe(1);
    // The insight funnel's "reward redeemed" step comes from the trigger on player_rewards: once.
    const [events] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from analytics_events
          where step = 'reward_redeemed' and player_id = ${w.playerId}`,
    );
    expect(events!.n).toBe(1);
  });

  it('refuses expired and voided rewards (410), and voiding twice or after redeeming (409)', async () => {
    const reward = await createReward(owner);
    const expired = await win(reward.public_id, { expiresAt: new Date(Date.now() - 60_000) });
    const res = await t.api('POST', 'redeem', { ...owner, body: { code: expired.publicId } });
    expect(res.statusCode).toBe(410);
    expect(res.json<ErrorBody>().message).toMatch(/^This reward expired on /);

    const w = await win(reward.public_id);
    const voided = await t.api('POST', `rewards/given/${w.publicId}/void`, {
      ...owner,
      body: { reason: 'Given by mistake' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(CounterRewardResponse.parse(voided.json()).reward).toMatchObject({
      status: 'voided',
      voided: { reason: 'Given by mistake' },
    });
    const token = await tokenOf(coffee.id, coffee.publicId, w.publicId);
    const refused = await t.api('POST', 'redeem', { ...owner, body: { token } });
    expect(refused.statusCode).toBe(410);
    expect(refused.json<ErrorBody>().message).toMatch(/^This reward was voided on /);
    const twice = await t.api('POST', `rewards/given/${w.publicId}/void`, {
      ...owner,
      body: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    const list = WinnerListResponse.parse(
      (await t.api('GET', `rewards/${reward.public_id}/winners`, owner)).json(),
    );
    // The console's winners list (and its CSV) shows it voided, when and why.
    const [stored] = await t.db
      .select()
      .from(playerRewards)
      .where(eq(playerRewards.publicId, w.publicId));
    const voidedAt = stored!.voidedAt!.toISOString();
    expect(list.data.find((x) => x.id === w.publicId)).toMatchObject({
      status: 'voided',
      voided_at: voidedAt,
      void_reason: 'Given by mistake',
    });
    expect(list.data.find((x) => x.id === expired.publicId)).toMatchObject({
      status: 'expired',
      voided_at: null,
      void_reason: null,
    });
    const csv = await t.api('GET', `rewards/${reward.public_id}/winners?format=csv`, owner);
    const rows = parseCsv(csv.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.find((r) => r.win_id === w.publicId)).toMatchObject({
      status: 'voided',
      voided_at: voidedAt,
      void_reason: 'Given by mistake',
    });
    expect(rows.find((r) => r.win_id === expired.publicId)).toMatchObject({
      status: 'expired',
      voided_at: '',
      void_reason: '',
    });

    const done = await win(reward.public_id);
    expect(
      (await t.api('POST', 'redeem', { ...owner, body: { code: done.publicId } })).statusCode,
    ).toBe(200);
    const late = await t.api('POST', `rewards/given/${done.publicId}/void`, {
      ...owner,
      body: { reason: 'Too late' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().message).toMatch(/can no longer be voided/);
  });

  it('refuses forged tokens, tokens of another business, and another business’s wins', async () => {
    const reward = await createReward(owner);
    const w = await win(reward.public_id);
    const token = await tokenOf(coffee.id, coffee.publicId, w.publicId);
    const [head, payload, signature] = token.split('.');
    // Another win named in the payload, the signature kept: refused.
    const w2 = await win(reward.public_id);
    const swapped = `${head}.${Buffer.from(JSON.stringify({ a: coffee.publicId, w: w2.publicId, x: null })).toString('base64url')}.${signature}`;
    // One byte of the signature changed.
    const sig = Buffer.from(signature!, 'base64url');
    sig[0] = sig[0]! ^ 0xff;
    const flipped = `${head}.${payload}.${sig.toString('base64url')}`;
    for (const bad of [swapped, flipped, 'PDR1.e30.AAAA', 'not a token']) {
      const res = await t.api('POST', 'redeem', { ...owner, body: { token: bad } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<ErrorBody>().message).toBe('This QR code is not a reward of this business.');
    }
    // Bakery's own token, shown at Coffee's counter: the same 400, nothing of the bakery said.
    const theirReward = await createReward(other);
    const theirs = await win(theirReward.public_id);
    const theirToken = await tokenOf(bakery.id, bakery.publicId, theirs.publicId);
    const atCoffee = await t.api('POST', 'redeem/check', { ...owner, body: { token: theirToken } });
    expect(atCoffee.statusCode).toBe(400);
    expect(atCoffee.json<ErrorBody>().message).toBe(
      'This QR code is not a reward of this business.',
    );
    // Coffee's token at the bakery: the same.
    const atBakery = await t.api('POST', 'redeem', { ...other, body: { token } });
    expect(atBakery.statusCode).toBe(400);
    // A token signed with Coffee's key naming the bakery's account: the bakery's keys refuse it.
    const forgedAccount = signRedemptionToken(await keys.forAccount(coffee.id), {
      a: bakery.publicId,
      w: theirs.publicId,
      r: 'r_any',
      x: null,
    });
    expect(
      (await t.api('POST', 'redeem', { ...other, body: { token: forgedAccount } })).statusCode,
    ).toBe(400);
    // A typed reference of another business's win: not found.
    expect(
      (await t.api('POST', 'redeem', { ...owner, body: { code: theirs.publicId } })).statusCode,
    ).toBe(404);
    // Another business's location: not found.
    expect(
      (
        await t.api('POST', 'redeem', {
          ...other,
          body: { code: theirs.publicId, location: soho.publicId },
        })
      ).statusCode,
    ).toBe(404);
    const [untouched] = await t.db.select().from(playerRewards).where(eq(playerRewards.id, w2.id));
    expect(untouched!.redeemedAt).toBeNull();
  });

  it('answers bad input with a 4xx', async () => {
    const cases: [string, unknown][] = [
      ['redeem', {}],
      ['redeem', { token: 'x', code: 'y' }],
      ['redeem', { code: '' }],
      ['redeem', { code: 'x'.repeat(5000) }],
      ['redeem', { code: 'A', location: 42 }],
      ['redeem/check', { token: 'x'.repeat(401) }],
      ['redeem/batch', { redemptions: [] }],
      ['redeem/batch', { redemptions: [{ code: 'A', client_id: 'nope', redeemed_at: 'x' }] }],
    ];
    for (const [path, body] of cases) {
      const res = await t.api('POST', path, { ...owner, body });
      expect(res.statusCode, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
    }
    const noReason = await t.api('POST', 'rewards/given/w_nope/void', { ...owner, body: {} });
    expect(noReason.statusCode).toBe(400);
    const unknown = await t.api('POST', 'rewards/given/w_nope/void', {
      ...owner,
      body: { reason: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    const report = await t.api('GET', 'rewards/redemptions?from=2026-11-30&to=2026-11-01', owner);
    expect(report.statusCode).toBe(400);
    const badDate = await t.api('GET', 'rewards/redemptions?from=yesterday&to=2026-11-01', owner);
    expect(badDate.statusCode).toBe(400);
    // A batch naming a location the account does not have: refused whole, before any item.
    const batch = await t.api('POST', 'redeem/batch', {
      ...owner,
      body: {
        redemptions: [
          {
            code: 'A',
            client_id: crypto.randomUUID(),
            redeemed_at: new Date().toISOString(),
            location: 'lc_nowhere',
          },
        ],
      },
    });
    expect(batch.statusCode, batch.body).toBe(404);
  });
});

describe('a win held for review (docs/fair-play-risk.md#review)', () => {
  it('shows held in the winners list, its filter and CSV, and at the check', async () => {
    const reward = await createReward(owner);
    const quiz = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const held = await win(reward.public_id, { held: true, gameId: quiz.id });
    const open = await win(reward.public_id);
    const list = WinnerListResponse.parse(
      (await t.api('GET', `rewards/${reward.public_id}/winners`, owner)).json(),
    );
    expect(list.data.find((x) => x.id === held.publicId)?.status).toBe('held');
    expect(list.data.find((x) => x.id === open.publicId)?.status).toBe('active');
    const only = WinnerListResponse.parse(
      (await t.api('GET', `rewards/${reward.public_id}/winners?status=held`, owner)).json(),
    );
    expect(only.data.map((x) => x.id)).toEqual([held.publicId]);
    expect(only.meta.total).toBe(1);
    const active = WinnerListResponse.parse(
      (await t.api('GET', `rewards/${reward.public_id}/winners?status=active`, owner)).json(),
    );
    expect(active.data.map((x) => x.id)).toEqual([open.publicId]);
    const csv = await t.api('GET', `rewards/${reward.public_id}/winners?format=csv`, owner);
    const rows = parseCsv(csv.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.find((r) => r.win_id === held.publicId)?.status).toBe('held');
    const heldCsv = await t.api(
      'GET',
      `rewards/${reward.public_id}/winners?format=csv&status=held`,
      owner,
    );
    expect(
      (parseCsv(heldCsv.body, { columns: true, bom: true }) as Record<string, string>[]).map(
        (r) => r.win_id,
      ),
    ).toEqual([held.publicId]);
    const bad = await t.api('GET', `rewards/${reward.public_id}/winners?status=waiting`, owner);
    expect(bad.statusCode).toBe(400);
    const check = await t.api('POST', 'redeem/check', { ...owner, body: { code: held.publicId } });
    expect(CounterRewardResponse.parse(check.json()).reward.status).toBe('held');
  });

  it('is refused with a coded 409 by every way to redeem, writing nothing; approved, it redeems', async () => {
    const reward = await createReward(owner);
    const quiz = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const held = await win(reward.public_id, { held: true, gameId: quiz.id });
    const token = await tokenOf(coffee.id, coffee.publicId, held.publicId);
    const till = await device(soho, 'Held till');
    const state = async () =>
      queryRows<{ redeemed_at: unknown; redeemed: number; events: number; conflicts: number }>(
        t.db,
        sql`select pr.redeemed_at, r.redeemed,
              (select count(*)::int from analytics_events
                where step = 'reward_redeemed' and player_id = pr.player_id) as events,
              (select count(*)::int from redemption_conflicts
                where player_reward_id = pr.id) as conflicts
            from player_rewards pr join rewards r on r.id = pr.reward_id
            where pr.id = ${held.id}`,
      );
    const before = await state();
    expect(before[0]).toMatchObject({ redeemed_at: null, redeemed: 0, events: 0 });

    // The counter: 409 coded, with the reward as the counter sees it.
    for (const body of [{ token }, { code: held.publicId }]) {
      const res = await t.api('POST', 'redeem', { token: till.token, body });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'redeem.held',
        message:
          'This reward is waiting for review: it can be redeemed once it is approved in Rewards › Review.',
        reward: { id: held.publicId, status: 'held', redeemed: null },
      });
    }
    // The console's "Redeem a code" box and the winners list's button.
    const desk = await t.api('POST', 'rewards/redeem', {
      ...owner,
      body: { winner_id: held.publicId },
    });
    expect(desk.statusCode).toBe(409);
    expect(desk.json<ErrorBody>().code).toBe('redeem.held');
    // The offline queue: that item is `held`, the others go on.
    const other = await win(reward.public_id);
    const earlier = new Date(Date.now() - 60_000).toISOString();
    const heldItem = { client_id: crypto.randomUUID(), token, redeemed_at: earlier };
    const results = await sendBatch(till, [
      heldItem,
      { client_id: crypto.randomUUID(), code: other.publicId, redeemed_at: earlier },
    ]);
    expect(results.map((r) => r.result)).toEqual(['held', 'redeemed']);
    expect(results[0]!.message).toBe('This reward is waiting for review; it was not redeemed.');
    expect(results[0]!.reward?.status).toBe('held');
    const after = await state();
    expect(after[0]).toMatchObject({ redeemed_at: null, redeemed: 1, events: 0, conflicts: 0 });
    // No wallet pass while held (the player was never shown it).
    expect(await passWin(t.db, keys, { publicId: held.publicId })).toBeNull();
    // Nor on the player's rewards.
    expect(
      (await playerWonRewards(t.db, held.playerId)).map((w) => w.id).includes(held.publicId),
    ).toBe(false);

    const approved = await t.api('POST', `rewards/review/${held.publicId}/approve`, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    const check = await t.api('POST', 'redeem/check', { token: till.token, body: { token } });
    expect(CounterRewardResponse.parse(check.json()).reward.status).toBe('active');
    expect((await passWin(t.db, keys, { publicId: held.publicId }))?.status).toBe('active');
    // The batch item sent while held keeps its answer; a new redemption goes through.
    expect((await sendBatch(till, [heldItem]))[0]!.result).toBe('held');
    const res = await t.api('POST', 'redeem', { token: till.token, body: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(CounterRewardResponse.parse(res.json()).reward).toMatchObject({
      status: 'redeemed',
      redeemed: { location: { name: 'Soho' }, by: 'Held till' },
    });
    expect((await state())[0]).toMatchObject({ redeemed: 2, events: 1 });
  });

  it('is voided when rejected, and stays refused', async () => {
    const reward = await createReward(owner);
    const quiz = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const held = await win(reward.public_id, { held: true, gameId: quiz.id });
    const rejected = await t.api('POST', `rewards/review/${held.publicId}/reject`, {
      ...owner,
      body: { reason: 'Script' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const res = await t.api('POST', 'redeem', { ...owner, body: { code: held.publicId } });
    expect(res.statusCode).toBe(410);
    const list = WinnerListResponse.parse(
      (await t.api('GET', `rewards/${reward.public_id}/winners?status=voided`, owner)).json(),
    );
    expect(list.data.map((x) => [x.id, x.void_reason])).toEqual([[held.publicId, 'Script']]);
  });
});

describe('devices', () => {
  it('redeems at its own location only, unlocked, and only its business’s rewards', async () => {
    const reward = await createReward(owner);
    const w = await win(reward.public_id);
    const token = await tokenOf(coffee.id, coffee.publicId, w.publicId);
    const till = await device(soho, 'Soho till');
    const locked = await device(soho, 'Locked till', false);
    const bakeryShop = await location(bakery.id, 'Bakery shop');
    const theirs = await device(bakeryShop, 'Bakery till');

    const check = await t.api('POST', 'redeem/check', { token: till.token, body: { token } });
    expect(check.statusCode, check.body).toBe(200);
    expect(
      (await t.api('POST', 'redeem', { token: locked.token, body: { token } })).statusCode,
    ).toBe(403);
    const elsewhere = await t.api('POST', 'redeem', {
      token: till.token,
      body: { token, location: marais.publicId },
    });
    expect(elsewhere.statusCode).toBe(403);
    const atBakery = await t.api('POST', 'redeem', { token: theirs.token, body: { token } });
    expect(atBakery.statusCode).toBe(400);
    expect(
      (await t.api('POST', 'redeem', { token: theirs.token, body: { code: w.publicId } }))
        .statusCode,
    ).toBe(404);
    // A device reaches the counter routes only: not the report.
    expect(
      (
        await t.api('GET', 'rewards/redemptions?from=2026-01-01&to=2026-01-02', {
          token: till.token,
        })
      ).statusCode,
    ).toBe(403);

    const res = await t.api('POST', 'redeem', { token: till.token, body: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(CounterRewardResponse.parse(res.json()).reward.redeemed).toMatchObject({
      location: { public_id: soho.publicId, name: 'Soho' },
      by: 'Soho till',
    });
    const [row] = await t.db.select().from(playerRewards).where(eq(playerRewards.id, w.id));
    expect(row!.redeemedDeviceId).not.toBeNull();
    expect(row!.redeemedBy).toBeNull();
  });
});

describe('the offline queue', () => {
  it('replays a batch with a conflict; the same batch again changes nothing', async () => {
    const reward = await createReward(owner);
    const wonAt = new Date(Date.now() - 2 * 3_600_000);
    const a = await win(reward.public_id, { wonAt });
    const b = await win(reward.public_id, {
      wonAt,
      expiresAt: new Date(Date.now() - 3_600_000),
    });
    const c = await win(reward.public_id, { wonAt });
    const till1 = await device(soho, 'Till 1');
    const till2 = await device(marais, 'Till 2');
    // Online first at Soho: a is redeemed.
    expect(
      (
        await t.api('POST', 'redeem', {
          ...owner,
          body: { code: a.publicId, location: soho.publicId },
        })
      ).statusCode,
    ).toBe(200);
    const earlier = new Date(Date.now() - 10 * 60_000).toISOString();
    const theirReward = await createReward(other);
    const theirs = await win(theirReward.public_id);
    const batch = [
      {
        client_id: crypto.randomUUID(),
        token: await tokenOf(coffee.id, coffee.publicId, a.publicId),
        redeemed_at: earlier,
      },
      { client_id: crypto.randomUUID(), code: b.publicId, redeemed_at: earlier },
      { client_id: crypto.randomUUID(), code: c.publicId, redeemed_at: earlier },
      { client_id: crypto.randomUUID(), code: 'NOBODY-HAS-THIS', redeemed_at: earlier },
      {
        client_id: crypto.randomUUID(),
        token: await tokenOf(bakery.id, bakery.publicId, theirs.publicId),
        redeemed_at: earlier,
      },
    ];
    const first = await sendBatch(till2, batch);
    expect(first.map((r) => r.result)).toEqual([
      'conflict',
      'expired',
      'redeemed',
      'not_found',
      'invalid',
    ]);
    expect(first[0]!.message).toMatch(/^Already redeemed at Soho on /);
    expect(first[2]!.reward).toMatchObject({
      status: 'redeemed',
      redeemed: { at: earlier, location: { name: 'Marais' }, by: 'Till 2' },
    });
    const snapshot = async () =>
      queryRows<{ n: number; redeemed: number }>(
        t.db,
        sql`select (select count(*)::int from redemption_conflicts) as n,
                   (select redeemed from rewards where public_id = ${reward.public_id}) as redeemed`,
      );
    const before = await snapshot();
    expect(before[0]!.redeemed).toBe(2);
    // Sent again (the answer was lost), and at the same time as a third copy: same answers.
    const [again, third] = await Promise.all([sendBatch(till2, batch), sendBatch(till2, batch)]);
    expect(again).toEqual(first);
    expect(third).toEqual(first);
    expect(await snapshot()).toEqual(before);

    // Redeemed twice offline by two devices: the second is a conflict with both records.
    const d = await win(reward.public_id, { wonAt });
    const at1 = new Date(Date.now() - 5 * 60_000).toISOString();
    const at2 = new Date(Date.now() - 4 * 60_000).toISOString();
    const r1 = await sendBatch(till1, [
      { client_id: crypto.randomUUID(), code: d.publicId, redeemed_at: at1 },
    ]);
    const r2 = await sendBatch(till2, [
      { client_id: crypto.randomUUID(), code: d.publicId, redeemed_at: at2 },
    ]);
    expect([r1[0]!.result, r2[0]!.result]).toEqual(['redeemed', 'conflict']);
    const conflicts = RedemptionConflictListResponse.parse(
      (await t.api('GET', 'rewards/redemption-conflicts?page_size=100', owner)).json(),
    );
    const found = conflicts.data.find((x) => x.reward.id === d.publicId)!;
    expect(found.kept).toEqual({
      at: at1,
      location: { public_id: soho.publicId, name: 'Soho' },
      by: 'Till 1',
    });
    expect(found.refused).toEqual({
      at: at2,
      location: { public_id: marais.publicId, name: 'Marais' },
      by: 'Till 2',
    });
    // The bakery sees none of Coffee's conflicts.
    const theirsList = RedemptionConflictListResponse.parse(
      (await t.api('GET', 'rewards/redemption-conflicts', other)).json(),
    );
    expect(theirsList.data.every((x) => x.reward.id !== d.publicId)).toBe(true);
  });

  it('never dates a redemption before its win nor in the future (a device clock is skewed)', async () => {
    const reward = await createReward(owner);
    const wonAt = new Date(Date.now() - 3_600_000);
    const early = await win(reward.public_id, { wonAt });
    const late = await win(reward.public_id, { wonAt });
    const till = await device(soho, 'Skewed till');
    const results = await sendBatch(till, [
      {
        client_id: crypto.randomUUID(),
        code: early.publicId,
        redeemed_at: new Date(wonAt.getTime() - 86_400_000).toISOString(),
      },
      {
        client_id: crypto.randomUUID(),
        code: late.publicId,
        redeemed_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    ]);
    expect(results.map((r) => r.result)).toEqual(['redeemed', 'redeemed']);
    const rows = await t.db
      .select({ id: playerRewards.id, wonAt: playerRewards.wonAt, at: playerRewards.redeemedAt })
      .from(playerRewards)
      .where(eq(playerRewards.rewardId, (await rewardRow(reward.public_id)).id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(early.id)!.at!.getTime()).toBe(wonAt.getTime());
    const lateAt = byId.get(late.id)!.at!.getTime();
    expect(lateAt).toBeGreaterThan(wonAt.getTime());
    expect(lateAt).toBeLessThanOrEqual(Date.now());
  });
});

describe('the report', () => {
  it('counts per reward, location and day what the rows say, with totals and CSV', async () => {
    const reward = await createReward(owner, { name: 'Report latte' });
    // Paris is UTC+1 in winter: 23:30 UTC on the 9th is the 10th in Paris.
    const day = (iso: string) => new Date(iso);
    const w1 = await win(reward.public_id, { wonAt: day('2026-01-09T10:00:00Z') });
    const w2 = await win(reward.public_id, { wonAt: day('2026-01-09T11:00:00Z') });
    const w3 = await win(reward.public_id, { wonAt: day('2026-01-09T12:00:00Z') });
    await win(reward.public_id, {
      wonAt: day('2026-01-09T13:00:00Z'),
      expiresAt: day('2026-01-10T12:00:00Z'),
    });
    const redeemAt = async (id: string, locId: string | null, at: string) =>
      t.db.execute(sql`update player_rewards set redeemed_at = ${at}::timestamptz,
          redeemed_location_id = ${locId} where id = ${id}`);
    await redeemAt(w1.id, soho.id, '2026-01-09T23:30:00Z'); // the 10th in Paris
    await redeemAt(w2.id, soho.id, '2026-01-10T09:00:00Z');
    // Won before the period, redeemed in it (at a desk: no location): a redemption of the 9th,
    // not one of the period's issued rewards — it is not in the rate.
    const w0 = await win(reward.public_id, { wonAt: day('2026-01-05T10:00:00Z') });
    await redeemAt(w0.id, null, '2026-01-09T15:00:00Z');
    await t.db.execute(sql`update player_rewards set voided_at = '2026-01-11T08:00:00Z'
        where id = ${w3.id}`);

    const res = await t.api(
      'GET',
      `rewards/redemptions?from=2026-01-09&to=2026-01-11&reward=${reward.public_id}`,
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = RedemptionReportResponse.parse(res.json());
    const rows = report.data.map((r) => [
      r.day,
      r.location?.name ?? null,
      r.issued,
      r.redeemed,
      r.expired,
      r.voided,
      r.issued_redeemed,
      r.redemption_rate,
      r.median_seconds_to_redeem,
    ]);
    expect(rows).toEqual([
      ['2026-01-11', null, 0, 0, 0, 1, 0, null, null],
      ['2026-01-10', null, 0, 0, 1, 0, 0, null, null],
      // w1: 13.5 h, w2: 22 h → median 17.75 h.
      ['2026-01-10', 'Soho', 0, 2, 0, 0, 0, null, 63900],
      // The 9th's 4 rewards: 2 redeemed since (w1, w2, at Soho on the 10th) → 50 %. The day's own
      // redemption (w0, won on the 5th: 4 d 5 h) is not one of them.
      ['2026-01-09', null, 4, 1, 0, 0, 2, 0.5, 363600],
    ]);
    expect(report.totals).toEqual({
      issued: 4,
      redeemed: 3,
      expired: 1,
      voided: 1,
      issued_redeemed: 2,
      redemption_rate: 0.5,
      median_seconds_to_redeem: 79200,
    });
    expect(report.meta.total).toBe(4);
    // Every rate is its numerator over its denominator, both about the same rewards.
    for (const r of [...report.data, report.totals]) {
      expect(r.issued_redeemed).toBeLessThanOrEqual(r.issued);
      expect(r.redemption_rate).toBe(r.issued === 0 ? null : r.issued_redeemed / r.issued);
    }
    // The numbers equal the rows: the period's wins, those of them redeemed, the period's
    // redemptions (UTC days here: the 10th in Paris is within the period either way).
    const [direct] = await queryRows<{ issued: number; issued_redeemed: number; redeemed: number }>(
      t.db,
      sql`select
            count(*) filter (where won_at >= '2026-01-09' and won_at < '2026-01-12')::int as issued,
            count(*) filter (where won_at >= '2026-01-09' and won_at < '2026-01-12'
              and redeemed_at is not null)::int as issued_redeemed,
            count(*) filter (where redeemed_at >= '2026-01-09'
              and redeemed_at < '2026-01-12')::int as redeemed
          from player_rewards pr join rewards r on r.id = pr.reward_id
          where r.public_id = ${reward.public_id}`,
    );
    expect(direct).toEqual({
      issued: report.totals.issued,
      issued_redeemed: report.totals.issued_redeemed,
      redeemed: report.totals.redeemed,
    });
    // Paged.
    const page2 = RedemptionReportResponse.parse(
      (
        await t.api(
          'GET',
          `rewards/redemptions?from=2026-01-09&to=2026-01-11&reward=${reward.public_id}&page=2&page_size=3`,
          owner,
        )
      ).json(),
    );
    expect(page2.data.map((r) => r.day)).toEqual(['2026-01-09']);
    // One location only.
    const atSoho = RedemptionReportResponse.parse(
      (
        await t.api(
          'GET',
          `rewards/redemptions?from=2026-01-09&to=2026-01-11&location=${soho.publicId}`,
          owner,
        )
      ).json(),
    );
    expect(atSoho.data.every((r) => r.location?.name === 'Soho')).toBe(true);

    const csv = await t.api(
      'GET',
      `rewards/redemptions?from=2026-01-09&to=2026-01-11&reward=${reward.public_id}&format=csv`,
      owner,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = parseCsv(csv.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatchObject({
      day: '2026-01-10',
      reward: 'Report latte',
      location: 'Soho',
      redeemed: '2',
      median_seconds_to_redeem: '63900',
      issued_redeemed: '0',
    });
    expect(lines[3]).toMatchObject({
      day: '2026-01-09',
      issued: '4',
      redeemed: '1',
      issued_redeemed: '2',
      redemption_rate: '0.5',
    });
    // Another business: the reward is not theirs.
    expect(
      (
        await t.api(
          'GET',
          `rewards/redemptions?from=2026-01-09&to=2026-01-11&reward=${reward.public_id}`,
          other,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('webhooks', () => {
  it('sends reward.voided and reward.redeemed with where', async () => {
    // Stored as the console stores one (the address checks are webhooks.api.test.ts's): the
    // deliveries it gets are what this test reads.
    await t.db.insert(webhookEndpoints).values({
      publicId: newPublicId(),
      accountId: coffee.id,
      url: 'https://hooks.example.com/pd',
      events: ['reward.voided', 'reward.redeemed'],
      secretSealed: 'unused-here',
    });
    const reward = await createReward(owner);
    const v = await win(reward.public_id);
    const r = await win(reward.public_id);
    await t.api('POST', `rewards/given/${v.publicId}/void`, {
      ...owner,
      body: { reason: 'Fraud' },
    });
    await t.api('POST', 'redeem', {
      ...owner,
      body: { code: r.publicId, location: soho.publicId },
    });
    const stored = await queryRows<{
      event_type: string;
      payload: { data: { win: Record<string, unknown> } };
    }>(
      t.db,
      sql`select event_type, payload from webhook_deliveries
          where payload #>> '{data,win,id}' in (${v.publicId}, ${r.publicId})
          order by created_at`,
    );
    expect(stored.map((s) => s.event_type)).toEqual(['reward.voided', 'reward.redeemed']);
    expect(stored[0]!.payload.data.win).toMatchObject({ id: v.publicId, void_reason: 'Fraud' });
    expect(stored[1]!.payload.data.win).toMatchObject({
      id: r.publicId,
      redeemed_location: { id: soho.publicId, name: 'Soho' },
    });
  });
});

describe('what the player shows', () => {
  it('gives an in-store active win its token (front, email with the QR code), none otherwise', async () => {
    const reward = await createReward(owner);
    const w = await win(reward.public_id);
    await t.db
      .update(players)
      .set({ email: `qr-${newPublicId()}@example.com` })
      .where(eq(players.id, w.playerId));
    const [shown] = await playerWonRewards(t.db, w.playerId);
    expect(shown!.redeem_mode).toBe('in_store');
    const verified = verifyRedemptionToken(
      shown!.redemption_token!,
      await keys.publicKeys(coffee.id),
    );
    expect(verified).toEqual({
      a: coffee.publicId,
      w: w.publicId,
      r: reward.public_id,
      x: null,
    });
    // The token redeems it at the counter.
    const res = await t.api('POST', 'redeem/check', {
      ...owner,
      body: { token: shown!.redemption_token! },
    });
    expect(CounterRewardResponse.parse(res.json()).reward.id).toBe(w.publicId);

    await t.db.transaction((tx) => emailPendingRewards(tx, w.playerId, 'https://play.example.com'));
    const [email] = (await queuedEmails(t.db)).filter((m) => m.payload.to.startsWith('qr-'));
    expect(email!.payload.text).toContain(
      `Show the QR code at the counter, or give this code: ${w.publicId}`,
    );
    expect(email!.payload.html).toContain('src="cid:reward-qr@playdesk"');
    expect(email!.payload.html).toContain(w.publicId);
    const png = Buffer.from(email!.payload.images![0]!.png_base64, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');

    // Redeemed: no token any more; an online reward never has one.
    await t.api('POST', 'redeem', { ...owner, body: { code: w.publicId } });
    const [after] = await playerWonRewards(t.db, w.playerId);
    expect(after!.redemption_token).toBeNull();
    const online = await createReward(owner, { redeem_mode: 'online' });
    const o = await win(online.public_id);
    expect((await playerWonRewards(t.db, o.playerId))[0]!.redemption_token).toBeNull();
  });
});

const [memberRow] = await t.db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.email, 'member@playdesk.test'));
const memberId = memberRow!.id;

describe('a redeem-only team mate', () => {
  const setModules = (modules: string[]) =>
    t.db
      .update(memberships)
      .set({ accessModules: modules })
      .where(and(eq(memberships.userId, memberId), eq(memberships.accountId, coffee.id)));
  const asMember = async (work: () => Promise<void>) => {
    await setModules(['redeem']);
    try {
      await work();
    } finally {
      await setModules(['games', 'rewards', 'player_data']);
    }
  };

  it('gets what the scanner needs offline, and redeems at the location it names', () =>
    asMember(async () => {
      const inStore = await createReward(owner);
      const online = await createReward(owner, { redeem_mode: 'online' });
      const res = await t.api('GET', 'redeem/state', member);
      expect(res.statusCode, res.body).toBe(200);
      const { state } = CounterStateResponse.parse(res.json());
      expect(state.business_name).toBe('Demo Coffee Co.');
      expect(state.keys).toEqual(
        (await keys.publicKeys(coffee.id)).map((k) => ({ kid: k.kid, public_key: k.publicKey })),
      );
      const names = state.rewards.map((r) => r.public_id);
      expect(names).toContain(inStore.public_id);
      expect(names).not.toContain(online.public_id);
      // The state's key checks a token of the account, as the scanner does offline.
      const w = await win(inStore.public_id);
      const token = await tokenOf(coffee.id, coffee.publicId, w.publicId);
      expect(verifyRedemptionToken(token, await keys.publicKeys(coffee.id))?.w).toBe(w.publicId);

      const redeemed = await t.api('POST', 'redeem', {
        ...member,
        body: { token, location: soho.publicId },
      });
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      expect(CounterRewardResponse.parse(redeemed.json()).reward.redeemed).toMatchObject({
        location: { public_id: soho.publicId, name: 'Soho' },
        by: 'member@playdesk.test',
      });
      const [row] = await t.db.select().from(playerRewards).where(eq(playerRewards.id, w.id));
      expect(row).toMatchObject({
        redeemedBy: memberId,
        redeemedLocationId: soho.id,
        redeemedDeviceId: null,
        redeemedByName: 'member@playdesk.test',
      });
      const again = await t.api('POST', 'redeem', {
        ...member,
        body: { code: w.publicId, location: marais.publicId },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorBody>().message).toMatch(/^Already redeemed at Soho on /);
    }));

  it('sends an offline batch at the locations it names, with a conflict, idempotently', () =>
    asMember(async () => {
      const reward = await createReward(owner);
      const wonAt = new Date(Date.now() - 3_600_000);
      const a = await win(reward.public_id, { wonAt });
      const b = await win(reward.public_id, { wonAt });
      const till = await device(soho, 'Till 9');
      // a is redeemed online at Soho by a device; the team mate redeemed it offline at Marais too.
      expect(
        (await t.api('POST', 'redeem', { token: till.token, body: { code: a.publicId } }))
          .statusCode,
      ).toBe(200);
      const at = new Date(Date.now() - 6 * 60_000).toISOString();
      const batch = [
        {
          client_id: crypto.randomUUID(),
          token: await tokenOf(coffee.id, coffee.publicId, a.publicId),
          redeemed_at: at,
          location: marais.publicId,
        },
        {
          client_id: crypto.randomUUID(),
          code: b.publicId,
          redeemed_at: at,
          location: marais.publicId,
        },
      ];
      const send = async () => {
        const res = await t.api('POST', 'redeem/batch', {
          ...member,
          body: { redemptions: batch },
        });
        expect(res.statusCode, res.body).toBe(200);
        return RedeemBatchResponse.parse(res.json()).results;
      };
      const first = await send();
      expect(first.map((r) => r.result)).toEqual(['conflict', 'redeemed']);
      expect(first[1]!.reward?.redeemed).toEqual({
        at,
        location: { public_id: marais.publicId, name: 'Marais' },
        by: 'member@playdesk.test',
      });
      const [bRow] = await t.db.select().from(playerRewards).where(eq(playerRewards.id, b.id));
      expect(bRow).toMatchObject({ redeemedBy: memberId, redeemedLocationId: marais.id });
      const conflicts = RedemptionConflictListResponse.parse(
        (await t.api('GET', 'rewards/redemption-conflicts?page_size=100', owner)).json(),
      );
      const found = conflicts.data.filter((x) => x.reward.id === a.publicId);
      expect(found).toHaveLength(1);
      expect(found[0]!.kept).toMatchObject({ location: { name: 'Soho' }, by: 'Till 9' });
      expect(found[0]!.refused).toEqual({
        at,
        location: { public_id: marais.publicId, name: 'Marais' },
        by: 'member@playdesk.test',
      });
      // Sent again, twice at once: the same answers, nothing counted or recorded twice.
      const [again, third] = await Promise.all([send(), send()]);
      expect(again).toEqual(first);
      expect(third).toEqual(first);
      const after = RedemptionConflictListResponse.parse(
        (await t.api('GET', 'rewards/redemption-conflicts?page_size=100', owner)).json(),
      );
      expect(after.data.filter((x) => x.reward.id === a.publicId)).toHaveLength(1);
      const kept = await t.db
        .select()
        .from(offlineRedemptions)
        .where(eq(offlineRedemptions.userId, memberId));
      expect(kept.filter((r) => batch.some((i) => i.client_id === r.clientId))).toHaveLength(2);
      const [counted] = await t.db
        .select()
        .from(rewards)
        .where(eq(rewards.publicId, reward.public_id));
      expect(counted!.redeemed).toBe(2);
    }));

  it('cannot act at another business’s location nor in its account', () =>
    asMember(async () => {
      const reward = await createReward(owner);
      const w = await win(reward.public_id);
      const bakeryShop = await location(bakery.id, 'Bakery Corner');
      const there = await t.api('POST', 'redeem', {
        ...member,
        body: { code: w.publicId, location: bakeryShop.publicId },
      });
      expect(there.statusCode).toBe(404);
      const batch = await t.api('POST', 'redeem/batch', {
        ...member,
        body: {
          redemptions: [
            {
              client_id: crypto.randomUUID(),
              code: w.publicId,
              redeemed_at: new Date().toISOString(),
              location: bakeryShop.publicId,
            },
          ],
        },
      });
      expect(batch.statusCode).toBe(404);
      const [row] = await t.db.select().from(playerRewards).where(eq(playerRewards.id, w.id));
      expect(row!.redeemedAt).toBeNull();
      for (const path of ['redeem/state', 'redeem/locations'])
        expect(
          (await t.api('GET', path, { ...member, account: other.account })).statusCode,
          path,
        ).toBe(403);
    }));

  it('reaches nothing but the counter', () =>
    asMember(async () => {
      for (const [method, path] of [
        ['GET', 'rewards'],
        ['GET', 'locations'],
        ['GET', 'rewards/redemptions?from=2026-11-01&to=2026-11-30'],
        ['GET', 'rewards/redemption-conflicts'],
        ['POST', 'rewards/given/w_nope/void'],
        ['GET', 'games'],
        ['GET', 'players'],
      ] as const) {
        const res = await t.api(method, path, { ...member, body: { reason: 'x' } });
        expect(res.statusCode, path).toBe(403);
        expect(res.json<ErrorBody>().code, path).toBe('access.module');
      }
      expect((await t.api('GET', 'redeem/state', member)).statusCode).toBe(200);
    }));
});
