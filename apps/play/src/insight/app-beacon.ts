/**
 * The page's beacon (beacon.ts) on the browser's own sendBeacon, fetch, timers and page events: a
 * lazy chunk, fetched with the first step tracked (track.ts), so the initial bundle stays small.
 */
import { createBeacon } from './beacon.js';
import type { Beacon } from './beacon.js';
import { currentVisit } from './visit.js';

let beacon: Beacon | null = null;

/** The page's beacon (made on first use). */
export function appBeacon(): Beacon {
  return (beacon ??= createBeacon({
    visit: currentVisit,
    sendBeacon:
      typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
    fetch: (url, init) => fetch(url, init),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    page: {
      hidden: () => document.visibilityState === 'hidden',
      on: (type, run) => (type === 'pagehide' ? window : document).addEventListener(type, run),
    },
  }));
}
