import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { authnRequestOf, idpMetadata, samlResponse } from '../apps/server/src/test/saml-idp';
import { registerPaid } from './support/billing';
import { apiGet, apiSend } from './support/business';
import { shot } from './support/console';
import { publishTxt } from './support/dns';

/**
 * Single sign-on in the browser (docs/single-sign-on.md), SAML through an identity provider the
 * test serves on loopback: it reads the AuthnRequest the API redirected the browser with, signs a
 * Response for it with the TEST-ONLY key of apps/server/src/test/saml-idp.ts, and posts it to the
 * ACS from the page, as the HTTP-POST binding does. The email domain is verified through the e2e
 * server's fake DNS (e2e/support/dns.ts).
 */

interface SsoBody {
  sso: {
    service_provider: { entity_id: string; acs_url: string };
    domains: { domain: string; status: string; txt: { name: string; value: string } }[];
  };
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

test('a person of a verified domain signs in through the SAML IdP and lands on the dashboard as a just-in-time member', async ({
  page,
  request,
}) => {
  const domain = `sso-${randomUUID().slice(0, 8)}.test`;
  const email = `jay@${domain}`;
  let entityId = '';
  const served: string[] = [];

  // The identity provider: signs in whoever the request asks for, at once.
  const idp = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/sso') {
      res.writeHead(404).end();
      return;
    }
    const authn = authnRequestOf(url.href);
    served.push(authn.id);
    const response = samlResponse({
      requestId: authn.id,
      acsUrl: authn.acsUrl,
      audience: entityId,
      email,
      name: 'Jay Jit',
    });
    const relay = url.searchParams.get('RelayState');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>Test IdP</title><body>
<p>Test identity provider: signing in ${escapeAttr(email)}…</p>
<form method="post" action="${escapeAttr(authn.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${escapeAttr(response)}">
${relay ? `<input type="hidden" name="RelayState" value="${escapeAttr(relay)}">` : ''}
<button type="submit">Continue</button></form>
<script>document.forms[0].submit();</script></body></html>`);
  });
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  const idpUrl = `http://127.0.0.1:${(idp.address() as AddressInfo).port}/sso`;

  try {
    // A business on Pro (single sign-on is in the plan), paid with the test card, connects the IdP
    // and verifies the domain.
    const owner = await registerPaid(request, 'SSO Roastery', 'pro');
    const configured = await apiSend<SsoBody>(request, owner, 'PUT', 'sso', {
      protocol: 'saml',
      saml_metadata_xml: idpMetadata(idpUrl),
      domains: [domain],
      default_modules: ['games'],
    });
    entityId = configured.sso.service_provider.entity_id;
    const txt = configured.sso.domains[0]!.txt;
    publishTxt(txt.name, txt.value);
    const verified = await apiSend<{ domain: { status: string } }>(
      request,
      owner,
      'POST',
      `sso/domains/${domain}/verify`,
      undefined,
      200,
    );
    expect(verified.domain.status).toBe('verified');
    await apiSend(request, owner, 'PUT', 'sso', { enabled: true });

    // The person signs in from the Login page.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByTestId('sso-sign-in').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(served).toHaveLength(1);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('current-account')).toHaveText('SSO Roastery');
    await shot(page, 'sso-signed-in');

    // Created just in time: a member of the business with the default modules.
    const team = await apiGet<{ members: { email: string; role: string; modules: string[] }[] }>(
      request,
      owner,
      'team-mates',
    );
    expect(team.members.find((m) => m.email === email)).toMatchObject({
      email,
      role: 'member',
      modules: ['games'],
    });
  } finally {
    await new Promise<void>((resolve) => idp.close(() => resolve()));
  }
});
