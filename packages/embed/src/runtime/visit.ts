/**
 * What the game frame learns of the visit from this page (docs/insight.md#attribution): the frame
 * cannot read the host page's address or referrer itself, and where the browser blocks
 * third-party storage it cannot keep a visit across this site's pages either. So this page keeps
 * the visit in its own sessionStorage (this tab only; never a cookie, and this page's cookies are
 * never read): its id and where it came from (first touch). Pure, so it is tested without a page.
 */
import { originOf } from '../envelope.js';

const KEY = 'playdesk.visit';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A page's address with only the campaign parameters kept (`utm_*`, `pd_placement`: nothing else
 * of its query or hash, which may be personal), and its referrer's origin.
 */
export function pageQuery(href: string, referrer: string): { url?: string; referrer?: string } {
  const origin = originOf(href);
  const from = originOf(referrer);
  const out: { url?: string; referrer?: string } = from ? { referrer: from } : {};
  if (origin) {
    const page = new URL(href);
    const kept = new URLSearchParams();
    page.searchParams.forEach((value, name) => {
      if (/^(utm_(source|medium|campaign)|pd_placement)$/.test(name)) kept.append(name, value);
    });
    const search = kept.toString();
    out.url = `${origin}${page.pathname}${search && `?${search}`}`.slice(0, 2000);
  }
  return out;
}

export interface TabStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

interface Kept {
  id: string;
  url?: string;
  referrer?: string;
}

function uuid(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  // A host page on plain http lacks randomUUID: a v4 UUID by hand.
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (d) =>
    (+d ^ (c.getRandomValues(new Uint8Array(1))[0]! & (15 >> (+d / 4)))).toString(16),
  );
}

/**
 * The frame's query: this page (`parent_url`, `parent_referrer`), the tab's visit (`visit`) and,
 * on a later page of the visit, where it began (`visit_url`, `visit_referrer`).
 */
export function visitQuery(store: TabStore | null, href: string, referrer: string): string {
  const now = pageQuery(href, referrer);
  let kept: Kept | null;
  try {
    const value = JSON.parse(store?.getItem(KEY) ?? 'null') as Kept | null;
    kept = value && typeof value.id === 'string' && UUID.test(value.id) ? value : null;
  } catch {
    kept = null;
  }
  if (!kept) {
    kept = { id: uuid(), ...now };
    try {
      store?.setItem(KEY, JSON.stringify(kept));
    } catch {
      // Blocked or full: the visit lasts as long as this page.
    }
  }
  const query = new URLSearchParams();
  if (now.url) query.set('parent_url', now.url);
  if (now.referrer) query.set('parent_referrer', now.referrer);
  query.set('visit', kept.id);
  if (kept.url !== now.url || kept.referrer !== now.referrer) {
    if (kept.url) query.set('visit_url', kept.url);
    if (kept.referrer) query.set('visit_referrer', kept.referrer);
  }
  return query.toString();
}
