/**
 * The counter scanner's service worker (`/redeem-sw.js`, scope `/redeem`): it keeps the scanner's
 * shell (the page and every file it loads, the camera's QR library and catalogues included) so the
 * scanner opens and scans with the shop's network down. API calls always go to the network: what
 * the scanner keeps offline (the device, its keys, the queue) is in IndexedDB (store.ts).
 * The build (vite.redeem.config.ts) fills in the file list and the version.
 */
// A module for the type checker (its `self` is this worker's); the build leaves no export in it.
export {};
declare const self: ServiceWorkerGlobalScope;
declare const __REDEEM_PRECACHE__: string[];
declare const __REDEEM_VERSION__: string;

const SHELL = '/redeem';
const FILES: readonly string[] = __REDEEM_PRECACHE__;
const CACHE = `playdesk-redeem-${__REDEEM_VERSION__}`;
const KNOWN = new Set(FILES);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('playdesk-redeem-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The page: from the network when it answers (a new version shows at once), else the kept one. */
async function page(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL, response.clone());
    return response;
  } catch {
    return (await cache.match(SHELL)) ?? Response.error();
  }
}

/** A built file (its name carries its hash): the kept copy, else the network. */
async function file(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: CACHE });
  return kept ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (
    request.mode === 'navigate' &&
    (url.pathname === SHELL || url.pathname.startsWith(`${SHELL}/`))
  )
    event.respondWith(page(request));
  else if (KNOWN.has(url.pathname)) event.respondWith(file(request));
});
