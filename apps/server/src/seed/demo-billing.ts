/**
 * Demo subscriptions with the test provider (PAYMENTS=test): a card on file and paid invoices,
 * so the Subscription page of a demo business is not empty and a plan change is prorated at
 * once, as for a business that paid through the TEST MODE checkout.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { newPublicId } from '../db/ids.js';
import { accounts, invoices, subscriptions } from '../db/schema.js';

const DAY_MS = 86_400_000;

export async function seedDemoSubscription(
  tx: Queryable,
  accountId: string,
  plan: { name: string; priceCents: number },
  paidInvoices: number,
): Promise<void> {
  const [account] = await tx
    .select({ publicId: accounts.publicId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const now = Date.now();
  // The current period started 10 days ago; earlier invoices a month apart.
  const periodStart = new Date(now - 10 * DAY_MS);
  const periodEnd = new Date(periodStart);
  periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
  await tx
    .update(subscriptions)
    .set({
      provider: 'test',
      providerCustomerId: `cus_test_${account!.publicId}`,
      providerSubscriptionId: `sub_test_${newPublicId()}`,
      currentPeriodEnd: periodEnd,
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: new Date(now).getUTCFullYear() + 4,
      lastEventAt: periodStart,
    })
    .where(eq(subscriptions.accountId, accountId));
  for (let i = 0; i < paidInvoices; i += 1) {
    const created = new Date(periodStart);
    created.setUTCMonth(created.getUTCMonth() - i);
    const providerInvoiceId = `in_test_${newPublicId()}${newPublicId()}`;
    await tx.insert(invoices).values({
      publicId: newPublicId(),
      accountId,
      provider: 'test',
      providerInvoiceId,
      number: `TEST-${providerInvoiceId.slice(8, 16).toUpperCase()}`,
      amountCents: plan.priceCents,
      status: 'paid',
      url: `/services/api/v1/billing/test-invoices/${providerInvoiceId}`,
      description: `Playdesk ${plan.name} plan, monthly`,
      createdAt: created,
    });
  }
}
