/**
 * The embed runtime: what the snippet loads on a business's own page (docs/embedding.md).
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
 *
 * The commands live in runtime/ (inline, popup with `open`, button, bar) over the frames
 * (frames.ts), the tokens (tokens.ts) and the page helpers (dom.ts); this file runs them.
 */
import { type Api, d, id, type Options, ORIGIN, w, warn } from './runtime/dom.js';
import { inline } from './runtime/inline.js';
import { closePopup, openPopup, popup } from './runtime/popup.js';
import { button } from './runtime/button.js';
import { bar } from './runtime/bar.js';

const commands: Record<string, (o: Options) => unknown> = {
  inline,
  popup,
  button,
  bar,
  open: (o) => (id(o.game) ? openPopup(id(o.game)!) : warn('open needs {game}')),
  close: closePopup,
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
