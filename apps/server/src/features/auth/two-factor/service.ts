/**
 * Second factors (docs/two-factor.md): setting up an authenticator app (TOTP) and passkeys,
 * recovery codes, the sign-in's second step, passwordless sign-in with a passkey, the "fresh
 * second factor" that removing a factor needs, and the owner's requirement for the business.
 * Every change is recorded in the audit log of each account of the login, and mailed to it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type {
  AuthResponse,
  ConsoleLanguage,
  Passkey as PasskeyView,
  PasskeyAssertion,
  RegisterPasskeyRequest,
  SecondFactorMethod,
  TwoFactorStatusResponse,
} from '@playdesk/contract';
import type { Config } from '../../../config.js';
import {
  audit,
  nothingToAudit,
  type AuditEntryInput,
  type AuditOrigin,
} from '../../../db/audit-log.js';
import type { Database, Queryable } from '../../../db/client.js';
import { newPublicId } from '../../../db/ids.js';
import {
  accounts,
  passkeys,
  recoveryCodes,
  sessions,
  signInChallenges,
  userTotp,
  users,
} from '../../../db/schema.js';
import type { AuthSession } from '../../../http/auth.js';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  unauthorized,
} from '../../../http/errors.js';
import {
  hasSecondFactor,
  loadAccountContext,
  needsTwoFactorSetup,
  type AccountContext,
} from '../../../http/tenancy.js';
import { createSecretBox } from '../../../lib/secret-box.js';
import { hashToken } from '../../../lib/tokens.js';
import { enqueue } from '../../../outbox/outbox.js';
import {
  auditInAccountsOf,
  buildAuthPayload,
  defaultAccountId,
  openSession,
  userActor,
} from '../service.js';
import type { SignInLimits } from '../sign-in-limits.js';
import { assertFactorNotLastForSsoOwner } from '../sso/enforcement.js';
import { factorsOf, hasAnyFactor, MAX_WRONG_ATTEMPTS } from './challenge.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { newTotpSecret, totpUri, verifyTotp } from './totp.js';
import { createWebAuthn, passkeyRefused } from './webauthn.js';

/** How long after proving a second factor a session may remove one without proving it again. */
export const FRESH_FACTOR_MINUTES = 10;

/** One proof of a second factor, as the requests carry it. */
export interface Proof {
  code?: string | undefined;
  recovery_code?: string | undefined;
  passkey?: PasskeyAssertion | undefined;
}

const methodOf = (proof: Proof): SecondFactorMethod =>
  proof.code !== undefined
    ? 'totp'
    : proof.recovery_code !== undefined
      ? 'recovery_code'
      : 'passkey';

export const challengeInvalid = () =>
  unauthorized('This sign-in has expired or was already used. Please sign in again.').coded(
    'auth.challenge_invalid',
  );

export const secondFactorInvalid = () =>
  unauthorized('This code is not valid. Check it and try again.').coded(
    'auth.second_factor_invalid',
  );

export const reauthenticationRequired = () =>
  forbidden(
    `Confirm it is you: prove a second factor again (POST auth/reauthenticate) within the last ${FRESH_FACTOR_MINUTES} minutes.`,
  ).coded('auth.reauthentication_required');

/** The emails a login gets about its factors, in its console language (English by default). */
const MAILS = {
  recovery_code_used: {
    en: (left: number) => ({
      subject: 'A recovery code was used to sign in to Playdesk',
      text: `One of your Playdesk recovery codes was just used to sign in. ${left} unused code(s) remain.\n\nIf it was not you, reset your password now and remove your second factors from the Security page.`,
    }),
    fr: (left: number) => ({
      subject: 'Un code de secours a servi à se connecter à Playdesk',
      text: `Un de vos codes de secours Playdesk vient de servir à vous connecter. Il vous en reste ${left}.\n\nSi ce n’était pas vous, changez votre mot de passe tout de suite et retirez vos seconds facteurs depuis la page Sécurité.`,
    }),
  },
  factor_added: {
    en: (what: string) => ({
      subject: 'A second factor was added to your Playdesk login',
      text: `${what} was added to your Playdesk login as a second factor.\n\nIf it was not you, reset your password now and remove it from the Security page.`,
    }),
    fr: (what: string) => ({
      subject: 'Un second facteur a été ajouté à votre compte Playdesk',
      text: `${what} a été ajouté comme second facteur à votre compte Playdesk.\n\nSi ce n’était pas vous, changez votre mot de passe tout de suite et retirez-le depuis la page Sécurité.`,
    }),
  },
  factor_removed: {
    en: (what: string) => ({
      subject: 'A second factor was removed from your Playdesk login',
      text: `${what} was removed from your Playdesk login.\n\nIf it was not you, reset your password now.`,
    }),
    fr: (what: string) => ({
      subject: 'Un second facteur a été retiré de votre compte Playdesk',
      text: `${what} a été retiré de votre compte Playdesk.\n\nSi ce n’était pas vous, changez votre mot de passe tout de suite.`,
    }),
  },
} as const;

const FACTOR_NAMES = {
  totp: { en: 'An authenticator app', fr: 'Une application d’authentification' },
  passkey: {
    en: (name: string) => `The passkey "${name}"`,
    fr: (name: string) => `La clé d’accès « ${name} »`,
  },
};

type Mailer = { id: string; email: string; language: ConsoleLanguage | null };

async function mail(
  tx: Queryable,
  user: Mailer,
  build: (lang: ConsoleLanguage) => { subject: string; text: string },
) {
  const { subject, text } = build(user.language ?? 'en');
  await enqueue(tx, { kind: 'email', payload: { to: user.email, subject, text } });
}

const isFresh = (at: Date | null | undefined) =>
  at != null && Date.now() - at.getTime() < FRESH_FACTOR_MINUTES * 60_000;

const freshUntil = (at: Date | null | undefined) =>
  isFresh(at) ? new Date(at!.getTime() + FRESH_FACTOR_MINUTES * 60_000).toISOString() : null;

const passkeyView = (key: typeof passkeys.$inferSelect): PasskeyView => ({
  id: key.publicId,
  name: key.name,
  created_at: key.createdAt.toISOString(),
  last_used_at: key.lastUsedAt?.toISOString() ?? null,
});

interface Deps {
  db: Database;
  config: Pick<Config, 'webauthn' | 'secretsKey' | 'sessionTtlDays'>;
  signInLimits: SignInLimits;
}

export function createTwoFactorService({ db, config, signInLimits }: Deps) {
  const webauthn = createWebAuthn(db, config.webauthn);
  const box = config.secretsKey ? createSecretBox(config.secretsKey) : null;
  const sealer = () => {
    if (!box)
      throw new HttpError(
        503,
        'Authenticator apps are not available: the server has no SECRETS_KEY. Use a passkey instead.',
      );
    return box;
  };

  async function loadUser(userId: string) {
    const [user] = await db
      .select({
        id: users.id,
        publicId: users.publicId,
        email: users.email,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw unauthorized();
    return user;
  }

  // ---- Proofs ----

  /** A code of the login's app, later than the last one accepted; records its step. */
  async function proveTotp(userId: string, code: string): Promise<boolean> {
    const [row] = await db
      .select()
      .from(userTotp)
      .where(and(eq(userTotp.userId, userId)));
    if (!row?.enabledAt) return false;
    const step = verifyTotp(sealer().open(row.secretSealed), code, row.lastUsedStep);
    if (step === null) return false;
    // Of two calls with the same code at once, only one moves the step on.
    const [taken] = await db
      .update(userTotp)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(userTotp.userId, userId),
          row.lastUsedStep === null
            ? isNull(userTotp.lastUsedStep)
            : eq(userTotp.lastUsedStep, row.lastUsedStep),
        ),
      )
      .returning({ step: userTotp.lastUsedStep });
    return taken !== undefined;
  }

  /** An unused recovery code of the login: spends it, records it and mails the login. */
  async function proveRecoveryCode(
    user: Mailer,
    code: string,
    origin: AuditOrigin,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [spent] = await tx
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.userId, user.id),
            eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      if (!spent) return false;
      const left = await tx
        .select({ id: recoveryCodes.id })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
      await auditInAccountsOf(
        tx,
        user,
        { action: 'two_factor.recovery_code_used', after: { left: left.length } },
        origin,
      );
      await mail(tx, user, (lang) => MAILS.recovery_code_used[lang](left.length));
      return true;
    });
  }

  /** Checks one proof of `user`; `passkeyChallenge`: the WebAuthn challenge it must sign. */
  async function prove(
    user: Mailer,
    proof: Proof,
    passkeyChallenge: string | null,
    origin: AuditOrigin,
  ): Promise<boolean> {
    if (proof.code !== undefined) return proveTotp(user.id, proof.code);
    if (proof.recovery_code !== undefined)
      return proveRecoveryCode(user, proof.recovery_code, origin);
    if (proof.passkey !== undefined) {
      if (passkeyChallenge === null) return false;
      const key = await webauthn.verifyAssertion(proof.passkey, passkeyChallenge, {
        userId: user.id,
        requireUserVerification: false,
      });
      return key !== null;
    }
    return false;
  }

  // ---- Signing in ----

  /** Opens the session of a finished sign-in and records it. */
  async function signedIn(
    user: Mailer & { publicId: string },
    accountId: string,
    method: SecondFactorMethod,
    origin: AuditOrigin,
  ): Promise<AuthResponse> {
    const ctx = await loadAccountContext(db, user.id, { id: accountId });
    if (!ctx)
      throw forbidden('This login is not a member of any account.').coded('auth.no_membership');
    const token = await db.transaction(async (tx) => {
      const opened = await openSession(
        tx,
        user.id,
        accountId,
        config.sessionTtlDays,
        origin,
        new Date(),
      );
      await audit(
        tx,
        { accountId, actor: userActor(user), origin },
        { action: 'sign_in.succeeded', after: { second_factor: method } },
      );
      return opened;
    });
    return buildAuthPayload(db, user, ctx, token);
  }

  /** `POST login/second-factor`: the second step of a sign-in. */
  async function completeSignIn(
    challenge: string,
    proof: Proof,
    origin: AuditOrigin,
  ): Promise<AuthResponse> {
    const challengeHash = hashToken(challenge);
    const [row] = await db
      .select({
        accountId: signInChallenges.accountId,
        webauthnChallenge: signInChallenges.webauthnChallenge,
        expiresAt: signInChallenges.expiresAt,
        userId: signInChallenges.userId,
      })
      .from(signInChallenges)
      .where(eq(signInChallenges.challengeHash, challengeHash));
    if (!row || row.expiresAt.getTime() <= Date.now()) throw challengeInvalid();
    const user = await loadUser(row.userId);
    const attempt = await signInLimits.begin(origin.ip, user.email);
    try {
      const method = methodOf(proof);
      if (!(await prove(user, proof, row.webauthnChallenge, origin))) {
        await attempt.failed();
        const [counted] = await db
          .update(signInChallenges)
          .set({ wrongAttempts: sql`${signInChallenges.wrongAttempts} + 1` })
          .where(eq(signInChallenges.challengeHash, challengeHash))
          .returning({ wrong: signInChallenges.wrongAttempts });
        if (counted && counted.wrong >= MAX_WRONG_ATTEMPTS)
          await db
            .delete(signInChallenges)
            .where(eq(signInChallenges.challengeHash, challengeHash));
        await audit(
          db,
          { accountId: row.accountId, actor: userActor(user), origin },
          { action: 'sign_in.second_factor_failed', after: { method } },
        );
        throw method === 'passkey' ? passkeyRefused() : secondFactorInvalid();
      }
      // Used once: of two right answers at once, one signs in.
      const [taken] = await db
        .delete(signInChallenges)
        .where(eq(signInChallenges.challengeHash, challengeHash))
        .returning({ userId: signInChallenges.userId });
      if (!taken) throw challengeInvalid();
      await attempt.succeeded();
      return await signedIn(user, row.accountId, method, origin);
    } finally {
      await attempt.abandon();
    }
  }

  /** `POST auth/passkey-login`: a discoverable passkey, with user verification, signs in alone. */
  async function passkeyLogin(
    response: PasskeyAssertion,
    origin: AuditOrigin,
  ): Promise<AuthResponse> {
    const key = await webauthn.verifyLogin(response);
    if (!key) throw passkeyRefused();
    const user = await loadUser(key.userId);
    const accountId = await defaultAccountId(db, user.id);
    if (!accountId)
      throw forbidden('This login is not a member of any account.').coded('auth.no_membership');
    return signedIn(user, accountId, 'passkey', origin);
  }

  // ---- The fresh second factor ----

  async function assertFresh(auth: AuthSession): Promise<void> {
    if (!isFresh(auth.secondFactorAt)) throw reauthenticationRequired();
  }

  /** `POST auth/reauthenticate`: proves a factor again for this session. */
  async function reauthenticate(auth: AuthSession, proof: Proof, origin: AuditOrigin) {
    const user = await loadUser(auth.user.id);
    const factors = await factorsOf(db, user.id);
    if (!hasAnyFactor(factors))
      throw badRequest('You have no second factor to prove.').coded('two_factor.setup_missing');
    const attempt = await signInLimits.begin(origin.ip, user.email);
    try {
      let ok: boolean;
      if (proof.passkey !== undefined) {
        ok = (await webauthn.verifyReauthentication(user.id, proof.passkey)) !== null;
      } else {
        ok = await prove(user, proof, null, origin);
      }
      if (!ok) {
        await attempt.failed();
        throw proof.passkey !== undefined ? passkeyRefused() : secondFactorInvalid();
      }
      await attempt.succeeded();
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ secondFactorAt: now })
          .where(eq(sessions.id, auth.sessionId));
        await auditInAccountsOf(
          tx,
          user,
          { action: 'sign_in.reauthenticated', after: { method: methodOf(proof) } },
          origin,
        );
      });
      return { fresh_until: freshUntil(now)! };
    } finally {
      await attempt.abandon();
    }
  }

  async function reauthenticationOptions(auth: AuthSession) {
    const keys = await db.select().from(passkeys).where(eq(passkeys.userId, auth.user.id));
    if (keys.length === 0) throw notFound('You have no passkey.');
    return webauthn.reauthenticationOptions(auth.user.id, keys);
  }

  // ---- Status ----

  async function status(auth: AuthSession): Promise<TwoFactorStatusResponse> {
    const factors = await factorsOf(db, auth.user.id);
    const ctx = await loadAccountContext(db, auth.user.id, { id: auth.currentAccountId });
    return {
      totp: factors.totp,
      passkeys: factors.passkeys.length,
      recovery_codes_left: factors.recoveryCodesLeft,
      setup_required: ctx ? await needsTwoFactorSetup(db, auth.user.id, ctx) : false,
      fresh_until: freshUntil(auth.secondFactorAt),
    };
  }

  // ---- Changing factors ----

  /**
   * Adding a factor beside existing ones needs a fresh second factor: a stolen session must not
   * add its own way in. The first factor needs none (docs/two-factor.md#fresh-second-factor).
   */
  async function assertMayAdd(auth: AuthSession): Promise<void> {
    if (await hasSecondFactor(db, auth.user.id)) await assertFresh(auth);
  }

  /** A new set of recovery codes (the old ones stop working); the codes, shown once. */
  async function replaceRecoveryCodes(tx: Queryable, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
    return codes;
  }

  /** A factor added: recorded in every account of the login, and mailed. */
  async function recordChange(
    tx: Queryable,
    user: Mailer,
    origin: AuditOrigin,
    entry: AuditEntryInput,
    mailOf: (lang: ConsoleLanguage) => { subject: string; text: string },
  ) {
    await auditInAccountsOf(tx, user, entry, origin);
    await mail(tx, user, mailOf);
  }

  async function setupTotp(auth: AuthSession) {
    const [existing] = await db
      .select({ enabledAt: userTotp.enabledAt })
      .from(userTotp)
      .where(eq(userTotp.userId, auth.user.id));
    if (existing?.enabledAt)
      throw conflict('An authenticator app is already set up. Remove it first.').coded(
        'two_factor.already_enabled',
      );
    const secret = newTotpSecret();
    const sealed = sealer().seal(secret);
    await db
      .insert(userTotp)
      .values({ userId: auth.user.id, secretSealed: sealed })
      .onConflictDoUpdate({
        target: userTotp.userId,
        set: { secretSealed: sealed, lastUsedStep: null, createdAt: new Date() },
      });
    const otpauthUrl = totpUri(secret, auth.user.email);
    const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
    return {
      secret,
      otpauth_url: otpauthUrl,
      qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  async function enableTotp(auth: AuthSession, code: string, origin: AuditOrigin) {
    await assertMayAdd(auth);
    const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, auth.user.id));
    if (!row)
      throw badRequest('Start the set-up first (POST auth/totp/setup).').coded(
        'two_factor.setup_missing',
      );
    if (row.enabledAt)
      throw conflict('An authenticator app is already set up. Remove it first.').coded(
        'two_factor.already_enabled',
      );
    const step = verifyTotp(sealer().open(row.secretSealed), code, row.lastUsedStep);
    if (step === null) throw secondFactorInvalid();
    const user = await loadUser(auth.user.id);
    return db.transaction(async (tx) => {
      const [enabled] = await tx
        .update(userTotp)
        .set({ enabledAt: new Date(), lastUsedStep: step })
        .where(and(eq(userTotp.userId, user.id), isNull(userTotp.enabledAt)))
        .returning({ userId: userTotp.userId });
      if (!enabled)
        throw conflict('An authenticator app is already set up.').coded(
          'two_factor.already_enabled',
        );
      const codes = await replaceRecoveryCodes(tx, user.id);
      // The code just typed is a fresh second factor for this session.
      await tx
        .update(sessions)
        .set({ secondFactorAt: new Date() })
        .where(eq(sessions.id, auth.sessionId));
      await recordChange(tx, user, origin, { action: 'two_factor.totp_enabled' }, (lang) =>
        MAILS.factor_added[lang](FACTOR_NAMES.totp[lang]),
      );
      return { recovery_codes: codes };
    });
  }

  /** After the last factor goes, the recovery codes go too (they would be a factor alone). */
  async function dropCodesIfLast(tx: Queryable, userId: string) {
    if (!(await hasSecondFactor(tx, userId)))
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  }

  async function removeTotp(auth: AuthSession, origin: AuditOrigin) {
    await assertFresh(auth);
    const user = await loadUser(auth.user.id);
    await db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(userTotp)
        .where(eq(userTotp.userId, user.id))
        .returning({ enabledAt: userTotp.enabledAt });
      if (!gone?.enabledAt) {
        nothingToAudit(origin);
        return;
      }
      await assertFactorNotLastForSsoOwner(tx, user.id);
      await dropCodesIfLast(tx, user.id);
      await recordChange(tx, user, origin, { action: 'two_factor.totp_removed' }, (lang) =>
        MAILS.factor_removed[lang](FACTOR_NAMES.totp[lang]),
      );
    });
  }

  async function passkeyOptions(auth: AuthSession) {
    await assertMayAdd(auth);
    const keys = await db.select().from(passkeys).where(eq(passkeys.userId, auth.user.id));
    return webauthn.registrationOptions(auth.user, keys);
  }

  async function registerPasskey(
    auth: AuthSession,
    body: RegisterPasskeyRequest,
    origin: AuditOrigin,
  ) {
    await assertMayAdd(auth);
    const verified = await webauthn.verifyRegistration(auth.user.id, body.response);
    if (!verified)
      throw badRequest('This passkey could not be added. Please try again.').coded(
        'auth.passkey_invalid',
      );
    const user = await loadUser(auth.user.id);
    return db.transaction(async (tx) => {
      const first = !(await hasSecondFactor(tx, user.id));
      const existing = await tx
        .select({ id: passkeys.id })
        .from(passkeys)
        .where(eq(passkeys.userId, user.id));
      const name = body.name?.trim() || `Passkey ${existing.length + 1}`;
      const [key] = await tx
        .insert(passkeys)
        .values({
          publicId: newPublicId(),
          userId: user.id,
          credentialId: verified.credentialId,
          publicKey: verified.publicKey,
          signCount: verified.signCount,
          transports: verified.transports,
          name,
        })
        .onConflictDoNothing()
        .returning();
      if (!key) throw conflict('This passkey is already registered.');
      const codes = first ? await replaceRecoveryCodes(tx, user.id) : null;
      await tx
        .update(sessions)
        .set({ secondFactorAt: new Date() })
        .where(eq(sessions.id, auth.sessionId));
      await recordChange(
        tx,
        user,
        origin,
        {
          action: 'two_factor.passkey_added',
          target: { type: 'passkey', id: key.publicId },
          after: { name },
        },
        (lang) => MAILS.factor_added[lang](FACTOR_NAMES.passkey[lang](name)),
      );
      return { passkey: passkeyView(key), ...(codes ? { recovery_codes: codes } : {}) };
    });
  }

  async function listPasskeys(auth: AuthSession) {
    const keys = await db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, auth.user.id))
      .orderBy(passkeys.createdAt);
    return { data: keys.map(passkeyView) };
  }

  async function removePasskey(auth: AuthSession, publicId: string, origin: AuditOrigin) {
    const [key] = await db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.publicId, publicId), eq(passkeys.userId, auth.user.id)));
    if (!key)
      throw notFound('Passkey not found.').coded('resource.not_found', { resource: 'passkey' });
    await assertFresh(auth);
    const user = await loadUser(auth.user.id);
    await db.transaction(async (tx) => {
      const [gone] = await tx.delete(passkeys).where(eq(passkeys.id, key.id)).returning();
      if (!gone) {
        nothingToAudit(origin);
        return;
      }
      await assertFactorNotLastForSsoOwner(tx, user.id);
      await dropCodesIfLast(tx, user.id);
      await recordChange(
        tx,
        user,
        origin,
        {
          action: 'two_factor.passkey_removed',
          target: { type: 'passkey', id: key.publicId },
          before: { name: key.name },
        },
        (lang) => MAILS.factor_removed[lang](FACTOR_NAMES.passkey[lang](key.name)),
      );
    });
  }

  // ---- The business's requirement ----

  function assertTopOwner(ctx: AccountContext) {
    if (ctx.type !== 'account')
      throw forbidden('Only the owner of the business can change this.').coded('access.owner_only');
  }

  async function policy(ctx: AccountContext) {
    assertTopOwner(ctx);
    return { required: ctx.requireTwoFactor };
  }

  async function setPolicy(
    auth: AuthSession,
    ctx: AccountContext,
    required: boolean,
    origin: AuditOrigin,
  ) {
    assertTopOwner(ctx);
    if (required && !(await hasSecondFactor(db, auth.user.id)))
      throw conflict(
        'Add a second factor to your own login first: the requirement applies to you too.',
      ).coded('two_factor.needs_own_factor');
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ required: accounts.requireTwoFactor })
        .from(accounts)
        .where(eq(accounts.id, ctx.account.id))
        .for('update');
      if (before?.required === required) {
        nothingToAudit(origin);
        return;
      }
      await tx
        .update(accounts)
        .set({ requireTwoFactor: required })
        .where(eq(accounts.id, ctx.account.id));
      await audit(
        tx,
        { accountId: ctx.account.id, actor: userActor(auth.user), origin },
        {
          action: 'two_factor.requirement_changed',
          before: { required: before?.required ?? false },
          after: { required },
        },
      );
    });
    return { required };
  }

  return {
    completeSignIn,
    passkeyLogin,
    passkeyLoginOptions: () => webauthn.loginOptions(),
    reauthenticate,
    reauthenticationOptions,
    status,
    setupTotp,
    enableTotp,
    removeTotp,
    passkeyOptions,
    registerPasskey,
    listPasskeys,
    removePasskey,
    policy,
    setPolicy,
  };
}
