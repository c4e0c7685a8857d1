import { useMemo } from 'react';
import { browserStore } from './lib/storage.js';
import { parseRoute } from './lib/routes.js';
import { GamePad } from './pad/GamePad.js';
import { AccountGames } from './pages/AccountGames.js';
import { NotFoundPage, PageEmbedderPage, PwaStartPage, RewardsPage } from './pages/InfoPages.js';

/** Routes by `location` (no router library: the player bundle stays small). */
export function App() {
  const route = useMemo(() => parseRoute(window.location.pathname, window.location.search), []);
  const store = useMemo(() => browserStore(), []);

  switch (route.name) {
    case 'game':
      return <GamePad publicId={route.publicId} embed={route.embed} store={store} />;
    case 'account-games':
      return <AccountGames account={route.account} store={store} />;
    case 'rewards':
      return <RewardsPage showAll={route.showAll} />;
    case 'page-embedder':
      return <PageEmbedderPage />;
    case 'pwa-start':
      return <PwaStartPage />;
    default:
      return <NotFoundPage />;
  }
}
