/**
 * Stripe's webhook events as our normalised `BillingEvent`s (docs/adr/005-payments.md). Only the
 * fields the state machine needs are read; an event type we do not handle maps to null and is
 * acknowledged without change.
 */
import type Stripe from 'stripe';
import type { PaymentMethod } from '@playdesk/contract';
import type { BillingEvent, InvoiceStatus, ProviderSubscriptionStatus } from './provider.js';

const SUBSCRIPTION_STATUSES: readonly string[] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'paused',
] satisfies ProviderSubscriptionStatus[];
const INVOICE_STATUSES: readonly string[] = [
  'draft',
  'open',
  'paid',
  'uncollectible',
  'void',
] satisfies InvoiceStatus[];

const idOf = (ref: string | { id: string } | null | undefined): string | null =>
  ref == null ? null : typeof ref === 'string' ? ref : ref.id;

/** Reverses STRIPE_PRICES: Stripe price id → our plan key. */
export function planOfPrice(prices: Record<string, string>, priceId: string | null) {
  return Object.entries(prices).find(([, id]) => id === priceId)?.[0] ?? null;
}

export function cardOf(pm: Stripe.PaymentMethod | null | undefined): PaymentMethod | undefined {
  const card = pm?.card;
  if (!card) return undefined;
  return {
    brand: card.brand.slice(0, 40),
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
  };
}

/** A subscription snapshot (from an event or from the API's answer) as a normalised event. */
export function subscriptionEvent(
  sub: Stripe.Subscription,
  eventId: string,
  occurredAt: Date,
  prices: Record<string, string>,
  card?: PaymentMethod,
): BillingEvent {
  const item = sub.items.data[0];
  const status = SUBSCRIPTION_STATUSES.includes(sub.status)
    ? (sub.status as ProviderSubscriptionStatus)
    : 'incomplete';
  return {
    id: eventId,
    type: 'subscription.updated',
    accountPublicId: sub.metadata.account ?? null,
    customerId: idOf(sub.customer),
    occurredAt,
    subscriptionId: sub.id,
    planKey: planOfPrice(prices, item?.price.id ?? null),
    status,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    ...(card === undefined ? {} : { card }),
  };
}

function invoiceEvent(
  event: Stripe.Event,
  invoice: Stripe.Invoice,
  occurredAt: Date,
): BillingEvent | null {
  if (!invoice.id) return null;
  const details = invoice.parent?.subscription_details ?? null;
  const status = INVOICE_STATUSES.includes(invoice.status ?? '')
    ? (invoice.status as InvoiceStatus)
    : 'draft';
  const payment =
    event.type === 'invoice.paid'
      ? 'paid'
      : event.type === 'invoice.payment_failed'
        ? 'failed'
        : undefined;
  return {
    id: event.id,
    type: 'invoice.updated',
    accountPublicId: details?.metadata?.account ?? null,
    customerId: idOf(invoice.customer),
    occurredAt,
    subscriptionId: idOf(details?.subscription),
    invoice: {
      id: invoice.id,
      number: invoice.number?.slice(0, 100) ?? null,
      amountCents: invoice.total,
      status,
      url: invoice.hosted_invoice_url ?? invoice.invoice_pdf ?? null,
      description: (invoice.description ?? 'Playdesk subscription').slice(0, 500),
      createdAt: new Date(invoice.created * 1000),
    },
    ...(payment ? { payment } : {}),
  };
}

/**
 * The normalised event of a verified Stripe event, or null for a type we ignore. `card` is the
 * subscription's default payment method when the caller looked it up (a webhook carries only
 * its id).
 */
export function normaliseStripeEvent(
  event: Stripe.Event,
  prices: Record<string, string>,
  card?: PaymentMethod,
): BillingEvent | null {
  const occurredAt = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return null;
      return {
        id: event.id,
        type: 'checkout.completed',
        accountPublicId: session.client_reference_id ?? session.metadata?.account ?? null,
        customerId: idOf(session.customer),
        occurredAt,
        subscriptionId: idOf(session.subscription),
        planKey: session.metadata?.plan ?? null,
        paid: session.payment_status !== 'unpaid',
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionEvent(event.data.object, event.id, occurredAt, prices, card);
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return {
        id: event.id,
        type: 'subscription.deleted',
        accountPublicId: sub.metadata.account ?? null,
        customerId: idOf(sub.customer),
        occurredAt,
        subscriptionId: sub.id,
        // Stripe cancels a subscription whose retries all failed with this reason.
        reason:
          sub.cancellation_details?.reason === 'payment_failed' || sub.status === 'unpaid'
            ? 'payment_failed'
            : 'cancelled',
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.finalized':
    case 'invoice.updated':
    case 'invoice.voided':
    case 'invoice.marked_uncollectible':
      return invoiceEvent(event, event.data.object, occurredAt);
    default:
      return null;
  }
}
