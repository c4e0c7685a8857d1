/**
 * Whether a business's page lets the page embedder frame it (docs/product-rules.md#domains): one
 * GET of the page's headers through the address guard (infra/safe-fetch.ts: public addresses only,
 * every address the name resolves to checked, the connection pinned to the checked address), each
 * redirect checked again. Short timeout, at most 3 redirects, the body never read, the answer cached.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { originMatches } from '@playdesk/contract';
import { safeRequest, type GuardOptions } from '../../infra/safe-fetch.js';
import { TtlCache } from '../../infra/ttl-cache.js';

export interface FrameCheck {
  frameable: boolean;
  reason: string | null;
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

export function createPageChecker(opts: GuardOptions) {
  const cache = new TtlCache<FrameCheck>(10 * 60_000, 2_000);

  /** The page's status and headers (the body is never read), through the address guard. */
  async function headersOf(url: URL): Promise<{ status: number; headers: IncomingHttpHeaders }> {
    return safeRequest(
      url.href,
      {
        method: 'GET',
        headers: { 'user-agent': 'Playdesk page check', accept: 'text/html' },
      },
      {
        allowLoopback: opts.allowLoopback,
        resolver: opts.resolver,
        allowPublicHttp: true,
        timeoutMs: TIMEOUT_MS,
        maxBodyBytes: 0,
      },
    );
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
