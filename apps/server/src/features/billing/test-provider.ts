/**
 * The test provider (PAYMENTS=test, the default without a Stripe key): our own TEST MODE
 * checkout page instead of Stripe's, so `npm start` works end to end with no keys. It takes no
 * money and keeps no state of its own: every outcome is a normalised event applied by the same
 * state machine as Stripe's webhooks (events.ts). docs/adr/005-payments.md.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { plans, testCheckoutSessions } from '../../db/schema.js';
import { loadBillingPlan } from '../usage/plan.js';
import type {
  BillingEvent,
  BillingCustomer,
  PaymentProvider,
  PlanPrice,
  SubscriptionChange,
} from './provider.js';

/** A test checkout page stays open this long. */
const SESSION_TTL_MS = 60 * 60_000;
/** Console path of the TEST MODE checkout page (apps/console). */
export const testCheckoutPath = (publicId: string) => `/payment/checkout/${publicId}`;
/** The test provider's invoice page (public: the id is the secret, as Stripe's hosted invoices). */
export const testInvoicePath = (invoiceId: string) =>
  `/services/api/v1/billing/test-invoices/${invoiceId}`;

export const testEventId = () => `evt_test_${newPublicId()}`;
export const testCustomerId = (accountPublicId: string) => `cus_test_${accountPublicId}`;
export const testInvoiceId = () => `in_test_${newPublicId()}${newPublicId()}`;

/** One month later, same day (the paid period of a monthly plan). */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** An invoice event as the test provider issues it. */
export function testInvoiceEvent(
  customer: { accountPublicId: string },
  subscriptionId: string,
  amountCents: number,
  description: string,
  payment: 'paid' | 'failed',
  at: Date = new Date(),
): BillingEvent {
  const invoiceId = testInvoiceId();
  return {
    id: testEventId(),
    type: 'invoice.updated',
    accountPublicId: customer.accountPublicId,
    customerId: testCustomerId(customer.accountPublicId),
    occurredAt: at,
    subscriptionId,
    payment,
    invoice: {
      id: invoiceId,
      number: `TEST-${invoiceId.slice(8, 16).toUpperCase()}`,
      amountCents,
      status: payment === 'paid' ? 'paid' : 'open',
      // Relative: the console opens it on its own origin, whatever APP_URL says.
      url: testInvoicePath(invoiceId),
      description,
      createdAt: at,
    },
  };
}

/**
 * The prorated difference of an upgrade for the rest of the period, as Stripe computes it with
 * `always_invoice`: (new − old) × remaining / period, in cents.
 */
export function prorate(
  from: number,
  to: number,
  periodEnd: Date | null,
  now = new Date(),
): number {
  if (!periodEnd) return Math.max(0, to - from);
  const start = new Date(periodEnd);
  start.setUTCMonth(start.getUTCMonth() - 1);
  const total = periodEnd.getTime() - start.getTime();
  const left = Math.min(total, Math.max(0, periodEnd.getTime() - now.getTime()));
  return Math.round(((to - from) * left) / total);
}

export function createTestProvider(db: Database): PaymentProvider {
  async function openSession(
    customer: BillingCustomer,
    planKey: string,
    mode: 'subscribe' | 'card',
    successPath: string,
    cancelPath: string,
  ): Promise<string> {
    const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.key, planKey));
    if (!plan) throw new Error(`Plan ${planKey} missing`);
    const [row] = await db
      .insert(testCheckoutSessions)
      .values({
        publicId: newPublicId(),
        accountId: customer.accountId,
        planId: plan.id,
        mode,
        successPath,
        cancelPath,
        createdBy: customer.userId,
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      })
      .returning({ publicId: testCheckoutSessions.publicId });
    return testCheckoutPath(row!.publicId);
  }

  const updated = (
    change: SubscriptionChange,
    planKey: string,
    cancelAtPeriodEnd: boolean,
  ): BillingEvent => ({
    id: testEventId(),
    type: 'subscription.updated',
    accountPublicId: change.customer.accountPublicId,
    customerId: testCustomerId(change.customer.accountPublicId),
    occurredAt: new Date(),
    subscriptionId: change.subscriptionId,
    planKey,
    status: 'active',
    currentPeriodEnd: change.periodEnd,
    cancelAtPeriodEnd,
    // The test provider keeps no state apart from ours: what it says now is the newest.
    current: true,
  });

  return {
    name: 'test',
    createCheckout: ({ customer, plan, successPath, cancelPath }) =>
      openSession(customer, plan.key, 'subscribe', successPath, cancelPath),
    async createPortal(customer: BillingCustomer, returnPath: string) {
      const plan = await loadBillingPlan(db, customer.accountId);
      return openSession(customer, plan.planKey, 'card', returnPath, returnPath);
    },
    async changePlan(change: SubscriptionChange, from: PlanPrice, to: PlanPrice) {
      const events = [updated(change, to.key, false)];
      // An upgrade is invoiced now for the rest of the period; a downgrade's credit waits for
      // the renewal (Stripe: always_invoice / create_prorations).
      if (to.priceCents > from.priceCents) {
        const amount = prorate(from.priceCents, to.priceCents, change.periodEnd);
        events.push(
          testInvoiceEvent(
            change.customer,
            change.subscriptionId,
            amount,
            `Change from ${from.name} to ${to.name} (rest of the period)`,
            'paid',
          ),
        );
      }
      return events;
    },
    async setCancelAtPeriodEnd(change: SubscriptionChange, cancel: boolean) {
      return [updated(change, change.planKey, cancel)];
    },
  };
}
