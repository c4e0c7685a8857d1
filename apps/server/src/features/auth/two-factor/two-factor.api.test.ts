/**
 * Two-factor sign-in end to end (docs/two-factor.md): the sign-in matrix with and without
 * factors, the challenge's rules, recovery codes, passkeys (a software authenticator made here
 * answers with real WebAuthn data), the fresh second factor that removing one needs, the
 * business's requirement, and the audit entries of each.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthResponse,
  PasskeyListResponse,
  ProfileResponse,
  RegisterPasskeyResponse,
  SecondFactorChallengeResponse,
  TwoFactorStatusResponse,
  type AuditAction,
} from '@playdesk/contract';
import { auditLog, sessions, signInChallenges, users } from '../../../db/schema.js';
import { queuedEmails } from '../../../outbox/outbox.js';
import { createTestContext, fileTestContext, type TestContext } from '../../../test/harness.js';
import { addTotp, freshTotpCode } from '../../../test/two-factor.js';
import { softwareAuthenticator } from '../../../test/webauthn-authenticator.js';
import { totpCode } from './totp.js';

const t = await fileTestContext();
const origin = t.config.webauthn.origins[0]!;

let counter = 0;
const PASSWORD = 'a long and unusual passphrase 42';

/** A new business and its owner, signed in (no factor yet). */
async function newOwner(ctx: TestContext = t) {
  const email = `twofa-${++counter}-${Date.now()}@example.test`;
  const res = await ctx.api('POST', 'register', {
    body: { business_name: `Shop ${counter}`, email, password: PASSWORD, plan: 'free' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const session = await ctx.login(email, PASSWORD);
  return { email, ...session };
}

async function passwordStep(email: string, ctx: TestContext = t) {
  const res = await ctx.api('POST', 'login', { body: { email, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function challengeOf(email: string, ctx: TestContext = t) {
  const res = await passwordStep(email, ctx);
  expect(res.json()).not.toHaveProperty('user');
  return SecondFactorChallengeResponse.parse(res.json());
}

async function auditActions(email: string): Promise<string[]> {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const rows = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.actorId, user!.publicId));
  return rows.map((r) => r.action as AuditAction);
}

/** Adds a passkey to the session's login with a new software authenticator. */
async function addPasskey(token: string, name = 'Laptop') {
  const authenticator = softwareAuthenticator(origin);
  const options = await t.api('POST', 'auth/passkeys/options', { token });
  expect(options.statusCode, options.body).toBe(200);
  const res = await t.api('POST', 'auth/passkeys', {
    token,
    body: { name, response: authenticator.register(options.json()) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { authenticator, body: RegisterPasskeyResponse.parse(res.json()) };
}

describe('signing in with and without a second factor', () => {
  it('gives a login without a factor its token at once', async () => {
    const { email } = await newOwner();
    const body = AuthResponse.parse((await passwordStep(email)).json());
    expect(body.user.token).toBeTruthy();
    expect(body).not.toHaveProperty('two_factor_setup_required');
  });

  it('answers a TOTP login a challenge without a token, and its code finishes the sign-in', async () => {
    const owner = await newOwner();
    const { secret } = await addTotp(t, owner.token);
    const step = await challengeOf(owner.email);
    expect(step.methods).toEqual(['totp', 'recovery_code']);
    expect(step).not.toHaveProperty('passkey_options');
    // Only the challenge's hash is stored.
    const stored = await t.db.select().from(signInChallenges);
    expect(stored.some((row) => row.challengeHash === step.challenge)).toBe(false);
    const res = await t.api('POST', 'login/second-factor', {
      body: { challenge: step.challenge, code: await freshTotpCode(t, owner.email, secret) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = AuthResponse.parse(res.json());
    expect(body.user.email).toBe(owner.email);
    // The new session proved a second factor just now.
    const status = await t.api('GET', 'auth/two-factor', { token: body.user.token });
    expect(TwoFactorStatusResponse.parse(status.json())).toMatchObject({
      totp: true,
      passkeys: 0,
      recovery_codes_left: 10,
    });
    expect(status.json().fresh_until).not.toBeNull();
  });

  it('refuses a wrong code, a reused challenge and an expired one', async () => {
    const owner = await newOwner();
    const { secret } = await addTotp(t, owner.token);
    const step = await challengeOf(owner.email);
    const wrong = await t.api('POST', 'login/second-factor', {
      body: {
        challenge: step.challenge,
        code: '000000' === totpCode(secret) ? '111111' : '000000',
      },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('auth.second_factor_invalid');
    const code = await freshTotpCode(t, owner.email, secret);
    const ok = await t.api('POST', 'login/second-factor', {
      body: { challenge: step.challenge, code },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // Used once.
    const again = await t.api('POST', 'login/second-factor', {
      body: { challenge: step.challenge, code: await freshTotpCode(t, owner.email, secret) },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('auth.challenge_invalid');
    // Expired.
    const late = await challengeOf(owner.email);
    await t.db.update(signInChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.api('POST', 'login/second-factor', {
      body: { challenge: late.challenge, code: await freshTotpCode(t, owner.email, secret) },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('auth.challenge_invalid');
    // A made-up challenge.
    const unknown = await t.api('POST', 'login/second-factor', {
      body: { challenge: 'not-a-challenge', code: '123456' },
    });
    expect(unknown.json().code).toBe('auth.challenge_invalid');
  });

  it('refuses a code used once already, even within its window (replay)', async () => {
    const owner = await newOwner();
    const { secret } = await addTotp(t, owner.token);
    const code = await freshTotpCode(t, owner.email, secret);
    const first = await t.api('POST', 'login/second-factor', {
      body: { challenge: (await challengeOf(owner.email)).challenge, code },
    });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await t.api('POST', 'login/second-factor', {
      body: { challenge: (await challengeOf(owner.email)).challenge, code },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('auth.second_factor_invalid');
  });

  it('drops a challenge after 5 wrong codes', async () => {
    const owner = await newOwner();
    const { secret } = await addTotp(t, owner.token);
    const step = await challengeOf(owner.email);
    const bad = totpCode(secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await t.api('POST', 'login/second-factor', {
        body: { challenge: step.challenge, code: bad },
      });
    const after = await t.api('POST', 'login/second-factor', {
      body: { challenge: step.challenge, code: await freshTotpCode(t, owner.email, secret) },
    });
    expect(after.json().code).toBe('auth.challenge_invalid');
  });

  it('accepts a recovery code once, records it and emails the login', async () => {
    const owner = await newOwner();
    const { recoveryCodes } = await addTotp(t, owner.token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const code = recoveryCodes[3]!;
    const res = await t.api('POST', 'login/second-factor', {
      body: {
        challenge: (await challengeOf(owner.email)).challenge,
        recovery_code: code.toUpperCase(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reused = await t.api('POST', 'login/second-factor', {
      body: { challenge: (await challengeOf(owner.email)).challenge, recovery_code: code },
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('auth.second_factor_invalid');
    const mails = (await queuedEmails(t.db)).filter((m) => m.payload.to === owner.email);
    expect(mails.map((m) => m.payload.subject)).toContain(
      'A recovery code was used to sign in to Playdesk',
    );
    expect(String(mails.at(-1)!.payload.text)).toContain('9 unused code(s) remain');
    expect(await auditActions(owner.email)).toContain('two_factor.recovery_code_used');
  });

  it('accepts a passkey as the second factor', async () => {
    const owner = await newOwner();
    const { authenticator, body } = await addPasskey(owner.token);
    expect(body.recovery_codes).toHaveLength(10);
    const step = await challengeOf(owner.email);
    expect(step.methods).toEqual(['passkey', 'recovery_code']);
    const options = step.passkey_options as { challenge: string; rpId: string };
    expect(options.rpId).toBe(t.config.webauthn.rpId);
    const res = await t.api('POST', 'login/second-factor', {
      body: {
        challenge: step.challenge,
        passkey: authenticator.assert(options, { userVerified: false }),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Another passkey's assertion, or one signing another challenge, is refused.
    const stranger = softwareAuthenticator(origin);
    const next = await challengeOf(owner.email);
    const refused = await t.api('POST', 'login/second-factor', {
      body: { challenge: next.challenge, passkey: stranger.assert(next.passkey_options as never) },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('auth.passkey_invalid');
    const otherChallenge = await t.api('POST', 'login/second-factor', {
      body: {
        challenge: next.challenge,
        passkey: authenticator.assert(next.passkey_options as never, { challenge: 'AAAA' }),
      },
    });
    expect(otherChallenge.statusCode).toBe(401);
  });

  it('signs in with a passkey alone (passwordless), with user verification only', async () => {
    const owner = await newOwner();
    const { authenticator } = await addPasskey(owner.token, 'Phone');
    const options = await t.api('POST', 'auth/passkey-login/options');
    expect(options.statusCode).toBe(200);
    expect(options.json()).not.toHaveProperty('allowCredentials');
    const unverified = await t.api('POST', 'auth/passkey-login', {
      body: { response: authenticator.assert(options.json(), { userVerified: false }) },
    });
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().code).toBe('auth.passkey_invalid');
    const fresh = await t.api('POST', 'auth/passkey-login/options');
    const res = await t.api('POST', 'auth/passkey-login', {
      body: { response: authenticator.assert(fresh.json()) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(AuthResponse.parse(res.json()).user.email).toBe(owner.email);
    // The challenge works once.
    const replay = await t.api('POST', 'auth/passkey-login', {
      body: { response: authenticator.assert(fresh.json()) },
    });
    expect(replay.statusCode).toBe(401);
    const list = PasskeyListResponse.parse(
      (await t.api('GET', 'auth/passkeys', { token: owner.token })).json(),
    );
    expect(list.data).toEqual([expect.objectContaining({ name: 'Phone' })]);
    expect(list.data[0]!.last_used_at).not.toBeNull();
  });
});

describe('accepting an invitation with an existing login', () => {
  it('asks a login with a second factor for it before the session', async () => {
    const person = await newOwner();
    const { secret } = await addTotp(t, person.token);
    const demo = await t.login('owner@playdesk.test');
    const invite = await t.api('POST', 'team-mates/invitations', {
      ...demo,
      body: { email: person.email, modules: ['games'] },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const mail = (await queuedEmails(t.db)).reverse().find((m) => m.payload.to === person.email)!;
    const link = /\/register-team-mate\/([A-Za-z0-9_-]+)/.exec(String(mail.payload.text))![1]!;
    const accepted = await t.api('POST', `invitations/${link}/accept`, {
      body: { password: PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).not.toHaveProperty('user');
    const step = SecondFactorChallengeResponse.parse(accepted.json());
    const done = await t.api('POST', 'login/second-factor', {
      body: { challenge: step.challenge, code: await freshTotpCode(t, person.email, secret) },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(AuthResponse.parse(done.json()).user.current_account.business_name).toBe(
      'Demo Coffee Co.',
    );
  });
});

describe('wrong second factors count towards the sign-in limits', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => strict.close());

  it('answers 429 once the pair used up its wrong answers, at both steps', async () => {
    const owner = await newOwner(strict);
    const { secret } = await addTotp(strict, owner.token);
    const bad = totpCode(secret) === '000000' ? '111111' : '000000';
    const step = await challengeOf(owner.email, strict);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await strict.api('POST', 'login/second-factor', {
        body: { challenge: step.challenge, code: bad },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The right password does not clear the count: the pair waits.
    const password = await strict.api('POST', 'login', {
      body: { email: owner.email, password: PASSWORD },
    });
    expect(password.statusCode).toBe(429);
  });
});

describe('a business that requires two-factor', () => {
  it('leads a member without a factor to set one up, refusing account routes until done', async () => {
    const owner = await newOwner();
    // The owner needs a factor first.
    const early = await t.api('PUT', 'account-settings/two-factor', {
      token: owner.token,
      account: owner.account,
      body: { required: true },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('two_factor.needs_own_factor');
    await addTotp(t, owner.token);
    const on = await t.api('PUT', 'account-settings/two-factor', {
      token: owner.token,
      account: owner.account,
      body: { required: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ required: true });

    // A member joins by invitation.
    const email = `mate-${Date.now()}@example.test`;
    const invite = await t.api('POST', 'team-mates/invitations', {
      token: owner.token,
      account: owner.account,
      body: { email, modules: ['games'] },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const mail = (await queuedEmails(t.db)).reverse().find((m) => m.payload.to === email)!;
    const link = /\/register-team-mate\/([A-Za-z0-9_-]+)/.exec(String(mail.payload.text))![1]!;
    const accepted = await t.api('POST', `invitations/${link}/accept`, {
      body: { name: 'Ana Mate', password: PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().two_factor_setup_required).toBe(true);

    const login = AuthResponse.parse((await passwordStep(email)).json());
    expect(login.two_factor_setup_required).toBe(true);
    const member = { token: login.user.token, account: login.user.current_account.public_id };
    const games = await t.api('GET', 'games', member);
    expect(games.statusCode).toBe(403);
    expect(games.json()).toMatchObject({ code: 'auth.two_factor_setup_required' });
    const profile = await t.api('GET', 'user-profile', member);
    expect(profile.statusCode).toBe(200);
    expect(ProfileResponse.parse(profile.json()).two_factor_setup_required).toBe(true);

    await addTotp(t, member.token);
    expect((await t.api('GET', 'games', member)).statusCode).toBe(200);
    const after = await t.api('GET', 'user-profile', member);
    expect(after.json()).not.toHaveProperty('two_factor_setup_required');
    expect(await auditActions(owner.email)).toContain('two_factor.requirement_changed');
  });

  it('lets only the owner of the business change it', async () => {
    const member = await t.login('member@playdesk.test');
    const res = await t.api('PUT', 'account-settings/two-factor', {
      ...member,
      body: { required: true },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('removing a factor needs a fresh second factor', () => {
  it('refuses a session that has not proved one lately, until it reauthenticates', async () => {
    const owner = await newOwner();
    const { secret } = await addTotp(t, owner.token);
    // Enabling proved the app just now; make the session's proof old.
    const [user] = await t.db.select().from(users).where(eq(users.email, owner.email));
    await t.db
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user!.id));
    const refused = await t.api('DELETE', 'auth/totp', { token: owner.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('auth.reauthentication_required');
    // Adding a second factor beside the first needs one too.
    const addKey = await t.api('POST', 'auth/passkeys/options', { token: owner.token });
    expect(addKey.json().code).toBe('auth.reauthentication_required');

    const wrong = await t.api('POST', 'auth/reauthenticate', {
      token: owner.token,
      body: { code: totpCode(secret) === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    const again = await t.api('POST', 'auth/reauthenticate', {
      token: owner.token,
      body: { code: await freshTotpCode(t, owner.email, secret) },
    });
    expect(again.statusCode, again.body).toBe(200);
    const removed = await t.api('DELETE', 'auth/totp', { token: owner.token });
    expect(removed.statusCode, removed.body).toBe(204);
    // No factor left: the password signs in alone again, and the recovery codes are gone.
    AuthResponse.parse((await passwordStep(owner.email)).json());
    const status = TwoFactorStatusResponse.parse(
      (await t.api('GET', 'auth/two-factor', { token: owner.token })).json(),
    );
    expect(status).toMatchObject({ totp: false, passkeys: 0, recovery_codes_left: 0 });
  });

  it('removes a passkey with a fresh passkey proof', async () => {
    const owner = await newOwner();
    const { authenticator, body } = await addPasskey(owner.token);
    const [user] = await t.db.select().from(users).where(eq(users.email, owner.email));
    await t.db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, user!.id));
    const refused = await t.api('DELETE', `auth/passkeys/${body.passkey.id}`, {
      token: owner.token,
    });
    expect(refused.json().code).toBe('auth.reauthentication_required');
    const options = await t.api('POST', 'auth/reauthenticate/options', { token: owner.token });
    expect(options.statusCode, options.body).toBe(200);
    const proof = await t.api('POST', 'auth/reauthenticate', {
      token: owner.token,
      body: { passkey: authenticator.assert(options.json(), { userVerified: false }) },
    });
    expect(proof.statusCode, proof.body).toBe(200);
    const removed = await t.api('DELETE', `auth/passkeys/${body.passkey.id}`, {
      token: owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const other = await t.api('DELETE', `auth/passkeys/${body.passkey.id}`, { token: owner.token });
    expect(other.statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('records every factor action of a login', async () => {
    const owner = await newOwner();
    const { secret } = await addTotp(t, owner.token);
    await addPasskey(owner.token);
    const step = await challengeOf(owner.email);
    await t.api('POST', 'login/second-factor', {
      body: {
        challenge: step.challenge,
        code: '999999' === totpCode(secret) ? '888888' : '999999',
      },
    });
    await t.api('POST', 'login/second-factor', {
      body: { challenge: step.challenge, code: await freshTotpCode(t, owner.email, secret) },
    });
    await t.api('POST', 'auth/reauthenticate', {
      token: owner.token,
      body: { code: await freshTotpCode(t, owner.email, secret) },
    });
    const list = PasskeyListResponse.parse(
      (await t.api('GET', 'auth/passkeys', { token: owner.token })).json(),
    );
    await t.api('DELETE', `auth/passkeys/${list.data[0]!.id}`, { token: owner.token });
    await t.api('DELETE', 'auth/totp', { token: owner.token });
    const actions = await auditActions(owner.email);
    for (const action of [
      'two_factor.totp_enabled',
      'two_factor.passkey_added',
      'sign_in.second_factor_required',
      'sign_in.second_factor_failed',
      'sign_in.succeeded',
      'sign_in.reauthenticated',
      'two_factor.passkey_removed',
      'two_factor.totp_removed',
    ] satisfies AuditAction[])
      expect(actions, action).toContain(action);
    // Each change is mailed to the login.
    const subjects = (await queuedEmails(t.db))
      .filter((m) => m.payload.to === owner.email)
      .map((m) => m.payload.subject);
    expect(subjects).toContain('A second factor was added to your Playdesk login');
    expect(subjects).toContain('A second factor was removed from your Playdesk login');
    // The sign-in's entry names the factor it used.
    const [user] = await t.db.select().from(users).where(eq(users.email, owner.email));
    const signIns = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user!.publicId), eq(auditLog.action, 'sign_in.succeeded')));
    expect(signIns.map((s) => s.after)).toContainEqual({ second_factor: 'totp' });
  });
});
