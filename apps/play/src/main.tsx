import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { startEmbed } from './embed/bus.js';
import { keepOfflineTexts, startPlayerPwa } from './pwa/register.js';
import './styles.css';
import {
  chooseLanguage,
  I18nProvider,
  LANGUAGE_KEY,
  loadMessages,
  offeredLanguages,
  startI18n,
} from './i18n/i18n.js';
import { pageGameLanguages } from './i18n/page-languages.js';
import { browserStore } from './lib/storage.js';
import { currentVisit } from './insight/visit.js';

// The visit begins on arrival: where it came from is read now, once per tab (insight/visit.ts).
currentVisit();

// Embedded games have no page background of their own (set before the first paint).
if (window.location.pathname.startsWith('/game-embedder/')) {
  document.documentElement.classList.add('pd-embed');
  // Listen for the host page's handshake before anything else can miss it.
  startEmbed(window.location.pathname);
}

// The player pages' service worker and the kept install prompt (pwa/register.ts).
startPlayerPwa(window.location.pathname);

// The player's language, decided before the first render: only its catalogue is downloaded (English
// is in the bundle), and the page never flips from English to it.
const game = pageGameLanguages();
const lang = chooseLanguage({
  search: window.location.search,
  remembered: browserStore().get(LANGUAGE_KEY),
  browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  game,
});
void loadMessages(lang).then((messages) => {
  const i18n = startI18n(lang, messages, offeredLanguages(game), document.documentElement);
  // The offline page of the player's service worker, in the player's language.
  if (!window.location.pathname.startsWith('/game-embedder/'))
    keepOfflineTexts({
      lang,
      dir: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
      title: i18n.t('offline.title'),
      // The worker fills in the app's name.
      body: i18n.t('offline.body', { name: '{name}' }),
      retry: i18n.t('common.try_again'),
    });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider value={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>,
  );
});
