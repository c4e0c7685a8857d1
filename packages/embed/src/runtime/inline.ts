/** `inline` {game, target, height?, lazy?}: the game in an element, as tall as its content. */
import { d, num, id, type Options, w, warn } from './dom.js';
import { makeFrame } from './frames.js';

export function inline(o: Options): void {
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
