/**
 * The test provider's own pages (PAYMENTS=test only; 404 otherwise): the TEST MODE checkout the
 * console shows at /payment/checkout/{id}, and the invoice page its invoices link to.
 */
import {
  ErrorBody,
  IdParams,
  TestCheckoutPayRequest,
  TestCheckoutPayResponse,
  TestCheckoutSession,
} from '@playdesk/contract';
import { z } from 'zod';
import { auditOriginOf } from '../../http/audit-context.js';
import { authOf } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createTestCheckoutService } from './test-checkout.js';
import { INVOICE_PAGE_CSP, renderTestInvoice } from './test-invoice.js';

const tags = ['billing'];
const NOT_TEST = 'Test payments are not enabled on this server.';

export function testPaymentRoutes(app: App, { db, config }: RouteDeps): void {
  const enabled = config.payments.provider === 'test';
  const service = createTestCheckoutService(db);
  const mustBeEnabled = () => {
    if (!enabled) throw notFound(NOT_TEST);
  };

  app.get(
    '/billing/test-checkout/:id',
    {
      // Signed in; the handler finds only sessions of a business the user owns.
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'getTestCheckout',
        summary: 'A TEST MODE checkout session',
        description:
          'What the TEST MODE payment page shows: the plan, the amount and where to go afterwards. Only with test payments (PAYMENTS=test), for the owner of the business.',
        params: IdParams,
        response: { 200: TestCheckoutSession, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      mustBeEnabled();
      return service.get(authOf(request).user.id, request.params.id);
    },
  );

  app.post(
    '/billing/test-checkout/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'payTestCheckout',
        summary: 'Pay a TEST MODE checkout with a test card',
        description:
          'Card 4242 4242 4242 4242 pays and answers the refreshed sign-in payload; 4000 0000 0000 0002 is declined (402) and nothing changes. No real card is ever charged. Only with test payments (PAYMENTS=test).',
        params: IdParams,
        body: TestCheckoutPayRequest,
        response: {
          200: TestCheckoutPayResponse,
          400: ErrorBody,
          401: ErrorBody,
          402: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      mustBeEnabled();
      return service.pay(authOf(request), request.params.id, request.body, auditOriginOf(request));
    },
  );

  app.get(
    '/billing/test-invoices/:id',
    {
      // The id is 192 random bits: the link is the key, as Stripe's hosted invoice pages.
      config: {
        access: 'public',
        textExamples: {
          'text/html':
            '<!doctype html><html lang="en"><head><title>Invoice — Café Aurora</title></head><body><h1>Invoice</h1>…</body></html>',
        },
      },
      schema: {
        tags,
        operationId: 'viewTestInvoice',
        summary: 'A test invoice as a web page',
        description:
          'The page a test payment’s invoice links to (HTML). Only with test payments (PAYMENTS=test).',
        params: IdParams,
        produces: ['text/html'],
        response: {
          200: z.string().describe('The invoice as an HTML page'),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      mustBeEnabled();
      const html = await renderTestInvoice(db, request.params.id);
      if (!html) throw notFound('This invoice was not found.');
      return reply
        .header('content-security-policy', INVOICE_PAGE_CSP)
        .header('cache-control', 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
