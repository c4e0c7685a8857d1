/**
 * The beacon (docs/insight.md#the-beacon): the steps only the browser sees — `view`, `cta`, `share`,
 * `form_field` — queued and sent to `POST play/events` with `navigator.sendBeacon` (fetch with
 * `keepalive` where it refuses), at most 20 to a request, a short while after the first one is
 * queued, and at once when the page is hidden or left. Nothing personal: the game, the step, what
 * was clicked, the variant and the language, with the visit.
 */
import type { BeaconEvent, BeaconRequest, VisitAttribution } from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';

export const BEACON_URL = `${API_PATH}/play/events`;
export const BEACON_MAX = 20;
export const BEACON_DELAY_MS = 2000;

export interface BeaconDeps {
  visit: () => VisitAttribution;
  /** `navigator.sendBeacon`, when the browser has it. */
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
  setTimeout: (run: () => void, ms: number) => unknown;
  /** Where `visibilitychange` and `pagehide` are heard, and whether the page is hidden now. */
  page?: {
    hidden: () => boolean;
    on: (type: 'visibilitychange' | 'pagehide', run: () => void) => void;
  };
}

export function createBeacon(deps: BeaconDeps) {
  const queue: BeaconEvent[] = [];
  /** Run before a flush on leaving (the lead form says which field it was left at). */
  const leaving = new Set<() => void>();
  let timer = false;

  function post(events: BeaconEvent[]): void {
    const body: BeaconRequest = { visit: deps.visit(), events };
    const json = JSON.stringify(body);
    let sent: boolean;
    try {
      sent = deps.sendBeacon?.(BEACON_URL, new Blob([json], { type: 'application/json' })) ?? false;
    } catch {
      sent = false;
    }
    if (!sent)
      deps
        .fetch(BEACON_URL, {
          method: 'POST',
          body: json,
          headers: { 'content-type': 'application/json' },
          keepalive: true,
          credentials: 'omit',
        })
        .catch(() => undefined); // statistics never bother the player
  }

  function flush(): void {
    while (queue.length > 0) post(queue.splice(0, BEACON_MAX));
  }

  function leave(): void {
    for (const run of leaving) run();
    flush();
  }
  deps.page?.on('visibilitychange', () => {
    if (deps.page?.hidden()) leave();
  });
  deps.page?.on('pagehide', leave);

  return {
    track(event: BeaconEvent): void {
      queue.push(event);
      if (queue.length >= BEACON_MAX) flush();
      else if (!timer) {
        timer = true;
        deps.setTimeout(() => {
          timer = false;
          flush();
        }, BEACON_DELAY_MS);
      }
    },
    flush,
    /** Runs `run` when the page is hidden or left, before the queue goes; returns the undo. */
    onLeave(run: () => void): () => void {
      leaving.add(run);
      return () => leaving.delete(run);
    },
    /** Events waiting to go (for the tests). */
    pending: () => queue.length,
  };
}

export type Beacon = ReturnType<typeof createBeacon>;
