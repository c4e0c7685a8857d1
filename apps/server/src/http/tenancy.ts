/**
 * A user's place in one account: the account, their membership role, the resulting user type and,
 * for team members, their access modules. The route guard (`auth.ts`) resolves it for every
 * account-scoped call; sign-in and account switching use it too. It lives here, below the
 * features, so the guard never imports a feature (docs/adr/004-import-boundaries.md).
 */
import { and, eq } from 'drizzle-orm';
import { accessModulesFrom, type AccessModules, type UserType } from '@playdesk/contract';
import type { Queryable } from '../db/client.js';
import { accounts, memberships, type MembershipRole } from '../db/schema.js';

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
