/**
 * The player app's service worker and install prompt, kept tiny: it is part of the initial bundle.
 * The worker (`/player-sw.js`, built from sw.ts) is registered for the player pages only —
 * `/game/…` and `/pwa/…` — never for the console, which keeps its own `/service-worker.js`.
 * Chrome's `beforeinstallprompt` fires at load: it is kept here for the invitation shown after a
 * game (AfterGame.tsx, loaded lazily).
 */
export const PLAYER_SW_URL = '/player-sw.js';
export const PLAYER_SW_SCOPES = ['/game/', '/pwa/'] as const;

/** Chrome's install prompt event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: InstallPromptEvent | null = null;

export function keptInstallPrompt(): InstallPromptEvent | null {
  return deferredPrompt;
}
export function forgetInstallPrompt(): void {
  deferredPrompt = null;
}

export function startPlayerPwa(pathname: string): void {
  if (pathname.startsWith('/game-embedder/') || pathname.startsWith('/page-embedder/')) return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as InstallPromptEvent;
  });
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    for (const scope of PLAYER_SW_SCOPES)
      navigator.serviceWorker.register(PLAYER_SW_URL, { scope }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Gives the service worker its offline page's texts in the player's language (`body` with
 * `{name}` where the app's name goes); it keeps the last ones it was given.
 */
export function keepOfflineTexts(texts: {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  body: string;
  retry: string;
}): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((reg) => reg.active?.postMessage({ type: 'keep-texts', texts }))
    .catch(() => undefined);
}

/** Points the page at its business's app: manifest (installable), theme colour. */
export function linkBusinessApp(accountPublicId: string): void {
  const href = `/services/api/v1/play/accounts/${encodeURIComponent(accountPublicId)}/manifest.webmanifest`;
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) {
    link.href = href;
    // The service worker keeps the business's manifest (the browser's own manifest fetch never
    // reaches it) for the name and colours of its offline page.
    if ('serviceWorker' in navigator)
      void navigator.serviceWorker.ready
        .then((reg) => reg.active?.postMessage({ type: 'keep-manifest', url: href }))
        .catch(() => undefined);
  }
}
