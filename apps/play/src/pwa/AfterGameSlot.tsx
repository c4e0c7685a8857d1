/** The after-game card's place in the game pad; its code loads only once a game has ended. */
import { lazy, Suspense } from 'react';
import type { SafeStore } from '../lib/storage.js';

const AfterGame = lazy(() => import('./AfterGame.js').then((m) => ({ default: m.AfterGame })));

export function AfterGameSlot({ account, store }: { account: string; store: SafeStore }) {
  return (
    <Suspense fallback={null}>
      <AfterGame account={account} store={store} />
    </Suspense>
  );
}
