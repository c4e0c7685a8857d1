import { setNonce } from 'get-nonce';

/**
 * Radix dialogs lock the page's scroll with a <style> element they add. The console's CSP admits
 * a <style> only with the nonce the server wrote into this page's `csp-nonce` meta tag
 * (apps/server/src/web/csp.ts); get-nonce is where those libraries look for it.
 */
export function adoptStyleNonce(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) setNonce(nonce);
}
