/**
 * The Stripe provider against a local fake of Stripe's API (test/fake-stripe.ts), with webhook
 * events signed by the SDK's own test helper: paid, declined, renewal failed then recovered,
 * cancelled then deleted, plan changed, duplicates, out-of-order events, bad signatures.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { CheckoutResponse, InvoiceListResponse, SubscriptionResponse } from '@playdesk/contract';
import { accounts, billingEvents, invoices, subscriptions } from '../../db/schema.js';
import { startFakeStripe, type FakeObject } from '../../test/fake-stripe.js';
import { fileTestContext, type Session } from '../../test/harness.js';

const SECRET = 'whsec_playdesk_test';
const fake = await startFakeStripe();
afterAll(() => fake.close());
const t = await fileTestContext({
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_playdesk',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_PRICES: 'starter=price_starter,pro=price_pro,agency=price_agency',
  STRIPE_API_URL: fake.url,
});
const signer = new Stripe('sk_test_unused');

let clock = Math.floor(Date.now() / 1000);
/** Event times that only move forward (unless a test says otherwise). */
const tick = () => (clock += 5);
const rid = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

function event(type: string, object: FakeObject, created = tick()) {
  return {
    id: rid('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: null,
    type,
    data: { object },
  };
}

async function deliver(evt: object, signature?: string) {
  const payload = JSON.stringify(evt);
  return t.api('POST', 'billing/webhooks/stripe', {
    body: payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
  });
}
async function deliverOk(evt: object) {
  const res = await deliver(evt);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ received: true });
}

interface Business extends Session {
  customer: string;
  subscription: string;
}

function subscriptionObject(b: Business, plan: string, over: FakeObject = {}): FakeObject {
  return {
    id: b.subscription,
    object: 'subscription',
    customer: b.customer,
    status: 'active',
    cancel_at_period_end: false,
    cancellation_details: { reason: null },
    default_payment_method: 'pm_card_visa',
    metadata: { account: b.account, plan },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${b.subscription}`,
          object: 'subscription_item',
          price: { id: `price_${plan}`, object: 'price' },
          current_period_end: clock + 30 * 86_400,
        },
      ],
    },
    ...over,
  };
}

function invoiceObject(b: Business, status: string, total: number, id = rid('in')): FakeObject {
  return {
    id,
    object: 'invoice',
    customer: b.customer,
    number: `PD-${id.slice(-6)}`,
    total,
    status,
    hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
    invoice_pdf: null,
    description: null,
    created: clock,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: b.subscription, metadata: { account: b.account } },
    },
  };
}

const signUp = (plan: string) => t.signUp(plan, 'Stripe Shop');

async function subscription(who: Session) {
  return SubscriptionResponse.parse((await t.api('GET', 'subscription', who)).json());
}
const rowOf = async (publicId: string) => {
  const [row] = await t.db
    .select({ sub: subscriptions })
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .where(eq(accounts.publicId, publicId));
  return row!.sub;
};

/** A new business on `plan` that pays through Checkout: the webhooks of a successful payment. */
async function paidBusiness(plan = 'starter'): Promise<Business> {
  const who = await signUp(plan);
  const res = await t.api('POST', 'subscription/checkout', { ...who, body: { plan } });
  expect(res.statusCode, res.body).toBe(200);
  const checkout = CheckoutResponse.parse(res.json());
  expect(checkout).toMatchObject({ outcome: 'checkout' });
  expect(checkout.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  const customer = (await rowOf(who.account)).providerCustomerId!;
  const b: Business = { ...who, customer, subscription: rid('sub') };
  const sub = subscriptionObject(b, plan);
  fake.subscriptions.set(b.subscription, sub);
  await deliverOk(
    event('checkout.session.completed', {
      id: rid('cs'),
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: who.account,
      customer,
      subscription: b.subscription,
      payment_status: 'paid',
      metadata: { account: who.account, plan },
    }),
  );
  await deliverOk(event('customer.subscription.created', sub));
  await deliverOk(event('invoice.paid', invoiceObject(b, 'paid', 1900)));
  return b;
}

describe('Stripe: paying', () => {
  it('a pending business pays through Checkout and is paid once the webhooks arrive', async () => {
    const b = await paidBusiness('starter');
    const created = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.params).toMatchObject({
      mode: 'subscription',
      customer: b.customer,
      client_reference_id: b.account,
      'metadata[account]': b.account,
      'metadata[plan]': 'starter',
      'subscription_data[metadata][account]': b.account,
      'line_items[0][price]': 'price_starter',
      success_url: `${t.config.appUrl}/payment?checkout=success`,
      cancel_url: `${t.config.appUrl}/payment?checkout=cancelled`,
    });
    expect(await subscription(b)).toMatchObject({
      status: 'paid',
      provider: 'stripe',
      plan: { key: 'starter' },
      payment_method: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031 },
      cancel_at_period_end: false,
    });
    const profile = await t.api('GET', 'user-profile', b);
    expect(profile.json()).toMatchObject({ user: { account_plan: { status: 'paid' } } });
    const list = InvoiceListResponse.parse((await t.api('GET', 'subscription/invoices', b)).json());
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ amount_cents: 1900, status: 'paid' });
    expect(list.data[0]!.url).toMatch(/^https:\/\/invoice\.stripe\.test\//);
  });

  it('a declined card never completes Checkout: the business stays pending', async () => {
    const who = await signUp('pro');
    const res = await t.api('POST', 'subscription/checkout', { ...who, body: { plan: 'pro' } });
    expect(CheckoutResponse.parse(res.json()).outcome).toBe('checkout');
    expect((await subscription(who)).status).toBe('pending_payment');
  });

  it('the portal opens on the business’s Stripe customer', async () => {
    const b = await paidBusiness();
    const res = await t.api('POST', 'subscription/portal', b);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ url: string }>().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const call = fake.calls.filter((c) => c.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(call.params).toMatchObject({
      customer: b.customer,
      return_url: `${t.config.appUrl}/subscription`,
    });
  });
});

describe('Stripe: renewals', () => {
  it('a failed renewal keeps the console open while Stripe retries, then waits for payment, then recovers', async () => {
    const b = await paidBusiness();
    const failed = invoiceObject(b, 'open', 1900);
    await deliverOk(event('invoice.payment_failed', failed));
    await deliverOk(
      event(
        'customer.subscription.updated',
        subscriptionObject(b, 'starter', { status: 'past_due' }),
      ),
    );
    expect((await subscription(b)).status).toBe('paid');
    let list = InvoiceListResponse.parse((await t.api('GET', 'subscription/invoices', b)).json());
    expect(list.data[0]).toMatchObject({ status: 'open' });

    await deliverOk(
      event(
        'customer.subscription.updated',
        subscriptionObject(b, 'starter', { status: 'unpaid' }),
      ),
    );
    expect((await subscription(b)).status).toBe('pending_payment');
    const profile = await t.api('GET', 'user-profile', b);
    expect(profile.json()).toMatchObject({ user: { account_plan: { status: 'pending_payment' } } });

    await deliverOk(event('invoice.paid', { ...failed, status: 'paid' }));
    await deliverOk(event('customer.subscription.updated', subscriptionObject(b, 'starter')));
    expect((await subscription(b)).status).toBe('paid');
    list = InvoiceListResponse.parse((await t.api('GET', 'subscription/invoices', b)).json());
    expect(list.meta.total).toBe(2);
    expect(list.data.every((i) => i.status === 'paid')).toBe(true);
  });

  it('a waiting business that pays through a new Checkout has its unpaid subscription cancelled', async () => {
    const b = await paidBusiness();
    await deliverOk(
      event(
        'customer.subscription.updated',
        subscriptionObject(b, 'starter', { status: 'unpaid' }),
      ),
    );
    expect((await subscription(b)).status).toBe('pending_payment');
    fake.subscriptions.set(b.subscription, subscriptionObject(b, 'starter', { status: 'unpaid' }));

    const res = await t.api('POST', 'subscription/checkout', { ...b, body: { plan: 'starter' } });
    expect(CheckoutResponse.parse(res.json())).toMatchObject({ outcome: 'checkout' });
    const fresh: Business = { ...b, subscription: rid('sub') };
    const live = subscriptionObject(fresh, 'starter');
    fake.subscriptions.set(fresh.subscription, live);
    await deliverOk(event('customer.subscription.created', live));

    expect((await subscription(b)).status).toBe('paid');
    expect((await rowOf(b.account)).providerSubscriptionId).toBe(fresh.subscription);
    expect(fake.subscriptions.get(b.subscription)).toMatchObject({ status: 'canceled' });
    expect(fake.subscriptions.get(fresh.subscription)).toMatchObject({ status: 'active' });
    // Its deletion event, when Stripe sends it, concerns the old subscription: nothing changes.
    await deliverOk(
      event(
        'customer.subscription.deleted',
        subscriptionObject(b, 'starter', {
          status: 'canceled',
          cancellation_details: { reason: 'cancellation_requested' },
        }),
      ),
    );
    expect(await subscription(b)).toMatchObject({ status: 'paid', plan: { key: 'starter' } });
  });

  it('a subscription Stripe deleted after the retries gave up waits for payment', async () => {
    const b = await paidBusiness();
    await deliverOk(
      event(
        'customer.subscription.deleted',
        subscriptionObject(b, 'starter', {
          status: 'canceled',
          cancellation_details: { reason: 'payment_failed' },
        }),
      ),
    );
    expect(await subscription(b)).toMatchObject({
      status: 'pending_payment',
      plan: { key: 'starter' },
    });
    // Paying again opens a new Checkout on the same customer.
    const res = await t.api('POST', 'subscription/checkout', { ...b, body: { plan: 'starter' } });
    expect(CheckoutResponse.parse(res.json()).outcome).toBe('checkout');
  });
});

describe('Stripe: changes', () => {
  it('cancels at the period’s end, and the deletion then moves the business to Free', async () => {
    const b = await paidBusiness();
    const res = await t.api('POST', 'subscription/cancel', b);
    expect(res.statusCode, res.body).toBe(200);
    const call = fake.calls.filter((c) => c.path === `/v1/subscriptions/${b.subscription}`).at(-1)!;
    expect(call.params).toMatchObject({ cancel_at_period_end: 'true' });
    expect(await subscription(b)).toMatchObject({
      status: 'paid',
      plan: { key: 'starter' },
      cancel_at_period_end: true,
      scheduled_plan: { key: 'free' },
    });
    await deliverOk(
      event(
        'customer.subscription.deleted',
        subscriptionObject(b, 'starter', {
          status: 'canceled',
          cancel_at_period_end: true,
          cancellation_details: { reason: 'cancellation_requested' },
        }),
      ),
    );
    expect(await subscription(b)).toMatchObject({
      status: 'paid',
      plan: { key: 'free' },
      cancel_at_period_end: false,
      scheduled_plan: null,
      current_period_end: null,
    });
  });

  it('resumes a cancellation', async () => {
    const b = await paidBusiness();
    await t.api('POST', 'subscription/cancel', b);
    const res = await t.api('POST', 'subscription/resume', b);
    expect(res.statusCode, res.body).toBe(200);
    expect((await subscription(b)).cancel_at_period_end).toBe(false);
  });

  it('changes plan with proration: an upgrade invoices now, a downgrade credits later', async () => {
    const b = await paidBusiness('starter');
    const up = await t.api('POST', 'subscription/checkout', { ...b, body: { plan: 'pro' } });
    expect(up.statusCode, up.body).toBe(200);
    expect(CheckoutResponse.parse(up.json())).toMatchObject({
      outcome: 'changed',
      url: '/subscription',
    });
    let call = fake.calls.filter((c) => c.path === `/v1/subscriptions/${b.subscription}`).at(-1)!;
    expect(call.params).toMatchObject({
      'items[0][price]': 'price_pro',
      'items[0][id]': `si_${b.subscription}`,
      proration_behavior: 'always_invoice',
    });
    expect((await subscription(b)).plan.key).toBe('pro');
    const profile = await t.api('GET', 'user-profile', b);
    expect(profile.json()).toMatchObject({ limits: { monthly_total_impressions: 25_000 } });

    const down = await t.api('POST', 'subscription/checkout', { ...b, body: { plan: 'starter' } });
    expect(CheckoutResponse.parse(down.json()).outcome).toBe('changed');
    call = fake.calls.filter((c) => c.path === `/v1/subscriptions/${b.subscription}`).at(-1)!;
    expect(call.params).toMatchObject({ proration_behavior: 'create_prorations' });
    expect((await subscription(b)).plan.key).toBe('starter');
  });
});

describe('Stripe: webhook delivery', () => {
  it('applies a duplicate event once, even delivered concurrently', async () => {
    const b = await paidBusiness();
    const evt = event('invoice.paid', invoiceObject(b, 'paid', 4900));
    const answers = await Promise.all([deliver(evt), deliver(evt), deliver(evt)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const [rows] = await t.db
      .select({ n: count() })
      .from(billingEvents)
      .where(eq(billingEvents.eventId, evt.id));
    expect(rows!.n).toBe(1);
    const list = InvoiceListResponse.parse((await t.api('GET', 'subscription/invoices', b)).json());
    expect(list.data.filter((i) => i.amount_cents === 4900)).toHaveLength(1);
  });

  it('ignores an older subscription event arriving after a newer one', async () => {
    const b = await paidBusiness('starter');
    const newer = event('customer.subscription.updated', subscriptionObject(b, 'pro'), clock + 100);
    const older = event(
      'customer.subscription.updated',
      subscriptionObject(b, 'agency'),
      clock + 50,
    );
    await deliverOk(newer);
    await deliverOk(older);
    expect((await subscription(b)).plan.key).toBe('pro');
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const b = await paidBusiness();
    const before = await rowOf(b.account);
    const evt = event(
      'customer.subscription.updated',
      subscriptionObject(b, 'starter', { status: 'unpaid' }),
    );
    const forged = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(evt),
      secret: 'whsec_someone_else',
    });
    const bad = await deliver(evt, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The webhook signature is not valid.' });
    const none = await t.api('POST', 'billing/webhooks/stripe', {
      body: JSON.stringify(evt),
      headers: { 'content-type': 'application/json' },
    });
    expect(none.statusCode).toBe(400);
    expect(await rowOf(b.account)).toEqual(before);
    const [stored] = await t.db
      .select({ n: count() })
      .from(billingEvents)
      .where(eq(billingEvents.eventId, evt.id));
    expect(stored!.n).toBe(0);
  });

  it('answers 404 for a provider it does not have, and ignores event types it does not handle', async () => {
    expect(
      (
        await t.api('POST', 'billing/webhooks/paypal', {
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(404);
    await deliverOk(event('customer.created', { id: rid('cus'), object: 'customer' }));
    const [n] = await t.db.select({ n: count() }).from(invoices);
    expect(n!.n).toBeGreaterThan(0);
  });
});
