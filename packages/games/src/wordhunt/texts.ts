import type { ViewTexts } from '../define-texts.js';

/**
 * The wordhunt view's texts in English, by key (`wordhunt.*`): the source of the player app's
 * `game.view.wordhunt.*` texts, whose translations are in `./i18n/<lang>.json`.
 */
export const texts = {
  'wordhunt.won': () => 'You found every word!',
  'wordhunt.timeout': () => 'Time is up. The dotted lines show the words left.',
  'wordhunt.solved_by_player': () => 'The dotted lines show the words left.',
  'wordhunt.progress': (p) => `${p.found} of ${p.total} words found.`,
  'wordhunt.words': () => 'Words to find',
  'wordhunt.found': () => '(found)',
  'wordhunt.not_found': () => '(not found)',
  'wordhunt.straight': () => 'Select letters in a straight line.',
  'wordhunt.cell': (p) => `${p.letter}, row ${p.row}, column ${p.col}`,
  'wordhunt.cell_found': () => 'in a found word',
  'wordhunt.cell_start': () => 'selection start',
  'wordhunt.help': () =>
    'Use the arrow keys to move between letters. Press Enter on the first letter of a word, then on its last letter. Escape cancels.',
  'wordhunt.grid': (p) => `Word grid, ${p.size} by ${p.size}`,
} satisfies ViewTexts;
