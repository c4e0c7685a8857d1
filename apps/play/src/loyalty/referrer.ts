/**
 * Referral (docs/loyalty.md#referral): a player's share link carries their public id as `ref`;
 * the tab that arrives by it keeps it for its session, and the first lead form sends it
 * (`referrer`). Only a value the API accepts as a public id is kept, so a mangled link never
 * makes the form fail.
 */
const KEY = 'pd:referrer';
const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The share link of `url` for `player` (their public id), or `url` itself without one. */
export function referralLink(url: string, player: string | null): string {
  if (!player) return url;
  return `${url}${url.includes('?') ? '&' : '?'}ref=${encodeURIComponent(player)}`;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The referrer this tab arrived with (remembered from its first page), if any. */
export function arrivalReferrer(href = window.location.href, storage = session()): string | null {
  const ref = new URL(href).searchParams.get('ref');
  if (ref !== null && PUBLIC_ID.test(ref)) {
    try {
      storage?.setItem(KEY, ref);
    } catch {
      // Storage full or refused: the link's own value still counts for this page.
    }
    return ref;
  }
  const kept = storage?.getItem(KEY) ?? null;
  return kept !== null && PUBLIC_ID.test(kept) ? kept : null;
}
