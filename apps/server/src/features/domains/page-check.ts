/**
 * Whether a business's page lets the page embedder frame it (docs/product-rules.md#domains): one
 * GET of the page's headers through a fetch that reaches public addresses only — every address the
 * name resolves to is checked, and the connection goes to the checked address (no DNS rebinding).
 * Short timeout, at most 3 redirects, the body never read, the answer cached.
 */
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { originMatches } from '@playdesk/contract';
import { TtlCache } from '../../infra/ttl-cache.js';

export interface FrameCheck {
  frameable: boolean;
  reason: string | null;
}

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address may be fetched: public, or loopback when the config allows it (tests). */
export function isFetchableAddress(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  let ip = address;
  let type: 'ipv4' | 'ipv6' = family === 4 ? 'ipv4' : 'ipv6';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) {
    ip = mapped[1]!;
    type = 'ipv4';
  }
  if (LOOPBACK.check(ip, type)) return allowLoopback;
  return !PRIVATE.check(ip, type);
}

/** What the page's headers say about being framed by `ourOrigin`. */
export function framingOf(headers: IncomingHttpHeaders, ourOrigin: string): FrameCheck {
  const csp = [headers['content-security-policy']].flat().filter(Boolean).join(';');
  const ancestors = /(?:^|;)\s*frame-ancestors\s+([^;]*)/i.exec(csp)?.[1]?.trim();
  if (ancestors !== undefined) {
    const sources = ancestors.split(/\s+/).map((s) => s.replace(/\/$/, '').toLowerCase());
    const ok = sources.some((s) => s === '*' || originMatches(s, ourOrigin));
    return ok
      ? { frameable: true, reason: null }
      : {
          frameable: false,
          reason:
            'The page’s Content-Security-Policy (frame-ancestors) does not let Playdesk show it.',
        };
  }
  const xfo = [headers['x-frame-options']].flat().filter(Boolean).join(',').toLowerCase();
  if (/deny|sameorigin/.test(xfo))
    return {
      frameable: false,
      reason: `The page sends X-Frame-Options: ${xfo.toUpperCase()}, so it cannot be shown inside another site.`,
    };
  return { frameable: true, reason: null };
}

const TIMEOUT_MS = 4000;
const MAX_REDIRECTS = 3;

export function createPageChecker(opts: { allowLoopback: boolean }) {
  const cache = new TtlCache<FrameCheck>(10 * 60_000, 2_000);

  async function headersOf(url: URL): Promise<{ status: number; headers: IncomingHttpHeaders }> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await lookup(host, { all: true, verbatim: true });
    const target = addresses[0];
    if (!target || !addresses.every((a) => isFetchableAddress(a.address, opts.allowLoopback)))
      throw new Error('The page’s address is not a public one.');
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'GET',
          timeout: TIMEOUT_MS,
          headers: { 'user-agent': 'Playdesk page check', accept: 'text/html' },
          // The connection goes to the address checked above, whatever DNS says next.
          lookup: (_name, options, callback) => {
            if ((options as { all?: boolean }).all)
              (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
                { address: target.address, family: target.family },
              ]);
            else callback(null, target.address, target.family);
          },
        },
        (res) => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers });
          res.destroy();
        },
      );
      req.on('timeout', () => req.destroy(new Error('The page did not answer in time.')));
      req.on('error', reject);
      req.end();
    });
  }

  /** Whether `pageUrl` may be framed by a page of `ourOrigin` (the page embedder's origin). */
  async function check(pageUrl: string, ourOrigin: string): Promise<FrameCheck> {
    const key = `${ourOrigin} ${pageUrl}`;
    const cached = cache.get(key);
    if (cached) return cached;
    let url = new URL(pageUrl);
    let result: FrameCheck;
    try {
      for (let hop = 0; ; hop++) {
        const { status, headers } = await headersOf(url);
        if (status >= 300 && status < 400 && headers.location && hop < MAX_REDIRECTS) {
          url = new URL(headers.location, url);
          if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('redirect');
          continue;
        }
        result = framingOf(headers, ourOrigin);
        break;
      }
    } catch {
      // A page we cannot reach is not shown framed: the game shows with a link to it.
      result = { frameable: false, reason: 'Playdesk could not reach the page to check it.' };
    }
    cache.set(key, result);
    return result;
  }

  return { check };
}
