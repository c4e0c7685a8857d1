/**
 * The visit (docs/insight.md#attribution): a random id the player app keeps in this tab's
 * sessionStorage — no cookie, nothing in localStorage — and where the visit came from, read once
 * on arrival (first touch): the page's `utm_source`, `utm_medium`, `utm_campaign` and
 * `pd_placement`, the referrer and, in an embed, the host page. Embedded, the embed runtime
 * (packages/embed, runtime/visit.ts) keeps the visit in the host page's own tab and hands it over:
 * `visit` (its id), the host page's address with only these parameters kept (`parent_url`) and its
 * referrer's origin (`parent_referrer`), and on a later page of the visit where it began
 * (`visit_url`, `visit_referrer`). A hand-pasted iframe has only `document.referrer`, which then
 * is the host page.
 */
import type { VisitAttribution } from '@playdesk/contract';

export const VISIT_KEY = 'playdesk.visit';
/** The query parameters attribution reads (the runtime keeps only these of the host's URL). */
export const ATTRIBUTION_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'pd_placement'];

type Where = Omit<VisitAttribution, 'visit_id'>;

export interface Arrival {
  /** This page's address. */
  href: string;
  referrer: string;
  /** The game is in an iframe on another site (`/game-embedder/…`). */
  embed: boolean;
}

const cut = (value: string | null | undefined, max: number) =>
  value?.trim().slice(0, max) || undefined;

function paramsOf(url: string | undefined): URLSearchParams {
  try {
    return new URL(url ?? '').searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/** Where a visit arriving at `at` came from (pure: the tests give it the addresses). */
export function readAttribution(at: Arrival): Where {
  const own = paramsOf(at.href);
  let page = own;
  let referrer: string | undefined = at.referrer;
  let host: string | undefined;
  if (at.embed) {
    const later = own.has('visit_url');
    host = cut(later ? own.get('visit_url') : (own.get('parent_url') ?? at.referrer), 2000);
    page = paramsOf(host);
    // Only the runtime knows the host page's referrer; the frame's own is the host page.
    referrer = own.get(later ? 'visit_referrer' : 'parent_referrer') ?? undefined;
  } else {
    try {
      // A page of this app opened from another of its pages is no referral.
      if (referrer && new URL(referrer).origin === new URL(at.href).origin) referrer = undefined;
    } catch {
      // An unreadable referrer is kept as it is; the server keeps only a host it can read.
    }
  }
  const placement = page.get('pd_placement');
  const where: Where = {
    utm_source: cut(page.get('utm_source'), 100),
    utm_medium: cut(page.get('utm_medium'), 100),
    utm_campaign: cut(page.get('utm_campaign'), 100),
    referrer: cut(referrer, 2000),
    host_url: host,
    placement: placement && /^[A-Za-z0-9_-]{1,64}$/.test(placement) ? placement : undefined,
  };
  return Object.fromEntries(Object.entries(where).filter(([, v]) => v !== undefined)) as Where;
}

/** The tab's storage of the visit (sessionStorage; memory when it is blocked). */
export interface VisitStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseVisit(raw: string | null): VisitAttribution | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as VisitAttribution | null;
    return value && typeof value.visit_id === 'string' && UUID.test(value.visit_id) ? value : null;
  } catch {
    return null;
  }
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain http (not a secure context) lack randomUUID: a v4 UUID by hand.
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
    (+c ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (+c / 4)))).toString(16),
  );
}

/**
 * The visit kept in `storage`, else a new one arriving at `at` (kept there). The first page of the
 * tab decides where the visit came from; later pages of the same tab keep it.
 */
export function ensureVisit(storage: VisitStorage | null, at: Arrival): VisitAttribution {
  // Embedded by the runtime: the host page's tab keeps the visit (the frame's storage may be
  // blocked as third-party).
  const given = at.embed ? paramsOf(at.href).get('visit') : null;
  if (given && UUID.test(given)) return { visit_id: given, ...readAttribution(at) };
  let kept: string | null;
  try {
    kept = storage?.getItem(VISIT_KEY) ?? null;
  } catch {
    kept = null;
  }
  const found = parseVisit(kept);
  if (found) return found;
  const visit: VisitAttribution = { visit_id: randomId(), ...readAttribution(at) };
  try {
    storage?.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Blocked or full: the visit lasts as long as the page.
  }
  return visit;
}

let current: VisitAttribution | null = null;

/** This tab's visit (made on the first call: main.tsx calls it on arrival). */
export function currentVisit(): VisitAttribution {
  if (current) return current;
  let storage: Storage | null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  current = ensureVisit(storage, {
    href: window.location.href,
    referrer: document.referrer,
    embed: window.location.pathname.startsWith('/game-embedder/'),
  });
  return current;
}
