/**
 * Renewals of the test provider's subscriptions (PAYMENTS=test): Stripe renews its own; ours
 * need a job. At the end of a paid period it charges the card on file — 4242 pays, any other
 * card fails — retries a failed charge on the next runs, and after RENEWAL_ATTEMPTS failures the
 * business waits for a payment (`pending_payment`), as Stripe's retries giving up. A subscription
 * cancelled at the period's end moves to the free plan instead. Everything is a normalised event
 * applied by events.ts. A plain function with an injectable clock, so tests drive it; the job
 * queue runs it every 5 minutes (`renewalJobDefinition`, only with PAYMENTS=test: main.ts), and
 * like the retention job one run per hour is claimed with a lease row, so repeated deliveries of
 * the scheduled job are harmless.
 */
import { and, count, eq, like, lte, sql } from 'drizzle-orm';
import { TEST_CARDS } from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import { accounts, billingEvents, plans, subscriptions } from '../../db/schema.js';
import { claimJobRun } from '../../db/job-leases.js';
import type { JobDefinition } from '../../infra/jobs.js';
import { applyEventsIn } from './events.js';
import type { BillingEvent } from './provider.js';
import { addMonth, testCustomerId, testEventId, testInvoiceEvent } from './test-provider.js';

export const RENEWAL_JOB = 'test-renewals';
export const RENEWAL_EVERY_MS = 60 * 60_000;
/** Charges tried at the end of a period before the business waits for a payment. */
export const RENEWAL_ATTEMPTS = 3;

/** Attempts are remembered as their events: `evt_test_renewal_{sub}_{period end}_{n}`. */
const attemptPrefix = (subscriptionId: string, periodEnd: Date) =>
  `evt_test_renewal_${subscriptionId}_${periodEnd.getTime()}_`;

/** Renews what is due; answers how many subscriptions it handled. */
export async function renewTestSubscriptions(
  db: Database,
  now: Date = new Date(),
  everyMs: number = RENEWAL_EVERY_MS,
): Promise<number> {
  if (!(await claimJobRun(db, RENEWAL_JOB, now, everyMs))) return 0;
  const due = await db
    .select({ accountId: subscriptions.accountId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'test'),
        eq(subscriptions.status, 'paid'),
        sql`${subscriptions.providerSubscriptionId} is not null`,
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .limit(500);
  for (const { accountId } of due) await db.transaction((tx) => renewOne(tx, accountId, now));
  return due.length;
}

async function renewOne(tx: Queryable, accountId: string, now: Date) {
  const [row] = await tx
    .select({ sub: subscriptions, plan: plans, publicId: accounts.publicId })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .where(eq(subscriptions.accountId, accountId))
    .for('update', { of: subscriptions });
  const sub = row?.sub;
  // Re-checked under the lock: another instance or a payment may have got there first.
  if (!row || !sub?.providerSubscriptionId || !sub.currentPeriodEnd) return;
  if (sub.status !== 'paid' || sub.currentPeriodEnd > now) return;
  const who = { accountPublicId: row.publicId, customerId: testCustomerId(row.publicId) };
  const subscriptionId = sub.providerSubscriptionId;
  const periodEnd = sub.currentPeriodEnd;
  let events: BillingEvent[];
  if (sub.cancelAtPeriodEnd) {
    events = [
      {
        id: testEventId(),
        type: 'subscription.deleted',
        ...who,
        occurredAt: now,
        subscriptionId,
        reason: 'cancelled',
      },
    ];
  } else if (sub.cardLast4 === TEST_CARDS.success.slice(-4)) {
    events = [
      {
        id: testEventId(),
        type: 'subscription.updated',
        ...who,
        occurredAt: now,
        subscriptionId,
        planKey: row.plan.key,
        status: 'active',
        currentPeriodEnd: addMonth(periodEnd),
        cancelAtPeriodEnd: false,
        current: true,
      },
      testInvoiceEvent(
        who,
        subscriptionId,
        row.plan.priceCents,
        `Playdesk ${row.plan.name} plan, monthly (renewal)`,
        'paid',
        now,
      ),
    ];
  } else {
    const prefix = attemptPrefix(subscriptionId, periodEnd);
    const [tried] = await tx
      .select({ n: count() })
      .from(billingEvents)
      .where(and(eq(billingEvents.provider, 'test'), like(billingEvents.eventId, `${prefix}%`)));
    const attempt = (tried?.n ?? 0) + 1;
    const givesUp = attempt >= RENEWAL_ATTEMPTS;
    events = [
      // past_due keeps the business usable while we retry; unpaid makes it wait for a payment.
      {
        id: `${prefix}${attempt}`,
        type: 'subscription.updated',
        ...who,
        occurredAt: now,
        subscriptionId,
        planKey: row.plan.key,
        status: givesUp ? 'unpaid' : 'past_due',
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        current: true,
      },
      ...(attempt === 1
        ? [
            testInvoiceEvent(
              who,
              subscriptionId,
              row.plan.priceCents,
              `Playdesk ${row.plan.name} plan, monthly (renewal)`,
              'failed',
              now,
            ),
          ]
        : []),
    ];
  }
  await applyEventsIn(tx, 'test', events, null);
}

/** Checks every 5 minutes whether the hour's run is due (the lease decides; the queue retries). */
export const renewalJobDefinition: JobDefinition = {
  name: RENEWAL_JOB,
  schedule: '*/5 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 30 * 60,
  async handler(_data, { db, log }) {
    const n = await renewTestSubscriptions(db);
    if (n) log.info({ renewed: n }, 'test-payment renewals handled');
  },
};
