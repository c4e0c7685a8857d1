import { lazy, Suspense, useMemo } from 'react';
import type { ReactNode } from 'react';
import { PAGE_GAME_ELEMENT_ID } from '@playdesk/contract/urls';
import { embedStore } from './embed/bus.js';
import { browserStore } from './lib/storage.js';
import { parseRoute } from './lib/routes.js';
import type { PublicGame } from './lib/api.js';
import { GamePad } from './pad/GamePad.js';
import { NotFoundPage } from './pages/InfoPages.js';
import { PadSkeleton } from './pad/PadSkeleton.js';
import { PageShell } from './ui/PageShell.js';
import { withTexts } from './i18n/i18n.js';

// Pages few players open are chunks of their own, each with the texts it shows (i18n.tsx); so is
// `/game?account=` (its own list and date logic), which opens the game pad below.
const AccountGames = lazy(() =>
  withTexts(import('./pages/AccountGames.js'), 'pages', 'later').then((m) => ({
    default: m.AccountGames,
  })),
);
const MyDataPage = lazy(() =>
  withTexts(import('./pages/MyDataPage.js'), 'pages', 'later').then((m) => ({
    default: m.MyDataPage,
  })),
);
const RewardsFront = lazy(() =>
  withTexts(import('./rewards/RewardsFront.js'), 'pages', 'later').then((m) => ({
    default: m.RewardsFront,
  })),
);
const PageEmbedder = lazy(() =>
  withTexts(import('./pages/PageEmbedder.js'), 'pages', 'later').then((m) => ({
    default: m.PageEmbedder,
  })),
);
const PwaStartPage = lazy(() =>
  withTexts(import('./pwa/PwaStartPage.js'), 'pages', 'later').then((m) => ({
    default: m.PwaStartPage,
  })),
);
const ConsentConfirmPage = lazy(() =>
  withTexts(import('./pages/ConsentConfirmPage.js'), 'pages', 'later').then((m) => ({
    default: m.ConsentConfirmPage,
  })),
);
const EmailConfirmPage = lazy(() =>
  withTexts(import('./pages/EmailConfirmPage.js'), 'pages', 'later').then((m) => ({
    default: m.EmailConfirmPage,
  })),
);
const EmailVerifyPage = lazy(() =>
  withTexts(import('./pages/EmailConfirmPage.js'), 'pages', 'later').then((m) => ({
    default: m.EmailVerifyPage,
  })),
);

// A live show's phone and screen: their own chunk and texts (docs/live.md).
const LivePhone = lazy(() =>
  withTexts(import('./live/LiveShow.js'), 'live', 'later').then((m) => ({
    default: m.LivePhone,
  })),
);
const LiveScreen = lazy(() =>
  withTexts(import('./live/LiveShow.js'), 'live', 'later').then((m) => ({
    default: m.LiveScreen,
  })),
);

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <PageShell>
          <PadSkeleton />
        </PageShell>
      }
    >
      {children}
    </Suspense>
  );
}

/** The game the server wrote into the page (web/static.ts on the server), if it is this one. */
function pageGame(publicId: string): PublicGame | undefined {
  const text = document.getElementById(PAGE_GAME_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const { game } = JSON.parse(text) as { game?: PublicGame };
    return game?.public_id === publicId ? game : undefined;
  } catch {
    return undefined; // unreadable: the pad asks the API, as without it
  }
}

/** Routes by `location` (no router library: the player bundle stays small). */
export function App() {
  const route = useMemo(() => parseRoute(window.location.pathname, window.location.search), []);
  // Embedded, the player token comes from the host page's own storage first (embed/frame.ts).
  const store = useMemo(
    () => (route.name === 'game' && route.embed ? embedStore(browserStore()) : browserStore()),
    [route],
  );

  switch (route.name) {
    case 'game':
      return (
        <GamePad
          publicId={route.publicId}
          embed={route.embed}
          store={store}
          initialGame={route.embed ? undefined : pageGame(route.publicId)}
        />
      );
    case 'account-games':
      return (
        <Lazy>
          <AccountGames account={route.account} store={store} />
        </Lazy>
      );
    case 'rewards':
      return (
        <Lazy>
          <RewardsFront
            account={route.account}
            player={route.player}
            showAll={route.showAll}
            sourceUrl={route.sourceUrl}
            parentUrl={route.parentUrl}
            store={store}
          />
        </Lazy>
      );
    case 'page-embedder':
      return (
        <Lazy>
          <PageEmbedder account={route.publicId} pageUrl={route.pageUrl} gameId={route.gameId} />
        </Lazy>
      );
    case 'pwa-start':
      return (
        <Suspense fallback={null}>
          <PwaStartPage account={route.account} />
        </Suspense>
      );
    case 'my-data':
      return (
        <Lazy>
          <MyDataPage account={route.account} store={store} />
        </Lazy>
      );
    case 'live':
      return (
        <Suspense fallback={<div className="pd-backdrop min-h-dvh" />}>
          {route.screen ? <LiveScreen code={route.code} /> : <LivePhone code={route.code} />}
        </Suspense>
      );
    case 'consent-confirm':
      return (
        <Lazy>
          <ConsentConfirmPage token={route.token} />
        </Lazy>
      );
    case 'email-confirm':
      return (
        <Lazy>
          <EmailConfirmPage token={route.token} store={store} />
        </Lazy>
      );
    case 'email-verify':
      return (
        <Lazy>
          <EmailVerifyPage game={route.game} email={route.email} code={route.code} />
        </Lazy>
      );
    default:
      return <NotFoundPage />;
  }
}
