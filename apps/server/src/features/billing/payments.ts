/** The configured payment provider (PAYMENTS; docs/adr/005-payments.md). */
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from './provider.js';
import { createStripeProvider } from './stripe.js';
import { createTestProvider } from './test-provider.js';

export function createPaymentProvider(db: Database, config: Config): PaymentProvider {
  return config.payments.provider === 'stripe'
    ? createStripeProvider(db, config.payments, config.appUrl)
    : createTestProvider(db);
}
