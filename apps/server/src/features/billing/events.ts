/**
 * The billing state machine: the one function that changes a business's plan and status after
 * a payment event (docs/product-rules.md#subscription-and-payment, docs/adr/005-payments.md).
 * Stripe's signed webhooks and the test provider's payments both end here, so the two cannot
 * disagree. Each event is stored by (provider, id) in the same transaction that applies it: a
 * duplicate — even one delivered concurrently, which waits on the primary key — changes nothing.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PLAN_STATUSES, PaymentProviderName } from '@playdesk/contract';
import { audit, type AuditOrigin } from '../../db/audit-log.js';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { accounts, billingEvents, invoices, plans, subscriptions } from '../../db/schema.js';
import type { BillingEvent, ProviderSubscriptionStatus } from './provider.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanStatus = (typeof PLAN_STATUSES)[number];
type Change = Partial<typeof subscriptions.$inferInsert>;

/**
 * Our status for the provider's. `past_due` (the provider is still retrying) and `incomplete`
 * (a first payment still being confirmed) keep the status as it is: the console stays usable
 * while the provider retries. `null`: the subscription has ended (handled as a deletion).
 */
export function statusFor(
  status: ProviderSubscriptionStatus,
  current: PlanStatus,
): PlanStatus | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'paid';
    case 'past_due':
    case 'incomplete':
      return current;
    case 'unpaid':
    case 'incomplete_expired':
    case 'paused':
      return 'pending_payment';
    case 'canceled':
      return null;
  }
}

async function planIdOf(tx: Queryable, key: string | null): Promise<string | undefined> {
  if (!key) return undefined;
  const [row] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.key, key));
  return row?.id;
}

/** The free plan a cancelled subscription ends on (as `choose-free` picks it). */
export async function freePlanId(tx: Queryable): Promise<string> {
  const [row] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(eq(plans.priceCents, 0))
    .orderBy(asc(plans.sortOrder))
    .limit(1);
  if (!row) throw new Error('No free plan in the catalogue');
  return row.id;
}

/** The subscription the event is about, locked for the rest of the transaction. */
async function lockSubject(
  tx: Queryable,
  provider: PaymentProviderName,
  event: BillingEvent,
): Promise<SubscriptionRow | undefined> {
  let accountId: string | undefined;
  if (event.accountPublicId) {
    const [account] = await tx
      .select({ id: accounts.id, parent: accounts.parentAccountId })
      .from(accounts)
      .where(eq(accounts.publicId, event.accountPublicId));
    // Only a top-level account has a subscription.
    if (account && account.parent === null) accountId = account.id;
  }
  const where = accountId
    ? eq(subscriptions.accountId, accountId)
    : event.customerId
      ? and(
          eq(subscriptions.provider, provider),
          eq(subscriptions.providerCustomerId, event.customerId),
        )
      : undefined;
  if (!where) return undefined;
  const [row] = await tx.select().from(subscriptions).where(where).for('update');
  return row;
}

/** Whether an event about `subscriptionId` concerns the business's current subscription. */
const isCurrent = (sub: SubscriptionRow, subscriptionId: string | null) =>
  !sub.providerSubscriptionId || !subscriptionId || sub.providerSubscriptionId === subscriptionId;

async function changeFor(
  tx: Queryable,
  provider: PaymentProviderName,
  sub: SubscriptionRow,
  event: BillingEvent,
): Promise<Change | null> {
  const identity: Change = {
    provider,
    ...(event.customerId ? { providerCustomerId: event.customerId } : {}),
  };
  switch (event.type) {
    case 'checkout.completed': {
      const planId = await planIdOf(tx, event.planKey);
      return {
        ...identity,
        ...(event.subscriptionId ? { providerSubscriptionId: event.subscriptionId } : {}),
        ...(planId && event.paid
          ? { planId, status: 'paid', cancelAtPeriodEnd: false, scheduledPlanId: null }
          : {}),
      };
    }
    case 'subscription.updated': {
      // Out of order: an older snapshot than the one applied says nothing new.
      if (!event.current && sub.lastEventAt && event.occurredAt < sub.lastEventAt) return null;
      const live = event.status === 'active' || event.status === 'trialing';
      // Events of an earlier subscription are ignored, unless this one is live (a new one).
      if (!isCurrent(sub, event.subscriptionId) && !live) return null;
      const status = statusFor(event.status, sub.status);
      if (status === null) return deletion(tx, sub, event.occurredAt, 'cancelled', identity);
      const planId = await planIdOf(tx, event.planKey);
      return {
        ...identity,
        providerSubscriptionId: event.subscriptionId,
        status,
        ...(planId ? { planId } : {}),
        currentPeriodEnd: event.currentPeriodEnd,
        cancelAtPeriodEnd: event.cancelAtPeriodEnd,
        scheduledPlanId: event.cancelAtPeriodEnd ? await freePlanId(tx) : null,
        ...(event.card === undefined
          ? {}
          : {
              cardBrand: event.card?.brand ?? null,
              cardLast4: event.card?.last4 ?? null,
              cardExpMonth: event.card?.exp_month ?? null,
              cardExpYear: event.card?.exp_year ?? null,
            }),
        lastEventAt:
          sub.lastEventAt && sub.lastEventAt > event.occurredAt
            ? sub.lastEventAt
            : event.occurredAt,
      };
    }
    case 'card.updated':
      return {
        ...identity,
        cardBrand: event.card.brand,
        cardLast4: event.card.last4,
        cardExpMonth: event.card.exp_month,
        cardExpYear: event.card.exp_year,
      };
    case 'subscription.deleted':
      if (!sub.providerSubscriptionId || sub.providerSubscriptionId !== event.subscriptionId)
        return null;
      return deletion(tx, sub, event.occurredAt, event.reason, identity);
    case 'invoice.updated': {
      await upsertInvoice(tx, provider, sub.accountId, event.invoice);
      // A successful payment makes a waiting business paid again (a recovered renewal).
      const recovered =
        event.payment === 'paid' &&
        sub.status !== 'paid' &&
        isCurrent(sub, event.subscriptionId) &&
        !(sub.lastEventAt && event.occurredAt < sub.lastEventAt);
      return recovered ? { ...identity, status: 'paid' } : identity;
    }
  }
}

/**
 * The subscription has ended: after a cancellation the business goes on on the free plan; when
 * the provider gave up collecting, it waits for a payment on its plan.
 */
async function deletion(
  tx: Queryable,
  sub: SubscriptionRow,
  at: Date,
  reason: 'payment_failed' | 'cancelled',
  identity: Change,
): Promise<Change> {
  const ended: Change = {
    ...identity,
    providerSubscriptionId: null,
    cancelAtPeriodEnd: false,
    scheduledPlanId: null,
    lastEventAt: sub.lastEventAt && sub.lastEventAt > at ? sub.lastEventAt : at,
  };
  if (reason === 'payment_failed') return { ...ended, status: 'pending_payment' };
  return { ...ended, planId: await freePlanId(tx), status: 'paid', currentPeriodEnd: null };
}

/** Inserts or refreshes an invoice; a final status (paid, void…) is never taken back. */
async function upsertInvoice(
  tx: Queryable,
  provider: PaymentProviderName,
  accountId: string,
  invoice: Extract<BillingEvent, { type: 'invoice.updated' }>['invoice'],
): Promise<void> {
  await tx
    .insert(invoices)
    .values({
      publicId: newPublicId(),
      accountId,
      provider,
      providerInvoiceId: invoice.id,
      number: invoice.number,
      amountCents: invoice.amountCents,
      status: invoice.status,
      url: invoice.url,
      description: invoice.description.slice(0, 500),
      createdAt: invoice.createdAt,
    })
    .onConflictDoUpdate({
      target: [invoices.provider, invoices.providerInvoiceId],
      set: {
        number: sql`coalesce(excluded.number, ${invoices.number})`,
        amountCents: sql`excluded.amount_cents`,
        url: sql`coalesce(excluded.url, ${invoices.url})`,
        status: sql`case when ${invoices.status} in ('paid', 'void', 'uncollectible') then ${invoices.status} else excluded.status end`,
        updatedAt: sql`now()`,
      },
    });
}

/** What applying events did: how many were new, and the provider subscriptions they replaced. */
export interface Applied {
  applied: number;
  /**
   * Earlier subscriptions of a business that a new one took over (a business waiting for a payment
   * paid through a new checkout): the caller cancels them at the provider, after the commit, so a
   * forgotten unpaid subscription never charges the card again.
   */
  replaced: string[];
}

/**
 * Records and applies events inside the caller's transaction. `applied` counts the new ones (a
 * duplicate counts 0). An event about no business we know is recorded and otherwise ignored.
 */
/** A subscription as the audit log keeps it: plan, state and period, no provider secrets. */
const subscriptionAudited = (row: SubscriptionRow): Record<string, unknown> => ({
  plan_id: row.planId,
  status: row.status,
  cancel_at_period_end: row.cancelAtPeriodEnd,
  current_period_end: row.currentPeriodEnd,
});

export async function applyEventsIn(
  tx: Queryable,
  provider: PaymentProviderName,
  events: BillingEvent[],
  /** The request the events came in or were caused by; null for a job (the renewals). */
  origin: AuditOrigin | null,
): Promise<Applied> {
  let applied = 0;
  const replaced: string[] = [];
  for (const event of events) {
    const sub = await lockSubject(tx, provider, event);
    // The primary key makes a second delivery wait for the first and then find the row taken.
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ provider, eventId: event.id, type: event.type, accountId: sub?.accountId ?? null })
      .onConflictDoNothing()
      .returning({ eventId: billingEvents.eventId });
    if (!fresh || !sub) continue;
    applied += 1;
    const change = await changeFor(tx, provider, sub, event);
    if (change && Object.keys(change).length > 0) {
      await tx
        .update(subscriptions)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(subscriptions.accountId, sub.accountId));
      // Told by the payment provider (its webhook, or its answer to the owner's request): the
      // provider is the actor; the request's address, if any, says where it came from.
      await audit(
        tx,
        {
          accountId: sub.accountId,
          actor: { kind: 'system', id: null, label: `payment provider (${provider})` },
          origin,
        },
        {
          action: 'billing.subscription_changed',
          target: { type: 'billing_event', id: event.id },
          before: subscriptionAudited(sub),
          after: subscriptionAudited({ ...sub, ...change }),
        },
      );
      const before = sub.providerSubscriptionId;
      if (before && change.providerSubscriptionId && change.providerSubscriptionId !== before)
        replaced.push(before);
    }
  }
  return { applied, replaced };
}

/** Records and applies events in a transaction of their own (the webhook's path). */
export function applyEvents(
  db: Database,
  provider: PaymentProviderName,
  events: BillingEvent[],
  origin: AuditOrigin | null,
): Promise<Applied> {
  return db.transaction((tx) => applyEventsIn(tx, provider, events, origin));
}
