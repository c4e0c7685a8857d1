/**
 * Content-Security-Policy of the web apps' pages. The point is scripts: only files from our own
 * origin run — no inline script, no eval, no plugin, no foreign <base> — so text that slips past
 * sanitising (a game's content, a business name) cannot run as code on a player's phone or in a
 * signed-in console. The Vite builds emit no inline script; e2e/csp.spec.ts loads the pages in
 * a browser and fails on any violation.
 *
 * Styles: stylesheets come from our origin; a <style> element needs the page's nonce (only the
 * console makes one: Radix's scroll lock). Style *attributes* are allowed, because rich text
 * (game instructions, template messages) carries the colour and alignment a business chose as
 * `style="…"`, rendered as HTML; the server keeps only `color`, `background-color` and
 * `text-align` there, and an attribute cannot load anything or run script.
 */

type Directives = Readonly<Record<string, readonly string[]>>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const WEB_APP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  // Game images are https: addresses a business enters, or our own /media; data: is for the
  // console's QR codes and the select's CSS arrow.
  'img-src': ["'self'", 'https:', 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The console's policy for one response, with that response's style nonce. The console is never
 * framed by another site (clickjacking; X-Frame-Options says the same).
 */
export function consoleCsp(styleNonce: string): string {
  return serialize({
    ...WEB_APP,
    'style-src': ["'self'", `'nonce-${styleNonce}'`],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * Player pages are made to be embedded in a business's own site, so no frame-ancestors: any site
 * may frame them until embedding is limited to the account's domains.
 */
export const PLAYER_CSP = serialize(WEB_APP);

/**
 * A player page that may be framed only by the account's allowed sites (docs/product-rules.md#domains):
 * `frame-ancestors` lists exactly them, and 'self' for our own page embedder. The patterns were
 * checked when they were saved (parseAllowedSite), so they are valid CSP sources.
 */
export function playerCspFramedBy(allowedSites: readonly string[]): string {
  return allowedSites.length === 0
    ? PLAYER_CSP
    : serialize({ ...WEB_APP, 'frame-ancestors': ["'self'", ...allowedSites] });
}

/**
 * The page embedder (`/page-embedder/{account}/…`) frames one of the account's own pages and our
 * game frame: `frame-src` allows exactly the account's allowed sites and our origin. Nobody else
 * frames the page embedder itself.
 */
export function pageEmbedderCsp(allowedSites: readonly string[]): string {
  return serialize({
    ...WEB_APP,
    'frame-src': ["'self'", ...allowedSites],
    'frame-ancestors': ["'self'"],
  });
}

/**
 * The counter scanner (`/redeem`): the player policy, plus the QR library's decoding worker (made
 * from a blob: URL by `qr-scanner`), and never framed (a framed scanner could be made to redeem).
 */
export const SCANNER_CSP = serialize({
  ...WEB_APP,
  'worker-src': ["'self'", 'blob:'],
  'frame-ancestors': ["'none'"],
});

/**
 * The API documentation (swagger-ui, served by @fastify/swagger-ui): its own scripts only, calls
 * to this origin ("Try it out"), no framing.
 */
export const API_DOCS_CSP = serialize({
  ...WEB_APP,
  // swagger-ui adds <style> elements at run time; the page shows no user content.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'frame-ancestors': ["'none'"],
});
