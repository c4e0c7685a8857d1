/**
 * The billing side of a user's place in an account — the billing account's plan and subscription,
 * the other accounts they can switch to — and the user payload built from it
 * (docs/product-rules.md#user-payload). The membership itself is `http/tenancy.ts`.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AuthResponse } from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { accounts, memberships, plans, subscriptions } from '../../db/schema.js';
import type { AccountContext } from '../../http/tenancy.js';
import { gameplaysThisMonth } from '../usage/service.js';
import { usagePeriod } from '../usage/period.js';

export async function loadBillingPlan(db: Queryable, billingAccountId: string) {
  const [row] = await db
    .select({
      planKey: plans.key,
      planName: plans.name,
      priceCents: plans.priceCents,
      subAccounts: plans.subAccounts,
      crm: plans.crm,
      monthlyTotalImpressions: plans.monthlyTotalImpressions,
      status: subscriptions.status,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.accountId, billingAccountId));
  if (!row) throw new Error(`Billing account ${billingAccountId} has no subscription`);
  return row;
}

/** The other accounts the user can switch to. */
export async function relatedAccounts(db: Queryable, userId: string, currentAccountId: string) {
  return db
    .select({ public_id: accounts.publicId, business_name: accounts.businessName })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), ne(accounts.id, currentAccountId)))
    .orderBy(asc(accounts.createdAt), asc(accounts.businessName));
}

/** The `{ user, access_modules?, limits }` answer shared by login, register, profile and change-login. */
export async function buildAuthPayload(
  db: Queryable,
  user: { id: string; publicId: string; email: string },
  ctx: AccountContext,
  token: string,
): Promise<AuthResponse> {
  const [plan, related, used] = await Promise.all([
    loadBillingPlan(db, ctx.billingAccountId),
    relatedAccounts(db, user.id, ctx.account.id),
    gameplaysThisMonth(db, ctx.billingAccountId),
  ]);
  const payload: AuthResponse = {
    user: {
      token,
      public_id: user.publicId,
      type: ctx.type,
      email: user.email,
      current_account: { public_id: ctx.account.publicId, business_name: ctx.account.businessName },
      related_accounts: related,
      plan: { sub_accounts: plan.subAccounts, crm: plan.crm },
      account_plan: {
        status: plan.status,
        monthly_total_impressions: plan.monthlyTotalImpressions,
      },
    },
    limits: {
      impressions_used: used,
      monthly_total_impressions: plan.monthlyTotalImpressions,
      period: usagePeriod(),
    },
  };
  if (ctx.accessModules) payload.access_modules = ctx.accessModules;
  return payload;
}
