/**
 * Subscription routes (docs/product-rules.md#subscription-and-payment). HTTP only: the rules are
 * in service.ts. Money routes are the owner's, with a session only (`apiKeys: false`): the
 * handler refuses team members and child accounts.
 */
import {
  CheckoutRequest,
  CheckoutResponse,
  ErrorBody,
  InvoiceListQuery,
  InvoiceListResponse,
  PortalResponse,
  SubscriptionChangeResponse,
  SubscriptionResponse,
} from '@playdesk/contract';
import { auditOriginOf } from '../../http/audit-context.js';
import { authOf, scopeOf } from '../../http/auth.js';
import { consumeOrRefuse, createCounter } from '../../infra/rate-limit.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createPaymentProvider } from './payments.js';
import { createBillingService } from './service.js';

const tags = ['billing'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const owner = { access: 'account', apiKeys: false } as const;
/** Checkout and portal pages created per business and minute (each is a provider call). */
const PAGES_PER_MINUTE = 10;

export function billingRoutes(app: App, { db, config, redis }: RouteDeps): void {
  const service = createBillingService(db, createPaymentProvider(db, config));
  const pages = createCounter(redis, {
    name: 'billing-pages',
    points: PAGES_PER_MINUTE,
    seconds: 60,
  });

  app.get(
    '/subscription',
    {
      // The console's route guard lets a team member open Subscription only with the
      // `subscription` module (docs/product-rules.md#signed-in-routes); owners and child accounts
      // carry no modules and pass. Only the owner may change anything (can_manage).
      config: { access: 'account', module: 'subscription' },
      schema: {
        tags,
        operationId: 'getSubscription',
        summary: "The plan and status of the account's billing subscription",
        description:
          'The plan, status, renewal date, card on file and this month’s gameplays of the billing subscription that covers the account.',
        response: { 200: SubscriptionResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => service.get(scopeOf(request)),
  );

  app.post(
    '/subscription/checkout',
    {
      config: owner,
      schema: {
        tags,
        operationId: 'createCheckout',
        summary: 'Pay for, or change to, a plan',
        description:
          'A business waiting for its first payment, or on the free plan, gets the payment page of the provider (`outcome: checkout`). A paying business changing paid plan is changed at once, the provider prorating the difference (`changed`); choosing the free plan cancels at the period’s end (`scheduled`). A plan the business does not fit (extra accounts, team mates) is refused with 409. Owner only.',
        body: CheckoutRequest,
        response: { 200: CheckoutResponse, ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      const ctx = scopeOf(request);
      await consumeOrRefuse(pages, ctx.billingAccountId);
      return service.checkout(authOf(request), ctx, request.body.plan, auditOriginOf(request));
    },
  );

  app.post(
    '/subscription/portal',
    {
      config: owner,
      schema: {
        tags,
        operationId: 'createBillingPortal',
        summary: 'A page to change the card on file',
        description: 'The payment provider’s page where the owner changes the card. Owner only.',
        response: { 200: PortalResponse, ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      const ctx = scopeOf(request);
      await consumeOrRefuse(pages, ctx.billingAccountId);
      return service.portal(authOf(request), ctx);
    },
  );

  app.post(
    '/subscription/cancel',
    {
      config: { ...owner, audit: ['billing.subscription_changed'] },
      schema: {
        tags,
        operationId: 'cancelSubscription',
        summary: 'Cancel at the end of the paid period',
        description:
          'The subscription stops renewing; at the end of the paid period the business moves to the free plan. Refused with 409 when the business has more extra accounts or team mates than the free plan allows. Owner only.',
        response: { 200: SubscriptionChangeResponse, ...errors },
      },
    },
    async (request) => service.cancel(authOf(request), scopeOf(request), auditOriginOf(request)),
  );

  app.post(
    '/subscription/resume',
    {
      config: { ...owner, audit: ['billing.subscription_changed'] },
      schema: {
        tags,
        operationId: 'resumeSubscription',
        summary: 'Take back a cancellation',
        description: 'A subscription set to end at the period’s end renews again. Owner only.',
        response: { 200: SubscriptionChangeResponse, ...errors },
      },
    },
    async (request) => service.resume(authOf(request), scopeOf(request), auditOriginOf(request)),
  );

  app.get(
    '/subscription/invoices',
    {
      config: { access: 'account', module: 'subscription' },
      schema: {
        tags,
        operationId: 'listInvoices',
        summary: "The business's invoices",
        description: 'A page of the invoices of the billing subscription, newest first.',
        querystring: InvoiceListQuery,
        response: { 200: InvoiceListResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => service.listInvoices(scopeOf(request), request.query),
  );
}
