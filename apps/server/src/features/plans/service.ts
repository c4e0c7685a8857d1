import { asc, eq } from 'drizzle-orm';
import type { ChooseFreePlanResponse, PlanList } from '@playdesk/contract';
import { audit, type AuditContext } from '../../db/audit-log.js';
import type { Database } from '../../db/client.js';
import { plans, subscriptions } from '../../db/schema.js';
import type { AuthSession } from '../../http/auth.js';
import { conflict, forbidden } from '../../http/errors.js';
import type { AccountContext } from '../../http/tenancy.js';
import { buildAuthPayload, lockBusiness } from '../auth/service.js';
import { toPlan } from './plan-mapping.js';

export function createPlanService(db: Database) {
  /** The plans a business can choose, in the order the pricing page shows them. */
  async function list(): Promise<PlanList> {
    const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder));
    return { plans: rows.map(toPlan) };
  }

  /**
   * Continue on the Free plan. Card payment is not part of this release, so a business that
   * signed up on a paid plan would stay held on Payment with no way forward; its owner may
   * instead switch it to the free plan, which is active at once (as a Free sign-up is). Only the
   * owner of the business (the billing account), only while its plan is not active — a paid plan
   * is never downgraded from here — and only when the business fits the free plan's
   * extra-account limit.
   */
  async function chooseFree(
    auth: AuthSession,
    ctx: AccountContext,
    who: AuditContext,
  ): Promise<ChooseFreePlanResponse> {
    if (ctx.type !== 'account') {
      throw forbidden('Only the owner of the business can change its plan.').coded(
        'access.owner_only',
      );
    }
    const billingId = ctx.billingAccountId;
    const free = await db.transaction(async (tx) => {
      // Serialises with adding accounts, which counts against the plan under the same lock.
      const { plan: current, extraAccounts } = await lockBusiness(tx, billingId);
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
      if (extraAccounts > plan.subAccounts) {
        throw conflict(
          `The ${plan.name} plan allows ${plan.subAccounts} extra account${plan.subAccounts === 1 ? '' : 's'} and this business has ${extraAccounts}.`,
        ).coded('plan.sub_accounts', {
          plan: plan.name,
          allowed: plan.subAccounts,
          count: extraAccounts,
          action: 'remove',
          over: extraAccounts - plan.subAccounts,
        });
      }
      await tx
        .update(subscriptions)
        .set({
          planId: plan.id,
          status: 'paid',
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          scheduledPlanId: null,
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.accountId, billingId));
      await audit(
        tx,
        { ...who, accountId: billingId },
        {
          action: 'billing.plan_changed',
          target: { type: 'plan', id: plan.key },
          before: { plan: current.planName, status: current.status },
          after: { plan: plan.name, status: 'paid' },
        },
      );
      return plan;
    });
    const payload = await buildAuthPayload(db, auth.user, ctx, auth.token);
    return { ...payload, message: `Your business is on the ${free.name} plan now.` };
  }

  return { list, chooseFree };
}
