/**
 * The test provider end to end through the API (PAYMENTS=test, the default): pay, decline,
 * plan changes and their refusals, cancel and resume, invoices.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CheckoutResponse,
  InvoiceListResponse,
  SubscriptionChangeResponse,
  SubscriptionResponse,
  TestCheckoutPayResponse,
  TestCheckoutSession,
} from '@playdesk/contract';
import { accounts, billingEvents, memberships, subscriptions, users } from '../../db/schema.js';
import { INVALID_REQUEST } from '../../http/errors.js';
import { fileTestContext, type Session } from '../../test/harness.js';

const t = await fileTestContext();

const card = (card_number: string) => ({
  card_number,
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
  name: 'Test Owner',
});

async function subscription(who: Session) {
  const res = await t.api('GET', 'subscription', who);
  expect(res.statusCode, res.body).toBe(200);
  return SubscriptionResponse.parse(res.json());
}

async function checkout(who: Session, plan: string) {
  return t.api('POST', 'subscription/checkout', { ...who, body: { plan } });
}

/** Opens a checkout for `plan` and answers the session id from its console URL. */
async function openCheckout(who: Session, plan: string): Promise<string> {
  const res = await checkout(who, plan);
  expect(res.statusCode, res.body).toBe(200);
  const body = CheckoutResponse.parse(res.json());
  expect(body.outcome).toBe('checkout');
  const match = /^\/payment\/checkout\/([\w-]+)$/.exec(body.url);
  expect(match, body.url).not.toBeNull();
  return match![1]!;
}

const signUp = (plan: string) => t.signUp(plan, 'Corner Shop');

const statusOf = async (publicId: string) => {
  const [row] = await t.db
    .select({ sub: subscriptions })
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .where(eq(accounts.publicId, publicId));
  return row!.sub;
};

describe('test payments: pay for a plan', () => {
  it('a pending business pays with 4242 and is paid at once, in the profile too', async () => {
    const pending = await t.login('pending@playdesk.test');
    const id = await openCheckout(pending, 'starter');

    const page = await t.api('GET', `billing/test-checkout/${id}`, pending);
    expect(page.statusCode, page.body).toBe(200);
    expect(TestCheckoutSession.parse(page.json())).toMatchObject({
      mode: 'subscribe',
      business_name: 'Pending Studio',
      plan: { key: 'starter' },
      amount_cents: 1900,
      status: 'open',
      success_path: '/payment?checkout=success',
      cancel_path: '/payment?checkout=cancelled',
    });

    const paid = await t.api('POST', `billing/test-checkout/${id}`, {
      ...pending,
      body: card('4242 4242 4242 4242'),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const body = TestCheckoutPayResponse.parse(paid.json());
    expect(body.user.account_plan.status).toBe('paid');
    expect(body.redirect_path).toBe('/payment?checkout=success');
    expect(body.message).toBe('Payment received. Your Starter plan is active.');

    const profile = await t.api('GET', 'user-profile', pending);
    expect(profile.json()).toMatchObject({ user: { account_plan: { status: 'paid' } } });
    const sub = await subscription(pending);
    expect(sub).toMatchObject({
      status: 'paid',
      provider: 'test',
      plan: { key: 'starter' },
      payment_method: { brand: 'visa', last4: '4242' },
      cancel_at_period_end: false,
      can_manage: true,
    });
    expect(new Date(sub.current_period_end!).getTime()).toBeGreaterThan(Date.now());

    const invoices = InvoiceListResponse.parse(
      (await t.api('GET', 'subscription/invoices', pending)).json(),
    );
    expect(invoices.meta.total).toBe(1);
    expect(invoices.data[0]).toMatchObject({ amount_cents: 1900, status: 'paid' });
    const view = await t.app.inject({ method: 'GET', url: invoices.data[0]!.url! });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toMatch(/text\/html/);
    expect(view.headers['content-security-policy']).toContain("default-src 'none'");
    expect(view.body).toContain('TEST MODE');
    expect(view.body).toContain('$19.00');

    // The session is spent.
    const again = await t.api('POST', `billing/test-checkout/${id}`, {
      ...pending,
      body: card('4242424242424242'),
    });
    expect(again.statusCode).toBe(409);
  });

  it('a declined card is a 402 with the reason, and nothing changes', async () => {
    const owner = await signUp('pro');
    const id = await openCheckout(owner, 'pro');
    const before = await statusOf(owner.account);
    const declined = await t.api('POST', `billing/test-checkout/${id}`, {
      ...owner,
      body: card('4000000000000002'),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.' });

    const other = await t.api('POST', `billing/test-checkout/${id}`, {
      ...owner,
      body: card('5555555555554444'),
    });
    expect(other.statusCode).toBe(402);
    expect(other.json<{ message: string }>().message).toMatch(
      /TEST MODE.*4242 4242 4242 4242.*4000 0000 0000 0002/,
    );

    const luhn = await t.api('POST', `billing/test-checkout/${id}`, {
      ...owner,
      body: card('4242424242424241'),
    });
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json()).toEqual({
      message: INVALID_REQUEST,
      errors: ['card_number: This card number is not valid. Check the digits.'],
    });
    expect(await statusOf(owner.account)).toEqual(before);
    expect(before.status).toBe('pending_payment');
    const page = TestCheckoutSession.parse(
      (await t.api('GET', `billing/test-checkout/${id}`, owner)).json(),
    );
    expect(page.status).toBe('open');
  });

  it('takes one payment when the same session is paid twice at once', async () => {
    const owner = await signUp('agency');
    const id = await openCheckout(owner, 'agency');
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.api('POST', `billing/test-checkout/${id}`, { ...owner, body: card('4242424242424242') }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const list = InvoiceListResponse.parse(
      (await t.api('GET', 'subscription/invoices', owner)).json(),
    );
    expect(list.meta.total).toBe(1);
    expect((await subscription(owner)).status).toBe('paid');
  });

  it('another business’s session is not found; test pages need a login', async () => {
    const owner = await signUp('starter');
    const id = await openCheckout(owner, 'starter');
    const stranger = await t.login('other@playdesk.test');
    expect((await t.api('GET', `billing/test-checkout/${id}`, stranger)).statusCode).toBe(404);
    const paid = await t.api('POST', `billing/test-checkout/${id}`, {
      ...stranger,
      body: card('4242424242424242'),
    });
    expect(paid.statusCode).toBe(404);
    expect((await t.api('GET', `billing/test-checkout/${id}`)).statusCode).toBe(401);
  });
});

describe('test payments: change plan, cancel, resume', () => {
  it('an upgrade of a paying business changes the plan now and invoices the difference', async () => {
    const other = await t.login('other@playdesk.test');
    const res = await checkout(other, 'pro');
    expect(res.statusCode, res.body).toBe(200);
    expect(CheckoutResponse.parse(res.json())).toMatchObject({
      outcome: 'changed',
      url: '/subscription',
    });
    const sub = await subscription(other);
    expect(sub).toMatchObject({ status: 'paid', plan: { key: 'pro' } });
    const profile = await t.api('GET', 'user-profile', other);
    expect(profile.json()).toMatchObject({ limits: { monthly_total_impressions: 25_000 } });
    const invoices = InvoiceListResponse.parse(
      (await t.api('GET', 'subscription/invoices', other)).json(),
    );
    expect(invoices.meta.total).toBe(2);
    expect(invoices.data[0]!.description).toBe('Change from Starter to Pro (rest of the period)');
    expect(invoices.data[0]!.amount_cents).toBeGreaterThan(0);
    expect(invoices.data[0]!.amount_cents).toBeLessThan(3000);

    expect((await checkout(other, 'pro')).statusCode).toBe(409);
    // A downgrade back to Starter: changed now, credited at renewal (no invoice now).
    const down = await checkout(other, 'starter');
    expect(CheckoutResponse.parse(down.json()).outcome).toBe('changed');
    expect((await subscription(other)).plan.key).toBe('starter');
    const after = InvoiceListResponse.parse(
      (await t.api('GET', 'subscription/invoices', other)).json(),
    );
    expect(after.meta.total).toBe(2);
  });

  it('refuses a downgrade the business does not fit, naming what to remove', async () => {
    const owner = await t.login('owner@playdesk.test');
    const before = await statusOf(owner.account);
    const res = await checkout(owner, 'free');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'The Free plan allows 0 extra accounts and this business has 1. Remove 1 account first.',
      code: 'plan.sub_accounts',
      params: { allowed: 0, count: 1, plan: 'Free', action: 'remove', over: 1 },
    });
    const cancel = await t.api('POST', 'subscription/cancel', owner);
    expect(cancel.statusCode).toBe(409);
    expect(await statusOf(owner.account)).toEqual(before);
  });

  it('cancels at the period’s end and resumes', async () => {
    const owner = await signUp('starter');
    const id = await openCheckout(owner, 'starter');
    await t.api('POST', `billing/test-checkout/${id}`, {
      ...owner,
      body: card('4242424242424242'),
    });

    const cancelled = await t.api('POST', 'subscription/cancel', owner);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const body = SubscriptionChangeResponse.parse(cancelled.json());
    expect(body.subscription).toMatchObject({
      status: 'paid',
      plan: { key: 'starter' },
      cancel_at_period_end: true,
      scheduled_plan: { key: 'free' },
    });
    expect(body.message).toMatch(
      /^Your Starter plan ends on .+; the business then moves to the Free plan\.$/,
    );
    expect((await t.api('POST', 'subscription/cancel', owner)).statusCode).toBe(409);

    const resumed = await t.api('POST', 'subscription/resume', owner);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(SubscriptionChangeResponse.parse(resumed.json()).subscription).toMatchObject({
      cancel_at_period_end: false,
      scheduled_plan: null,
    });
    expect((await t.api('POST', 'subscription/resume', owner)).statusCode).toBe(409);

    // Choosing Free from Upgrade is the same cancellation.
    const free = await checkout(owner, 'free');
    expect(CheckoutResponse.parse(free.json()).outcome).toBe('scheduled');
    expect((await subscription(owner)).cancel_at_period_end).toBe(true);
  });

  it('changes the card through a card-only test checkout', async () => {
    const other = await t.login('other@playdesk.test');
    const portal = await t.api('POST', 'subscription/portal', other);
    expect(portal.statusCode, portal.body).toBe(200);
    const id = /\/payment\/checkout\/([\w-]+)$/.exec(portal.json<{ url: string }>().url)![1]!;
    const page = TestCheckoutSession.parse(
      (await t.api('GET', `billing/test-checkout/${id}`, other)).json(),
    );
    expect(page).toMatchObject({ mode: 'card', amount_cents: 0 });
    const res = await t.api('POST', `billing/test-checkout/${id}`, {
      ...other,
      body: { ...card('4242424242424242'), exp_month: 3, exp_year: 2040 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await subscription(other)).payment_method).toEqual({
      brand: 'visa',
      last4: '4242',
      exp_month: 3,
      exp_year: 2040,
    });
  });

  it('is the owner’s: members read, child accounts and members cannot pay', async () => {
    const member = await t.login('member@playdesk.test');
    expect((await checkout(member, 'agency')).statusCode).toBe(403);
    const owner = await t.login('owner@playdesk.test');
    const child = owner.body.user.related_accounts[0]!.public_id;
    const fromChild = await checkout({ ...owner, account: child }, 'agency');
    expect(fromChild.statusCode).toBe(403);
    expect(fromChild.json<{ message: string }>().message).toMatch(
      /paid by the business’s main account/,
    );
    const sub = await subscription({ ...owner, account: child });
    expect(sub.can_manage).toBe(false);
    expect((await checkout(owner, 'platinum')).statusCode).toBe(400);
  });

  it('records each test event once in billing_events', async () => {
    const rows = await t.db.select().from(billingEvents).where(eq(billingEvents.provider, 'test'));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.eventId)).size).toBe(rows.length);
  });

  it('refuses a downgrade leaving more team mates than the plan allows', async () => {
    const owner = await t.login('owner@playdesk.test');
    const [coffee] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.publicId, owner.account));
    // Demo Coffee Co. has two team mates (member, barista); two more make four, one more than
    // Starter allows.
    const extra = await t.db
      .insert(users)
      .values(
        [1, 2].map((i) => ({
          publicId: `mate-${i}-${randomUUID().slice(0, 8)}`,
          email: `mate-${i}-${randomUUID()}@example.test`,
        })),
      )
      .returning({ id: users.id });
    await t.db
      .insert(memberships)
      .values(extra.map((u) => ({ userId: u.id, accountId: coffee!.id, role: 'member' as const })));
    const res = await checkout(owner, 'starter');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'The Starter plan allows 3 team mates and this business has 4. Remove 1 team mate first.',
      code: 'plan.team_mates',
      params: { allowed: 3, count: 4, plan: 'Starter', action: 'remove', over: 1 },
    });
    expect((await subscription(owner)).plan.key).toBe('pro');
    await t.db.delete(users).where(
      inArray(
        users.id,
        extra.map((u) => u.id),
      ),
    );
  });
});
