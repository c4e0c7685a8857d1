/**
 * Social sign-in end to end (docs/product-rules.md#social-sign-in) against a local OAuth 2 /
 * OpenID Connect provider (oauth2-mock-server) started here: nothing reaches the internet. The
 * test plays the browser: it starts the flow, follows the provider's redirect, and hands the code
 * and state to the API with the cookie the start set.
 */
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ActivityListResponse,
  AuthProvidersResponse,
  AuthResponse,
  SecondFactorChallengeResponse,
  SocialCallbackResponse,
  SocialStartResponse,
} from '@playdesk/contract';
import { oauthIdentities, users } from '../../../db/schema.js';
import { queuedEmails } from '../../../outbox/outbox.js';
import { fileTestContext } from '../../../test/harness.js';
import { addTotp, freshTotpCode } from '../../../test/two-factor.js';
import { invitationForSomeoneElse } from '../invitations.js';
import { FLOW_EXPIRED, unconfirmedLogin } from './service.js';

const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(0, '127.0.0.1');
afterAll(() => provider.stop());
const issuer = provider.issuer.url!;

interface Identity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}
/** Who the provider says is signing in next. */
let identity: Identity = { sub: 'nobody' };
let denyNext = false;
let dropIdToken = false;
provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
  Object.assign(token.payload, identity);
});
provider.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
  // Facebook's Graph API names the subject `id`.
  response.body = { ...identity, id: identity.sub };
});
provider.service.on('beforeResponse', (response: { body: Record<string, unknown> }) => {
  if (dropIdToken) delete response.body.id_token;
});
provider.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
  if (!denyNext) return;
  url.searchParams.delete('code');
  url.searchParams.set('error', 'access_denied');
});
beforeEach(() => {
  denyNext = false;
  dropIdToken = false;
});

const t = await fileTestContext({
  APP_URL: 'https://playdesk.example',
  COOKIE_DOMAIN: 'playdesk.example',
  GOOGLE_CLIENT_ID: 'playdesk-google',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  GOOGLE_ISSUER: issuer,
  LINKEDIN_CLIENT_ID: 'playdesk-linkedin',
  LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
  LINKEDIN_ISSUER: issuer,
  FACEBOOK_CLIENT_ID: 'playdesk-facebook',
  FACEBOOK_CLIENT_SECRET: 'facebook-secret',
  FACEBOOK_AUTHORIZATION_URL: `${issuer}/authorize`,
  FACEBOOK_TOKEN_URL: `${issuer}/token`,
  FACEBOOK_USERINFO_URL: `${issuer}/userinfo`,
  TEAM_INVITES_PER_HOUR: '1000',
});

/** An installation whose provider cannot be reached (nothing listens on port 9). */
const down = await fileTestContext({
  GOOGLE_CLIENT_ID: 'x',
  GOOGLE_CLIENT_SECRET: 'y',
  GOOGLE_ISSUER: 'http://127.0.0.1:9',
});

/** Starts a flow: the provider URL and the browser's cookie. */
async function start(key: string, query = '') {
  const res = await t.api('GET', `auth/${key}/start${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  return {
    url: new URL(SocialStartResponse.parse(res.json()).authorization_url),
    setCookie,
    cookie: setCookie.split(';')[0]!,
  };
}

/** Follows the provider's redirect back to the console's callback page; returns its query. */
async function authorize(url: URL) {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(back.origin + back.pathname).toMatch(/^https:\/\/playdesk\.example\/auth\/callback\//);
  return Object.fromEntries(back.searchParams);
}

async function signIn(key: string, who: Identity, query = '') {
  identity = who;
  const flow = await start(key, query);
  const params = await authorize(flow.url);
  return t.api('POST', `auth/callback/${key}`, { body: params, headers: { cookie: flow.cookie } });
}

describe('social sign-in', () => {
  it('lists the configured providers in button order', async () => {
    const res = await t.api('GET', 'auth/providers');
    expect(AuthProvidersResponse.parse(res.json()).providers).toEqual([
      { key: 'google', name: 'Google' },
      { key: 'facebook', name: 'Facebook' },
      { key: 'linkedin', name: 'LinkedIn' },
    ]);
    expect((await t.api('GET', 'auth/twitter/start')).statusCode).toBe(404);
  });

  it("sends each provider's parameters (docs/product-rules.md#social-sign-in), PKCE, and a nonce where OpenID Connect", async () => {
    const google = (await start('google')).url.searchParams;
    expect(google.get('scope')).toBe('openid email profile');
    expect(google.get('state')).toBeTruthy();
    expect(google.get('nonce')).toBeTruthy();
    expect(google.get('code_challenge_method')).toBe('S256');
    expect(google.get('code_challenge')).toBeTruthy();
    expect(google.get('redirect_uri')).toBe('https://playdesk.example/auth/callback/google');
    const facebook = (await start('facebook')).url.searchParams;
    expect(facebook.get('display')).toBe('popup');
    expect(facebook.get('state')).toBeTruthy();
    expect(facebook.get('nonce')).toBeNull();
    const linkedin = (await start('linkedin')).url.searchParams;
    expect(linkedin.get('scope')).toBe('openid profile email');
  });

  it('sets the flow cookie on the cookie domain, path /, Secure and HttpOnly', async () => {
    const { setCookie } = await start('google');
    expect(setCookie).toMatch(/^playdesk_social=[\w-]+;/);
    expect(setCookie).toContain('Domain=playdesk.example');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
  });

  it('registers a new business for a new person, then signs the same identity in', async () => {
    const who = {
      sub: 'g-new-1',
      email: 'New.Person@Example.test',
      email_verified: true,
      name: 'Nia Park',
    };
    const first = await signIn('google', who);
    expect(first.statusCode, first.body).toBe(200);
    const body = SocialCallbackResponse.parse(first.json());
    expect(body.outcome).toBe('registered');
    expect(body.user).toMatchObject({
      type: 'account',
      email: 'new.person@example.test',
      current_account: { business_name: "Nia Park's business" },
      account_plan: { status: 'paid' },
    });
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.person@example.test'));
    expect(user).toMatchObject({ name: 'Nia Park', passwordHash: null });
    // The token works.
    expect((await t.api('GET', 'user-profile', { token: body.user.token })).statusCode).toBe(200);

    const again = SocialCallbackResponse.parse((await signIn('google', who)).json());
    expect(again.outcome).toBe('signed_in');
    expect(again.user.public_id).toBe(body.user.public_id);
    expect(again.user.current_account.public_id).toBe(body.user.current_account.public_id);
    // Each social sign-in is in the audit log (docs/audit-log.md#what-is-recorded).
    const log = await t.api('GET', 'audit-log?action=sign_in.social', { token: again.user.token });
    expect(log.statusCode, log.body).toBe(200);
    const entries = (log.json() as { data: { after: Record<string, unknown> }[] }).data;
    expect(entries.map((e) => e.after)).toEqual([
      { provider: 'google', outcome: 'signed_in' },
      { provider: 'google', outcome: 'registered' },
    ]);
  });

  it('asks a login with a second factor for it after the provider (docs/two-factor.md)', async () => {
    const who = { sub: 'g-2fa-1', email: 'two.factor@example.test', email_verified: true };
    const first = SocialCallbackResponse.parse((await signIn('google', who)).json());
    const { secret } = await addTotp(t, first.user.token);
    const second = await signIn('google', who);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).not.toHaveProperty('user');
    const step = SecondFactorChallengeResponse.parse(second.json());
    expect(step.methods).toContain('totp');
    const done = await t.api('POST', 'login/second-factor', {
      body: {
        challenge: step.challenge,
        code: await freshTotpCode(t, 'two.factor@example.test', secret),
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(AuthResponse.parse(done.json()).user.public_id).toBe(first.user.public_id);
  });

  // Issue 31 S4: registration does not confirm an email, so whoever registered an address first
  // kept access beside its real owner once the owner signed in with Google.
  it('refuses to link a login whose email was never confirmed, and links it once a reset proves it', async () => {
    const email = `squat-${Date.now()}@example.test`;
    const password = 'a long and unusual passphrase 42';
    const reg = await t.api('POST', 'register', {
      body: { business_name: 'Squatted Shop', email, password, plan: 'free' },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const owner = { sub: `g-real-${email}`, email, email_verified: true, name: 'Real Owner' };

    const refused = await signIn('google', owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: unconfirmedLogin('Google', email) });
    const [login] = await t.db.select().from(users).where(eq(users.email, email));
    expect(
      await t.db.select().from(oauthIdentities).where(eq(oauthIdentities.userId, login!.id)),
    ).toEqual([]);

    // The real owner proves the mailbox with a reset link; the squatter's password and sessions die.
    expect((await t.api('POST', 'forgot-password', { body: { email } })).statusCode).toBe(200);
    const mail = (await queuedEmails(t.db)).reverse().find((m) => m.payload.to === email)!;
    const token = /reset-password\?token=([\w-]+)/.exec(String(mail.payload.text))![1]!;
    const reset = await t.api('POST', 'reset-password', {
      body: { token, password: 'another long and unusual passphrase 43' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const res = await signIn('google', owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = SocialCallbackResponse.parse(res.json());
    expect(body.outcome).toBe('linked');
    expect(body.user.email).toBe(email);
    expect(body.user.current_account.business_name).toBe('Squatted Shop');
    const session = { token: body.user.token, account: body.user.current_account.public_id };
    const log = ActivityListResponse.parse(
      (await t.api('GET', 'team-mates/activity', session)).json(),
    );
    expect(log.data[0]).toMatchObject({
      action: 'sign_in.new_provider',
      summary: `${email} signed in with Google for the first time.`,
    });
  });

  it('links a login whose email was confirmed by accepting an invitation', async () => {
    const owner = await t.login('owner@playdesk.test');
    const invited = `invited-${Date.now()}@example.test`;
    const sent = await t.api('POST', 'team-mates/invitations', {
      ...owner,
      body: { email: invited, modules: ['games'] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = (await queuedEmails(t.db)).find((m) => m.payload.to === invited)!;
    const token = /register-team-mate\/([\w-]+)/.exec(String(mail.payload.text))![1]!;
    const accepted = await t.api('POST', `invitations/${token}/accept`, {
      body: { name: 'Ivy Invited', password: 'a long and unusual passphrase 42' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const res = await signIn('google', {
      sub: `g-${invited}`,
      email: invited,
      email_verified: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(SocialCallbackResponse.parse(res.json()).outcome).toBe('linked');
  });

  it('never links an unverified email to an existing login', async () => {
    const res = await signIn('linkedin', {
      sub: 'li-spoof',
      email: 'other@playdesk.test',
      email_verified: false,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/is not verified/);
    const rows = await t.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.subject, 'li-spoof'));
    expect(rows).toEqual([]);
  });

  it('signs in with Facebook through the Graph API', async () => {
    dropIdToken = true;
    const res = await signIn('facebook', {
      sub: 'fb-1',
      email: 'fb.person@example.test',
      name: 'Fab Book',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(SocialCallbackResponse.parse(res.json())).toMatchObject({
      outcome: 'registered',
      user: { email: 'fb.person@example.test' },
    });
  });

  it('refuses a bad, reused or other-browser state', async () => {
    identity = { sub: 'g-state', email: 'state@example.test', email_verified: true };
    const flow = await start('google');
    const params = await authorize(flow.url);
    const forged = await t.api('POST', 'auth/callback/google', {
      body: { ...params, state: 'forged-state-value' },
      headers: { cookie: flow.cookie },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: FLOW_EXPIRED });
    const otherBrowser = await t.api('POST', 'auth/callback/google', {
      body: params,
      headers: { cookie: 'playdesk_social=someone-else' },
    });
    expect(otherBrowser.json()).toEqual({ message: FLOW_EXPIRED });
    // The attempt from another browser used the flow up: it cannot be replayed.
    const replay = await t.api('POST', 'auth/callback/google', {
      body: params,
      headers: { cookie: flow.cookie },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: FLOW_EXPIRED });
  });

  it('tells a person who denied consent that they are not signed in', async () => {
    identity = { sub: 'g-deny', email: 'deny@example.test', email_verified: true };
    denyNext = true;
    const flow = await start('google');
    const params = await authorize(flow.url);
    expect(params.error).toBe('access_denied');
    const res = await t.api('POST', 'auth/callback/google', {
      body: params,
      headers: { cookie: flow.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'You did not allow Playdesk to use your Google account, so you are not signed in. Try again, or sign in with your email and password.',
    );
    const [user] = await t.db.select().from(users).where(eq(users.email, 'deny@example.test'));
    expect(user).toBeUndefined();
  });

  it('accepts a team invitation with a social sign-in', async () => {
    const owner = await t.login('owner@playdesk.test');
    const invited = 'social.mate@example.test';
    const sent = await t.api('POST', 'team-mates/invitations', {
      ...owner,
      body: { email: invited, modules: ['games'] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mails = await queuedEmails(t.db);
    const text = String(mails.find((m) => m.payload.to === invited)!.payload.text);
    const token = /register-team-mate\/([\w-]+)/.exec(text)![1]!;

    const res = await signIn(
      'google',
      { sub: 'g-mate', email: invited, email_verified: true, name: 'Sol Mate' },
      `?invitation=${token}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = SocialCallbackResponse.parse(res.json());
    expect(body.outcome).toBe('joined');
    expect(body.user).toMatchObject({
      type: 'user',
      current_account: { business_name: 'Demo Coffee Co.' },
    });
    expect(body.access_modules).toMatchObject({ games: true, rewards: false });
    expect(body.user.related_accounts).toEqual([]);
    // The link is used up.
    expect((await t.api('GET', `invitations/${token}`)).statusCode).toBe(409);
    expect((await t.api('GET', `auth/google/start?invitation=${token}`)).statusCode).toBe(409);
  });

  // Issue 31 S4: the password path joins only the invited email's login; the social path joined
  // whoever signed in.
  it('refuses an invitation accepted by a social sign-in of another email', async () => {
    const owner = await t.login('owner@playdesk.test');
    const invited = `meant-${Date.now()}@example.test`;
    const sent = await t.api('POST', 'team-mates/invitations', {
      ...owner,
      body: { email: invited, modules: ['games'] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = (await queuedEmails(t.db)).find((m) => m.payload.to === invited)!;
    const token = /register-team-mate\/([\w-]+)/.exec(String(mail.payload.text))![1]!;

    // A new person with another address: no login made, the link still open.
    const stranger = `stranger-${Date.now()}@example.test`;
    const res = await signIn(
      'google',
      { sub: `g-${stranger}`, email: stranger, email_verified: true },
      `?invitation=${token}`,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: invitationForSomeoneElse(invited, stranger),
      code: 'invitation.other_email',
      params: { invited, signed_in: stranger },
    });
    expect(await t.db.select().from(users).where(eq(users.email, stranger))).toEqual([]);
    // An identity seen before, of another login: refused too.
    const known = await signIn(
      'google',
      { sub: 'g-new-1', email: 'new.person@example.test', email_verified: true },
      `?invitation=${token}`,
    );
    expect(known.statusCode).toBe(403);
    expect(known.json()).toEqual({
      message: invitationForSomeoneElse(invited, 'new.person@example.test'),
      code: 'invitation.other_email',
      params: { invited, signed_in: 'new.person@example.test' },
    });
    expect((await t.api('GET', `invitations/${token}`)).statusCode).toBe(200);
  });

  it('says the provider is unavailable when it cannot be reached', async () => {
    const res = await down.api('GET', 'auth/google/start');
    expect(res.statusCode).toBe(502);
    expect(res.json<{ message: string }>().message).toMatch(/^Google sign-in is not available/);
  });
});
