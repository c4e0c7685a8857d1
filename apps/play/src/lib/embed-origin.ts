/**
 * The origin of the page framing this one, as the browser reports it (docs/product-rules.md#domains):
 * `location.ancestorOrigins[0]` (Chromium, Safari), else the referrer's origin (Firefox). An
 * embedded player app sends it on its API calls (`X-Playdesk-Embed-Origin`) so the server can
 * refuse a game framed by a site that is not on the business's Domains list with a message the
 * host page's developer can act on; the browser's own refusal is the CSP frame-ancestors.
 * Null outside a frame, or when the browser says nothing.
 */
export const EMBED_ORIGIN_HEADER = 'x-playdesk-embed-origin';

export interface EmbedWindow {
  parent: unknown;
  self: unknown;
  ancestorOrigins?: ArrayLike<string> | undefined;
  referrer: string;
}

export function embeddingOrigin(win: EmbedWindow): string | null {
  if (!win.parent || win.parent === win.self) return null;
  const ancestor = win.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  if (!win.referrer) return null;
  try {
    const origin = new URL(win.referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

let cached: string | null | undefined;

/** This window's embedding origin (computed once: it cannot change without a reload). */
export function currentEmbeddingOrigin(): string | null {
  if (cached !== undefined) return cached;
  if (typeof window === 'undefined') return (cached = null);
  let ancestors: ArrayLike<string> | undefined;
  try {
    ancestors = window.location.ancestorOrigins;
  } catch {
    ancestors = undefined;
  }
  cached = embeddingOrigin({
    parent: window.parent,
    self: window,
    ancestorOrigins: ancestors,
    referrer: document.referrer,
  });
  return cached;
}
