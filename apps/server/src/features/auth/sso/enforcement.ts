/**
 * "Only through SSO" (docs/single-sign-on.md#only-through-sso): whether the password of an email
 * is refused because a business verified its domain and turned single sign-on's enforcement on.
 */
import { and, eq } from 'drizzle-orm';
import { emailDomainOf } from '@playdesk/contract';
import type { Queryable } from '../../../db/client.js';
import { accounts, memberships, ssoDomains, ssoSettings } from '../../../db/schema.js';
import { conflict, forbidden } from '../../../http/errors.js';
import { loadBillingPlan } from '../../usage/plan.js';
import { factorsOf, hasAnyFactor } from '../two-factor/challenge.js';

export const SSO_REQUIRED =
  'Your organisation signs you in to Playdesk through its identity provider: choose "Continue with single sign-on".';

/** The business a rule row is about, and the parent whose plan decides for a child account. */
const RULE_ROW = { accountId: ssoSettings.accountId, parent: accounts.parentAccountId };
const RULE_ON = and(eq(ssoSettings.enabled, true), eq(ssoSettings.enforced, true));

/** Whether the rule holds: a plan without single sign-on lifts it (nobody locked out by a downgrade). */
async function onPlan(db: Queryable, row: { accountId: string; parent: string | null }) {
  return (await loadBillingPlan(db, row.parent ?? row.accountId)).sso;
}

/**
 * The business whose verified, enforced single sign-on covers `email`, unless this person is one
 * of its owners with a second factor (their break-glass password, which then always goes through
 * that factor, docs/single-sign-on.md#only-through-sso); null when the password may be used.
 */
export async function ssoEnforcedFor(
  db: Queryable,
  email: string,
  userId: string | null,
): Promise<string | null> {
  const [row] = await db
    .select(RULE_ROW)
    .from(ssoDomains)
    .innerJoin(ssoSettings, eq(ssoSettings.accountId, ssoDomains.accountId))
    .innerJoin(accounts, eq(accounts.id, ssoDomains.accountId))
    .where(
      and(eq(ssoDomains.domain, emailDomainOf(email)), eq(ssoDomains.status, 'verified'), RULE_ON),
    );
  if (!row || !(await onPlan(db, row))) return null;
  if (userId) {
    const [owner] = await db
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.accountId, row.accountId)));
    if (owner?.role === 'owner' && hasAnyFactor(await factorsOf(db, userId))) return null;
  }
  return row.accountId;
}

/**
 * Whether `userId` owns a business with "only through SSO" on (on a plan that includes single
 * sign-on): their password is its break-glass and must keep a second factor.
 */
export async function ownsSsoOnlyBusiness(db: Queryable, userId: string): Promise<boolean> {
  const owned = await db
    .select(RULE_ROW)
    .from(memberships)
    .innerJoin(ssoSettings, eq(ssoSettings.accountId, memberships.accountId))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), eq(memberships.role, 'owner'), RULE_ON));
  for (const row of owned) if (await onPlan(db, row)) return true;
  return false;
}

export const OWNER_NEEDS_FACTOR =
  'Add a second factor to your own login first: with "only through single sign-on" on, an owner’s password is the way round the identity provider and must not be the only factor.';

export const LAST_FACTOR_NEEDED =
  'This is your last second factor and you own a business that signs in only through single sign-on: your password must keep a second factor. Add another factor first, or turn "only through single sign-on" off.';

/** Throws 409 `sso.needs_own_factor` when the owner turning the rule on has no second factor. */
export async function assertOwnerHasFactor(db: Queryable, userId: string): Promise<void> {
  if (!hasAnyFactor(await factorsOf(db, userId)))
    throw conflict(OWNER_NEEDS_FACTOR).coded('sso.needs_own_factor');
}

/**
 * Throws 409 `two_factor.needed_for_sso_only` when a factor just removed (in `tx`, rolled back by
 * the throw) was the last of an owner of a business signing in only through single sign-on.
 */
export async function assertFactorNotLastForSsoOwner(db: Queryable, userId: string): Promise<void> {
  if (hasAnyFactor(await factorsOf(db, userId))) return;
  if (await ownsSsoOnlyBusiness(db, userId))
    throw conflict(LAST_FACTOR_NEEDED).coded('two_factor.needed_for_sso_only');
}

/** Throws 403 `auth.sso_required` when the password may not be used for this email. */
export async function refuseWhenSsoOnly(
  db: Queryable,
  email: string,
  userId: string | null,
): Promise<void> {
  if (await ssoEnforcedFor(db, email, userId))
    throw forbidden(SSO_REQUIRED).coded('auth.sso_required');
}
