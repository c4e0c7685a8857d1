import { defineGameClient } from '../define-client.js';
import type { WheelAction, WheelViewModel } from './engine.js';
import { WheelIcon } from './icon.js';
import { wheelInfo } from './info.js';
import { SPIN_MS, FADE_MS } from './spin.js';

export const wheelClient = defineGameClient<'wheel', WheelViewModel, WheelAction>({
  ...wheelInfo,
  Icon: WheelIcon,
  loadView: () => import('./View.js').then((m) => m.WheelView),
  // A square wheel as wide as the board (at most 22 rem), the Spin button and the result line.
  boardHeight: (width) => `calc(min(${width} - 1rem, 22rem) + 8.5rem)`,
  // The end pop-up waits for the wheel to stop.
  resultDelayMs: () => (prefersReducedMotion() ? FADE_MS : SPIN_MS) + 600,
  // The segment's own text (in the play's language) after a wheel: no words of ours to translate.
  shareSummary: (view) => (view.result?.kind === 'reward' ? `🎡 ${view.result.label}` : null),
});

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
