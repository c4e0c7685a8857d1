/**
 * The payment provider seam (docs/adr/005-payments.md). Two implementations: Stripe (stripe.ts)
 * and the built-in test provider (test-provider.ts). Providers never change our tables
 * themselves: what happened comes back as normalised `BillingEvent`s, applied by the one state
 * machine in events.ts — Stripe's through its signed webhooks, the test provider's directly.
 */
import type { PaymentMethod, PaymentProviderName } from '@playdesk/contract';

/** A provider's subscription status, in Stripe's words (the test provider uses the same). */
export type ProviderSubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'canceled'
  | 'paused';

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

/** Who the event is about: our billing account (public id) and/or the provider's customer. */
export interface EventSubject {
  /** Our billing account's public id, when the provider echoes it back (metadata). */
  accountPublicId: string | null;
  customerId: string | null;
}

export type BillingEvent = EventSubject & {
  /** The provider's event id: stored, so each event is applied once. */
  id: string;
  /** When the provider says it happened (older subscription events are ignored). */
  occurredAt: Date;
} & (
    | {
        type: 'checkout.completed';
        subscriptionId: string | null;
        /** The plan paid for (metadata); null for a card-only session. */
        planKey: string | null;
        paid: boolean;
      }
    | {
        type: 'subscription.updated';
        subscriptionId: string;
        /** null: a price we do not map to a plan (the plan is left as it is). */
        planKey: string | null;
        status: ProviderSubscriptionStatus;
        currentPeriodEnd: Date | null;
        cancelAtPeriodEnd: boolean;
        /** undefined: the event says nothing about the card. */
        card?: PaymentMethod | null;
        /**
         * The provider's answer to our own call, read just now: the newest state whatever the
         * event times stored (clocks differ), so it is applied and never taken for stale.
         */
        current?: true;
      }
    | {
        /** The card on file changed (the portal, or the test provider's card page). */
        type: 'card.updated';
        card: PaymentMethod;
      }
    | {
        type: 'subscription.deleted';
        subscriptionId: string;
        /** `payment_failed`: the provider gave up collecting; otherwise it ended as asked. */
        reason: 'payment_failed' | 'cancelled';
      }
    | {
        type: 'invoice.updated';
        subscriptionId: string | null;
        invoice: {
          id: string;
          number: string | null;
          amountCents: number;
          status: InvoiceStatus;
          url: string | null;
          description: string;
          createdAt: Date;
        };
        /** invoice.paid / invoice.payment_failed: the payment attempt's outcome. */
        payment?: 'paid' | 'failed';
      }
  );

export type BillingEventType = BillingEvent['type'];

/** The business as the provider needs it. */
export interface BillingCustomer {
  accountId: string;
  accountPublicId: string;
  businessName: string;
  email: string;
  userId: string;
  customerId: string | null;
  subscriptionId: string | null;
}

export interface PlanPrice {
  key: string;
  name: string;
  priceCents: number;
}

export interface CheckoutInput {
  customer: BillingCustomer;
  plan: PlanPrice;
  /** Console paths to come back to. */
  successPath: string;
  cancelPath: string;
}

/** Changing a live subscription: what the provider answers, applied at once by the service. */
export interface SubscriptionChange {
  customer: BillingCustomer;
  subscriptionId: string;
  /** The subscription as we know it (the test provider keeps no state of its own). */
  planKey: string;
  periodEnd: Date | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** A page where the business pays for `plan` (URL, absolute or a console path). */
  createCheckout(input: CheckoutInput): Promise<string>;
  /** A page where the business changes its card. */
  createPortal(customer: BillingCustomer, returnPath: string): Promise<string>;
  /**
   * Moves a paying subscription to another paid plan: an upgrade is invoiced now (the prorated
   * difference), a downgrade credits the difference at renewal. Answers the events it caused.
   */
  changePlan(
    change: SubscriptionChange,
    from: PlanPrice,
    to: PlanPrice,
    periodEnd: Date | null,
  ): Promise<BillingEvent[]>;
  /** Cancels at the period's end (`true`) or takes that back (`false`). */
  setCancelAtPeriodEnd(change: SubscriptionChange, cancel: boolean): Promise<BillingEvent[]>;
}
