/* global self */
/* Playdesk service worker (docs/product-rules.md#service-worker): registered by the console at
 * page load. It takes control of open pages at once and adds no caching: API calls and pages
 * always come from the network. A page navigation that fails while offline gets a short offline
 * notice instead of the browser's error page. */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline · Playdesk</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;
background:#f8fafc;color:#0f172a;text-align:center;padding:24px}h1{font-size:20px;margin:0 0 8px}
p{color:#475569;margin:0 0 20px}button{background:#4A3494;color:#fff;border:0;border-radius:8px;
padding:10px 16px;font-size:14px;cursor:pointer}</style></head><body><main>
<h1>You are offline</h1><p>Playdesk needs a connection. Check it and try again.</p>
<button onclick="location.reload()">Try again</button></main></body></html>`;

self.addEventListener('fetch', (event) => {
  const request = event.request;
  // Only page navigations are touched, and only to answer when the network is unreachable.
  if (request.mode !== 'navigate') return;
  event.respondWith(
    fetch(request).catch(
      () =>
        new Response(OFFLINE_PAGE, {
          status: 503,
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
        }),
    ),
  );
});
