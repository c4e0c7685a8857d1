import type { ViewTexts } from '../define-texts.js';

/**
 * The wheel view's texts in English, by key (`wheel.*`): the source of the player app's
 * `game.view.wheel.*` texts, whose translations are in `./i18n/<lang>.json`.
 */
export const texts = {
  'wheel.label': (p) => `Prize wheel: ${p.segments}`,
  'wheel.spin': () => 'Spin',
  'wheel.spinning': () => 'Spinning…',
  'wheel.won': () => 'You won!',
  'wheel.stopped_on': () => 'The wheel stopped on',
  'wheel.try_again': () => 'So close!',
  'wheel.timeout': () => 'Time is up! The wheel stopped on',
} satisfies ViewTexts;
