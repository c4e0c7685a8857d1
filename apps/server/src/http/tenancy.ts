/**
 * A user's place in one account: the account, their membership role, the resulting user type and,
 * for team members, their access modules. The route guard (`auth.ts`) resolves it for every
 * account-scoped call; sign-in and account switching use it too. It lives here, below the
 * features, so the guard never imports a feature (docs/adr/004-import-boundaries.md).
 */
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  accessModulesFrom,
  type AccessModules,
  type ConsoleLanguage,
  type UserType,
} from '@playdesk/contract';
import type { Queryable } from '../db/client.js';
import { accounts, memberships, passkeys, userTotp, type MembershipRole } from '../db/schema.js';

/** The person behind a session or API key, as the routes need them. */
export interface SessionUser {
  id: string;
  publicId: string;
  email: string;
  /** The console's language they chose (null: their browser's). */
  language: ConsoleLanguage | null;
}

export interface AccountContext {
  account: { id: string; publicId: string; businessName: string; parentAccountId: string | null };
  /** The top-level account whose plan and usage cover this one. */
  billingAccountId: string;
  role: MembershipRole;
  type: UserType;
  /** Present only for team members (type `user`). */
  accessModules: AccessModules | undefined;
  /** The business (its top-level account) requires a second factor of everyone in it. */
  requireTwoFactor: boolean;
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
      requireTwoFactor: sql<boolean>`coalesce((select p.require_two_factor from ${accounts} p
        where p.id = coalesce(${accounts.parentAccountId}, ${accounts.id})), false)`,
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
    requireTwoFactor: row.requireTwoFactor === true,
  };
}

/** Whether the login has a second factor: an enabled authenticator app or a passkey. */
export async function hasSecondFactor(db: Queryable, userId: string): Promise<boolean> {
  const [totp] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)));
  if (totp) return true;
  const [key] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return key !== undefined;
}

/**
 * The login must add a second factor before it reaches this account: its business requires one
 * and it has none (docs/two-factor.md#required-for-everyone).
 */
export async function needsTwoFactorSetup(
  db: Queryable,
  userId: string,
  ctx: Pick<AccountContext, 'requireTwoFactor'>,
): Promise<boolean> {
  return ctx.requireTwoFactor && !(await hasSecondFactor(db, userId));
}

const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * Records that a user is active in an account, for the team list's "last active". Written at most
 * every 5 minutes per membership: the returned function remembers its own writes (one per app, so
 * nothing is remembered across apps or databases), and the statement's condition skips the row
 * when another instance wrote it recently.
 */
export function membershipToucher() {
  /** When this app last wrote each membership's `last_active_at` (bounded: cleared when full). */
  const touched = new Map<string, number>();
  return async function touchMembership(
    db: Queryable,
    userId: string,
    accountId: string,
  ): Promise<void> {
    const key = `${userId}|${accountId}`;
    const now = Date.now();
    if (now - (touched.get(key) ?? 0) < TOUCH_EVERY_MS) return;
    if (touched.size >= 10_000) touched.clear();
    touched.set(key, now);
    await db
      .update(memberships)
      .set({ lastActiveAt: sql`now()` })
      .where(
        and(
          eq(memberships.userId, userId),
          eq(memberships.accountId, accountId),
          or(
            isNull(memberships.lastActiveAt),
            lt(memberships.lastActiveAt, sql`now() - interval '5 minutes'`),
          ),
        ),
      );
  };
}
