/**
 * Wins kept until the player verifies (docs/fair-play.md#wins-kept-until-the-player-verifies), on
 * PGlite and PostgreSQL: a game asking for a verified email with its form after the game keeps the
 * reward a play wins — stock reserved, not on the play, the rewards front, the review queue, nor
 * emailed — until the verified form releases it, exactly once; an unverified form releases
 * nothing; a win never verified is voided after `UNVERIFIED_WIN_MINUTES` and its unit goes back; a
 * play the verified mailbox had no room for in the participation limit gets nothing.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountRewardsResponse,
  DEFAULT_FAIR_PLAY,
  HeldRewardListResponse,
  StartSessionResponse,
  WinnerListResponse,
  type FairPlaySettings,
  type PlaySession,
} from '@playdesk/contract';
import {
  accounts,
  games,
  playerRewards,
  rewardCodes,
  rewards,
  webhookDeliveries,
} from '../../../db/schema.js';
import { queuedEmails } from '../../../outbox/outbox.js';
import { startFakeSms } from '../../../test/fake-sms.js';
import { fileTestContext } from '../../../test/harness.js';
import { AWARD_TEST_ENV, awardHelpers } from '../../rewards/award/test-support.js';
import { UNVERIFIED_WIN_MINUTES, voidUnverifiedWins } from '../../rewards/award/index.js';
import { fairPlaySweepJobDefinition } from '../sweep.js';

const sms = await startFakeSms();
afterAll(() => sms.close());
const t = await fileTestContext({
  ...AWARD_TEST_ENV,
  ...sms.env,
  VERIFY_CODES_PER_IP_PER_HOUR: '100000',
  WEBHOOKS_ALLOW_PRIVATE: 'true',
});
const owner = await t.login('owner@playdesk.test');
const { reward, game, playCard, reload, scratch } = awardHelpers(t, owner);
const [coffee] = await t.db
  .select({ publicId: accounts.publicId })
  .from(accounts)
  .where(eq(accounts.businessName, 'Demo Coffee Co.'));

beforeAll(async () => {
  // Each `reward.won` becomes one delivery row (never sent: the deliveries' job is not drained).
  const res = await t.api('POST', 'integrations/webhooks', {
    ...owner,
    body: { url: 'http://127.0.0.1:9/hooks', events: ['reward.won'] },
  });
  expect(res.statusCode, res.body).toBe(201);
});

const FORM_AFTER = {
  mode: 'after',
  fields: [
    { key: 'email', type: 'email', label: 'Email', required: false },
    { key: 'phone', type: 'phone', label: 'Mobile', required: false },
  ],
  consents: [],
};

/** A scratch card whose every play wins a code of its own pool, its form after the game. */
async function afterGame(
  fairPlay: Partial<FairPlaySettings> = { verify_email: 'code' },
  opts: { participation?: string; mode?: 'winner' | 'odds' } = {},
) {
  const pool = await reward(
    { name: `Pool ${Math.random().toString(36).slice(2, 8)}`, kind: 'unique_code' },
    5,
  );
  const rule =
    opts.mode === 'odds'
      ? { reward_id: pool.public_id, mode: 'odds' as const, odds: 100, per_player: 10 }
      : { reward_id: pool.public_id, mode: 'winner' as const, per_player: 10 };
  const id = await game([rule], {
    settings: {
      lead_form: FORM_AFTER,
      participation: { rule: opts.participation ?? 'unlimited' },
    },
  });
  await t.db
    .update(games)
    .set({ fairPlay: { ...DEFAULT_FAIR_PLAY, ...fairPlay } })
    .where(eq(games.publicId, id));
  return { id, pool };
}

const post = (path: string, body: unknown, token?: string) =>
  t.api('POST', path, { body, ...(token ? { headers: { 'x-player': token } } : {}) });
const lead = (gameId: string, values: Record<string, string>, token: string, session?: string) =>
  post(
    `play/games/${gameId}/lead`,
    { values, consents: [], ...(session ? { session_id: session } : {}) },
    token,
  );

/** The code in the newest email to `to`. */
async function emailedCode(to: string): Promise<string> {
  const mail = (await queuedEmails(t.db)).filter((m) => m.payload.to === to).at(-1);
  const found = /^(\d{6})$/m.exec(String(mail?.payload.text ?? ''));
  if (!found) throw new Error(`no code emailed to ${to}`);
  return found[1]!;
}

/** The address verified with the code from its mailbox, as the player does. */
async function verifyEmail(gameId: string, email: string) {
  const sent = await post(`play/games/${gameId}/verify/email`, { email });
  expect(sent.statusCode, sent.body).toBe(202);
  const ok = await post(`play/games/${gameId}/verify/email/confirm`, {
    email,
    code: await emailedCode(email),
  });
  expect(ok.statusCode, ok.body).toBe(200);
}

/** The reward emails to `to` (their subject names the reward). */
const rewardEmails = async (to: string, rewardName: string) =>
  (await queuedEmails(t.db)).filter(
    (m) => m.payload.to === to && String(m.payload.subject).includes(rewardName),
  ).length;

/** The `reward.won` deliveries of a play. */
async function wonEvents(playId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.eventType, 'reward.won'),
        sql`${webhookDeliveries.payload}->'data'->'win'->>'session_id' = ${playId}`,
      ),
    );
  return row!.n;
}

const winOf = async (playId: string) =>
  (await t.db.select().from(playerRewards).where(eq(playerRewards.gameplayId, playId)))[0]!;

/** The reward's units given (its `won` count) and its pool's codes still free. */
async function stockOf(rewardPublicId: string) {
  const [row] = await t.db.select().from(rewards).where(eq(rewards.publicId, rewardPublicId));
  const [free] = await t.db
    .select({ n: count() })
    .from(rewardCodes)
    .where(and(eq(rewardCodes.rewardId, row!.id), isNull(rewardCodes.wonAt)));
  return { won: row!.won, free: free!.n };
}

async function frontWins(token: string) {
  const res = await t.api('GET', `play/accounts/${coffee!.publicId}/rewards?show_all=1`, {
    headers: { 'x-player': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return AccountRewardsResponse.parse(res.json()).won;
}

async function winners(rewardPublicId: string) {
  const res = await t.api('GET', `rewards/${rewardPublicId}/winners`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return WinnerListResponse.parse(res.json()).data;
}

async function reviewQueue() {
  const res = await t.api('GET', 'rewards/review?page_size=100', owner);
  expect(res.statusCode, res.body).toBe(200);
  return HeldRewardListResponse.parse(res.json()).data;
}

/** A play that ended with its reward kept for verification. */
function expectKept(session: PlaySession) {
  expect(session.outcome.status).toBe('won');
  expect(session.reward ?? null).toBeNull();
  expect(session.reward_awaiting_verification).toBe(true);
}

describe('a reward won before the verified form', () => {
  it('is kept (stock reserved, nothing shown or sent) until the verified form gives it, once', async () => {
    const { id, pool } = await afterGame();
    const { ended, token } = await playCard(id);
    const playId = ended.session_id;
    expectKept(ended);
    expectKept(await reload(playId, token));

    // Reserved: the code is taken and counted, but nowhere the player or the review sees it.
    const kept = await winOf(playId);
    expect(kept.awaitingVerificationAt).not.toBeNull();
    expect(kept.code).toMatch(/^T-/);
    expect(await stockOf(pool.public_id)).toEqual({ won: 1, free: 4 });
    expect(await frontWins(token)).toEqual([]);
    expect((await reviewQueue()).map((h) => h.public_id)).not.toContain(kept.publicId);
    expect(await wonEvents(playId)).toBe(0);
    expect((await winners(pool.public_id))[0]).toMatchObject({ status: 'unverified' });
    // Not given yet: staff cannot redeem it either.
    const redeem = await t.api('POST', 'rewards/redeem', { ...owner, body: { code: kept.code } });
    expect(redeem.statusCode, redeem.body).toBe(404);

    // The form with an address not verified yet: refused, and the reward still waits.
    const email = `kept.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const refused = await lead(id, { email }, token, playId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'lead.email_unverified' });
    expectKept(await reload(playId, token));
    expect(await rewardEmails(email, pool.name)).toBe(0);

    // Verified: the form goes through and gives the reward, shown on the play and emailed.
    await verifyEmail(id, email);
    const accepted = await lead(id, { email }, token, playId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const shown = await reload(playId, token);
    expect(shown.reward_awaiting_verification).toBeUndefined();
    expect(shown.reward).toMatchObject({ code: kept.code, status: 'active' });
    expect((await frontWins(token)).map((w) => w.id)).toEqual([kept.publicId]);
    expect((await winners(pool.public_id))[0]).toMatchObject({ status: 'active' });
    expect(await rewardEmails(email, pool.name)).toBe(1);
    expect(await wonEvents(playId)).toBe(1);

    // Sent again, nothing more is given; the verified player's next win shows at once.
    expect((await lead(id, { email }, token, playId)).statusCode).toBe(200);
    expect(await rewardEmails(email, pool.name)).toBe(1);
    expect(await wonEvents(playId)).toBe(1);
    const next = await playCard(id, token);
    expect(next.ended.reward).toMatchObject({ status: 'active' });
    expect(next.ended.reward_awaiting_verification).toBeUndefined();
    expect(await stockOf(pool.public_id)).toEqual({ won: 2, free: 3 });
  });

  it('gives the reward once when the verified form is sent twice at once', async () => {
    const { id, pool } = await afterGame();
    const { ended, token } = await playCard(id);
    const email = `twice.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await verifyEmail(id, email);
    const both = await Promise.all([
      lead(id, { email }, token, ended.session_id),
      lead(id, { email }, token, ended.session_id),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await reload(ended.session_id, token)).reward).toMatchObject({ status: 'active' });
    expect(await rewardEmails(email, pool.name)).toBe(1);
    expect(await wonEvents(ended.session_id)).toBe(1);
    expect(await stockOf(pool.public_id)).toEqual({ won: 1, free: 4 });
  });

  it('keeps an instant win too (drawn at the start), and a verified phone releases it', async () => {
    const { id, pool } = await afterGame(
      { verify_email: 'off', verify_phone: true },
      { mode: 'odds' },
    );
    const { ended, token } = await playCard(id);
    expectKept(ended);
    const phone = '+33 6 12 34 56 01';
    expect((await lead(id, { phone }, token)).json()).toMatchObject({
      code: 'lead.phone_unverified',
    });
    expect((await post(`play/games/${id}/verify/phone`, { phone })).statusCode).toBe(202);
    const code = sms.lastCode('+33612345601')!;
    expect((await post(`play/games/${id}/verify/phone/confirm`, { phone, code })).statusCode).toBe(
      200,
    );
    expect((await lead(id, { phone }, token)).statusCode).toBe(200);
    expect((await reload(ended.session_id, token)).reward).toMatchObject({ status: 'active' });
    expect(await wonEvents(ended.session_id)).toBe(1);
    expect(await stockOf(pool.public_id)).toEqual({ won: 1, free: 4 });
  });

  it('is not in the review queue while it waits; held for review too, it joins it once verified', async () => {
    const { id } = await afterGame({
      verify_email: 'code',
      actions: { low: 'hold', medium: 'hold', high: 'hold' },
    });
    // The harness's loopback is exempt from fair play: this start says where it comes from, and
    // the game holds at every level.
    const started = await t.app.inject({
      method: 'POST',
      url: `/services/api/v1/play/games/${id}/sessions`,
      remoteAddress: '198.51.100.77',
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(201);
    const token = StartSessionResponse.parse(started.json()).player_token!;
    const ended = await scratch(
      StartSessionResponse.parse(started.json()).session.session_id,
      token,
    );
    const kept = await winOf(ended.session_id);
    expect(kept.awaitingVerificationAt).not.toBeNull();
    expect((await reviewQueue()).map((h) => h.public_id)).not.toContain(kept.publicId);
    const email = `held.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await verifyEmail(id, email);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/services/api/v1/play/games/${id}/lead`,
      remoteAddress: '198.51.100.77',
      headers: { 'x-player': token },
      payload: { values: { email }, consents: [] },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Released from the wait, but its risk holds it: the review decides now, the player waits.
    const released = await winOf(ended.session_id);
    expect(released.awaitingVerificationAt).toBeNull();
    expect(released.heldAt).not.toBeNull();
    expect((await reviewQueue()).map((h) => h.public_id)).toContain(kept.publicId);
    const shown = await reload(ended.session_id, token);
    expect(shown.reward ?? null).toBeNull();
    expect(shown.reward_awaiting_verification).toBeUndefined();
    expect(await wonEvents(ended.session_id)).toBe(0);
  });
});

describe('a reward never verified', () => {
  it(`is voided after ${UNVERIFIED_WIN_MINUTES} minutes by the sweep, its code back in the pool`, async () => {
    const { id, pool } = await afterGame();
    const old = await playCard(id);
    const recent = await playCard(id);
    expect(await stockOf(pool.public_id)).toEqual({ won: 2, free: 3 });
    await t.db
      .update(playerRewards)
      .set({
        awaitingVerificationAt: sql`${playerRewards.awaitingVerificationAt} - make_interval(mins => ${UNVERIFIED_WIN_MINUTES + 1})`,
      })
      .where(eq(playerRewards.gameplayId, old.ended.session_id));

    // The job as the workers run it, every 10 minutes.
    await fairPlaySweepJobDefinition.handler({}, { db: t.db } as Parameters<
      typeof fairPlaySweepJobDefinition.handler
    >[1]);

    const voided = await winOf(old.ended.session_id);
    expect(voided.voidedAt).not.toBeNull();
    expect(voided.code).toBeNull();
    expect(await stockOf(pool.public_id)).toEqual({ won: 1, free: 4 });
    // Never shown: not on the play, and nothing more to wait for.
    const session = await reload(old.ended.session_id, old.token);
    expect(session.reward ?? null).toBeNull();
    expect(session.reward_awaiting_verification).toBeUndefined();
    const listed = (await winners(pool.public_id)).find((w) => w.id === voided.publicId)!;
    expect(listed).toMatchObject({ status: 'voided' });
    expect(listed.void_reason).toMatch(/did not confirm their address within 60 minutes/);
    // The recent one still waits; a second sweep changes nothing.
    expectKept(await reload(recent.ended.session_id, recent.token));
    expect(await voidUnverifiedWins(t.db)).toBe(0);

    // Verified too late: the form is taken, nothing is given.
    const email = `late.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await verifyEmail(id, email);
    expect((await lead(id, { email }, old.token)).statusCode).toBe(200);
    expect(await rewardEmails(email, pool.name)).toBe(0);
    expect(await wonEvents(old.ended.session_id)).toBe(0);
  });
});

describe('the participation limit, per mailbox', () => {
  it('gives nothing for a play the verified mailbox had no room for (it played elsewhere first)', async () => {
    const { id, pool } = await afterGame({ verify_email: 'code' }, { participation: 'once' });
    const email = `once.${Math.random().toString(36).slice(2, 8)}@example.com`;
    // The first browser plays, verifies the address and gets its reward.
    const first = await playCard(id);
    await verifyEmail(id, email);
    expect((await lead(id, { email }, first.token)).statusCode).toBe(200);
    expect((await reload(first.ended.session_id, first.token)).reward).toMatchObject({
      status: 'active',
    });
    // A second browser (a new player, so the start is allowed) plays and gives the same address:
    // verified already, so no code; the mailbox had played, so its win is voided, stock back.
    const second = await playCard(id);
    expectKept(second.ended);
    expect((await lead(id, { email }, second.token)).statusCode).toBe(200);
    const voided = await winOf(second.ended.session_id);
    expect(voided.voidedAt).not.toBeNull();
    expect(voided.voidReason).toMatch(/participation limit/);
    expect(await stockOf(pool.public_id)).toEqual({ won: 1, free: 4 });
    const session = await reload(second.ended.session_id, second.token);
    expect(session.reward ?? null).toBeNull();
    expect(session.reward_awaiting_verification).toBeUndefined();
    expect(await rewardEmails(email, pool.name)).toBe(1);
  });
});
