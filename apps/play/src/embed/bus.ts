/**
 * The small, eager half of the frame side of the embed: what the pad, the lead form and the
 * height reporter call. The link itself (the envelope's checks and the handshake, frame.ts) is a
 * chunk of its own, loaded only on `/game-embedder/…` pages (`startEmbed`), so the player page
 * pays almost nothing for it elsewhere. Calls made before the link is there wait for it.
 */
import type { EventDetail, FrameEventName, Messages } from '@playdesk/embed/envelope';
import type { SafeStore } from '../lib/storage.js';
import type { FrameLink } from './frame.js';

let link: FrameLink | null = null;
let active = false;
const waiting: ((link: FrameLink) => void)[] = [];

function whenLinked(run: (link: FrameLink) => void): void {
  if (link) run(link);
  else if (active && waiting.length < 100) waiting.push(run);
}

/** In an embedded page: loads the link (it answers the host page's handshake). */
export function startEmbed(pathname: string): void {
  active = true;
  void import('./frame.js').then((frame) => {
    link = frame.frameLink();
    frame.watchFrame(pathname, link);
    for (const run of waiting.splice(0)) run(link);
  });
}

/** Posts to the host page once the handshake is done; nothing outside an embedded page. */
export function toHost<K extends keyof Messages>(type: K, payload: Messages[K]): void {
  whenLinked((l) => l.post(type, payload));
}

/** Tells the host page about the play (`playdesk:{name}` there). */
export function emitEmbedEvent(name: FrameEventName, detail: EventDetail): void {
  toHost('event', { name, detail });
}

/** The pad's store in an embedded page: the host page's player tokens first (frame.ts, `wrap`). */
export function embedStore(store: SafeStore): SafeStore {
  let wrapped: SafeStore | null = null;
  const current = () => (link ? (wrapped ??= link.wrap(store)) : store);
  return {
    get: (key) => current().get(key),
    set(key, value) {
      store.set(key, value);
      whenLinked(() => current().set(key, value));
    },
    remove(key) {
      store.remove(key);
      whenLinked(() => current().remove(key));
    },
    get kind() {
      return store.kind;
    },
  };
}
