/**
 * Loads a user's place in one account — the account, their membership, the billing account's plan
 * and subscription — and turns it into the user payload of spec §3.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  accessModulesFrom,
  type AccessModules,
  type AuthResponse,
  type UserType,
} from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import {
  accounts,
  memberships,
  plans,
  subscriptions,
  type MembershipRole,
} from '../../db/schema.js';
import { gameplaysThisMonth } from '../usage/usage.js';
import { usagePeriod } from '../usage/period.js';

export interface AccountContext {
  account: { id: string; publicId: string; businessName: string; parentAccountId: string | null };
  /** The top-level account whose plan and usage cover this one. */
  billingAccountId: string;
  role: MembershipRole;
  type: UserType;
  /** Present only for team members (type `user`). */
  accessModules: AccessModules | undefined;
}

export function userTypeOf(role: MembershipRole, parentAccountId: string | null): UserType {
  if (role === 'member') return 'user';
  return parentAccountId === null ? 'account' : 'child_account';
}

/** The user's membership in an account (by internal id or public id), or null if none. */
export async function loadAccountContext(
  db: Queryable,
  userId: string,
  account: { id: string } | { publicId: string },
): Promise<AccountContext | null> {
  const accountFilter =
    'id' in account ? eq(accounts.id, account.id) : eq(accounts.publicId, account.publicId);
  const [row] = await db
    .select({
      id: accounts.id,
      publicId: accounts.publicId,
      businessName: accounts.businessName,
      parentAccountId: accounts.parentAccountId,
      role: memberships.role,
      modules: memberships.accessModules,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), accountFilter));
  if (!row) return null;
  const type = userTypeOf(row.role, row.parentAccountId);
  return {
    account: {
      id: row.id,
      publicId: row.publicId,
      businessName: row.businessName,
      parentAccountId: row.parentAccountId,
    },
    billingAccountId: row.parentAccountId ?? row.id,
    role: row.role,
    type,
    accessModules: type === 'user' ? accessModulesFrom(row.modules) : undefined,
  };
}

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
