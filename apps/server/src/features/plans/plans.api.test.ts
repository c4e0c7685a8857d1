import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PlanList, SubscriptionResponse } from '@playdesk/contract';
import { accounts, subscriptions, usage } from '../../db/schema.js';
import { PLAN_CATALOGUE } from '../../seed/plans.js';
import { fileTestContext } from '../../test/harness.js';
import { usagePeriod } from '../usage/period.js';

const t = await fileTestContext();

interface AuthAnswer {
  message?: string;
  user: {
    token: string;
    current_account: { public_id: string };
    account_plan: { status: string; monthly_total_impressions: number };
    plan: { sub_accounts: number; crm: boolean };
  };
  limits: { monthly_total_impressions: number };
}

/** Signs up a new business on `plan`; resolves with its owner's token and account. */
async function signUp(plan: string) {
  const res = await t.api('POST', 'register', {
    body: {
      business_name: 'Harbour Gym',
      email: `gym-${randomUUID()}@example.test`,
      password: `harbour-${randomUUID()}`,
      plan,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { user } = res.json<AuthAnswer>();
  return { token: user.token, account: user.current_account.public_id, user };
}

const chooseFree = (who: { token: string; account?: string }) =>
  t.api('POST', 'subscription/choose-free', who);

async function subscriptionOf(publicId: string) {
  const [row] = await t.db
    .select({ status: subscriptions.status, planId: subscriptions.planId })
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .where(eq(accounts.publicId, publicId));
  return row!;
}

describe('POST subscription/choose-free', () => {
  it('lets a paid-plan sign-up that cannot pay yet continue on the Free plan', async () => {
    const owner = await signUp('agency');
    expect(owner.user.account_plan.status).toBe('pending_payment');

    const res = await chooseFree(owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AuthAnswer>();
    expect(body.message).toBe('Your business is on the Free plan now.');
    expect(body.user.account_plan).toEqual({ status: 'paid', monthly_total_impressions: 500 });
    expect(body.user.plan).toEqual({ sub_accounts: 0, crm: false });
    expect(body.limits.monthly_total_impressions).toBe(500);
    // The same session goes on, now on an active plan.
    expect(body.user.token).toBe(owner.token);

    const subscription = await t.api('GET', 'subscription', owner);
    expect(subscription.json()).toMatchObject({ status: 'paid', plan: { key: 'free' } });
    const games = await t.api('GET', 'games', owner);
    expect(games.statusCode).toBe(200);
  });

  it('works for the seeded pending account too, once', async () => {
    const pending = await t.login('pending@playdesk.test');
    expect((await chooseFree(pending)).statusCode).toBe(200);
    const again = await chooseFree(pending);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Your Free plan is already active. Change plans on the Subscription page.',
    });
  });

  it('never downgrades an active plan', async () => {
    const owner = await t.login('owner@playdesk.test');
    const before = await subscriptionOf(owner.account);
    const res = await chooseFree(owner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Your Pro plan is already active. Change plans on the Subscription page.',
    });
    expect(await subscriptionOf(owner.account)).toEqual(before);
  });

  it('is the owner’s choice: team members and child accounts are refused', async () => {
    const member = await t.login('member@playdesk.test');
    const refused = await chooseFree(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Only the owner of the business can change its plan.',
      code: 'access.owner_only',
    });

    const owner = await t.login('owner@playdesk.test');
    const child = owner.body.user.related_accounts[0]!.public_id;
    const fromChild = await chooseFree({ token: owner.token, account: child });
    expect(fromChild.statusCode).toBe(403);

    expect((await t.api('POST', 'subscription/choose-free')).statusCode).toBe(401);
  });

  it('refuses a business with more extra accounts than the Free plan allows', async () => {
    // The demo coffee shop has one child account; make its Pro plan unpaid.
    const owner = await t.login('owner@playdesk.test');
    const [row] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.publicId, owner.account));
    await t.db
      .update(subscriptions)
      .set({ status: 'past_due' })
      .where(eq(subscriptions.accountId, row!.id));
    const before = await subscriptionOf(owner.account);

    const res = await chooseFree(owner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'The Free plan allows 0 extra accounts and this business has 1.',
      code: 'plan.sub_accounts',
      params: { allowed: 0, count: 1, plan: 'Free', action: 'remove', over: 1 },
    });
    expect(await subscriptionOf(owner.account)).toEqual(before);
  });
});

describe('the SMS allowance (docs/product-rules.md#plans-and-usage)', () => {
  it('is in every plan of GET plans, as the catalogue sets it', async () => {
    const res = await t.api('GET', 'plans');
    expect(res.statusCode, res.body).toBe(200);
    const { plans } = PlanList.parse(res.json());
    expect(plans.map((p) => [p.key, p.sms_per_month])).toEqual(
      PLAN_CATALOGUE.map((p) => [p.key, p.smsPerMonth]),
    );
  });

  it("is on the subscription with this month's SMS sent", async () => {
    const owner = await t.login('owner@playdesk.test');
    const [row] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.publicId, owner.account));
    const read = async () => {
      const res = await t.api('GET', 'subscription', owner);
      expect(res.statusCode, res.body).toBe(200);
      return SubscriptionResponse.parse(res.json());
    };
    const before = await read();
    expect(before.plan.sms_per_month).toBe(
      PLAN_CATALOGUE.find((p) => p.key === before.plan.key)!.smsPerMonth,
    );
    expect(before.usage.sms_limit).toBe(before.plan.sms_per_month);
    // Seven codes sent this month, as verification/service.ts counts them.
    await t.db
      .insert(usage)
      .values({ accountId: row!.id, period: usagePeriod(), sms: 7 })
      .onConflictDoUpdate({
        target: [usage.accountId, usage.period],
        set: { sms: sql`${usage.sms} + 7` },
      });
    const after = await read();
    expect(after.usage.sms).toBe(before.usage.sms + 7);
    expect(after.usage.gameplays).toBe(before.usage.gameplays);
  });
});
