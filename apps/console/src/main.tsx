import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { keepInstallPrompt, registerServiceWorker } from './app/pwa';
import { adoptStyleNonce } from './app/style-nonce';
import { createAppRouter, preloadShell } from './app/router';
import { firstLanguage, followProfile, startI18n } from './i18n/i18n';
import { session, sessionStore } from './session/session';
import './styles.css';

adoptStyleNonce();
registerServiceWorker();
keepInstallPrompt();

/**
 * The encrypted session is read back before the first route's guard runs; the console's language
 * (the profile's as last stored, else this device's choice, else the browser's) is loaded before
 * the first render.
 *
 * In a function, not at the module's top level: a top-level await would keep this module — and
 * the first-load chunk it shares with the console's own modules — evaluating until the language
 * is in, and a chunk the language loads (the pseudo-locale's code) that imports from that chunk
 * would wait for it: neither would ever finish, and the page would stay blank.
 */
async function start(): Promise<void> {
  await session.restore().catch(() => undefined);
  await startI18n(firstLanguage(sessionStore.getState().user));
  // The profile's language, once the server sends it (GET user-profile), is followed.
  sessionStore.subscribe((state) => followProfile(state.user));

  const router = createAppRouter();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );

  // A guest is about to sign in: fetch the signed-in shell while the sign-in page is open, so
  // that the first signed-in page does not wait for it.
  if (!sessionStore.getState().loggedIn) {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(preloadShell, { timeout: 3000 });
    else setTimeout(preloadShell, 1000);
  }
}

void start();
