import type { ViewTexts } from '../define-texts.js';

/**
 * The wordle view's texts in English, by key (`wordle.*`): the source of the player app's
 * `game.view.wordle.*` texts, whose translations are in `./i18n/<lang>.json`.
 */
export const texts = {
  'wordle.correct': () => 'in the right place',
  'wordle.present': () => 'in the word, wrong place',
  'wordle.absent': () => 'not in the word',
  'wordle.tile_marked': (p) => `${p.letter}, ${p.mark}`,
  'wordle.empty': () => 'empty',
  'wordle.guess': (p) => `Guess ${p.n}`,
  'wordle.row': (p) => `Row ${p.n}`,
  'wordle.guesses': () => 'Guesses',
  'wordle.keyboard': () => 'Keyboard',
  'wordle.enter': () => 'Enter',
  'wordle.delete': () => 'Delete letter',
  'wordle.won': (p) => `You found ${p.word}!`,
  'wordle.timeout': (p) => `Time is up. The word was ${p.word}.`,
  'wordle.lost': (p) => `The word was ${p.word}.`,
  'wordle.too_short': () => 'Not enough letters',
  'wordle.tries_left': (p) => `${p.n} ${Number(p.n) === 1 ? 'try' : 'tries'} left`,
} satisfies ViewTexts;
