/**
 * The connectors call the vendors' own hosts (or the operator's MAILCHIMP_API_URL /
 * HUBSPOT_API_URL): nothing a business types reaches the host, so they need no address guard
 * (docs/product-rules.md#outgoing-requests). The one part of a host taken from the business's
 * input, Mailchimp's data centre at the end of the API key, cannot name another host.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hubspotClient, mailchimpClient, mailchimpDataCenter } from './clients.js';

/** The URLs the client asks for; every answer a 200 `{}` (nothing leaves this process). */
function recordFetch(): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string | URL) => {
    urls.push(String(url));
    return new Response('{"name":"A"}', { status: 200 });
  });
  return urls;
}
afterEach(() => vi.unstubAllGlobals());

describe('connector hosts', () => {
  it.each([
    ['abc-us21', 'us21.api.mailchimp.com'],
    ['abc-us21.evil.example', 'us1.api.mailchimp.com'],
    ['abc-127.0.0.1', 'us1.api.mailchimp.com'],
    ['abc-us21@evil.example', 'us1.api.mailchimp.com'],
    ['abc-us21/../../evil', 'us1.api.mailchimp.com'],
    ['abc-us21#', 'us1.api.mailchimp.com'],
    ['abc-localhost:80', 'us1.api.mailchimp.com'],
  ])('Mailchimp key %s → %s', async (key, host) => {
    const urls = recordFetch();
    await mailchimpClient(key, '../../x?y#z', { timeoutMs: 1000 }).test();
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(new URL(url).host).toBe(host);
      expect(new URL(url).pathname.startsWith('/3.0/')).toBe(true);
    }
    expect(mailchimpDataCenter(key) ?? 'us1').toBe(host.split('.')[0]);
  });

  it('HubSpot: the token is a header, never part of the address', async () => {
    const urls = recordFetch();
    await hubspotClient('pat-na1-x@127.0.0.1/', { timeoutMs: 1000 }).test();
    expect(urls.map((u) => new URL(u).host)).toEqual(['api.hubapi.com']);
  });
});
