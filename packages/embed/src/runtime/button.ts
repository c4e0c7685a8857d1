/** `button` {game, label?, color?, position?}: a floating button that opens the popup. */
import { d, el, hex, id, type Options, warn, Z } from './dom.js';
import { openPopup } from './popup.js';

/** Dark or light text, whichever reads better on `background` (#rgb or #rrggbb). */
function textOn(background: string): string {
  const h = background.length === 4 ? background.replace(/\w/g, '$&$&') : background;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.18 ? '#0f172a' : '#fff';
}

export function button(o: Options): void {
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
