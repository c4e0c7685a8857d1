/**
 * Subscription, plan change and card (docs/product-rules.md#subscription-and-payment). The money
 * routes are the owner's: team members may read the subscription and its invoices, child
 * accounts pay nothing. Changes go through the provider, and what the provider answers is applied
 * by the one state machine (events.ts), as its webhooks would be.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type {
  CheckoutResponse,
  InvoiceListResponse,
  PageRequest,
  SubscriptionChangeResponse,
  SubscriptionResponse,
} from '@playdesk/contract';
import type { AuditOrigin } from '../../db/audit-log.js';
import type { Database } from '../../db/client.js';
import { paginate } from '../../db/pagination.js';
import { accounts, invoices, plans, subscriptions } from '../../db/schema.js';
import type { AuthSession } from '../../http/auth.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import type { AccountContext } from '../../http/tenancy.js';
import { lockBusiness } from '../auth/service.js';
import { toPlan } from '../plans/plan-mapping.js';
import { usagePeriod } from '../usage/period.js';
import { usageThisMonth } from '../usage/service.js';
import { applyEvents } from './events.js';
import { assertFits } from './limits.js';
import type { BillingCustomer, PaymentProvider, SubscriptionChange } from './provider.js';

type PlanRow = typeof plans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

const longDate = (d: Date | null) =>
  d
    ? d.toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' })
    : 'the end of the period';

/**
 * Only the owner of the business pays (docs/product-rules.md#subscription-and-payment); a child
 * account is covered by its parent.
 */
export function assertOwner(ctx: AccountContext): void {
  if (ctx.type === 'child_account')
    throw forbidden(
      'This account is part of a business: its plan is paid by the business’s main account.',
    );
  if (ctx.type !== 'account')
    throw forbidden('Only the owner of the business can change its plan.').coded(
      'access.owner_only',
    );
}

export function createBillingService(db: Database, provider: PaymentProvider) {
  async function load(billingAccountId: string) {
    const [row] = await db
      .select({ sub: subscriptions, plan: plans, account: accounts })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
      .where(eq(subscriptions.accountId, billingAccountId));
    if (!row) throw new Error(`Billing account ${billingAccountId} has no subscription`);
    return row;
  }

  async function findPlan(key: string): Promise<PlanRow> {
    const [plan] = await db.select().from(plans).where(eq(plans.key, key));
    // Not a field error: the field is well formed, the plan just does not exist.
    if (!plan) throw badRequest(`There is no plan called "${key.slice(0, 40)}".`);
    return plan;
  }

  /** The live subscription at the configured provider, if the business has one. */
  const liveSubscription = (sub: SubscriptionRow) =>
    sub.provider === provider.name && sub.providerSubscriptionId
      ? sub.providerSubscriptionId
      : null;

  async function get(ctx: AccountContext): Promise<SubscriptionResponse> {
    const { sub, plan } = await load(ctx.billingAccountId);
    const [scheduled] = sub.scheduledPlanId
      ? await db.select().from(plans).where(eq(plans.id, sub.scheduledPlanId))
      : [];
    const used = await usageThisMonth(db, ctx.billingAccountId);
    return {
      status: sub.status,
      plan: toPlan(plan),
      provider: sub.provider ?? provider.name,
      current_period_end: sub.currentPeriodEnd?.toISOString() ?? null,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      scheduled_plan: scheduled ? toPlan(scheduled) : null,
      payment_method:
        sub.cardBrand && sub.cardLast4 && sub.cardExpMonth && sub.cardExpYear
          ? {
              brand: sub.cardBrand,
              last4: sub.cardLast4,
              exp_month: sub.cardExpMonth,
              exp_year: sub.cardExpYear,
            }
          : null,
      usage: {
        period: usagePeriod(),
        gameplays: used.gameplays,
        limit: plan.monthlyTotalImpressions,
        sms: used.sms,
        sms_limit: plan.smsPerMonth,
      },
      can_manage: ctx.type === 'account',
    };
  }

  const customerOf = (
    auth: AuthSession,
    row: Awaited<ReturnType<typeof load>>,
  ): BillingCustomer => ({
    accountId: row.account.id,
    accountPublicId: row.account.publicId,
    businessName: row.account.businessName,
    email: auth.user.email,
    userId: auth.user.id,
    customerId: row.sub.provider === provider.name ? row.sub.providerCustomerId : null,
    subscriptionId: liveSubscription(row.sub),
  });

  const changeOf = (customer: BillingCustomer, row: Awaited<ReturnType<typeof load>>) =>
    ({
      customer,
      subscriptionId: customer.subscriptionId!,
      planKey: row.plan.key,
      periodEnd: row.sub.currentPeriodEnd,
    }) satisfies SubscriptionChange;

  /** The business must fit `plan` (accounts, team mates); checked under the business lock. */
  async function assertBusinessFits(billingAccountId: string, plan: PlanRow) {
    await db.transaction(async (tx) => {
      const business = await lockBusiness(tx, billingAccountId);
      assertFits(plan, business);
    });
  }

  async function checkout(
    auth: AuthSession,
    ctx: AccountContext,
    planKey: string,
    origin: AuditOrigin,
  ): Promise<CheckoutResponse> {
    assertOwner(ctx);
    const target = await findPlan(planKey);
    const row = await load(ctx.billingAccountId);
    const { sub, plan: current } = row;
    const customer = customerOf(auth, row);
    if (target.id === current.id && sub.status === 'paid') {
      throw conflict(
        sub.cancelAtPeriodEnd
          ? `Your ${current.name} plan is set to end on ${longDate(sub.currentPeriodEnd)}. Resume it on the Subscription page to keep it.`
          : `Your business is already on the ${current.name} plan.`,
      );
    }
    await assertBusinessFits(ctx.billingAccountId, target);
    const paying = sub.status === 'paid' && current.priceCents > 0 && customer.subscriptionId;
    if (target.priceCents === 0) {
      if (paying && sub.cancelAtPeriodEnd)
        throw conflict(
          `Your ${current.name} plan already ends on ${longDate(sub.currentPeriodEnd)}; the business then moves to the ${target.name} plan.`,
        );
      if (!paying) {
        throw conflict(
          'Your plan is waiting for its first payment: choose “Continue on the Free plan” on the Payment page.',
        );
      }
      await applyEvents(
        db,
        provider.name,
        await provider.setCancelAtPeriodEnd(changeOf(customer, row), true),
        origin,
      );
      return {
        outcome: 'scheduled',
        url: '/subscription',
        message: `Your ${current.name} plan ends on ${longDate(sub.currentPeriodEnd)}; the business then moves to the ${target.name} plan.`,
      };
    }
    if (paying) {
      const events = await provider.changePlan(
        changeOf(customer, row),
        { key: current.key, name: current.name, priceCents: current.priceCents },
        { key: target.key, name: target.name, priceCents: target.priceCents },
        sub.currentPeriodEnd,
      );
      await applyEvents(db, provider.name, events, origin);
      const upgrade = target.priceCents > current.priceCents;
      return {
        outcome: 'changed',
        url: '/subscription',
        message: upgrade
          ? `Your business is on the ${target.name} plan now. The difference for the rest of the period has been charged.`
          : `Your business is on the ${target.name} plan now. The difference is credited at the next renewal.`,
      };
    }
    // Waiting for a first payment, or on the free plan: pay on the provider's page.
    const from = sub.status === 'pending_payment' ? '/payment' : '/upgrade';
    const url = await provider.createCheckout({
      customer,
      plan: { key: target.key, name: target.name, priceCents: target.priceCents },
      successPath: `${from}?checkout=success`,
      cancelPath: `${from}?checkout=cancelled`,
    });
    return { outcome: 'checkout', url, message: `Pay for the ${target.name} plan to continue.` };
  }

  async function portal(auth: AuthSession, ctx: AccountContext): Promise<{ url: string }> {
    assertOwner(ctx);
    const row = await load(ctx.billingAccountId);
    const customer = customerOf(auth, row);
    if (!customer.customerId || !customer.subscriptionId)
      throw conflict('There is no card on file yet: pay for a plan first.');
    return { url: await provider.createPortal(customer, '/subscription') };
  }

  async function setCancel(
    auth: AuthSession,
    ctx: AccountContext,
    cancel: boolean,
    origin: AuditOrigin,
  ): Promise<SubscriptionChangeResponse> {
    assertOwner(ctx);
    const row = await load(ctx.billingAccountId);
    const customer = customerOf(auth, row);
    if (!customer.subscriptionId || row.sub.status !== 'paid')
      throw conflict(
        'There is no paid subscription to change: the business is not paying for a plan.',
      );
    if (row.sub.cancelAtPeriodEnd === cancel)
      throw conflict(
        cancel
          ? `Your ${row.plan.name} plan is already set to end on ${longDate(row.sub.currentPeriodEnd)}.`
          : `Your ${row.plan.name} plan is not cancelled: it renews on ${longDate(row.sub.currentPeriodEnd)}.`,
      );
    if (cancel) {
      const [free] = await db.select().from(plans).where(eq(plans.priceCents, 0)).limit(1);
      if (free) await assertBusinessFits(ctx.billingAccountId, free);
    }
    await applyEvents(
      db,
      provider.name,
      await provider.setCancelAtPeriodEnd(changeOf(customer, row), cancel),
      origin,
    );
    return {
      subscription: await get(ctx),
      message: cancel
        ? `Your ${row.plan.name} plan ends on ${longDate(row.sub.currentPeriodEnd)}; the business then moves to the Free plan.`
        : `Your ${row.plan.name} plan renews on ${longDate(row.sub.currentPeriodEnd)} again.`,
    };
  }

  async function listInvoices(ctx: AccountContext, q: PageRequest): Promise<InvoiceListResponse> {
    const where = eq(invoices.accountId, ctx.billingAccountId);
    return paginate(
      q,
      async ({ limit, offset }) =>
        (
          await db
            .select()
            .from(invoices)
            .where(where)
            // A total order, so pages neither repeat nor skip a row.
            .orderBy(desc(invoices.createdAt), desc(invoices.id))
            .limit(limit)
            .offset(offset)
        ).map((i) => ({
          public_id: i.publicId,
          number: i.number,
          created_at: i.createdAt.toISOString(),
          amount_cents: i.amountCents,
          status: i.status,
          url: i.url,
          description: i.description,
        })),
      db.select({ n: count() }).from(invoices).where(and(where)),
    );
  }

  return {
    get,
    checkout,
    portal,
    cancel: (auth: AuthSession, ctx: AccountContext, origin: AuditOrigin) =>
      setCancel(auth, ctx, true, origin),
    resume: (auth: AuthSession, ctx: AccountContext, origin: AuditOrigin) =>
      setCancel(auth, ctx, false, origin),
    listInvoices,
  };
}
