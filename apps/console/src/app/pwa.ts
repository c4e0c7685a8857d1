import { sessionStore, type BeforeInstallPromptEvent } from '../session/session';

/**
 * docs/product-rules.md#service-worker: register /service-worker.js at page load; the console texts
 * are not user-facing.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/service-worker.js')
      .then(() => console.log('REGISTERED SERVICE WORKER'))
      .catch(() => console.log('UNREGISTERED SERVICE WORKER'));
  });
}

/**
 * docs/product-rules.md#service-worker: the browser's install-prompt event is kept for later use.
 */
export function keepInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    sessionStore.setState({ installPrompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => sessionStore.setState({ installPrompt: null }));
}
