/**
 * Sign-in, registration, account switching and password reset. Route handlers stay thin; the
 * rules live here.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type {
  AuthResponse,
  ChangeLoginResponse,
  ProfileResponse,
  RegisterRequest,
} from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import {
  accountGameSettings,
  accounts,
  memberships,
  passwordResets,
  plans,
  sessions,
  subscriptions,
  users,
} from '../../db/schema.js';
import { conflict, badRequest, forbidden, notFound, unauthorized } from '../../http/errors.js';
import type { AuthSession } from '../../http/auth.js';
import { loadAccountContext, type AccountContext } from '../../http/tenancy.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { enqueue } from '../../outbox/outbox.js';
import { buildAuthPayload } from './account-context.js';
import { assertStrongPassword } from './password-policy.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { openSession, revokeAllSessions } from './sessions.js';
import type { SignInAttempt } from './sign-in-limits.js';
import { loadGameSettings } from './game-settings.js';

export const RESET_TOKEN_TTL_MINUTES = 60;

/** Ends a message with a full stop unless it already ends with punctuation ("Co."). */
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export interface AuthServiceDeps {
  db: Database;
  sessionTtlDays: number;
  appUrl: string;
}

const isUniqueViolation = (err: unknown): boolean => {
  const code =
    (err as { code?: string; cause?: { code?: string } }).code ??
    (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

/** The account a user lands in after sign-in: their own top-level business first. */
async function defaultAccountId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.userId, userId))
    .orderBy(
      sql`case when ${memberships.role} = 'owner' and ${accounts.parentAccountId} is null then 0
               when ${memberships.role} = 'owner' then 1 else 2 end`,
      asc(memberships.createdAt),
    )
    .limit(1);
  return row?.id ?? null;
}

export function createAuthService({ db, sessionTtlDays, appUrl }: AuthServiceDeps) {
  /** `attempt` is told the verdict on the password, for the sign-in limits. */
  async function login(
    email: string,
    password: string,
    attempt: Pick<SignInAttempt, 'succeeded' | 'failed'>,
  ): Promise<AuthResponse> {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      await attempt.failed();
      throw unauthorized('Invalid email or password.');
    }
    await attempt.succeeded();
    const accountId = await defaultAccountId(db, user.id);
    if (!accountId) throw forbidden('This login is not a member of any account.');
    const ctx = (await loadAccountContext(db, user.id, { id: accountId }))!;
    const token = await openSession(db, user.id, accountId, sessionTtlDays);
    return buildAuthPayload(db, user, ctx, token);
  }

  async function register(input: RegisterRequest): Promise<AuthResponse> {
    const [plan] = await db.select().from(plans).where(eq(plans.key, input.plan));
    if (!plan)
      throw badRequest('The request is not valid.', ['plan: Choose one of the offered plans']);
    await assertStrongPassword(input.password, {
      email: input.email,
      businessName: input.business_name,
    });
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ publicId: newPublicId(), email: input.email, passwordHash })
          .returning();
        const [account] = await tx
          .insert(accounts)
          .values({ publicId: newPublicId(), businessName: input.business_name })
          .returning();
        await tx
          .insert(memberships)
          .values({ userId: user!.id, accountId: account!.id, role: 'owner' });
        // A free plan is active at once; a paid plan waits for its first payment.
        await tx.insert(subscriptions).values({
          accountId: account!.id,
          planId: plan.id,
          status: plan.priceCents === 0 ? 'paid' : 'pending_payment',
        });
        await tx.insert(accountGameSettings).values({ accountId: account!.id });
        const ctx = (await loadAccountContext(tx, user!.id, { id: account!.id }))!;
        const token = await openSession(tx, user!.id, account!.id, sessionTtlDays);
        return buildAuthPayload(tx, user!, ctx, token);
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict('An account with this email already exists. Please login.');
      throw err;
    }
  }

  async function profile(auth: AuthSession, ctx: AccountContext): Promise<ProfileResponse> {
    const [payload, gameSettings] = await Promise.all([
      buildAuthPayload(db, auth.user, ctx, auth.token),
      loadGameSettings(db, ctx.account.id),
    ]);
    return { ...payload, game_settings: gameSettings };
  }

  async function changeLogin(
    auth: AuthSession,
    accountPublicId: string,
  ): Promise<ChangeLoginResponse> {
    const ctx = await loadAccountContext(db, auth.user.id, { publicId: accountPublicId });
    if (!ctx) {
      const [exists] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.publicId, accountPublicId));
      if (!exists) throw notFound('Account not found.');
      throw forbidden('You do not have access to this account.');
    }
    await db
      .update(sessions)
      .set({ currentAccountId: ctx.account.id })
      .where(eq(sessions.id, auth.sessionId));
    const payload = await buildAuthPayload(db, auth.user, ctx, auth.token);
    return { ...payload, message: sentence(`Switched to ${ctx.account.businessName}`) };
  }

  async function requestPasswordReset(email: string): Promise<void> {
    const [user] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, email));
    if (!user) return;
    const token = newSecretToken();
    const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
      });
      await enqueue(tx, {
        kind: 'email',
        payload: {
          to: user.email,
          subject: 'Reset your Playdesk password',
          text:
            `Someone asked to reset the password of your Playdesk login.\n\n` +
            `Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password:\n${link}\n\n` +
            `If it was not you, ignore this email: your password stays as it is.`,
        },
      });
    });
  }

  async function resetPassword(token: string, password: string): Promise<void> {
    const invalidLink = () =>
      badRequest('This reset link is invalid or has expired. Please ask for a new one.');
    const tokenHash = hashToken(token);
    const usable = and(
      eq(passwordResets.tokenHash, tokenHash),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, new Date()),
    );
    // The link is looked up first so a refused (weak) password does not use it up.
    const [pending] = await db
      .select({ userId: users.id, email: users.email })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(usable);
    if (!pending) throw invalidLink();
    await assertStrongPassword(password, { email: pending.email });
    const passwordHash = await hashPassword(password);
    const done = await db.transaction(async (tx) => {
      // Resets of one user run one at a time, so of two links used at once only one wins.
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, pending.userId))
        .for('update');
      // Marking the token used in the same statement that finds it makes it single-use.
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(usable)
        .returning({ userId: passwordResets.userId });
      if (!reset) return false;
      // Every other link of this user dies with it: an older or forwarded reset email must not
      // be able to set the password again.
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
      await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
      await revokeAllSessions(tx, reset.userId);
      return true;
    });
    if (!done) throw invalidLink();
  }

  return { login, register, profile, changeLogin, requestPasswordReset, resetPassword };
}

export type AuthService = ReturnType<typeof createAuthService>;
