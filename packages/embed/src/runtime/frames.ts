/**
 * The game frames (`/game-embedder/{game}/{mode}`) and what they say: the runtime talks to them
 * through envelope.ts, only to our origin and only from our frames.
 */
import { envelope, readMessage } from '../envelope.js';
import { d, el, emit, ORIGIN, w } from './dom.js';
import { keepToken, tokens } from './tokens.js';
import { visitQuery } from './visit.js';

export interface Frame {
  el: HTMLIFrameElement;
  /** Where its events are dispatched. */
  box: HTMLElement;
  game: string;
  acked: boolean;
  onSize: (height: number) => void;
  onClose?: () => void;
}

export const frames = new Set<Frame>();

/** Scrolls this page so a part of a frame (a dialog the game opened) is in view. */
function reveal(iframe: HTMLIFrameElement, top: number, height: number): void {
  const y = iframe.getBoundingClientRect().top + top;
  if (y >= 0 && y + height <= w.innerHeight) return;
  w.scrollBy({ top: y - Math.max(0, (w.innerHeight - height) / 2), behavior: 'smooth' });
}

export function makeFrame(game: string, mode: string, box: HTMLElement, height: number): Frame {
  let tab: Storage | null;
  try {
    tab = w.sessionStorage;
  } catch {
    tab = null;
  }
  const query = visitQuery(tab, w.location.href, d.referrer);
  const iframe = el(
    'iframe',
    `display:block;width:100%;height:${height}px;border:0;color-scheme:normal`,
    {
      src: `${ORIGIN}/game-embedder/${game}/${mode}${query && `?${query}`}`,
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

// The frames' messages, listened to from the moment the runtime loads.
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
