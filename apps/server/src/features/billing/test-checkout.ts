/**
 * The TEST MODE checkout page's server side (PAYMENTS=test): show a session, take a test card.
 * Card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, any other valid number is
 * refused with a reminder that this is test mode (docs/product-rules.md#subscription-and-payment).
 * A payment becomes normalised events applied by events.ts, as a Stripe webhook would be.
 */
import { and, eq } from 'drizzle-orm';
import {
  TEST_CARDS,
  type TestCheckoutPayRequest,
  type TestCheckoutPayResponse,
  type TestCheckoutSession,
} from '@playdesk/contract';
import type { z } from 'zod';
import type { AuditOrigin } from '../../db/audit-log.js';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import {
  accounts,
  memberships,
  plans,
  subscriptions,
  testCheckoutSessions,
} from '../../db/schema.js';
import type { AuthSession } from '../../http/auth.js';
import { conflict, HttpError, invalidFields, notFound } from '../../http/errors.js';
import { loadAccountContext } from '../../http/tenancy.js';
import { buildAuthPayload } from '../auth/service.js';
import { applyEventsIn } from './events.js';
import { toPlan } from '../plans/plan-mapping.js';
import type { BillingEvent } from './provider.js';
import { addMonth, testCustomerId, testEventId, testInvoiceEvent } from './test-provider.js';

const NOT_FOUND = 'This checkout was not found. Start again from the Payment page.';
export const DECLINED = 'Your card was declined.';
export const CHARGE_FAILS_CARD = '4000000000000341';
export const TEST_MODE_ONLY =
  'TEST MODE: no real card is charged. Pay with 4242 4242 4242 4242, or use 4000 0000 0000 0002 to see a declined card.';

/** The Luhn checksum every real card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

type SessionRow = typeof testCheckoutSessions.$inferSelect;

export function createTestCheckoutService(db: Database) {
  /** The session, if the user owns its business; another business's session is not found. */
  async function find(tx: Queryable, userId: string, publicId: string, lock = false) {
    const query = tx
      .select({ session: testCheckoutSessions, plan: plans, businessName: accounts.businessName })
      .from(testCheckoutSessions)
      .innerJoin(plans, eq(plans.id, testCheckoutSessions.planId))
      .innerJoin(accounts, eq(accounts.id, testCheckoutSessions.accountId))
      .innerJoin(
        memberships,
        and(
          eq(memberships.accountId, testCheckoutSessions.accountId),
          eq(memberships.userId, userId),
          eq(memberships.role, 'owner'),
        ),
      )
      .where(eq(testCheckoutSessions.publicId, publicId));
    const [row] = lock ? await query.for('update', { of: testCheckoutSessions }) : await query;
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  const statusOf = (s: SessionRow): TestCheckoutSession['status'] =>
    s.status === 'open' && s.expiresAt.getTime() < Date.now() ? 'expired' : s.status;

  async function get(userId: string, publicId: string): Promise<TestCheckoutSession> {
    const { session, plan, businessName } = await find(db, userId, publicId);
    return {
      public_id: session.publicId,
      mode: session.mode,
      business_name: businessName,
      plan: toPlan(plan),
      amount_cents: session.mode === 'card' ? 0 : plan.priceCents,
      status: statusOf(session),
      success_path: session.successPath,
      cancel_path: session.cancelPath,
    };
  }

  /** Refuses a card the test provider would not take, before anything changes. */
  function checkCard(
    card: z.output<typeof TestCheckoutPayRequest>,
    mode: 'subscribe' | 'card',
  ): void {
    if (!luhnValid(card.card_number))
      throw invalidFields(['card_number: This card number is not valid. Check the digits.']);
    const now = new Date();
    const expired =
      card.exp_year < now.getUTCFullYear() ||
      (card.exp_year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1);
    if (expired) throw invalidFields(['exp_year: This card has expired.']);
    if (card.card_number === TEST_CARDS.declined) throw new HttpError(402, DECLINED);
    // As in Stripe's test mode, 4000 0000 0000 0341 can be saved as the card on file, but every
    // charge to it fails: how a failed renewal is tried (renewal.ts).
    if (card.card_number === CHARGE_FAILS_CARD) {
      if (mode === 'card') return;
      throw new HttpError(402, DECLINED);
    }
    if (card.card_number !== TEST_CARDS.success) throw new HttpError(402, TEST_MODE_ONLY);
  }

  async function pay(
    auth: AuthSession,
    publicId: string,
    card: z.output<typeof TestCheckoutPayRequest>,
    origin: AuditOrigin,
  ): Promise<TestCheckoutPayResponse> {
    // Not found before anything about the card: another business's session reveals nothing.
    const { session: found } = await find(db, auth.user.id, publicId);
    checkCard(card, found.mode);
    const paid = await db.transaction(async (tx) => {
      const { session, plan } = await find(tx, auth.user.id, publicId, true);
      const status = statusOf(session);
      if (status !== 'open')
        throw conflict(
          status === 'complete'
            ? 'This checkout has already been paid.'
            : 'This checkout has expired. Start again from the Payment page.',
        );
      const [account] = await tx
        .select({
          publicId: accounts.publicId,
          subscriptionId: subscriptions.providerSubscriptionId,
          provider: subscriptions.provider,
          status: subscriptions.status,
          planId: subscriptions.planId,
        })
        .from(accounts)
        .innerJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
        .where(eq(accounts.id, session.accountId));
      // A second tab's checkout for the plan already paid for would charge twice.
      if (session.mode === 'subscribe' && account!.status === 'paid' && account!.planId === plan.id)
        throw conflict(`Your business is already on the ${plan.name} plan.`);
      const who = { accountPublicId: account!.publicId };
      const customerId = testCustomerId(who.accountPublicId);
      const method = {
        brand: 'visa',
        last4: card.card_number.slice(-4),
        exp_month: card.exp_month,
        exp_year: card.exp_year,
      };
      const now = new Date();
      let events: BillingEvent[];
      if (session.mode === 'card') {
        events = [
          {
            id: testEventId(),
            type: 'card.updated',
            ...who,
            customerId,
            occurredAt: now,
            card: method,
          },
        ];
      } else {
        const subscriptionId =
          (account!.provider === 'test' && account!.subscriptionId) || `sub_test_${newPublicId()}`;
        events = [
          {
            id: testEventId(),
            type: 'checkout.completed',
            ...who,
            customerId,
            occurredAt: now,
            subscriptionId,
            planKey: plan.key,
            paid: true,
          },
          {
            id: testEventId(),
            type: 'subscription.updated',
            ...who,
            customerId,
            occurredAt: now,
            subscriptionId,
            planKey: plan.key,
            status: 'active',
            currentPeriodEnd: addMonth(now),
            cancelAtPeriodEnd: false,
            card: method,
          },
          testInvoiceEvent(
            who,
            subscriptionId,
            plan.priceCents,
            `Playdesk ${plan.name} plan, monthly`,
            'paid',
            now,
          ),
        ];
      }
      await applyEventsIn(tx, 'test', events, origin);
      await tx
        .update(testCheckoutSessions)
        .set({ status: 'complete' })
        .where(eq(testCheckoutSessions.id, session.id));
      return { session, plan };
    });
    const ctx = await loadAccountContext(db, auth.user.id, { id: paid.session.accountId });
    if (!ctx) throw notFound(NOT_FOUND);
    const payload = await buildAuthPayload(db, auth.user, ctx, auth.token);
    return {
      ...payload,
      redirect_path: paid.session.successPath,
      message:
        paid.session.mode === 'card'
          ? 'Your card has been updated.'
          : `Payment received. Your ${paid.plan.name} plan is active.`,
    };
  }

  return { get, pay };
}
