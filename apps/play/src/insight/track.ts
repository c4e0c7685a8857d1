/**
 * The player app's beacon (beacon.ts) and what the game pad tells it: `view` once a game is on
 * show, `cta` when a link marked `data-pd-cta="{target}"` is clicked (the call to action, the
 * templates' buttons), `share`, and `form_field` from the lead form.
 */
import { useEffect, useRef } from 'react';
import type { BeaconEvent } from '@playdesk/contract';
import type { PlaySession, PublicGame } from '../lib/api.js';
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

type Extra = Pick<BeaconEvent, 'target' | 'session_id'>;

/** One step of `game`, with the variant it shows and its language. */
export function track(step: BeaconEvent['step'], game: PublicGame, extra: Extra = {}): void {
  appBeacon().track({
    step,
    game: game.public_id,
    ...(game.experiment ? { variant: game.experiment.variant } : {}),
    language: game.language,
    ...extra,
  });
}

/** The pad's steps: `view` once per game shown, `cta` on the marked links. */
export function useInsight(game: PublicGame | null, session: PlaySession | null): void {
  const viewed = useRef<string | null>(null);
  const now = useRef({ game, session });
  useEffect(() => {
    now.current = { game, session };
  });

  useEffect(() => {
    if (!game || viewed.current === game.public_id) return;
    viewed.current = game.public_id;
    track('view', game);
  }, [game]);

  useEffect(() => {
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('[data-pd-cta]');
      const { game: shown, session: play } = now.current;
      if (!link || !shown) return;
      track('cta', shown, {
        target: link.getAttribute('data-pd-cta')!.slice(0, 64),
        ...(play ? { session_id: play.session_id } : {}),
      });
    };
    document.addEventListener('click', click, true);
    return () => document.removeEventListener('click', click, true);
  }, []);
}
