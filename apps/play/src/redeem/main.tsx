/**
 * The counter scanner's entry (`/redeem`): its own page, bundle and service worker, none of the
 * player pages' (vite.redeem.config.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseScannerLanguage, LANGUAGE_KEY, loadScannerT, rtl } from './i18n.js';
import { Scanner } from './Scanner.js';
import { indexedDbStore } from './store.js';
import './redeem.css';

function remembered(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

// The worker keeps the scanner's files, so it opens with the shop's network down.
if ('serviceWorker' in navigator)
  void navigator.serviceWorker.register('/redeem-sw.js', { scope: '/redeem' }).catch(() => {
    // No worker (a private window, an old browser): the scanner works online all the same.
  });

const lang = chooseScannerLanguage(
  remembered(),
  navigator.languages?.length ? navigator.languages : [navigator.language],
);
void loadScannerT(lang).then((t) => {
  document.documentElement.lang = lang;
  document.documentElement.dir = rtl(lang) ? 'rtl' : 'ltr';
  document.title = `Playdesk · ${t('app.title')}`;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Scanner t={t} lang={lang} store={indexedDbStore()} />
    </StrictMode>,
  );
});
