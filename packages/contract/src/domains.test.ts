import { describe, expect, it } from 'vitest';
import {
  CreateDomainRequest,
  normalizeOrigin,
  originMatches,
  parseAllowedSite,
  parseCustomDomain,
} from './domains.js';

const ok = (value: string) => ({ ok: true, value });
const reasonOf = (result: { ok: boolean; reason?: string }) => (result.ok ? null : result.reason);

describe('allowed sites', () => {
  it.each([
    ['https://shop.example.com', 'https://shop.example.com'],
    ['  HTTPS://Shop.Example.COM/ ', 'https://shop.example.com'],
    ['https://*.example.com', 'https://*.example.com'],
    ['https://shop.example.com:443', 'https://shop.example.com'],
    ['https://shop.example.com:8443', 'https://shop.example.com:8443'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
    ['http://127.0.0.1:80', 'http://127.0.0.1'],
  ])('accepts %s as %s', (input, normal) => {
    expect(parseAllowedSite(input)).toEqual(ok(normal));
  });

  it.each([
    ['', 'Enter a site'],
    ['*', 'A bare * would allow every site'],
    ['https://*', 'A bare * would allow every site'],
    ['shop.example.com', 'Start with https://'],
    ['http://shop.example.com', 'http:// is accepted for localhost only'],
    ['ftp://shop.example.com', 'must start with https://'],
    ['https://shop.example.com/page', 'without a path'],
    ['https://shop.example.com?x=1', 'without a path, ? or #'],
    ['https://shop.example.com#top', 'without a path, ? or #'],
    ['https://user:pw@shop.example.com', 'user name or password'],
    ['https://shop.*.example.com', 'leftmost part'],
    ['https://*shop.example.com', 'leftmost part'],
    ['https://*.*.example.com', 'leftmost part'],
    ['https://*.com', 'needs a dot'],
    ['https://example', 'needs a dot'],
    ['https://8.8.8.8', 'not an IP address'],
    ['https://-bad.example.com', 'only letters, digits'],
    ['https://shop example.com', 'not a valid host name'],
    ['https://shop.example.com:99999', 'between 1 and 65535'],
    ['https://shop.example.com;script-src', 'only letters, digits'],
    [`https://${'a'.repeat(300)}.com`, 'at most 268 characters'],
    [`https://${'a'.repeat(64)}.example.com`, 'each part 1–63'],
    ['http://*.localhost', 'A * cannot stand before localhost'],
  ])('refuses %s with a reason', (input, reason) => {
    expect(reasonOf(parseAllowedSite(input))).toContain(reason);
  });

  it('never lets a CSP separator or space through', () => {
    for (const input of [
      'https://a.com;b',
      'https://a.com b',
      'https://a.com,b',
      "https://'self'",
    ]) {
      expect(parseAllowedSite(input).ok).toBe(false);
    }
  });
});

describe('custom domains', () => {
  it.each([
    ['play.example.com', 'play.example.com'],
    ['Play.Example.com.', 'play.example.com'],
    ['spiele.bücher.example', 'spiele.xn--bcher-kva.example'],
  ])('accepts %s as %s', (input, normal) => {
    expect(parseCustomDomain(input)).toEqual(ok(normal));
  });

  it.each([
    ['', 'Enter a host name'],
    ['https://play.example.com', 'host name only'],
    ['play.example.com/x', 'host name only'],
    ['play.example.com:8443', 'host name only'],
    ['*.example.com', 'no * in it'],
    ['localhost', 'localhost cannot'],
    ['app.localhost', 'localhost cannot'],
    ['10.0.0.1', 'not an IP address'],
    ['example', 'needs a dot'],
  ])('refuses %s with a reason', (input, reason) => {
    expect(reasonOf(parseCustomDomain(input))).toContain(reason);
  });
});

describe('matching an origin', () => {
  it.each([
    ['https://shop.example.com', 'https://shop.example.com', true],
    ['https://shop.example.com', 'https://other.example.com', false],
    ['https://shop.example.com', 'http://shop.example.com', false],
    ['https://*.example.com', 'https://a.example.com', true],
    ['https://*.example.com', 'https://a.b.example.com', true],
    ['https://*.example.com', 'https://example.com', false],
    ['https://*.example.com', 'https://evilexample.com', false],
    ['https://*.example.com', 'https://a.example.com.evil.io', false],
    ['https://*.example.com', 'http://a.example.com', false],
    ['https://*.example.com:8443', 'https://a.example.com:8443', true],
    ['https://*.example.com:8443', 'https://a.example.com', false],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4001', false],
  ])('%s covers %s: %s', (pattern, origin, expected) => {
    expect(originMatches(pattern, origin)).toBe(expected);
  });

  it('normalises what a browser sends', () => {
    expect(normalizeOrigin('https://Shop.Example.com:443')).toBe('https://shop.example.com');
    expect(normalizeOrigin('null')).toBeNull();
    expect(normalizeOrigin('javascript:alert(1)')).toBeNull();
  });
});

describe('the create schema', () => {
  it('names the value field with the rule’s reason and returns the normal form', () => {
    const bad = CreateDomainRequest.safeParse({ kind: 'allowed_site', value: 'http://shop.com' });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['value', 'A site must use https:// (http:// is accepted for localhost only)'],
    ]);
    expect(CreateDomainRequest.parse({ kind: 'custom_domain', value: 'Play.Example.com' })).toEqual(
      { kind: 'custom_domain', value: 'play.example.com', note: '' },
    );
  });
});
