/**
 * Single sign-on end to end (docs/single-sign-on.md) against identity providers started here: a
 * SAML IdP of the test's own (test/saml-idp.ts, signing with a TEST-ONLY key) and an OpenID
 * Connect provider (oauth2-mock-server). The test plays the browser: it starts the sign-in with
 * an email, follows the identity provider, posts or redirects its answer to the API, and trades
 * the one-time code for the session with the cookie the start set. DNS is a local fake.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import { txtRecordName } from '@playdesk/contract';
import { auditLog, memberships, sessions, users } from '../../../db/schema.js';
import { fileTestContext, type Session } from '../../../test/harness.js';
import {
  authnRequestOf,
  idpMetadata,
  OTHER_CERT,
  OTHER_KEY,
  samlResponse,
  type ResponseOptions,
} from '../../../test/saml-idp.js';
import { addTotp, freshTotpCode } from '../../../test/two-factor.js';
import { startFakeDns, type FakeDnsZone } from '../../domains/fake-dns.js';

const zone: FakeDnsZone = { txt: new Map(), cname: new Map() };
const dns = await startFakeDns(zone);
afterAll(() => dns.close());

const oidc = new OAuth2Server();
await oidc.issuer.keys.generate('RS256');
await oidc.start(0, '127.0.0.1');
afterAll(() => oidc.stop());
let oidcIdentity: Record<string, unknown> = {};
oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
  Object.assign(token.payload, oidcIdentity);
});

const t = await fileTestContext({
  APP_URL: 'http://localhost:5999',
  DNS_SERVERS: dns.address,
  ALLOW_PRIVATE_FETCH: 'true',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
});
const API = 'http://localhost:5999/services/api/v1';
const ACS = `${API}/auth/sso/saml/acs`;

const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const header = res.headers['set-cookie'];
  const value = Array.isArray(header) ? String(header[0]) : String(header);
  return value.split(';')[0]!;
};

/** A business on `plan` with single sign-on for `domain`, verified by DNS. */
async function business(
  plan: string,
  domain: string,
  settings: Record<string, unknown>,
  signedUp?: Session,
) {
  const owner = signedUp ?? (await t.signUp(plan, `SSO ${domain}`));
  const put = await t.api('PUT', 'sso', {
    ...owner,
    body: { domains: [domain], default_modules: ['games'], ...settings },
  });
  expect(put.statusCode, put.body).toBe(200);
  const txt = put.json<{ sso: { domains: { txt: { name: string; value: string } }[] } }>().sso
    .domains[0]!.txt;
  expect(txt.name).toBe(txtRecordName(domain));
  zone.txt.set(txt.name, [txt.value]);
  const verify = await t.api('POST', `sso/domains/${domain}/verify`, owner);
  expect(verify.statusCode, verify.body).toBe(200);
  expect(verify.json()).toMatchObject({ domain: { domain, status: 'verified' } });
  const on = await t.api('PUT', 'sso', { ...owner, body: { enabled: true } });
  expect(on.statusCode, on.body).toBe(200);
  return {
    owner,
    entityId: on.json<{ sso: { service_provider: { entity_id: string } } }>().sso.service_provider
      .entity_id,
  };
}

async function start(email: string) {
  const res = await t.api('GET', `auth/sso/start?email=${encodeURIComponent(email)}`, {
    headers: { accept: 'application/json' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    url: res.json<{ authorization_url: string }>().authorization_url,
    cookie: cookieOf(res),
  };
}

function postAcs(samlResponseB64: string) {
  return t.app.inject({
    method: 'POST',
    url: '/services/api/v1/auth/sso/saml/acs',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponseB64 }).toString(),
  });
}

async function complete(location: string, cookie: string) {
  const code = new URL(location).searchParams.get('code')!;
  return t.api('POST', 'auth/sso/complete', { body: { code }, headers: { cookie } });
}

const saml = await business('pro', 'acme-sso.test', {
  protocol: 'saml',
  saml_metadata_xml: idpMetadata('https://idp.acme-sso.test/sso'),
});

/** Starts a SAML sign-in and answers it with a Response built from `options`. */
async function samlRound(email: string, options: Partial<ResponseOptions> = {}) {
  const begun = await start(email);
  const request = authnRequestOf(begun.url);
  const body = samlResponse({
    requestId: request.id,
    acsUrl: ACS,
    audience: saml.entityId,
    email,
    ...options,
  });
  return { ...begun, request, body, res: await postAcs(body) };
}

const usersNamed = async (email: string) =>
  t.db.select({ id: users.id }).from(users).where(eq(users.email, email));

describe('SAML single sign-on', () => {
  it('accepts a signed assertion and creates the person with the default modules (JIT)', async () => {
    const round = await samlRound('ann@acme-sso.test', { name: 'Ann Acme' });
    expect(round.request.acsUrl).toBe(ACS);
    expect(round.request.issuer).toBe(saml.entityId);
    expect(round.res.statusCode, round.res.body).toBe(303);
    expect(round.res.headers.location).toMatch(
      /^http:\/\/localhost:5999\/auth\/callback\/sso\?code=/,
    );
    const done = await complete(String(round.res.headers.location), round.cookie);
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json<{
      outcome: string;
      user: { email: string; token: string; current_account: { public_id: string } };
      access_modules: Record<string, boolean>;
    }>();
    expect(body.outcome).toBe('created');
    expect(body.user.email).toBe('ann@acme-sso.test');
    expect(body.user.current_account.public_id).toBe(saml.owner.account);
    expect(body.access_modules.games).toBe(true);
    expect(body.access_modules.rewards).toBe(false);
    const me = await t.api('GET', 'user-profile', { token: body.user.token });
    expect(me.statusCode).toBe(200);
  });

  it('refuses the code in another browser, and a code used twice', async () => {
    const round = await samlRound('ben@acme-sso.test');
    const other = await complete(String(round.res.headers.location), 'playdesk_sso=someone-else');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'sso.flow_expired' });
    const again = await complete(String(round.res.headers.location), round.cookie);
    expect(again.statusCode).toBe(400);
  });

  const refusals: [string, string, (email: string) => Partial<ResponseOptions>][] = [
    ['an unsigned assertion', 'unsigned', () => ({ sign: 'none' })],
    [
      'an assertion for another audience',
      'audience',
      () => ({ audience: 'https://other.example/sp' }),
    ],
    ['an expired assertion', 'expired', () => ({ validMinutes: -10 })],
    [
      'an assertion signed by another key',
      'signature',
      () => ({ key: OTHER_KEY, cert: OTHER_CERT }),
    ],
    ['a tampered assertion', 'signature', () => ({ tamperEmail: 'boss@acme-sso.test' })],
    [
      'an assertion sent to another address',
      'recipient',
      () => ({ acsUrl: 'https://evil.example/acs' }),
    ],
  ];
  for (const [what, reason, options] of refusals)
    it(`refuses ${what}, creating nobody`, async () => {
      const email = `refused-${reason}-${Math.random().toString(36).slice(2, 8)}@acme-sso.test`;
      const round = await samlRound(email, options(email));
      expect(round.res.statusCode, round.res.body).toBe(400);
      expect(round.res.json()).toMatchObject({ code: 'sso.response_refused' });
      if (reason !== 'signature') expect(round.res.json().params.reason).toBe(reason);
      expect(await usersNamed(email)).toEqual([]);
      expect(await usersNamed('boss@acme-sso.test')).toEqual([]);
    });

  it('refuses a replayed assertion', async () => {
    const round = await samlRound('cleo@acme-sso.test');
    expect(round.res.statusCode).toBe(303);
    const replay = await postAcs(round.body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'sso.response_refused',
      params: { reason: 'replayed' },
    });
  });

  it('refuses an assertion no sign-in asked for (IdP-initiated)', async () => {
    const body = samlResponse({
      requestId: '',
      acsUrl: ACS,
      audience: saml.entityId,
      email: 'dan@acme-sso.test',
    });
    const res = await postAcs(body);
    expect(res.statusCode).toBe(400);
    expect(await usersNamed('dan@acme-sso.test')).toEqual([]);
  });

  it('refuses XML that is too large before parsing it', async () => {
    const res = await postAcs('A'.repeat(300_000));
    expect([400, 413]).toContain(res.statusCode);
  });

  it('records the settings change, domain verification, JIT creation and sign-ins in the audit log', async () => {
    const [account] = await t.db
      .select({ accountId: memberships.accountId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, 'ann@acme-sso.test'));
    const actions = (
      await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.accountId, account!.accountId))
    ).map((r) => r.action);
    for (const action of [
      'sso.settings_changed',
      'sso.domain_verified',
      'sso.user_created',
      'sign_in.sso_succeeded',
      'sign_in.sso_failed',
    ])
      expect(actions, action).toContain(action);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.accountId, account!.accountId),
          eq(auditLog.action, 'sso.settings_changed'),
        ),
      );
    expect(JSON.stringify(entry!.after)).not.toContain('BEGIN');
  });
});

describe('the sign-in page’s questions', () => {
  it('answers "use your password" for an email without single sign-on', async () => {
    const res = await t.api('GET', 'auth/sso/start?email=someone%40elsewhere.test');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'sso.not_available' });
  });

  it('redirects a browser to the identity provider', async () => {
    const res = await t.api('GET', 'auth/sso/start?email=eve%40acme-sso.test');
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(
      /^https:\/\/idp\.acme-sso\.test\/sso\?SAMLRequest=/,
    );
  });
});

describe('OpenID Connect single sign-on', () => {
  const issuer = oidc.issuer.url!;
  let owner: Session;

  it('signs a person in with PKCE, state and nonce and creates them', async () => {
    ({ owner } = await business('agency', 'oidc-sso.test', {
      protocol: 'oidc',
      oidc_issuer: issuer,
      oidc_client_id: 'playdesk',
      oidc_client_secret: 'oidc-secret-value',
    }));
    const got = await t.api('GET', 'sso', owner);
    expect(got.body).not.toContain('oidc-secret-value');
    expect(got.json()).toMatchObject({ sso: { oidc: { client_secret_set: true } } });

    oidcIdentity = {
      sub: 'okta-1',
      email: 'olga@oidc-sso.test',
      email_verified: true,
      name: 'Olga',
    };
    const begun = await start('olga@oidc-sso.test');
    const authorize = new URL(begun.url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${API}/auth/sso/oidc/callback`);
    const idp = await fetch(begun.url, { redirect: 'manual' });
    const back = new URL(idp.headers.get('location')!);
    const callback = await t.app.inject({
      method: 'GET',
      url: `/services/api/v1/auth/sso/oidc/callback${back.search}`,
      headers: { cookie: begun.cookie },
    });
    expect(callback.statusCode, callback.body).toBe(303);
    const done = await complete(String(callback.headers.location), begun.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      outcome: 'created',
      user: { email: 'olga@oidc-sso.test' },
    });
  });

  it('refuses a bad state, another browser and a wrong nonce', async () => {
    oidcIdentity = { sub: 'okta-2', email: 'pia@oidc-sso.test', email_verified: true };
    const begun = await start('pia@oidc-sso.test');
    const back = new URL((await fetch(begun.url, { redirect: 'manual' })).headers.get('location')!);
    const badState = new URLSearchParams(back.search);
    badState.set('state', 'not-the-state');
    const forged = await t.app.inject({
      method: 'GET',
      url: `/services/api/v1/auth/sso/oidc/callback?${badState}`,
      headers: { cookie: begun.cookie },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'sso.flow_expired' });
    const otherBrowser = await t.app.inject({
      method: 'GET',
      url: `/services/api/v1/auth/sso/oidc/callback${back.search}`,
      headers: { cookie: 'playdesk_sso=another-browser' },
    });
    expect(otherBrowser.statusCode).toBe(400);

    oidcIdentity = {
      sub: 'okta-3',
      email: 'quinn@oidc-sso.test',
      email_verified: true,
      nonce: 'forged',
    };
    const second = await start('quinn@oidc-sso.test');
    const back2 = new URL(
      (await fetch(second.url, { redirect: 'manual' })).headers.get('location')!,
    );
    const wrongNonce = await t.app.inject({
      method: 'GET',
      url: `/services/api/v1/auth/sso/oidc/callback${back2.search}`,
      headers: { cookie: second.cookie },
    });
    expect(wrongNonce.statusCode).toBe(400);
    expect(wrongNonce.json()).toMatchObject({ code: 'sso.response_refused' });
    expect(await usersNamed('pia@oidc-sso.test')).toEqual([]);
    expect(await usersNamed('quinn@oidc-sso.test')).toEqual([]);
  });

  it('refuses an email outside the verified domains', async () => {
    oidcIdentity = { sub: 'okta-4', email: 'ceo@elsewhere.test', email_verified: true };
    const begun = await start('rita@oidc-sso.test');
    const back = new URL((await fetch(begun.url, { redirect: 'manual' })).headers.get('location')!);
    const res = await t.app.inject({
      method: 'GET',
      url: `/services/api/v1/auth/sso/oidc/callback${back.search}`,
      headers: { cookie: begun.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'sso.response_refused',
      params: { reason: 'domain' },
    });
  });
});

describe('only through single sign-on', () => {
  it('refuses the password of the domain’s people but the owner’s, and ends their other sessions', async () => {
    const { owner } = await business('pro', 'strict-sso.test', {
      protocol: 'saml',
      saml_metadata_xml: idpMetadata('https://idp.strict-sso.test/sso'),
    });
    // A member with a password, signed in before the rule.
    const member = await t.signUp('free', 'Member elsewhere');
    const [memberRow] = await t.db
      .update(users)
      .set({ email: 'mia@strict-sso.test' })
      .where(
        eq(
          users.email,
          (await t.api('GET', 'user-profile', member)).json<{ user: { email: string } }>().user
            .email,
        ),
      )
      .returning();
    const ownerAccount = (await t.api('GET', 'user-profile', owner)).json<{
      user: { current_account: { public_id: string } };
    }>();
    const [acc] = await t.db
      .select({ accountId: memberships.accountId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        eq(
          users.email,
          (await t.api('GET', 'user-profile', owner)).json<{ user: { email: string } }>().user
            .email,
        ),
      );
    await t.db.insert(memberships).values({
      userId: memberRow!.id,
      accountId: acc!.accountId,
      role: 'member',
      accessModules: ['games'],
    });
    expect(ownerAccount.user.current_account.public_id).toBe(owner.account);
    expect((await t.api('GET', 'user-profile', member)).statusCode).toBe(200);

    await addTotp(t, owner.token);
    const on = await t.api('PUT', 'sso', { ...owner, body: { enforced: true } });
    expect(on.statusCode, on.body).toBe(200);
    // The member's password session ends at their next request.
    expect((await t.api('GET', 'user-profile', member)).statusCode).toBe(401);
    const remaining = await t.db.select().from(sessions).where(eq(sessions.userId, memberRow!.id));
    expect(remaining).toEqual([]);
    // Their password no longer works, whether right or wrong.
    const login = await t.api('POST', 'login', {
      body: { email: 'mia@strict-sso.test', password: 'whatever-it-is' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'auth.sso_required' });
    // The owner keeps their session.
    expect((await t.api('GET', 'sso', owner)).statusCode).toBe(200);
  });

  it('needs the owner’s own second factor to turn on, and then signs the owner in through it', async () => {
    const email = 'glass-owner@example.test';
    const password = 'a long and unusual passphrase 38';
    const registered = await t.api('POST', 'register', {
      body: { business_name: 'Glass shop', email, password, plan: 'pro' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { owner } = await business(
      'pro',
      'glass-sso.test',
      { protocol: 'saml', saml_metadata_xml: idpMetadata('https://idp.glass-sso.test/sso') },
      await t.login(email, password),
    );
    const refused = await t.api('PUT', 'sso', { ...owner, body: { enforced: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'sso.needs_own_factor' });
    expect((await t.api('GET', 'sso', owner)).json()).toMatchObject({ sso: { enforced: false } });

    const { secret } = await addTotp(t, owner.token);
    const on = await t.api('PUT', 'sso', { ...owner, body: { enforced: true } });
    expect(on.statusCode, on.body).toBe(200);
    // The owner's break-glass password still works, and always asks for the second factor.
    const first = await t.api('POST', 'login', { body: { email, password } });
    expect(first.statusCode, first.body).toBe(200);
    const step = first.json<{ second_factor_required: boolean; challenge: string }>();
    expect(step).toMatchObject({ second_factor_required: true });
    expect(first.json()).not.toHaveProperty('user');
    const done = await t.api('POST', 'login/second-factor', {
      body: { challenge: step.challenge, code: await freshTotpCode(t, email, secret) },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ user: { token: string } }>().user.token).toBeTruthy();
  });

  it('refuses to remove the last factor of an owner while only SSO is on', async () => {
    const { owner } = await business('pro', 'lastfactor-sso.test', {
      protocol: 'saml',
      saml_metadata_xml: idpMetadata('https://idp.lastfactor-sso.test/sso'),
    });
    await addTotp(t, owner.token);
    const on = await t.api('PUT', 'sso', { ...owner, body: { enforced: true } });
    expect(on.statusCode, on.body).toBe(200);
    const removed = await t.api('DELETE', 'auth/totp', { token: owner.token });
    expect(removed.statusCode, removed.body).toBe(409);
    expect(removed.json()).toMatchObject({ code: 'two_factor.needed_for_sso_only' });
    expect(removed.json<{ message: string }>().message).toMatch(/last second factor/);
    const status = await t.api('GET', 'auth/two-factor', { token: owner.token });
    expect(status.json()).toMatchObject({ totp: true });
    // With the rule off, the factor may go.
    const off = await t.api('PUT', 'sso', { ...owner, body: { enforced: false } });
    expect(off.statusCode, off.body).toBe(200);
    const again = await t.api('DELETE', 'auth/totp', { token: owner.token });
    expect(again.statusCode, again.body).toBe(204);
  });

  it('refuses the password of an owner without a second factor while only SSO is on', async () => {
    const { owner } = await business('pro', 'coowner-sso.test', {
      protocol: 'saml',
      saml_metadata_xml: idpMetadata('https://idp.coowner-sso.test/sso'),
    });
    await addTotp(t, owner.token);
    const email = (await t.api('GET', 'user-profile', owner)).json<{ user: { email: string } }>()
      .user.email;
    // The business's domain is the owner's own: a co-owner of it with no factor is covered.
    const [ownerRow] = await t.db.select().from(users).where(eq(users.email, email));
    const [membership] = await t.db
      .select({ accountId: memberships.accountId })
      .from(memberships)
      .where(eq(memberships.userId, ownerRow!.id));
    const coOwner = await t.signUp('free', 'Co-owner elsewhere');
    const coEmail = (await t.api('GET', 'user-profile', coOwner)).json<{
      user: { email: string };
    }>().user.email;
    const [coRow] = await t.db
      .update(users)
      .set({ email: 'olga@coowner-sso.test' })
      .where(eq(users.email, coEmail))
      .returning();
    await t.db
      .insert(memberships)
      .values({ userId: coRow!.id, accountId: membership!.accountId, role: 'owner' });
    const on = await t.api('PUT', 'sso', { ...owner, body: { enforced: true } });
    expect(on.statusCode, on.body).toBe(200);
    const login = await t.api('POST', 'login', {
      body: { email: 'olga@coowner-sso.test', password: 'whatever-it-is' },
    });
    expect(login.statusCode, login.body).toBe(403);
    expect(login.json()).toMatchObject({ code: 'auth.sso_required' });
  });

  it('ends the access of a person removed from the team at their next request', async () => {
    const round = await samlRound('zoe@acme-sso.test');
    const done = await complete(String(round.res.headers.location), round.cookie);
    const zoe = done.json<{ user: { token: string; public_id: string } }>().user;
    expect((await t.api('GET', 'user-profile', { token: zoe.token })).statusCode).toBe(200);
    const removed = await t.api('DELETE', `team-mates/${zoe.public_id}`, saml.owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect([401, 403]).toContain(
      (await t.api('GET', 'user-profile', { token: zoe.token })).statusCode,
    );
  });
});

describe('SAML metadata from an address', () => {
  it('imports the identity provider from its metadata address, and refuses an address that is not metadata', async () => {
    const served = new Map<string, string>([
      [
        '/federationmetadata.xml',
        idpMetadata('https://idp.url-sso.test/sso', 'https://idp.url-sso.test'),
      ],
    ]);
    const server = createServer((req, res) => {
      const body = served.get(req.url ?? '');
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/xml' });
      res.end(body ?? 'not here');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      const owner = await t.signUp('pro', 'SSO by metadata address');
      const url = `http://127.0.0.1:${port}/federationmetadata.xml`;
      const put = await t.api('PUT', 'sso', {
        ...owner,
        body: { protocol: 'saml', saml_metadata_url: url },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({
        sso: {
          saml: {
            metadata_url: url,
            idp_entity_id: 'https://idp.url-sso.test',
            sso_url: 'https://idp.url-sso.test/sso',
          },
        },
      });
      const missing = await t.api('PUT', 'sso', {
        ...owner,
        body: { saml_metadata_url: `http://127.0.0.1:${port}/nothing.xml` },
      });
      expect(missing.statusCode, missing.body).toBe(400);
      expect(missing.body).toContain('saml_metadata_url');
      // The settings stay as they were.
      const after = await t.api('GET', 'sso', owner);
      expect(after.json()).toMatchObject({ sso: { saml: { metadata_url: url } } });
    } finally {
      server.close();
    }
  });
});

describe('plan and tenancy', () => {
  it('refuses to set single sign-on up on a plan without it, and says so', async () => {
    const owner = await t.signUp('starter', 'Starter shop');
    const got = await t.api('GET', 'sso', owner);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ sso: { included_in_plan: false } });
    const put = await t.api('PUT', 'sso', { ...owner, body: { domains: ['starter-shop.test'] } });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({ code: 'plan.no_sso', params: { plan: 'Starter' } });
  });

  it('keeps each business’s settings its own', async () => {
    const other = await t.signUp('pro', 'Other SSO shop');
    const mine = await t.api('GET', 'sso', other);
    expect(mine.json().sso.domains).toEqual([]);
    const foreign = await t.api('GET', 'sso', { token: other.token, account: saml.owner.account });
    expect(foreign.statusCode).toBe(403);
    const change = await t.api('PUT', 'sso', {
      token: other.token,
      account: saml.owner.account,
      body: { enabled: false },
    });
    expect(change.statusCode).toBe(403);
    const verify = await t.api('POST', 'sso/domains/acme-sso.test/verify', other);
    expect(verify.statusCode).toBe(404);
    // A domain verified by a business cannot be claimed by another.
    // It fails on DNS first; with its own record published too, it is refused as taken.
    const claimed = await t.api('PUT', 'sso', { ...other, body: { domains: ['acme-sso.test'] } });
    const record = claimed.json<{ sso: { domains: { txt: { name: string; value: string } }[] } }>()
      .sso.domains[0]!.txt;
    const failed = await t.api('POST', 'sso/domains/acme-sso.test/verify', other);
    expect(failed.json()).toMatchObject({ domain: { status: 'failed' } });
    zone.txt.set(record.name, [...(zone.txt.get(record.name) ?? []), record.value]);
    const taken = await t.api('POST', 'sso/domains/acme-sso.test/verify', other);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'sso.domain_taken' });
  });

  it('lets only an owner see the settings', async () => {
    const round = await samlRound('yan@acme-sso.test');
    const done = await complete(String(round.res.headers.location), round.cookie);
    const token = done.json<{ user: { token: string } }>().user.token;
    const res = await t.api('GET', 'sso', { token });
    expect(res.statusCode).toBe(403);
  });
});
