/**
 * Domains (docs/product-rules.md#domains) on PGlite and PostgreSQL: CRUD with the pattern rules,
 * limits, tenancy and the `domains` module; custom-domain verification through a local fake DNS
 * server (the real resolver code runs); the on-demand TLS check; the embed allow-list (player API
 * and the CSP of /game-embedder); custom-domain host routing; the page embedder's check.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DomainListResponse,
  DomainResponse,
  PageEmbedResponse,
  type Domain,
  type ErrorBody,
} from '@playdesk/contract';
import { accounts, memberships, users } from '../../db/schema.js';
import { INVALID_REQUEST } from '../../http/errors.js';
import { demoGame } from '../../test/fixtures.js';
import { fileTestContext } from '../../test/harness.js';
import { startFakeDns, type FakeDnsZone } from './fake-dns.js';

const zone: FakeDnsZone = { txt: new Map(), cname: new Map() };
const dns = await startFakeDns(zone);
afterAll(() => dns.close());

// Minimal web builds, so the player pages' headers can be read.
const webDir = join(tmpdir(), `playdesk-domains-web-${process.pid}`);
for (const app of ['console', 'play']) {
  mkdirSync(join(webDir, app), { recursive: true });
  writeFileSync(join(webDir, app, 'index.html'), `<html><head></head><body>${app}</body></html>`);
}

// Pages of a business's site, on loopback (the page check may reach it: ALLOW_PRIVATE_FETCH).
const site: Server = createServer((req, res) => {
  if (req.url === '/deny') res.setHeader('x-frame-options', 'DENY');
  if (req.url === '/csp') res.setHeader('content-security-policy', "frame-ancestors 'self'");
  res.setHeader('content-type', 'text/html');
  res.end('<h1>Shop</h1>');
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));
const siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

const t = await fileTestContext(
  {
    DNS_SERVERS: dns.address,
    CUSTOM_DOMAIN_CNAME_TARGET: 'cname.playdesk.test',
    ALLOW_PRIVATE_FETCH: 'true',
  },
  { webBuilds: { consoleDir: join(webDir, 'console'), playDir: join(webDir, 'play') } },
);
const owner = await t.login('owner@playdesk.test');
const other = await t.login('other@playdesk.test');
const member = await t.login('member@playdesk.test');
const coffeeGame = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
const bakeryGame = await demoGame(t, 'Other Bakery', 'Bakery Wordle');

const add = (kind: string, value: string, who = owner) =>
  t.api('POST', 'domains', { ...who, body: { kind, value } });
const domainOf = (res: { json: () => unknown }) => DomainResponse.parse(res.json()).domain;

describe('allowed sites', () => {
  it('adds a site in its normal form, lists it, changes its note and removes it', async () => {
    const created = await add('allowed_site', ' HTTPS://Shop.Example.com/ ');
    expect(created.statusCode).toBe(201);
    const site = domainOf(created);
    expect(site).toMatchObject({
      kind: 'allowed_site',
      value: 'https://shop.example.com',
      status: 'active',
      dns: null,
    });
    const list = DomainListResponse.parse((await t.api('GET', 'domains', owner)).json());
    expect(list.data.map((d) => d.value)).toContain('https://shop.example.com');

    const patched = await t.api('PATCH', `domains/${site.public_id}`, {
      ...owner,
      body: { note: 'Main shop' },
    });
    expect(domainOf(patched)).toMatchObject({ note: 'Main shop', value: site.value });

    expect((await t.api('DELETE', `domains/${site.public_id}`, owner)).statusCode).toBe(200);
    const again = await t.api('DELETE', `domains/${site.public_id}`, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorBody>().message).toBe('Domain not found.');
  });

  it('refuses invalid forms with the reason on the value field', async () => {
    for (const [value, reason] of [
      ['*', 'value: A bare * would allow every site: list your sites instead'],
      [
        'http://shop.example.com',
        'value: A site must use https:// (http:// is accepted for localhost only)',
      ],
      [
        'https://shop.example.com/page',
        'value: Give the site only, without a path, ? or #: like https://shop.example.com',
      ],
      [
        'https://shop.*.example.com',
        'value: A * may only stand for the leftmost part, like https://*.example.com',
      ],
    ] as const) {
      const res = await add('allowed_site', value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_REQUEST, errors: [reason] });
    }
    const patch = await add('allowed_site', 'https://patch.example.com');
    const bad = await t.api('PATCH', `domains/${domainOf(patch).public_id}`, {
      ...owner,
      body: { value: 'ftp://x.example.com' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors).toEqual(['value: A site must start with https://']);
  });

  it('refuses the same site twice in one account, not in two', async () => {
    expect((await add('allowed_site', 'https://twice.example.com')).statusCode).toBe(201);
    const again = await add('allowed_site', 'https://TWICE.example.com');
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().errors).toEqual([
      'value: https://twice.example.com is already on your list',
    ]);
    expect((await add('allowed_site', 'https://twice.example.com', other)).statusCode).toBe(201);
  });

  it('keeps each account to its own domains, and needs the domains module', async () => {
    const mine = domainOf(await add('allowed_site', 'https://mine.example.com'));
    const theirs = DomainListResponse.parse((await t.api('GET', 'domains', other)).json());
    expect(theirs.data.map((d) => d.value)).not.toContain('https://mine.example.com');
    for (const [method, path] of [
      ['PATCH', `domains/${mine.public_id}`],
      ['DELETE', `domains/${mine.public_id}`],
      ['POST', `domains/${mine.public_id}/verify`],
    ] as const) {
      const res = await t.api(method, path, {
        ...other,
        body: method === 'PATCH' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    // The demo member has the games and rewards modules only.
    const res = await t.api('GET', 'domains', member);
    expect(res.statusCode).toBe(403);
    const [row] = await t.db
      .select({ userId: users.id, accountId: accounts.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(users.email, 'member@playdesk.test'), eq(accounts.publicId, member.account)));
    await t.db
      .update(memberships)
      .set({ accessModules: ['games', 'domains'] })
      .where(and(eq(memberships.userId, row!.userId), eq(memberships.accountId, row!.accountId)));
    expect((await t.api('GET', 'domains', member)).statusCode).toBe(200);
  });

  it('limits the list to 50 sites, naming the wildcard way out', async () => {
    const fresh = await t.signUp('starter', 'Many Sites');
    for (let i = 0; i < 50; i++)
      expect((await add('allowed_site', `https://s${i}.example.com`, fresh)).statusCode).toBe(201);
    const res = await add('allowed_site', 'https://s50.example.com', fresh);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().message).toContain('at most 50 allowed sites');
  });
});

describe('custom domains', () => {
  let domain: Domain;

  it('starts pending with the DNS records to create', async () => {
    const res = await add('custom_domain', 'Play.Coffee.example');
    expect(res.statusCode).toBe(201);
    domain = domainOf(res);
    expect(domain).toMatchObject({ value: 'play.coffee.example', status: 'pending' });
    expect(domain.dns!.cname).toEqual({
      name: 'play.coffee.example',
      target: 'cname.playdesk.test',
    });
    expect(domain.dns!.txt.name).toBe('_playdesk.play.coffee.example');
    expect(domain.dns!.txt.value).toMatch(/^playdesk-verify=[A-Za-z0-9_-]{24}$/);
  });

  it('fails with the reason while DNS does not prove it, then verifies', async () => {
    const verify = () => t.api('POST', `domains/${domain.public_id}/verify`, owner);
    let d = domainOf(await verify());
    expect(d.status).toBe('failed');
    expect(d.status_reason).toContain('No TXT record found at _playdesk.play.coffee.example');

    zone.txt.set('_playdesk.play.coffee.example', ['playdesk-verify=wrong']);
    d = domainOf(await verify());
    expect(d.status_reason).toContain('does not hold ' + domain.dns!.txt.value);

    zone.txt.set('_playdesk.play.coffee.example', ['v=spf1 -all', domain.dns!.txt.value]);
    d = domainOf(await verify());
    expect(d.status_reason).toBe(
      'play.coffee.example has no CNAME record. Point it at cname.playdesk.test.',
    );

    zone.cname.set('play.coffee.example', 'elsewhere.example');
    d = domainOf(await verify());
    expect(d.status_reason).toBe(
      'play.coffee.example points at elsewhere.example, not at cname.playdesk.test.',
    );
    expect((await t.api('GET', 'domains/tls-check?domain=play.coffee.example')).statusCode).toBe(
      404,
    );

    zone.cname.set('play.coffee.example', 'cname.playdesk.test');
    d = domainOf(await verify());
    expect(d).toMatchObject({ status: 'verified', status_reason: null });
    expect(d.verified_at).not.toBeNull();
  });

  it('answers the TLS check with 200 for a verified domain only', async () => {
    const ok = await t.api('GET', 'domains/tls-check?domain=PLAY.coffee.example');
    expect(ok.statusCode).toBe(200);
    for (const name of ['unknown.example', 'localhost', '*.example.com', 'a'.repeat(254)]) {
      const res = await t.api('GET', `domains/tls-check?domain=${encodeURIComponent(name)}`);
      expect(res.statusCode, name).not.toBe(200);
    }
    // Pending domains of any business get no certificate either.
    await add('custom_domain', 'pending.bakery.example', other);
    expect((await t.api('GET', 'domains/tls-check?domain=pending.bakery.example')).statusCode).toBe(
      404,
    );
  });

  it('belongs to one business, and is not our own host', async () => {
    const taken = await add('custom_domain', 'play.coffee.example', other);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>().message).toBe(
      'play.coffee.example is already used by another business on Playdesk.',
    );
    const ours = await add('custom_domain', 'x.cname.playdesk.test');
    expect(ours.statusCode).toBe(400);
    const site = domainOf(await add('allowed_site', 'https://verify.example.com'));
    const res = await t.api('POST', `domains/${site.public_id}/verify`, owner);
    expect(res.statusCode).toBe(400);
  });

  it('serves the business’s player pages on the verified host', async () => {
    const get = (url: string, host: string) =>
      t.app.inject({ method: 'GET', url, headers: { host } });
    const home = await get('/', 'play.coffee.example');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe(`/game?account=${owner.account}`);
    const page = await get(`/game/${coffeeGame.publicId}`, 'play.coffee.example');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('play');
    expect((await get(`/rewards/${owner.account}`, 'play.coffee.example')).statusCode).toBe(200);
    // Another business's pages are not served on this host; the console neither.
    expect((await get(`/rewards/${other.account}`, 'play.coffee.example')).statusCode).toBe(404);
    expect((await get(`/game/${bakeryGame.publicId}`, 'play.coffee.example')).statusCode).toBe(404);
    expect((await get(`/game/${coffeeGame.publicId}`, 'pending.bakery.example')).statusCode).toBe(
      200,
    );
    const console_ = await get('/games', 'play.coffee.example');
    expect(console_.statusCode).toBe(302);
    expect(console_.headers.location).toBe('/');
    // The API works there; an unknown or pending host is the main site.
    expect((await get('/services/api/v1/health', 'play.coffee.example')).statusCode).toBe(200);
    expect((await get('/', 'pending.bakery.example')).body).toContain('console');
    // Removing the domain stops it at once.
    await t.api('DELETE', `domains/${domain.public_id}`, owner);
    expect((await get('/', 'play.coffee.example')).body).toContain('console');
    expect((await t.api('GET', 'domains/tls-check?domain=play.coffee.example')).statusCode).toBe(
      404,
    );
  });
});

describe('the embed allow-list', () => {
  it('keeps today’s behaviour while the list is empty, then limits frames and API calls', async () => {
    // Other Bakery's list starts empty.
    const listed = DomainListResponse.parse((await t.api('GET', 'domains', other)).json());
    for (const d of listed.data) await t.api('DELETE', `domains/${d.public_id}`, other);
    const gameId = bakeryGame.publicId;
    const fresh = other;
    const frame = () => t.app.inject({ method: 'GET', url: `/game-embedder/${gameId}` });
    const call = (origin?: string) =>
      t.api('GET', `play/games/${gameId}`, {
        headers: origin ? { 'x-playdesk-embed-origin': origin } : {},
      });
    const before = await frame();
    expect(before.headers['content-security-policy']).not.toContain('frame-ancestors');
    const free = await call('https://anywhere.example');
    expect(free.statusCode).not.toBe(403);

    await add('allowed_site', 'https://shop.embed.example', fresh);
    await add('allowed_site', 'https://*.blog.example', fresh);
    const after = await frame();
    expect(after.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' (https:\/\/\*\.blog\.example https:\/\/shop\.embed\.example|https:\/\/shop\.embed\.example https:\/\/\*\.blog\.example)(;|$)/,
    );
    const refused = await call('https://evil.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().message).toBe(
      'This game may not be embedded on https://evil.example: add the site in Playdesk → Domains.',
    );
    expect((await call('https://shop.embed.example')).statusCode).toBe(free.statusCode);
    expect((await call('https://a.blog.example')).statusCode).toBe(free.statusCode);
    expect((await call('null')).statusCode).toBe(403);
    const start = await t.api('POST', `play/games/${gameId}/sessions`, {
      headers: { 'x-playdesk-embed-origin': 'https://evil.example' },
      body: {},
    });
    expect(start.statusCode).toBe(403);
    // The business's player routes too, whatever their id parameter is called.
    for (const path of ['live', 'loyalty/me', 'rewards', 'games']) {
      const url = `play/accounts/${fresh.account}/${path}`;
      const evil = await t.api('GET', url, {
        headers: { 'x-playdesk-embed-origin': 'https://evil.example' },
      });
      expect(evil.statusCode, url).toBe(403);
      const shop = await t.api('GET', url, {
        headers: { 'x-playdesk-embed-origin': 'https://shop.embed.example' },
      });
      expect(shop.statusCode, url).not.toBe(403);
    }
    // The game's full page is no way around the list.
    const pageCsp = (await t.app.inject({ method: 'GET', url: `/game/${gameId}` })).headers[
      'content-security-policy'
    ];
    expect(pageCsp).toBe(after.headers['content-security-policy']);
  });
});

describe('the page embedder check', () => {
  it('shows only pages on the list, and says whether they can be framed', async () => {
    const check = (url: string, game = coffeeGame.publicId) =>
      t.api(
        'GET',
        `play/accounts/${owner.account}/page-embed?url=${encodeURIComponent(url)}&game=${game}`,
      );
    const refused = await check(`${siteOrigin}/page`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().message).toBe(
      `Playdesk shows only this business's own pages here, and ${siteOrigin} is not on its Domains list.`,
    );
    await add('allowed_site', siteOrigin);
    const page = await t.app.inject({
      method: 'GET',
      url: `/page-embedder/${owner.account}/${encodeURIComponent(siteOrigin)}/${coffeeGame.publicId}`,
    });
    const frameSrc = /frame-src ([^;]*)/.exec(String(page.headers['content-security-policy']));
    expect(frameSrc?.[1]?.split(' ')).toEqual(expect.arrayContaining(["'self'", siteOrigin]));
    const ok = PageEmbedResponse.parse((await check(`${siteOrigin}/page?x=1`)).json());
    expect(ok).toEqual({ url: `${siteOrigin}/page?x=1`, frameable: true, reason: null });
    const deny = PageEmbedResponse.parse((await check(`${siteOrigin}/deny`)).json());
    expect(deny.frameable).toBe(false);
    expect(deny.reason).toContain('X-Frame-Options: DENY');
    const csp = PageEmbedResponse.parse((await check(`${siteOrigin}/csp`)).json());
    expect(csp.frameable).toBe(false);
    expect(csp.reason).toContain('frame-ancestors');
    expect((await check('javascript:alert(1)')).statusCode).toBe(400);
    expect((await check('https://evil.example/x')).statusCode).toBe(403);
    const foreign = await check(`${siteOrigin}/page`, bakeryGame.publicId);
    expect(foreign.statusCode).toBe(404);
  });
});
