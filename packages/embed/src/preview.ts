/**
 * The console's live preview of a snippet (`/embed/v1/preview.html?mode=…&o={options}`): a
 * stand-in page of the business's site that runs the real runtime with those options. Served by
 * our server with its own strict CSP (no inline script), so this file does what the pasted
 * snippet would do. Automatic popups and dismissed bars are not remembered here.
 */
const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'inline';
let options: Record<string, unknown> = {};
try {
  const parsed: unknown = JSON.parse(params.get('o') ?? '{}');
  if (typeof parsed === 'object' && parsed && !Array.isArray(parsed)) {
    options = parsed as Record<string, unknown>;
  }
} catch {
  // Nothing to preview with.
}

try {
  for (const key of Object.keys(localStorage)) {
    if (/^playdesk\.(popup|bar)\./.test(key)) localStorage.removeItem(key);
  }
} catch {
  // A blocked storage remembers nothing anyway.
}

const main = document.getElementById('page')!;
const text = (tag: string, content: string, css = '') => {
  const node = document.createElement(tag);
  node.textContent = content;
  node.style.cssText = css;
  main.append(node);
  return node;
};
const line = 'height:10px;border-radius:5px;background:#e2e8f0;margin:10px 0';
const filler = (n: number) => {
  for (let i = 0; i < n; i++) text('div', '', `${line};width:${60 + ((i * 37) % 40)}%`);
};

text('p', 'Your website', 'font:600 18px system-ui,sans-serif;margin:0 0 8px');
filler(4);
if (mode === 'inline') {
  const target = typeof options.target === 'string' ? options.target : '';
  const holder = document.createElement('div');
  holder.id = /^#[A-Za-z][\w-]{0,63}$/.test(target) ? target.slice(1) : 'playdesk-game';
  main.append(holder);
  options = { ...options, lazy: false };
} else if (mode === 'popup') {
  const game = typeof options.game === 'string' ? options.game : '';
  const button = text(
    'button',
    'Play our game',
    'font:600 15px system-ui,sans-serif;padding:10px 16px;border-radius:8px;border:1px solid #94a3b8;background:#fff;cursor:pointer;margin:8px 0',
  );
  button.setAttribute('data-playdesk-game', game);
}
filler(mode === 'popup' && typeof options.scroll === 'number' ? 60 : 6);

type Queue = ((...args: unknown[]) => void) & { q: unknown[][] };
const stub = function (...args: unknown[]) {
  stub.q.push(args);
} as Queue;
stub.q = [];
(window as unknown as { Playdesk: Queue }).Playdesk = stub;
stub(mode, options);
const runtime = document.createElement('script');
runtime.async = true;
runtime.src = `${location.origin}/embed/v1/playdesk.js`;
document.head.append(runtime);
