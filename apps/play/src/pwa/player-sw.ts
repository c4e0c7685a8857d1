/// <reference lib="webworker" />
/**
 * The player pages' service worker (built by vite-plugin-pwa with Workbox, injectManifest):
 * - precaches the player app's shell (its hashed JS/CSS under /play/);
 * - keeps the last games' data and images (runtime caches, bounded);
 * - offline, a page navigation gets a friendly page in the last business's colours and name,
 *   not the browser's error;
 * - shows push notifications and reports clicks (`POST play/push/clicks`), then opens the page.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const API = '/services/api/v1';
const API_CACHE = 'pd-play-api';
const MEDIA_CACHE = 'pd-media';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Pages always come from the network (a game is live only there); offline: the catch handler.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// The last games' public data and the business's manifest: fresh when online, kept for offline.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (/^\/services\/api\/v1\/play\/games\/[^/]+$/.test(url.pathname) ||
      /^\/services\/api\/v1\/play\/accounts\/[^/]+\/(manifest\.webmanifest|live)$/.test(
        url.pathname,
      ) ||
      url.pathname === `${API}/play/pwa/start`),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 14 * 86400 })],
  }),
);

// Images (uploads, app icons): content-hashed, so a cached copy is always right.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 86400 })],
  }),
);

interface Look {
  name: string;
  theme: string;
  background: string;
  icon: string | null;
}

/** The business whose manifest was fetched last: the offline page wears its colours. */
async function lastLook(): Promise<Look> {
  const fallback: Look = { name: 'Games', theme: '#4A3494', background: '#FFFFFF', icon: null };
  try {
    const cache = await caches.open(API_CACHE);
    const keys = (await cache.keys()).filter((r) => r.url.endsWith('/manifest.webmanifest'));
    const last = keys.at(-1);
    const res = last ? await cache.match(last) : undefined;
    if (!res) return fallback;
    const m = (await res.json()) as {
      name?: string;
      theme_color?: string;
      background_color?: string;
      icons?: { src: string; purpose?: string }[];
    };
    const hex = (v: string | undefined, d: string) => (v && /^#[0-9A-Fa-f]{6}$/.test(v) ? v : d);
    const icon = m.icons?.find((i) => i.purpose !== 'maskable')?.src ?? null;
    return {
      name: m.name ?? fallback.name,
      theme: hex(m.theme_color, fallback.theme),
      background: hex(m.background_color, fallback.background),
      icon: icon && icon.startsWith('/media/') ? icon : null,
    };
  } catch {
    return fallback;
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A cached image as a data: URL (the offline page must not depend on another request). */
async function cachedImage(path: string | null): Promise<string | null> {
  if (!path) return null;
  const res = await (await caches.open(MEDIA_CACHE)).match(path);
  if (!res) return null;
  const bytes = new Uint8Array(await res.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${res.headers.get('content-type') ?? 'image/png'};base64,${btoa(binary)}`;
}

/** The offline page's texts in the player's language, as the page last sent them (keep-texts). */
interface OfflineTexts {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  /** With `{name}` where the app's name goes. */
  body: string;
  retry: string;
}

const TEXTS_CACHE = 'pd-play-texts';
const TEXTS_KEY = '/__player/offline-texts';
const ENGLISH: OfflineTexts = {
  lang: 'en',
  dir: 'ltr',
  title: 'You’re offline',
  body: '{name} needs a connection to bring you today’s game. Check your Wi-Fi or mobile data and try again.',
  retry: 'Try again',
};

function offlineTexts(value: unknown): OfflineTexts | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => typeof x === 'string' && x.length > 0 && x.length <= 400;
  if (!text(v.title) || !text(v.body) || !text(v.retry)) return null;
  if (typeof v.lang !== 'string' || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(v.lang))
    return null;
  if (v.dir !== 'ltr' && v.dir !== 'rtl') return null;
  return {
    lang: v.lang,
    dir: v.dir,
    title: v.title as string,
    body: v.body as string,
    retry: v.retry as string,
  };
}

async function keptTexts(): Promise<OfflineTexts> {
  try {
    const res = await (await caches.open(TEXTS_CACHE)).match(TEXTS_KEY);
    return (res && offlineTexts(await res.json())) || ENGLISH;
  } catch {
    return ENGLISH;
  }
}

async function offlinePage(): Promise<Response> {
  const look = await lastLook();
  const texts = await keptTexts();
  const icon = await cachedImage(look.icon).catch(() => null);
  const html = `<!doctype html><html lang="${texts.lang}" dir="${texts.dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${look.theme}"><title>${escape(texts.title)} · ${escape(look.name)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:${look.theme};color:#1b1235}
main{background:#fff;border-radius:24px;padding:32px 24px;max-width:340px;margin:16px;text-align:center;box-shadow:0 20px 50px rgb(0 0 0 / .25)}
.icon{width:88px;height:88px;border-radius:22px;margin:0 auto 16px;background:${look.background};display:flex;align-items:center;justify-content:center;overflow:hidden}
.icon img{width:100%;height:100%}
h1{font-size:22px;margin:0 0 8px}p{margin:0 0 20px;color:#4b4266;line-height:1.45}
a{display:inline-block;background:${look.theme};color:#fff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px}
</style></head><body><main data-offline="true">
<div class="icon">${
    icon
      ? `<img src="${icon}" alt="">`
      : `<svg viewBox="0 0 24 24" width="44" height="44"><path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="${look.theme}"/></svg>`
  }</div>
<h1>${escape(texts.title)}</h1>
<p>${escape(texts.body).split('{name}').join(escape(look.name))}</p>
<a href="">${escape(texts.retry)}</a>
</main></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' || request.destination === 'document'
    ? offlinePage()
    : Response.error(),
);

// The page tells which business it shows: keep its manifest for the offline page.
// The page tells its language: the offline page speaks it (keepOfflineTexts in register.ts).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; texts?: unknown } | null;
  if (data?.type !== 'keep-texts') return;
  const texts = offlineTexts(data.texts);
  if (!texts) return;
  event.waitUntil(
    caches
      .open(TEXTS_CACHE)
      .then((cache) =>
        cache.put(
          TEXTS_KEY,
          new Response(JSON.stringify(texts), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
      )
      .catch(() => undefined),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type !== 'keep-manifest' || typeof data.url !== 'string') return;
  const url = new URL(data.url, self.location.origin);
  if (
    url.origin !== self.location.origin ||
    !/^\/services\/api\/v1\/play\/accounts\/[^/]+\/manifest\.webmanifest$/.test(url.pathname)
  )
    return;
  event.waitUntil(
    caches
      .open(API_CACHE)
      .then(async (cache) => {
        // Delete first: the newest business is the last key.
        await cache.delete(url.href);
        await cache.add(url.href);
        // And its icon, for the offline page.
        const icon = (await lastLook()).icon;
        if (icon) {
          const media = await caches.open(MEDIA_CACHE);
          if (!(await media.match(icon))) await media.add(icon);
        }
      })
      .catch(() => undefined),
  );
});

// ---- push ----

interface PushData {
  title?: string;
  body?: string;
  icon?: string;
  url?: string;
  campaign?: string;
}

self.addEventListener('push', (event) => {
  let data: PushData = {};
  try {
    data = (event.data?.json() ?? {}) as PushData;
  } catch {
    data = { body: event.data?.text() ?? '' };
  }
  event.waitUntil(
    (async () => {
      const icon = data.icon || (await lastLook()).icon || undefined;
      await self.registration.showNotification(data.title || 'A new game is waiting', {
        body: data.body ?? '',
        icon,
        data: { url: data.url ?? '/', campaign: data.campaign ?? null },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url, campaign } = (event.notification.data ?? {}) as {
    url?: string;
    campaign?: string | null;
  };
  // Only our own pages: a notification never opens another site.
  const target = new URL(url && url.startsWith('/') ? url : '/', self.location.origin).href;
  event.waitUntil(
    Promise.all([
      campaign
        ? fetch(`${API}/play/push/clicks`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ campaign }),
            credentials: 'omit',
          }).catch(() => undefined)
        : Promise.resolve(),
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => w.url === target);
        if (open) return open.focus();
        return self.clients.openWindow(target);
      })(),
    ]),
  );
});
