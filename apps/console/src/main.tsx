import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { keepInstallPrompt, registerServiceWorker } from './app/pwa';
import { adoptStyleNonce } from './app/style-nonce';
import { createAppRouter, preloadShell } from './app/router';
import { session, sessionStore } from './session/session';
import './styles.css';

adoptStyleNonce();
registerServiceWorker();
keepInstallPrompt();

// The encrypted session is read back before the first route's guard runs.
await session.restore().catch(() => undefined);

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

// A guest is about to sign in: fetch the signed-in shell while the sign-in page is open, so that
// the first signed-in page does not wait for it.
if (!sessionStore.getState().loggedIn) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(preloadShell, { timeout: 3000 });
  else setTimeout(preloadShell, 1000);
}
