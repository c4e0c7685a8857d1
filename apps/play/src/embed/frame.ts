/**
 * The game frame's side of the embed (`/game-embedder/{id}` inside a business's page, opened by
 * the runtime of packages/embed). The host page's runtime sends `init` to our origin; the frame
 * takes it only from its parent window, and only from the origin the browser says the parent has
 * (`location.ancestorOrigins`, else the referrer's origin, where the browser tells them). From
 * then on every message goes to that origin only, never `"*"`.
 *
 * Identity: `init` carries the player tokens the host page keeps in its own storage; the frame
 * uses them before its own (possibly blocked or partitioned) storage, and reports a newly issued
 * token back so the host keeps it. Events (ready, play, win, reward, lead) are queued until the
 * handshake is done.
 */
import { envelope, readMessage } from '@playdesk/embed/envelope';
import type { Messages } from '@playdesk/embed/envelope';
import type { SafeStore } from '../lib/storage.js';
import { expectedParentOrigin } from './origin.js';

export { expectedParentOrigin };

const TOKEN_KEY = /^playdesk\.player\.([A-Za-z0-9_-]{1,64})$/;

export interface FrameLink {
  /** The host page's origin, once the handshake is done. */
  hostOrigin(): string | null;
  /** Posts to the host (queued until the handshake); nothing outside a frame. */
  post<K extends keyof Messages>(type: K, payload: Messages[K]): void;
  /** The store the pad uses: tokens from the host first, new tokens reported to it. */
  wrap(store: SafeStore): SafeStore;
}

export interface FrameWindow {
  parent: unknown;
  self: unknown;
  /** Chromium and Safari: the origins of the frames around this one, nearest first. */
  ancestorOrigins?: ArrayLike<string> | undefined;
  referrer: string;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postToParent(message: unknown, origin: string): void;
}

export function createFrameLink(win: FrameWindow): FrameLink {
  const embedded = win.parent !== win.self && !!win.parent;
  const expected = expectedParentOrigin(win);
  let host: string | null = null;
  const hostTokens = new Map<string, string>();
  const queue: unknown[] = [];

  const send = (message: unknown) => {
    if (!host) {
      if (embedded && queue.length < 50) queue.push(message);
      return;
    }
    try {
      win.postToParent(message, host);
    } catch {
      // A host that went away: nothing to tell.
    }
  };

  if (embedded) {
    win.addEventListener('message', (event) => {
      if (host) return;
      // Only the parent, from the origin the browser says it has (when it says).
      const origin = expected ?? event.origin;
      const message = readMessage(event, { origin, source: win.parent }, ['init']);
      if (!message) return;
      host = event.origin;
      for (const [account, token] of Object.entries(message.payload.tokens)) {
        hostTokens.set(account, token);
      }
      send(envelope('hello', {}));
      queue.splice(0).forEach(send);
    });
  }

  return {
    hostOrigin: () => host,
    post: (type, payload) => send(envelope(type, payload)),
    wrap(store) {
      return {
        get(key) {
          const account = TOKEN_KEY.exec(key)?.[1];
          return (account && hostTokens.get(account)) || store.get(key);
        },
        set(key, value) {
          store.set(key, value);
          const account = TOKEN_KEY.exec(key)?.[1];
          if (!account || hostTokens.get(account) === value) return;
          if (embedded) {
            hostTokens.set(account, value);
            send(envelope('token', { account, token: value }));
          }
        },
        remove(key) {
          store.remove(key);
          const account = TOKEN_KEY.exec(key)?.[1];
          if (account) hostTokens.delete(account);
        },
        get kind() {
          return store.kind;
        },
      };
    },
  };
}

let link: FrameLink | null = null;

/** This page's link to its host (made once, at start-up, so no `init` is missed). */
export function frameLink(): FrameLink {
  if (!link) {
    let ancestors: ArrayLike<string> | undefined;
    try {
      ancestors = window.location.ancestorOrigins;
    } catch {
      ancestors = undefined;
    }
    link = createFrameLink({
      parent: window.parent,
      self: window,
      ancestorOrigins: ancestors,
      referrer: document.referrer,
      addEventListener: (type, listener) => window.addEventListener(type, listener),
      postToParent: (message, origin) => window.parent.postMessage(message, origin),
    });
  }
  return link;
}

/**
 * Watches the page for the host: the game's dialogs to bring into view, and in the popup
 * (`/game-embedder/{id}/popup`) Esc, which closes the popup too unless one of the game's own
 * dialogs is open (Esc closes that first).
 */
export function watchFrame(pathname: string, link: FrameLink): void {
  // A game's dialog (its result) opens centred in the frame, which is as tall as the game: the
  // host page scrolls it into view.
  // (again while it grows in its first two seconds, e.g. when its reward card arrives; not later,
  // so a player reading down a long dialog is not sent back up).
  const opened = new WeakMap<Element, number>();
  const show = (dialog: Element) => {
    if (Date.now() - (opened.get(dialog) ?? 0) > 2000) return;
    const box = dialog.getBoundingClientRect();
    link.post('show', { top: Math.max(0, box.top), height: box.height });
  };
  const sizes = new ResizeObserver((entries) => entries.forEach((entry) => show(entry.target)));
  new MutationObserver((changes) => {
    for (const change of changes) {
      const dialog = change.target as HTMLElement;
      if (dialog.tagName !== 'DIALOG') continue;
      if (dialog.hasAttribute('open')) {
        opened.set(dialog, Date.now());
        sizes.observe(dialog);
      } else sizes.unobserve(dialog);
    }
  }).observe(document.documentElement, { subtree: true, attributeFilter: ['open'] });
  if (!pathname.endsWith('/popup')) return;
  // Decided on keydown (a game dialog open then takes this Esc), sent on keyup: the host removes
  // this frame, and a key still half-pressed in a removed frame is never released.
  let armed = false;
  window.addEventListener('keydown', (event) => {
    armed =
      event.key === 'Escape' &&
      !event.defaultPrevented &&
      !document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]');
  });
  window.addEventListener('keyup', (event) => {
    if (event.key === 'Escape' && armed) link.post('close', {});
    armed = false;
  });
}
