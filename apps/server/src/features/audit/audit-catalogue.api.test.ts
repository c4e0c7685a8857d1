/**
 * The audit log's catalogue (docs/audit-log.md#sensitive-routes-must-write-entries): every route that changes
 * something in a sensitive area — sign-in and passwords, the team, API keys, plan and payment,
 * rewards, players' personal data, integrations, domains — declares the audit actions it writes
 * (`config.audit`), or is listed here as exempt with the reason. A new sensitive route fails this
 * test until it does one or the other. What a declaration promises is checked on every call of the
 * API tests: a successful call that wrote none of its declared actions answers 500 there
 * (`registerAuditTrail`, tested below).
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { nothingToAudit, type AuditOrigin } from '../../db/audit-log.js';
import { auditOriginOf, registerAuditTrail } from '../../http/audit-context.js';
import { fileTestContext } from '../../test/harness.js';

/** The sensitive areas: a route whose path (under the API) matches one is sensitive. */
const SENSITIVE: Record<string, RegExp> = {
  'sign-in and passwords':
    /^(login|register|forgot-password|reset-password|auth\/|account-settings\/two-factor)/,
  team: /^(team-mates|invitations)(\/|$)/,
  'API keys': /^api-keys(\/|$)/,
  'plan and payment': /^subscription(\/|$)/,
  rewards: /^rewards(\/|$)/,
  'players’ personal data': /^(players|privacy)(\/|$)/,
  integrations: /^integrations\//,
  domains: /^domains(\/|$)/,
  sessions: /^(sessions(\/|$)|team-mates\/[^/]+\/sessions$)/,
  'account settings': /^account-settings$/,
  'games’ rewards and odds': /^games\/:id$/,
  'single sign-on': /^sso(\/|$)/,
};

/** Sensitive-area routes that write no entry, and why. */
const EXEMPT: Record<string, string> = {
  'POST register': 'creates a new business: its log starts with its owner’s first sign-in',
  'POST forgot-password':
    'records password.reset_requested for a known login, but answers the same for any address, so a call may rightly write nothing',
  'POST auth/totp/setup':
    'a secret waiting for its first code: nothing is on until auth/totp/enable (two_factor.totp_enabled)',
  'POST auth/passkeys/options':
    'hands out a registration challenge; the passkey is added by POST auth/passkeys (two_factor.passkey_added)',
  'POST auth/passkey-login/options':
    'hands out a sign-in challenge; the sign-in is POST auth/passkey-login (sign_in.succeeded)',
  'POST auth/reauthenticate/options':
    'hands out a challenge; the proof is POST auth/reauthenticate (sign_in.reauthenticated)',
  'POST auth/sso/complete':
    'hands a finished single sign-on to the console: the sign-in was recorded when the identity provider’s answer was accepted (sign_in.sso_succeeded)',
  'POST subscription/checkout':
    'opens the payment provider’s page; the change is recorded when the provider reports it (billing.subscription_changed)',
  'POST subscription/portal':
    'opens the payment provider’s portal: changes there are reported by the provider',
  'POST rewards/redeem':
    'a redemption at the counter: a reward’s everyday use, in the redemption report',
  'POST integrations/webhooks/:id/test': 'sends a test event; changes no setting',
  'POST integrations/deliveries/:id/resend': 'sends a delivery again; changes no setting',
  'POST integrations/mailchimp/test': 'checks the connection; changes no setting',
  'POST integrations/hubspot/test': 'checks the connection; changes no setting',
  'DELETE games/:id':
    'deletes a game and its plays; the reward pools it drew from stay, and their changes are recorded (reward.*)',
};

/** GETs that are themselves a sensitive action (a copy of personal data leaves). */
const SENSITIVE_READS = new Set(['GET players/export']);

const t = await fileTestContext();
const relative = (url: string) => url.slice(API_PATH.length + 1);
const areaOf = (path: string) =>
  Object.entries(SENSITIVE).find(([, pattern]) => pattern.test(path))?.[0];

describe('the audit catalogue', () => {
  const routes = t.app.apiRoutes.map((r) => ({ ...r, key: `${r.method} ${relative(r.url)}` }));
  const sensitive = routes.filter(
    (r) =>
      areaOf(relative(r.url)) !== undefined && (r.method !== 'GET' || SENSITIVE_READS.has(r.key)),
  );

  it('finds the sensitive routes', () => {
    // A guard against a pattern that stopped matching: each area has routes.
    for (const area of Object.keys(SENSITIVE))
      expect(
        sensitive.some((r) => areaOf(relative(r.url)) === area),
        area,
      ).toBe(true);
  });

  it('has every changing route of a sensitive area declare its audit actions', () => {
    const missing = sensitive
      .filter((r) => r.audit.length === 0 && !Object.hasOwn(EXEMPT, r.key))
      .map((r) => r.key);
    expect(missing, 'declare config.audit on these routes, or exempt them with a reason').toEqual(
      [],
    );
  });

  it('lists no exemption that is stale or also declares actions', () => {
    for (const key of Object.keys(EXEMPT)) {
      const route = routes.find((r) => r.key === key);
      expect(route, `${key} is no longer a route`).toBeDefined();
      expect(route!.audit, `${key} is exempt but declares actions`).toEqual([]);
    }
  });

  it('declares only actions of the closed list', () => {
    const known = new Set<string>(AUDIT_ACTIONS);
    for (const route of routes)
      for (const action of route.audit)
        expect(known.has(action), `${route.key}: ${action}`).toBe(true);
  });
});

describe('the declaration check', () => {
  async function appWith(
    handler: (origin: AuditOrigin) => void,
    check: 'enforce' | 'log' = 'enforce',
  ) {
    const app = Fastify({ logger: false });
    registerAuditTrail(app, check);
    app.post('/x', { config: { audit: ['api_key.created'] } }, async (request) => {
      handler(auditOriginOf(request));
      return { ok: true };
    });
    await app.ready();
    return app;
  }

  it('answers 500 when a declared route wrote nothing', async () => {
    const app = await appWith(() => {});
    const res = await app.inject({ method: 'POST', url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'POST /x declares audit api_key.created but wrote nothing',
    });
    await app.close();
  });

  it('lets a call through that says it changed nothing', async () => {
    const app = await appWith((origin) => nothingToAudit(origin));
    expect((await app.inject({ method: 'POST', url: '/x' })).statusCode).toBe(200);
    await app.close();
  });

  it('only logs the miss in production', async () => {
    const app = await appWith(() => {}, 'log');
    expect((await app.inject({ method: 'POST', url: '/x' })).statusCode).toBe(200);
    await app.close();
  });
});
