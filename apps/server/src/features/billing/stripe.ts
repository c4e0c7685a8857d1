/**
 * The Stripe provider (PAYMENTS=stripe): Checkout Sessions in subscription mode, the customer
 * portal for the card, `subscriptions.update` for plan changes and cancellation
 * (docs/adr/005-payments.md). What Stripe answers to our own calls is applied at once, so the
 * owner sees the change; the signed webhooks remain the source of truth for everything else.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { StripePaymentsConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { subscriptions } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import type {
  BillingCustomer,
  PaymentProvider,
  PlanPrice,
  SubscriptionChange,
} from './provider.js';
import { subscriptionEvent } from './stripe-events.js';

export function stripeClient(cfg: StripePaymentsConfig): Stripe {
  const api = cfg.apiUrl;
  return new Stripe(cfg.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

export function createStripeProvider(
  db: Database,
  cfg: StripePaymentsConfig,
  appUrl: string,
  stripe: Stripe = stripeClient(cfg),
): PaymentProvider {
  const priceOf = (plan: PlanPrice) => {
    const price = cfg.prices[plan.key];
    if (!price) throw conflict(`The ${plan.name} plan cannot be bought online at the moment.`);
    return price;
  };

  /** The business's Stripe customer, created (and remembered) on its first checkout. */
  async function customerId(customer: BillingCustomer): Promise<string> {
    if (customer.customerId) return customer.customerId;
    const created = await stripe.customers.create({
      email: customer.email,
      name: customer.businessName.slice(0, 256),
      metadata: { account: customer.accountPublicId },
    });
    await db
      .update(subscriptions)
      .set({ provider: 'stripe', providerCustomerId: created.id, updatedAt: new Date() })
      .where(eq(subscriptions.accountId, customer.accountId));
    return created.id;
  }

  /** Our own change, answered by Stripe with the new snapshot: applied like an event. */
  const snapshot = (sub: Stripe.Subscription) => ({
    ...subscriptionEvent(
      sub,
      `api_${sub.id}_${Date.now()}`,
      // Whole seconds, as Stripe's event times: the webhook of the same change still applies.
      new Date(Math.floor(Date.now() / 1000) * 1000),
      cfg.prices,
    ),
    current: true as const,
  });

  return {
    name: 'stripe',
    async createCheckout({ customer, plan, successPath, cancelPath }) {
      const metadata = { account: customer.accountPublicId, plan: plan.key };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: await customerId(customer),
        client_reference_id: customer.accountPublicId,
        metadata,
        subscription_data: { metadata },
        line_items: [{ price: priceOf(plan), quantity: 1 }],
        success_url: `${appUrl}${successPath}`,
        cancel_url: `${appUrl}${cancelPath}`,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return session.url;
    },
    async createPortal(customer, returnPath) {
      const session = await stripe.billingPortal.sessions.create({
        customer: await customerId(customer),
        return_url: `${appUrl}${returnPath}`,
      });
      return session.url;
    },
    async changePlan(change: SubscriptionChange, from: PlanPrice, to: PlanPrice) {
      const current = await stripe.subscriptions.retrieve(change.subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${current.id} has no item`);
      const updated = await stripe.subscriptions.update(change.subscriptionId, {
        items: [{ id: item.id, price: priceOf(to) }],
        // An upgrade pays the difference now; a downgrade is credited at the renewal.
        proration_behavior:
          to.priceCents > from.priceCents ? 'always_invoice' : 'create_prorations',
        cancel_at_period_end: false,
        metadata: { account: change.customer.accountPublicId, plan: to.key },
      });
      return [snapshot(updated)];
    },
    async setCancelAtPeriodEnd(change: SubscriptionChange, cancel: boolean) {
      const updated = await stripe.subscriptions.update(change.subscriptionId, {
        cancel_at_period_end: cancel,
      });
      return [snapshot(updated)];
    },
  };
}
