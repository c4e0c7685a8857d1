/**
 * What the game pad tells the player app's beacon (beacon.ts, a chunk loaded with the first step):
 * `view` once a game is on show, `cta` when a link marked `data-pd-cta="{target}"` is clicked (the
 * call to action, the templates' buttons), `share`, and `form_field` from the lead form.
 */
import { useEffect, useRef } from 'react';
import type { BeaconEvent } from '@playdesk/contract';
import type { PlaySession, PublicGame } from '../lib/api.js';
import type { appBeacon } from './app-beacon.js';

let chunk: Promise<{ appBeacon: typeof appBeacon }> | null = null;

type Extra = Pick<BeaconEvent, 'target' | 'session_id'>;

/** One step of `game`, with the variant it shows and its language. */
export function track(step: BeaconEvent['step'], game: PublicGame, extra: Extra = {}): void {
  const event: BeaconEvent = {
    step,
    game: game.public_id,
    ...(game.experiment ? { variant: game.experiment.variant } : {}),
    language: game.language,
    ...extra,
  };
  // In the order tracked: the chunk's promise runs its callbacks in turn.
  (chunk ??= import('./app-beacon.js'))
    .then((m) => m.appBeacon().track(event))
    .catch(() => undefined); // statistics never bother the player
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
