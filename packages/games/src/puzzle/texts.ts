import { s, type ViewTexts } from '../define-texts.js';

/**
 * The puzzle view's texts in English, by key (`puzzle.*`): the source of the player app's
 * `game.view.puzzle.*` texts, whose translations are in `./i18n/<lang>.json`.
 */
export const texts = {
  'puzzle.won': () => 'Puzzle solved!',
  'puzzle.solved_by_player': () => 'Here is the solved picture.',
  'puzzle.timeout': () => 'Time is up.',
  'puzzle.tile': (p) => `Tile ${p.tile}, row ${p.row}, column ${p.col}`,
  'puzzle.tile_movable': (p) => `Tile ${p.tile}, row ${p.row}, column ${p.col}, can move`,
  'puzzle.board': (p) => `Sliding puzzle, ${p.size} by ${p.size}, ${p.moves} move${s(p.moves)}`,
  'puzzle.help': () => 'Tap a tile next to the empty space to slide it, or use the arrow keys.',
  'puzzle.moves': (p) => `${p.moves} move${s(p.moves)}`,
  'puzzle.finished': () => 'The finished picture',
  'puzzle.hint': () => 'Hint: the whole picture',
  'puzzle.hint_label': () => 'The whole picture (hint). Tap to hide.',
} satisfies ViewTexts;
