import type { ViewTexts } from '../define-texts.js';

/**
 * The scratch view's texts in English, by key (`scratch.*`): the source of the player app's
 * `game.view.scratch.*` texts, whose translations are in `./i18n/<lang>.json`.
 */
export const texts = {
  'scratch.cover': () => 'Scratch here',
  'scratch.prompt': () => 'Scratch the card to see what you got',
  'scratch.timeout': () => 'Time is up! Your card held:',
  'scratch.won': () => 'You won!',
  'scratch.cover_label': () => 'Scratch card cover',
  'scratch.help': (p) =>
    `Drag over the card to scratch it, or press Enter or Space to scratch one strip at a time. The card opens once ${p.percent} percent is scratched.`,
} satisfies ViewTexts;
