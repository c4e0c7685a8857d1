/**
 * The popup: the game in a dialog (`open`, a floating button, `data-playdesk-game` clicks), and
 * `popup` {game, after?, scroll?, exit?}, which opens it automatically at most once a day.
 */
import { d, el, emit, id, num, type Options, ORIGIN, store, w, warn, Z } from './dom.js';
import { frames, makeFrame } from './frames.js';

let closeOpen: (() => void) | null = null;

/** Closes the popup open now, if any. */
export const closePopup = () => closeOpen?.();

export function openPopup(game: string): void {
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
export function popup(o: Options): void {
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
