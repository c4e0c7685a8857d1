import { asc, count, eq } from 'drizzle-orm';
import type { ChooseFreePlanResponse } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { accounts, plans, subscriptions } from '../../db/schema.js';
import type { AuthSession } from '../../http/auth.js';
import { conflict, forbidden } from '../../http/errors.js';
import type { AccountContext } from '../../http/tenancy.js';
import { buildAuthPayload, loadBillingPlan } from '../auth/account-context.js';

/**
 * Continue on the Free plan. Card payment is not part of this release, so a business that signed
 * up on a paid plan would stay held on Payment with no way forward; its owner may instead switch
 * it to the free plan, which is active at once (as a Free sign-up is). Only the owner of the
 * business (the billing account), only while its plan is not active — a paid plan is never
 * downgraded from here — and only when the business fits the free plan's extra-account limit.
 */
export async function chooseFreePlan(
  db: Database,
  auth: AuthSession,
  ctx: AccountContext,
): Promise<ChooseFreePlanResponse> {
  if (ctx.type !== 'account') {
    throw forbidden('Only the owner of the business can change its plan.');
  }
  const billingId = ctx.billingAccountId;
  const free = await db.transaction(async (tx) => {
    // Serialises with adding accounts, which counts against the plan under the same lock.
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, billingId))
      .for('update');
    const current = await loadBillingPlan(tx, billingId);
    if (current.status === 'paid') {
      throw conflict(
        `Your ${current.planName} plan is already active. Change plans on the Subscription page.`,
      );
    }
    const [plan] = await tx
      .select()
      .from(plans)
      .where(eq(plans.priceCents, 0))
      .orderBy(asc(plans.sortOrder))
      .limit(1);
    if (!plan) throw conflict('No free plan is offered at the moment.');
    const [children] = await tx
      .select({ n: count() })
      .from(accounts)
      .where(eq(accounts.parentAccountId, billingId));
    const extra = children?.n ?? 0;
    if (extra > plan.subAccounts) {
      throw conflict(
        `The ${plan.name} plan allows ${plan.subAccounts} extra account${plan.subAccounts === 1 ? '' : 's'} and this business has ${extra}.`,
      );
    }
    await tx
      .update(subscriptions)
      .set({ planId: plan.id, status: 'paid', currentPeriodEnd: null })
      .where(eq(subscriptions.accountId, billingId));
    return plan;
  });
  const payload = await buildAuthPayload(db, auth.user, ctx, auth.token);
  return { ...payload, message: `Your business is on the ${free.name} plan now.` };
}
