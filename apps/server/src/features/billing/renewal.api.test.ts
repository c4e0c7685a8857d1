/**
 * Test-provider renewals with a fake clock: renewed with 4242, failed then recovered with a card
 * whose charges fail, and a cancellation that ends on the free plan.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { InvoiceListResponse, SubscriptionResponse } from '@playdesk/contract';
import { jobLeases } from '../../db/schema.js';
import { fileTestContext, type Session } from '../../test/harness.js';
import { RENEWAL_ATTEMPTS, RENEWAL_JOB, renewTestSubscriptions } from './renewal.js';

const t = await fileTestContext();
const DAY = 86_400_000;

const card = (card_number: string) => ({ card_number, exp_month: 12, exp_year: 2040, cvc: '123' });

async function subscription(who: Session) {
  return SubscriptionResponse.parse((await t.api('GET', 'subscription', who)).json());
}
async function invoices(who: Session) {
  return InvoiceListResponse.parse((await t.api('GET', 'subscription/invoices', who)).json());
}
async function pay(who: Session, path: string, number: string) {
  const res = await t.api('POST', path, who);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json<{ url: string }>().url.split('/').at(-1)!;
  const paid = await t.api('POST', `billing/test-checkout/${id}`, { ...who, body: card(number) });
  expect(paid.statusCode, paid.body).toBe(200);
}
/** A new Starter business that paid with 4242. */
async function paying(): Promise<Session> {
  const who = await t.signUp('starter', 'Renewal Shop');
  const res = await t.api('POST', 'subscription/checkout', { ...who, body: { plan: 'starter' } });
  const id = res.json<{ url: string }>().url.split('/').at(-1)!;
  await t.api('POST', `billing/test-checkout/${id}`, { ...who, body: card('4242424242424242') });
  return who;
}
/** Runs the job at `at` (the lease is reset so each call runs). */
async function renewAt(at: Date) {
  await t.db.delete(jobLeases).where(eq(jobLeases.name, RENEWAL_JOB));
  return renewTestSubscriptions(t.db, at);
}

describe('test-provider renewals', () => {
  it('renews a period with the card on file and invoices it', async () => {
    const who = await paying();
    const end = new Date((await subscription(who)).current_period_end!);
    expect(await renewAt(new Date(end.getTime() - DAY))).toBeGreaterThanOrEqual(0);
    expect((await invoices(who)).meta.total).toBe(1);
    await renewAt(new Date(end.getTime() + 1000));
    const after = await subscription(who);
    expect(after.status).toBe('paid');
    expect(new Date(after.current_period_end!).getTime()).toBeGreaterThan(end.getTime() + 27 * DAY);
    const list = await invoices(who);
    expect(list.meta.total).toBe(2);
    expect(list.data[0]).toMatchObject({ status: 'paid', amount_cents: 1900 });
  });

  it('retries a failing card, then waits for payment, then recovers when the owner pays', async () => {
    const who = await paying();
    // A card that can be saved but whose charges fail.
    await pay(who, 'subscription/portal', '4000000000000341');
    expect((await subscription(who)).payment_method?.last4).toBe('0341');
    const end = new Date((await subscription(who)).current_period_end!);

    for (let attempt = 1; attempt < RENEWAL_ATTEMPTS; attempt += 1) {
      await renewAt(new Date(end.getTime() + attempt * 3600_000));
      expect((await subscription(who)).status, `attempt ${attempt}`).toBe('paid');
    }
    expect((await invoices(who)).data[0]).toMatchObject({ status: 'open' });
    await renewAt(new Date(end.getTime() + RENEWAL_ATTEMPTS * 3600_000));
    expect((await subscription(who)).status).toBe('pending_payment');
    const profile = await t.api('GET', 'user-profile', who);
    expect(profile.json()).toMatchObject({ user: { account_plan: { status: 'pending_payment' } } });

    // The owner pays on the Payment page with a good card.
    const res = await t.api('POST', 'subscription/checkout', { ...who, body: { plan: 'starter' } });
    const id = res.json<{ url: string }>().url.split('/').at(-1)!;
    const paid = await t.api('POST', `billing/test-checkout/${id}`, {
      ...who,
      body: card('4242424242424242'),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await subscription(who)).status).toBe('paid');
  });

  it('ends a cancelled subscription on the free plan at the period’s end', async () => {
    const who = await paying();
    expect((await t.api('POST', 'subscription/cancel', who)).statusCode).toBe(200);
    const end = new Date((await subscription(who)).current_period_end!);
    await renewAt(new Date(end.getTime() + 1000));
    expect(await subscription(who)).toMatchObject({
      status: 'paid',
      plan: { key: 'free' },
      cancel_at_period_end: false,
      current_period_end: null,
    });
  });
});
