/**
 * "Only through SSO" (docs/single-sign-on.md#only-through-sso): whether the password of an email
 * is refused because a business verified its domain and turned single sign-on's enforcement on.
 */
import { and, eq } from 'drizzle-orm';
import { emailDomainOf } from '@playdesk/contract';
import type { Queryable } from '../../../db/client.js';
import { accounts, memberships, ssoDomains, ssoSettings } from '../../../db/schema.js';
import { forbidden } from '../../../http/errors.js';
import { loadBillingPlan } from '../../usage/plan.js';

export const SSO_REQUIRED =
  'Your organisation signs you in to Playdesk through its identity provider: choose "Continue with single sign-on".';

/**
 * The business whose verified, enforced single sign-on covers `email`, unless this person is one
 * of its owners (their break-glass password, docs/single-sign-on.md#only-through-sso); null when
 * the password may be used.
 */
export async function ssoEnforcedFor(
  db: Queryable,
  email: string,
  userId: string | null,
): Promise<string | null> {
  const [row] = await db
    .select({ accountId: ssoSettings.accountId, parent: accounts.parentAccountId })
    .from(ssoDomains)
    .innerJoin(ssoSettings, eq(ssoSettings.accountId, ssoDomains.accountId))
    .innerJoin(accounts, eq(accounts.id, ssoDomains.accountId))
    .where(
      and(
        eq(ssoDomains.domain, emailDomainOf(email)),
        eq(ssoDomains.status, 'verified'),
        eq(ssoSettings.enabled, true),
        eq(ssoSettings.enforced, true),
      ),
    );
  if (!row) return null;
  // A plan without single sign-on lifts the rule: nobody is locked out by a downgrade.
  if (!(await loadBillingPlan(db, row.parent ?? row.accountId)).sso) return null;
  if (userId) {
    const [owner] = await db
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.accountId, row.accountId)));
    if (owner?.role === 'owner') return null;
  }
  return row.accountId;
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
