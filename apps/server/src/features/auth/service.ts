/**
 * Sign-in, registration, sessions, account switching and password reset, and the user payload
 * they answer with (docs/product-rules.md#user-payload). Route handlers stay thin; the rules and
 * every database call of the feature live here — which is why the file is over 300 lines.
 */
import { isUniqueViolation as isUniqueKeyViolation } from '../../db/unique-violation.js';
import { and, asc, count, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import {
  DEFAULT_GAME_SETTINGS,
  DEFAULT_LANGUAGE,
  type ConsoleLanguage,
  type UpdateUserSettingsRequest,
  type UserSettings,
  type Language,
  type AuthResponse,
  type ChangeLoginResponse,
  type GameSettings,
  type ProfileResponse,
  type RegisterRequest,
  type SecondFactorChallengeResponse,
} from '@playdesk/contract';
import type { WebAuthnConfig } from '../../config.js';
import type { Database, Queryable } from '../../db/client.js';
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
import {
  badRequest,
  conflict,
  forbidden,
  invalidFields,
  notFound,
  unauthorized,
} from '../../http/errors.js';
import {
  audit,
  nothingToAudit,
  type AuditActor,
  type AuditEntryInput,
  type AuditOrigin,
} from '../../db/audit-log.js';
import type { AuthSession } from '../../http/auth.js';
import {
  loadAccountContext,
  needsTwoFactorSetup,
  type AccountContext,
} from '../../http/tenancy.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { enqueue } from '../../outbox/outbox.js';
import { usagePeriod } from '../usage/period.js';
import { loadBillingPlan } from '../usage/plan.js';
import { gameplaysThisMonth } from '../usage/service.js';
import { assertStrongPassword } from './password-policy.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { describeUserAgent, ipNetwork } from './session-origin.js';
import type { SignInAttempt } from './sign-in-limits.js';
import { factorsOf, hasAnyFactor, openChallenge } from './two-factor/challenge.js';
import { createWebAuthn } from './two-factor/webauthn.js';
import { refuseWhenSsoOnly } from './sso/enforcement.js';

const RESET_TOKEN_TTL_MINUTES = 60;

/** Ends a message with a full stop unless it already ends with punctuation ("Co."). */
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

interface AuthServiceDeps {
  db: Database;
  sessionTtlDays: number;
  appUrl: string;
  webauthn: WebAuthnConfig;
}

/** A unique key's refusal (the shared check; kept here for the auth and team features). */
export const isUniqueViolation = (err: unknown): boolean => isUniqueKeyViolation(err);

/**
 * Locks a business's billing account for the rest of the transaction and reads its plan and how
 * many extra accounts it has. Whatever counts extra accounts against the plan (adding an account,
 * switching to the free plan) takes this lock first, so two such changes run one after the other
 * and cannot both pass the plan's limit.
 */
export async function lockBusiness(tx: Queryable, billingAccountId: string) {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, billingAccountId))
    .for('update');
  const plan = await loadBillingPlan(tx, billingAccountId);
  // One connection runs one query at a time: inside a transaction, queries go in sequence.
  const [children] = await tx
    .select({ n: count() })
    .from(accounts)
    .where(eq(accounts.parentAccountId, billingAccountId));
  const teamMates = await countTeamMates(tx, billingAccountId);
  return { plan, extraAccounts: children?.n ?? 0, teamMates };
}

/**
 * Team mates of a whole business (its account and child accounts): what the plan's `team_mates`
 * limits (docs/product-rules.md#subscription-and-payment).
 */
export async function countTeamMates(tx: Queryable, billingAccountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(
      and(
        eq(memberships.role, 'member'),
        or(eq(accounts.id, billingAccountId), eq(accounts.parentAccountId, billingAccountId)),
      ),
    );
  return row?.n ?? 0;
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
  user: { id: string; publicId: string; email: string; language: ConsoleLanguage | null },
  ctx: AccountContext,
  token: string,
): Promise<AuthResponse> {
  // In sequence: `db` is often a transaction (sign-in, register), whose one connection cannot run
  // queries side by side (node-postgres warns now and will refuse in its next major).
  const plan = await loadBillingPlan(db, ctx.billingAccountId);
  const related = await relatedAccounts(db, user.id, ctx.account.id);
  const used = await gameplaysThisMonth(db, ctx.billingAccountId);
  const payload: AuthResponse = {
    user: {
      token,
      public_id: user.publicId,
      type: ctx.type,
      email: user.email,
      language: user.language,
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
  if (await needsTwoFactorSetup(db, user.id, ctx)) payload.two_factor_setup_required = true;
  return payload;
}

/**
 * Gives a new account its default game settings row; the column defaults are the contract's
 * `DEFAULT_GAME_SETTINGS`.
 */
export async function addGameSettings(db: Queryable, accountId: string): Promise<void> {
  await db.insert(accountGameSettings).values({ accountId });
}

const toGameSettings = (row: typeof accountGameSettings.$inferSelect): GameSettings => ({
  background_image: row.backgroundImage,
  game_image: row.gameImage,
  difficulty: row.difficulty,
  popup_texts: { fail: row.popupFail, win: row.popupWin },
  cta_icon: row.ctaIcon,
  instructions: row.instructions,
});

/** The account's default game settings (docs/product-rules.md#game-settings). */
async function loadGameSettings(db: Queryable, accountId: string): Promise<GameSettings> {
  const [row] = await db
    .select()
    .from(accountGameSettings)
    .where(eq(accountGameSettings.accountId, accountId));
  return row ? toGameSettings(row) : DEFAULT_GAME_SETTINGS;
}

/**
 * A new business owned by `userId` on `plan`: the account, the owner's membership, the
 * subscription (a free plan is active at once; a paid plan waits for its first payment) and the
 * default game settings. Returns the account's id.
 */
export async function createBusiness(
  tx: Queryable,
  userId: string,
  businessName: string,
  plan: { id: string; priceCents: number },
  defaultLanguage: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  const [account] = await tx
    .insert(accounts)
    .values({ publicId: newPublicId(), businessName, defaultLanguage })
    .returning({ id: accounts.id });
  await tx.insert(memberships).values({ userId, accountId: account!.id, role: 'owner' });
  await tx.insert(subscriptions).values({
    accountId: account!.id,
    planId: plan.id,
    status: plan.priceCents === 0 ? 'paid' : 'pending_payment',
  });
  await addGameSettings(tx, account!.id);
  return account!.id;
}

/**
 * Opens a session and returns its bearer token (shown once; only the hash is stored). It lasts
 * the business's absolute session lifetime, or `ttlDays` (the server's `SESSION_TTL_DAYS`) when
 * the business chose none; it keeps where it was opened from as a network and a device summary
 * only (session-origin.ts), from the request it is opened in.
 */
export async function openSession(
  db: Queryable,
  userId: string,
  accountId: string,
  ttlDays: number,
  /** The request the session is opened in. */
  origin: AuditOrigin,
  /** When the sign-in proved a second factor (docs/two-factor.md#fresh-second-factor). */
  secondFactorAt: Date | null = null,
): Promise<string> {
  const token = newSecretToken();
  const [business] = await db
    .select({
      days: sql<
        number | null
      >`coalesce((select p.session_absolute_days from accounts p where p.id = ${accounts.parentAccountId}), ${accounts.sessionAbsoluteDays})`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    publicId: newPublicId(),
    userId,
    currentAccountId: accountId,
    expiresAt: new Date(Date.now() + (business?.days ?? ttlDays) * 86_400_000),
    secondFactorAt,
    ipNetwork: ipNetwork(origin.ip),
    ...describeUserAgent(origin.userAgent),
  });
  return token;
}

/** The account a user lands in after sign-in: their own top-level business first. */
/** A person as the audit log names them. */
export const userActor = (user: { publicId: string; email: string }): AuditActor => ({
  kind: 'user',
  id: user.publicId,
  label: user.email,
});

/**
 * An action on a login itself (a password reset) concerns every business it opens: it is
 * recorded in the log of each of its accounts.
 */
export async function auditInAccountsOf(
  tx: Queryable,
  user: { id: string; email: string },
  entry: AuditEntryInput,
  origin: AuditOrigin,
): Promise<void> {
  const rows = await tx
    .select({ accountId: memberships.accountId, publicId: users.publicId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.userId, user.id));
  // A login in no account any more has no log to write to.
  if (rows.length === 0) nothingToAudit(origin);
  for (const row of rows)
    await audit(
      tx,
      { accountId: row.accountId, actor: userActor({ ...user, ...row }), origin },
      entry,
    );
}

export async function defaultAccountId(db: Queryable, userId: string): Promise<string | null> {
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

export function createAuthService({ db, sessionTtlDays, appUrl, webauthn }: AuthServiceDeps) {
  const passkeyChecks = createWebAuthn(db, webauthn);
  /**
   * `attempt` is told the verdict on the password, for the sign-in limits. A login with a second
   * factor gets the challenge of the second step instead of a session; its attempt is then given
   * back without clearing the limits (`abandon`): only the second step's verdict counts, so
   * a right password never wipes out the count of wrong codes (docs/two-factor.md#signing-in).
   */
  async function login(
    email: string,
    password: string,
    attempt: Pick<SignInAttempt, 'succeeded' | 'failed' | 'abandon'>,
    origin: AuditOrigin,
  ): Promise<AuthResponse | SecondFactorChallengeResponse> {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    // Before the password is checked: a refused password says nothing about whether it was right.
    await refuseWhenSsoOnly(db, email, user?.id ?? null);
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      await attempt.failed();
      // A wrong password for a known login goes to the log of the account it would open; an
      // unknown email has no account to be recorded in (docs/audit-log.md#what-is-recorded).
      const failedIn = user ? await defaultAccountId(db, user.id) : null;
      if (user && failedIn)
        await audit(
          db,
          { accountId: failedIn, actor: userActor(user), origin },
          { action: 'sign_in.failed' },
        );
      throw unauthorized('Invalid email or password.').coded('auth.invalid_credentials');
    }
    const accountId = await defaultAccountId(db, user.id);
    if (!accountId) {
      await attempt.succeeded();
      throw forbidden('This login is not a member of any account.').coded('auth.no_membership');
    }
    const factors = await factorsOf(db, user.id);
    if (hasAnyFactor(factors)) {
      await attempt.abandon();
      return db.transaction(async (tx) => {
        const step = await openChallenge(tx, passkeyChecks, user.id, accountId, factors);
        await audit(
          tx,
          { accountId, actor: userActor(user), origin },
          { action: 'sign_in.second_factor_required' },
        );
        return step;
      });
    }
    await attempt.succeeded();
    const ctx = (await loadAccountContext(db, user.id, { id: accountId }))!;
    const token = await db.transaction(async (tx) => {
      const opened = await openSession(tx, user.id, accountId, sessionTtlDays, origin);
      await audit(
        tx,
        { accountId, actor: userActor(user), origin },
        { action: 'sign_in.succeeded' },
      );
      return opened;
    });
    return buildAuthPayload(db, user, ctx, token);
  }

  async function register(input: RegisterRequest, origin: AuditOrigin): Promise<AuthResponse> {
    const [plan] = await db.select().from(plans).where(eq(plans.key, input.plan));
    if (!plan) throw invalidFields(['plan: Choose one of the offered plans']);
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
        const accountId = await createBusiness(
          tx,
          user!.id,
          input.business_name,
          plan,
          input.language,
        );
        const ctx = (await loadAccountContext(tx, user!.id, { id: accountId }))!;
        const token = await openSession(tx, user!.id, accountId, sessionTtlDays, origin);
        return buildAuthPayload(tx, user!, ctx, token);
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict('An account with this email already exists. Please login.').coded(
          'auth.email_taken',
        );
      throw err;
    }
  }

  async function profile(auth: AuthSession, ctx: AccountContext): Promise<ProfileResponse> {
    const [payload, gameSettings, [account]] = await Promise.all([
      buildAuthPayload(db, auth.user, ctx, auth.token),
      loadGameSettings(db, ctx.account.id),
      db
        .select({ defaultLanguage: accounts.defaultLanguage })
        .from(accounts)
        .where(eq(accounts.id, ctx.account.id)),
    ]);
    return {
      ...payload,
      game_settings: gameSettings,
      default_language: account?.defaultLanguage ?? DEFAULT_LANGUAGE,
    };
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
      if (!exists)
        throw notFound('Account not found.').coded('resource.not_found', { resource: 'account' });
      throw forbidden('You do not have access to this account.').coded('access.account');
    }
    await db
      .update(sessions)
      .set({ currentAccountId: ctx.account.id })
      .where(eq(sessions.id, auth.sessionId));
    const payload = await buildAuthPayload(db, auth.user, ctx, auth.token);
    return { ...payload, message: sentence(`Switched to ${ctx.account.businessName}`) };
  }

  async function requestPasswordReset(email: string, origin: AuditOrigin): Promise<void> {
    const [user] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, email));
    if (!user) return;
    const token = newSecretToken();
    const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await db.transaction(async (tx) => {
      await auditInAccountsOf(tx, user, { action: 'password.reset_requested' }, origin);
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

  async function resetPassword(
    token: string,
    password: string,
    origin: AuditOrigin,
  ): Promise<void> {
    const invalidLink = () =>
      badRequest('This reset link is invalid or has expired. Please ask for a new one.').coded(
        'auth.reset_link_invalid',
      );
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
      // The link came from the login's mailbox: its email is now confirmed, and a social sign-in
      // with it may be linked (docs/product-rules.md#social-sign-in).
      await tx
        .update(users)
        .set({ passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
        .where(eq(users.id, reset.userId));
      // Whoever knew the old password is signed out everywhere.
      await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
      await auditInAccountsOf(
        tx,
        { id: reset.userId, email: pending.email },
        { action: 'password.reset' },
        origin,
      );
      return true;
    });
    if (!done) throw invalidLink();
  }

  async function logout(sessionId: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  /** A person's own settings (the console's language), changed where sent. */
  async function updateUserSettings(
    userId: string,
    input: UpdateUserSettingsRequest,
  ): Promise<UserSettings> {
    const [row] =
      input.language === undefined
        ? await db.select({ language: users.language }).from(users).where(eq(users.id, userId))
        : await db
            .update(users)
            .set({ language: input.language })
            .where(eq(users.id, userId))
            .returning({ language: users.language });
    return { language: row!.language };
  }

  return {
    login,
    register,
    logout,
    profile,
    changeLogin,
    requestPasswordReset,
    resetPassword,
    updateUserSettings,
  };
}
