/**
 * `POST billing/webhooks/{provider}`: the payment provider's signed events, the source of truth
 * for plan and status (docs/adr/005-payments.md). Public (no session, no X-ACCOUNT): the
 * signature is the credential, checked on the raw bytes — so this route alone reads its body as
 * a Buffer. A bad or missing signature is a 400 and changes nothing.
 */
import { ErrorBody, WebhookParams, WebhookResponse } from '@playdesk/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { auditOriginOf } from '../../http/audit-context.js';
import { BODY_LIMITS } from '../../http/body-limits.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { App, RouteDeps } from '../../http/types.js';
import { applyEvents } from './events.js';
import { stripeClient } from './stripe.js';
import { cardOf, normaliseStripeEvent } from './stripe-events.js';

const BAD_SIGNATURE = 'The webhook signature is not valid.';

export async function billingWebhookRoutes(app: App, { db, config }: RouteDeps): Promise<void> {
  const payments = config.payments.provider === 'stripe' ? config.payments : null;
  const stripe = payments ? stripeClient(payments) : null;

  /** The subscription's card: a webhook names the payment method, the API describes it. */
  async function cardFor(event: Stripe.Event) {
    if (!stripe) return undefined;
    if (
      event.type !== 'customer.subscription.created' &&
      event.type !== 'customer.subscription.updated'
    )
      return undefined;
    const pm = event.data.object.default_payment_method;
    if (!pm) return undefined;
    if (typeof pm !== 'string') return cardOf(pm);
    try {
      return cardOf(await stripe.paymentMethods.retrieve(pm));
    } catch {
      // The card is a detail: the plan and status still apply.
      return undefined;
    }
  }

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // Signatures are computed over the exact bytes Stripe sent: keep them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: BODY_LIMITS.webhook },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/billing/webhooks/:provider',
      {
        config: { access: 'public' },
        bodyLimit: BODY_LIMITS.webhook,
        schema: {
          tags: ['billing'],
          operationId: 'receiveBillingWebhook',
          summary: 'Events from the payment provider',
          description:
            'Where the payment provider (Stripe) sends its events: checkout completed, subscription created, updated or deleted, invoice paid or failed. The `Stripe-Signature` header is checked against the endpoint secret; each event is applied once, whatever the order or number of deliveries.',
          params: WebhookParams,
          response: { 200: WebhookResponse, 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => {
        if (request.params.provider !== 'stripe' || !stripe || !payments)
          throw notFound(`There is no payment provider called ${request.params.provider} here.`);
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (typeof signature !== 'string' || !Buffer.isBuffer(body))
          throw badRequest(BAD_SIGNATURE);
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(body, signature, payments.webhookSecret);
        } catch {
          throw badRequest(BAD_SIGNATURE);
        }
        const normalised = normaliseStripeEvent(event, payments.prices, await cardFor(event));
        if (!normalised) return { received: true };
        const { replaced } = await applyEvents(db, 'stripe', [normalised], auditOriginOf(request));
        // A business waiting for payment that paid through a new Checkout leaves its earlier
        // (unpaid) subscription behind: cancel it, so it never invoices or charges again. After the
        // commit, never inside the transaction; a failure is logged, the new plan stands.
        for (const id of replaced) {
          await stripe.subscriptions
            .cancel(id)
            .catch((err: unknown) =>
              request.log.warn(
                { err, subscription: id },
                'could not cancel a replaced subscription',
              ),
            );
        }
        return { received: true };
      },
    );
  });
}
