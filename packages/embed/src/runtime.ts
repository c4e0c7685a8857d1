/**
 * The embed runtime: what the snippet loads on a business's own page (README "Embedding a game").
 * It runs the `Playdesk(command, options)` calls queued before it loaded and those made after:
 *
 * - `inline`  {game, target, height?, lazy?}   the game in an element, as tall as its content;
 * - `popup`   {game, after?, scroll?, exit?}   the game in a dialog opened automatically (after N
 *                                              seconds, at N % scroll, on exit intent), at most
 *                                              once a day per visitor;
 * - `open`    {game}                           the popup, now;
 * - `button`  {game, label?, color?, position?} a floating button that opens the popup;
 * - `bar`     {account}                        the business's notification bar, if live now.
 *
 * Clicking any element with `data-playdesk-game="{game}"` opens that game in the popup.
 * The game runs in our frame (`/game-embedder/{game}`); the two talk through envelope.ts, only
 * to our origin (known from this script's own URL) and only from our frame. The player's token
 * is kept in this page's own localStorage and handed to the frame, so the player stays the same
 * where the browser blocks third-party storage.
 */
import { envelope, MAX_TOKENS, originOf, readMessage } from './envelope.js';
import type { EventDetail } from './envelope.js';

type Options = Record<string, unknown>;
interface Api {
  (command: string, options?: Options): void;
  q?: ArrayLike<unknown>[];
  loaded?: boolean;
}
interface Frame {
  el: HTMLIFrameElement;
  /** Where its events are dispatched. */
  box: HTMLElement;
  game: string;
  acked: boolean;
  onSize: (height: number) => void;
  onClose?: () => void;
}

const w = window as unknown as Window & { Playdesk?: Api };
const d = document;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const Z = 2147483000;

function findOrigin(): string | null {
  const own = d.currentScript as HTMLScriptElement | null;
  if (own?.src) return originOf(own.src);
  const found = d.querySelector<HTMLScriptElement>('script[src*="/embed/v1/"]');
  return originOf(found?.src);
}
const ORIGIN = findOrigin();

const warn = (message: string) => console.warn(`Playdesk: ${message}`);
const id = (value: unknown): string | null =>
  typeof value === 'string' && ID.test(value) ? value : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
const hex = (value: unknown): string | null =>
  typeof value === 'string' && /^#(?:[0-9a-f]{3}){1,2}$/i.test(value) ? value : null;

/** This page's own storage; never throws (a blocked or full storage just forgets). */
const store = {
  get(key: string): string | null {
    try {
      return w.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      w.localStorage.setItem(key, value);
    } catch {
      // Nothing to keep it in.
    }
  },
};

const TOKENS = 'playdesk.tokens';
function tokens(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(store.get(TOKENS) ?? '{}');
    const kept: Record<string, string> = {};
    if (typeof value === 'object' && value) {
      for (const [account, token] of Object.entries(value).slice(-MAX_TOKENS)) {
        if (ID.test(account) && typeof token === 'string' && /^[\x21-\x7e]{1,200}$/.test(token)) {
          kept[account] = token;
        }
      }
    }
    return kept;
  } catch {
    return {};
  }
}
function keepToken(account: string, token: string): void {
  // The newest last, so the oldest go first when there are too many.
  const kept = Object.entries(tokens()).filter(([other]) => other !== account);
  kept.push([account, token]);
  store.set(TOKENS, JSON.stringify(Object.fromEntries(kept.slice(-MAX_TOKENS))));
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  css: string,
  attrs: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = d.createElement(tag);
  node.style.cssText = css;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}

/** `playdesk:{name}` on `target`, bubbling to the document (the document itself once detached). */
function emit(target: HTMLElement, name: string, detail: EventDetail): void {
  const at: Node = target.isConnected ? target : d;
  at.dispatchEvent(new CustomEvent(`playdesk:${name}`, { bubbles: true, detail }));
}

const frames = new Set<Frame>();

/** Scrolls this page so a part of a frame (a dialog the game opened) is in view. */
function reveal(iframe: HTMLIFrameElement, top: number, height: number): void {
  const y = iframe.getBoundingClientRect().top + top;
  if (y >= 0 && y + height <= w.innerHeight) return;
  w.scrollBy({ top: y - Math.max(0, (w.innerHeight - height) / 2), behavior: 'smooth' });
}

function makeFrame(game: string, mode: string, box: HTMLElement, height: number): Frame {
  const iframe = el(
    'iframe',
    `display:block;width:100%;height:${height}px;border:0;color-scheme:normal`,
    {
      src: `${ORIGIN}/game-embedder/${game}/${mode}`,
      title: 'Game',
      allow: 'clipboard-write',
    },
  );
  const frame: Frame = {
    el: iframe,
    box,
    game,
    acked: false,
    onSize: (h) => (iframe.style.height = `${h}px`),
  };
  // The frame learns this page's origin from `init` (sent to our origin only) and answers hello.
  iframe.addEventListener('load', () => {
    frame.acked = false;
    let tries = 0;
    const send = () => {
      if (frame.acked || tries++ > 40 || !iframe.contentWindow || !ORIGIN) return;
      iframe.contentWindow.postMessage(envelope('init', { tokens: tokens() }), ORIGIN);
      setTimeout(send, 250);
    };
    send();
  });
  frames.add(frame);
  return frame;
}

w.addEventListener('message', (event) => {
  if (!ORIGIN) return;
  for (const frame of frames) {
    const message = readMessage(event, { origin: ORIGIN, source: frame.el.contentWindow }, [
      'hello',
      'size',
      'token',
      'event',
      'close',
      'show',
    ]);
    if (!message) continue;
    frame.acked = true;
    if (message.type === 'size') frame.onSize(Math.ceil(message.payload.height));
    else if (message.type === 'token') keepToken(message.payload.account, message.payload.token);
    else if (message.type === 'event')
      emit(frame.box, message.payload.name, message.payload.detail);
    else if (message.type === 'close') frame.onClose?.();
    else if (message.type === 'show') reveal(frame.el, message.payload.top, message.payload.height);
    return;
  }
});

// ---- inline -------------------------------------------------------------------------------

function inline(o: Options): void {
  const game = id(o.game);
  const target =
    typeof o.target === 'string'
      ? d.querySelector<HTMLElement>(o.target)
      : o.target instanceof HTMLElement
        ? o.target
        : null;
  if (!game || !target) return warn('inline needs {game, target} (a game id and an element)');
  const mount = () => {
    const frame = makeFrame(game, 'inline', target, num(o.height) ?? 480);
    target.appendChild(frame.el);
  };
  if (o.lazy === false || !('IntersectionObserver' in w)) return mount();
  // Loaded when the element comes within 400 px of the viewport.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      mount();
    },
    { rootMargin: '400px' },
  );
  observer.observe(target);
}

// ---- popup --------------------------------------------------------------------------------

let closeOpen: (() => void) | null = null;

function openPopup(game: string): void {
  if (closeOpen || !ORIGIN) return;
  const root = d.documentElement;
  const body = d.body;
  const overlay = el(
    'div',
    `position:fixed;inset:0;z-index:${Z};display:flex;align-items:center;justify-content:center;` +
      'padding:8px;box-sizing:border-box;background:rgba(15,23,42,.6)',
  );
  const box = el(
    'div',
    'position:relative;box-sizing:border-box;width:100%;max-width:480px;max-height:100%;' +
      'overflow:hidden;border-radius:16px;background:#fff;box-shadow:0 20px 50px rgba(0,0,0,.35)',
    { role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Game', 'data-playdesk-popup': game },
  );
  const close = el(
    'button',
    'position:absolute;top:6px;right:6px;z-index:1;width:36px;height:36px;border:0;' +
      'border-radius:50%;background:#0f172a;color:#fff;font:600 20px/36px system-ui,sans-serif;' +
      'cursor:pointer;padding:0',
    { type: 'button', 'aria-label': 'Close' },
  );
  close.textContent = '×';
  // Focus stays in the dialog: two guards send Tab round from one end to the other.
  const guard = () =>
    el('span', 'position:absolute;width:1px;height:1px;overflow:hidden', { tabindex: '0' });
  const first = guard();
  const last = guard();
  const frame = makeFrame(game, 'popup', overlay, 560);
  // In the popup the frame is never taller than the screen: a longer game scrolls inside it, so
  // the game's own dialogs (its result) centre where the player looks.
  frame.el.style.maxHeight = 'calc(100vh - 16px)';
  first.addEventListener('focus', () => frame.el.focus());
  last.addEventListener('focus', () => close.focus());
  box.append(first, close, frame.el, last);
  overlay.append(box);

  const restore = d.activeElement as HTMLElement | null;
  const saved = [root.style.overflow, body.style.overflow];
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      shut();
    }
  };
  const onFocus = (event: FocusEvent) => {
    if (!box.contains(event.target as Node)) close.focus();
  };
  const shut = () => {
    frames.delete(frame);
    d.removeEventListener('keydown', onKey, true);
    d.removeEventListener('focusin', onFocus, true);
    emit(overlay, 'close', { game });
    overlay.remove();
    [root.style.overflow, body.style.overflow] = saved as [string, string];
    closeOpen = null;
    restore?.focus?.();
  };
  frame.onClose = shut;
  close.addEventListener('click', shut);
  overlay.addEventListener('click', (event) => event.target === overlay && shut());
  d.addEventListener('keydown', onKey, true);
  d.addEventListener('focusin', onFocus, true);
  root.style.overflow = body.style.overflow = 'hidden';
  body.append(overlay);
  closeOpen = shut;
  close.focus();
}

/** Automatic popups: at most once a day per visitor (remembered in this page's storage). */
function popup(o: Options): void {
  const game = id(o.game);
  if (!game) return warn('popup needs {game}');
  const key = `playdesk.popup.${game}`;
  const today = new Date().toDateString();
  if (store.get(key) === today) return;
  const stops: (() => void)[] = [];
  const fire = () => {
    stops.forEach((stop) => stop());
    if (closeOpen || store.get(key) === today) return;
    store.set(key, today);
    openPopup(game);
  };
  const after = num(o.after);
  if (after !== null) {
    const timer = setTimeout(fire, after * 1000);
    stops.push(() => clearTimeout(timer));
  }
  const scroll = num(o.scroll);
  if (scroll !== null) {
    const onScroll = () => {
      const room = root().scrollHeight - w.innerHeight;
      if (room <= 0 || (w.scrollY / room) * 100 >= scroll) fire();
    };
    w.addEventListener('scroll', onScroll, { passive: true });
    stops.push(() => w.removeEventListener('scroll', onScroll));
  }
  if (o.exit === true) {
    const onOut = (event: MouseEvent) => {
      if (!event.relatedTarget && event.clientY <= 0) fire();
    };
    d.addEventListener('mouseout', onOut);
    stops.push(() => d.removeEventListener('mouseout', onOut));
  }
}
const root = () => d.documentElement;

// ---- floating button ------------------------------------------------------------------------

/** Dark or light text, whichever reads better on `background` (#rgb or #rrggbb). */
function textOn(background: string): string {
  const h = background.length === 4 ? background.replace(/\w/g, '$&$&') : background;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.18 ? '#0f172a' : '#fff';
}

function button(o: Options): void {
  const game = id(o.game);
  if (!game) return warn('button needs {game}');
  const color = hex(o.color) ?? '#4f46e5';
  const [y, x] = String(o.position ?? 'bottom-right').split('-');
  const node = el(
    'button',
    `position:fixed;${y === 'top' ? 'top' : 'bottom'}:16px;${x === 'left' ? 'left' : 'right'}:16px;` +
      `z-index:${Z - 1};border:0;border-radius:999px;padding:12px 20px;background:${color};` +
      `color:${textOn(color)};font:600 15px/1.2 system-ui,sans-serif;cursor:pointer;` +
      'box-shadow:0 8px 24px rgba(0,0,0,.25);max-width:calc(100vw - 32px)',
    { type: 'button', 'data-playdesk-button': game },
  );
  node.textContent = typeof o.label === 'string' && o.label ? o.label.slice(0, 40) : 'Play & win';
  node.addEventListener('click', () => openPopup(game));
  d.body.append(node);
}

// ---- notification bar -----------------------------------------------------------------------

interface Bar {
  text: string;
  button_label: string;
  background: string;
  color: string;
  position: 'top' | 'bottom';
  game_url: string | null;
}

/** A short fingerprint of the bar, so a dismissed bar shows again when the business changes it. */
function fingerprint(bar: Bar): string {
  let h = 0;
  for (const c of bar.text + bar.button_label) h = (h * 31 + c.charCodeAt(0)) | 0;
  return String(h);
}

async function bar(o: Options): Promise<void> {
  const account = id(o.account);
  if (!account) return warn('bar needs {account}');
  const res = await fetch(`${ORIGIN}/services/api/v1/play/accounts/${account}/notification-bar`, {
    credentials: 'omit',
  });
  if (!res.ok) return warn(`the notification bar could not be loaded (${res.status})`);
  const shown = ((await res.json()) as { notification_bar: Bar | null }).notification_bar;
  if (!shown || typeof shown.text !== 'string') return;
  const key = `playdesk.bar.${account}`;
  const print = fingerprint(shown);
  if (store.get(key) === print) return;
  const background = hex(shown.background) ?? '#0f172a';
  const color = hex(shown.color) ?? '#fff';
  const side = shown.position === 'bottom' ? 'bottom' : 'top';
  const node = el(
    'div',
    `position:fixed;left:0;right:0;${side}:0;z-index:${Z - 2};display:flex;flex-wrap:wrap;` +
      `align-items:center;justify-content:center;gap:8px 12px;box-sizing:border-box;` +
      `padding:8px 48px 8px 12px;background:${background};color:${color};` +
      'font:500 15px/1.4 system-ui,sans-serif;text-align:center',
    { role: 'region', 'aria-label': 'Announcement', 'data-playdesk-bar': account },
  );
  const text = el('span', '');
  text.textContent = shown.text.slice(0, 200);
  node.append(text);
  const game = shown.game_url ? /\/game\/([A-Za-z0-9_-]{1,64})$/.exec(shown.game_url)?.[1] : null;
  if (game) {
    const play = el(
      'button',
      `border:0;border-radius:999px;padding:6px 14px;background:${color};color:${background};` +
        'font:600 14px/1.2 system-ui,sans-serif;cursor:pointer',
      { type: 'button' },
    );
    play.textContent = shown.button_label.slice(0, 40) || 'Play';
    play.addEventListener('click', () => openPopup(game));
    node.append(play);
  }
  const dismiss = el(
    'button',
    'position:absolute;right:8px;top:50%;transform:translateY(-50%);width:32px;height:32px;' +
      `border:0;background:transparent;color:${color};font:600 20px/32px system-ui,sans-serif;` +
      'cursor:pointer;padding:0',
    { type: 'button', 'aria-label': 'Dismiss' },
  );
  dismiss.textContent = '×';
  node.append(dismiss);

  // The page moves by the bar's own height and no more: the bar is fixed, the body gets room.
  const body = d.body;
  const prop = side === 'top' ? 'paddingTop' : 'paddingBottom';
  const before = body.style[prop];
  const base = parseFloat(getComputedStyle(body)[prop]) || 0;
  const fit = () => (body.style[prop] = `${base + node.offsetHeight}px`);
  const observer = 'ResizeObserver' in w ? new ResizeObserver(fit) : null;
  dismiss.addEventListener('click', () => {
    store.set(key, print);
    observer?.disconnect();
    node.remove();
    body.style[prop] = before;
  });
  body.append(node);
  fit();
  observer?.observe(node);
}

// ---- commands -------------------------------------------------------------------------------

const commands: Record<string, (o: Options) => unknown> = {
  inline,
  popup,
  button,
  bar,
  open: (o) => (id(o.game) ? openPopup(id(o.game)!) : warn('open needs {game}')),
  close: () => closeOpen?.(),
};

function run(command: unknown, options: unknown): void {
  const action = typeof command === 'string' ? commands[command] : undefined;
  if (!action) return warn(`unknown command ${String(command)}`);
  if (!ORIGIN) return warn('load the runtime from its Playdesk address');
  const o = typeof options === 'object' && options ? (options as Options) : {};
  const go = () => {
    try {
      const result = action(o);
      if (result instanceof Promise) result.catch((error: unknown) => warn(String(error)));
    } catch (error) {
      warn(String(error));
    }
  };
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', go);
  else go();
}

if (!w.Playdesk?.loaded) {
  const queued = w.Playdesk?.q ?? [];
  const api: Api = (command, options) => run(command, options);
  api.loaded = true;
  w.Playdesk = api;
  for (const args of Array.from(queued)) run(args[0], args[1]);
  d.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.('[data-playdesk-game]');
    const game = id(trigger?.getAttribute('data-playdesk-game'));
    if (!game) return;
    event.preventDefault();
    openPopup(game);
  });
}
