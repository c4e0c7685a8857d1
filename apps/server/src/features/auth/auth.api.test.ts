import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AuthResponse, ProfileResponse, RegisterResponse } from '@playdesk/contract';
import { passwordResets } from '../../db/schema.js';
import { queuedEmails } from '../../outbox/outbox.js';
import { fileTestContext } from '../../test/harness.js';
import { FORGOT_PASSWORD_MESSAGE } from './routes.js';

const t = await fileTestContext();

const USER_KEYS = [
  'account_plan',
  'current_account',
  'email',
  'language',
  'plan',
  'public_id',
  'related_accounts',
  'token',
  'type',
].sort();

describe('POST login', () => {
  it('signs in the owner with the documented user payload, without access_modules', async () => {
    const res = await t.api('POST', 'login', {
      body: { email: 'owner@playdesk.test', password: 'playdesk-demo' },
    });
    expect(res.statusCode).toBe(200);
    const body = AuthResponse.parse(res.json());
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    expect(body.user.type).toBe('account');
    expect(body.user.current_account.business_name).toBe('Demo Coffee Co.');
    expect(body.user.related_accounts.map((a) => a.business_name)).toEqual([
      'Demo Coffee Downtown',
    ]);
    expect(body.user.plan).toEqual({ sub_accounts: 3, crm: true });
    expect(body.user.account_plan).toEqual({ status: 'paid', monthly_total_impressions: 25000 });
    expect(res.json()).not.toHaveProperty('access_modules');
    expect(body.limits.impressions_used).toBe(0);
  });

  it('gives a team member type user and their access modules only', async () => {
    const { body } = await t.login('member@playdesk.test');
    const parsed = AuthResponse.parse(body);
    expect(parsed.user.type).toBe('user');
    expect(parsed.access_modules).toMatchObject({
      games: true,
      rewards: true,
      full: false,
      teams: false,
      pwa: false,
    });
  });

  it('reports pending payment for the pending studio', async () => {
    const { body } = await t.login('pending@playdesk.test');
    expect(AuthResponse.parse(body).user.account_plan.status).toBe('pending_payment');
  });

  it('accepts the email in any case and with spaces', async () => {
    const res = await t.api('POST', 'login', {
      body: { email: '  OWNER@Playdesk.test ', password: 'playdesk-demo' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const wrong = await t.api('POST', 'login', {
      body: { email: 'owner@playdesk.test', password: 'nope-nope' },
    });
    const unknown = await t.api('POST', 'login', {
      body: { email: 'nobody@playdesk.test', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: 'Invalid email or password.',
      code: 'auth.invalid_credentials',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers bad input with 400 and field messages', async () => {
    const res = await t.api('POST', 'login', { body: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: string[] }>();
    expect(body.message).toBe('The request is not valid.');
    expect(body.errors).toContain('email: Enter a valid email address');
    expect(body.errors.some((e) => e.startsWith('password:'))).toBe(true);
  });
});

describe('sessions', () => {
  it('user-profile returns user, limits and game settings; logout revokes the token', async () => {
    const { token, account } = await t.login('owner@playdesk.test');
    const profile = await t.api('GET', 'user-profile', { token, account });
    expect(profile.statusCode).toBe(200);
    const body = ProfileResponse.parse(profile.json());
    expect(body.user.token).toBe(token);
    expect(body.game_settings.popup_texts).toEqual({ fail: 'Game over', win: 'Congratulations.' });

    const out = await t.api('GET', 'logout', { token });
    expect(out.statusCode).toBe(200);
    const after = await t.api('GET', 'user-profile', { token, account });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toHaveProperty('message');
  });

  it('refuses missing, malformed and unknown tokens with 401', async () => {
    expect((await t.api('GET', 'user-profile')).statusCode).toBe(401);
    expect(
      (await t.api('GET', 'user-profile', { headers: { authorization: 'Basic abc' } })).statusCode,
    ).toBe(401);
    expect((await t.api('GET', 'user-profile', { token: 'x'.repeat(43) })).statusCode).toBe(401);
  });
});

describe('POST change-login', () => {
  it('switches the owner to the child account, where they are type child_account', async () => {
    const { token, body } = await t.login('owner@playdesk.test');
    const child = body.user.related_accounts[0]!.public_id;
    const res = await t.api('POST', `change-login/${child}`, { token });
    expect(res.statusCode).toBe(200);
    const switched = res.json<{
      user: { type: string; current_account: { business_name: string } };
      message: string;
    }>();
    expect(switched.user.type).toBe('child_account');
    expect(switched.user.current_account.business_name).toBe('Demo Coffee Downtown');
    expect(switched.message).toBe('Switched to Demo Coffee Downtown.');
    // The session now defaults to the child account.
    const profile = await t.api('GET', 'user-profile', { token });
    expect(
      profile.json<{ user: { current_account: { public_id: string } } }>().user.current_account
        .public_id,
    ).toBe(child);
  });

  it('refuses an account of another business (403) and an unknown one (404)', async () => {
    const owner = await t.login('owner@playdesk.test');
    const other = await t.login('other@playdesk.test');
    const foreign = await t.api('POST', `change-login/${other.account}`, { token: owner.token });
    expect(foreign.statusCode).toBe(403);
    const unknown = await t.api('POST', 'change-login/doesnotexist', { token: owner.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Account not found.',
      code: 'resource.not_found',
      params: { resource: 'account' },
    });
  });
});

describe('POST register', () => {
  it('creates a free business that is active at once', async () => {
    const res = await t.api('POST', 'register', {
      body: {
        business_name: 'Tea House',
        email: 'tea@example.com',
        password: 'long-enough-1',
        plan: 'free',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = RegisterResponse.parse(res.json());
    expect(body.user.type).toBe('account');
    expect(body.user.account_plan.status).toBe('paid');
    expect(res.json()).not.toHaveProperty('access_modules');
    const profile = await t.api('GET', 'user-profile', { token: body.user.token });
    expect(profile.statusCode).toBe(200);
  });

  it('starts a paid plan as pending_payment', async () => {
    const res = await t.api('POST', 'register', {
      body: {
        business_name: 'Juice Bar',
        email: 'juice@example.com',
        password: 'long-enough-1',
        plan: 'pro',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(
      res.json<{ user: { account_plan: { status: string } } }>().user.account_plan.status,
    ).toBe('pending_payment');
  });

  it('refuses a taken email (409), an unknown plan and a short password (400)', async () => {
    const taken = await t.api('POST', 'register', {
      body: {
        business_name: 'Copy',
        email: 'OWNER@playdesk.test',
        password: 'long-enough-1',
        plan: 'free',
      },
    });
    expect(taken.statusCode).toBe(409);
    const plan = await t.api('POST', 'register', {
      body: {
        business_name: 'Copy',
        email: 'new1@example.com',
        password: 'long-enough-1',
        plan: 'platinum',
      },
    });
    expect(plan.statusCode).toBe(400);
    expect(plan.json<{ errors: string[] }>().errors).toEqual([
      'plan: Choose one of the offered plans',
    ]);
    const short = await t.api('POST', 'register', {
      body: { business_name: 'Copy', email: 'new2@example.com', password: 'short', plan: 'free' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ errors: string[] }>().errors).toEqual([
      'password: Password must be at least 8 characters',
    ]);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the email exists, and only queues mail for real users', async () => {
    const before = (await queuedEmails(t.db)).length;
    const known = await t.api('POST', 'forgot-password', {
      body: { email: 'other@playdesk.test' },
    });
    const unknown = await t.api('POST', 'forgot-password', {
      body: { email: 'ghost@playdesk.test' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    const mails = await queuedEmails(t.db);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.payload).toMatchObject({ to: 'other@playdesk.test' });
    expect(String(mails.at(-1)!.payload.text)).toContain('/reset-password?token=');
  });

  it('resets with the emailed token once, revokes every session, and refuses reuse', async () => {
    const session = await t.login('other@playdesk.test');
    await t.api('POST', 'forgot-password', { body: { email: 'other@playdesk.test' } });
    const mails = await queuedEmails(t.db);
    const text = String(mails.at(-1)!.payload.text);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);

    const reset = await t.api('POST', 'reset-password', {
      body: { token, password: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.api('GET', 'user-profile', { token: session.token })).statusCode).toBe(401);
    expect(
      (
        await t.api('POST', 'login', {
          body: { email: 'other@playdesk.test', password: 'playdesk-demo' },
        })
      ).statusCode,
    ).toBe(401);
    await t.login('other@playdesk.test', 'brand-new-pass');

    const again = await t.api('POST', 'reset-password', {
      body: { token, password: 'another-pass-1' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toMatch(/invalid or has expired/);
  });

  it('refuses an expired token', async () => {
    await t.api('POST', 'forgot-password', { body: { email: 'pending@playdesk.test' } });
    const mails = await queuedEmails(t.db);
    const token = decodeURIComponent(
      /token=([^\s]+)/.exec(String(mails.at(-1)!.payload.text))![1]!,
    );
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isNull(passwordResets.usedAt));
    const res = await t.api('POST', 'reset-password', {
      body: { token, password: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET subscription', () => {
  it("tells the owner the business's plan, and switching names the account once", async () => {
    const owner = await t.login('owner@playdesk.test');
    const res = await t.api('GET', 'subscription', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'paid',
      plan: { key: 'pro', name: 'Pro', price_cents: 4900 },
    });
    // A team member needs the subscription module, as in the console (http/modules.api.test.ts).
    const member = await t.login('member@playdesk.test');
    expect((await t.api('GET', 'subscription', member)).statusCode).toBe(403);

    const child = owner.body.user.related_accounts[0]!.public_id;
    await t.api('POST', `change-login/${child}`, { token: owner.token });
    const back = await t.api('POST', `change-login/${owner.account}`, { token: owner.token });
    expect(back.json<{ message: string }>().message).toBe('Switched to Demo Coffee Co.');
  });
});
