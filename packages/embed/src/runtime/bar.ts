/** `bar` {account}: the business's notification bar, if live now. */
import { d, el, hex, id, type Options, ORIGIN, store, w, warn, Z } from './dom.js';
import { openPopup } from './popup.js';

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

export async function bar(o: Options): Promise<void> {
  const account = id(o.account);
  if (!account) return warn('bar needs {account}');
  // The bar in the page's language when it has it (else the browser's, else its own).
  const lang = d.documentElement.lang;
  const query = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(lang) ? `?lang=${lang}` : '';
  const res = await fetch(
    `${ORIGIN}/services/api/v1/play/accounts/${account}/notification-bar${query}`,
    { credentials: 'omit' },
  );
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
