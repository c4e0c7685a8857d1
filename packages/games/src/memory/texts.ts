import { s, type ViewTexts } from '../define-texts.js';

/**
 * The memory view's texts in English, by key (`memory.*`): the source of the player app's
 * `game.view.memory.*` texts, whose translations are in `./i18n/<lang>.json`.
 */
export const texts = {
  'memory.board': (p) => `Memory cards, ${p.count} pair${s(p.count)}`,
  'memory.help': () =>
    'Turn over two cards at a time to find the pairs. Use the arrow keys to move between cards and Enter to turn one over.',
  'memory.card_down': (p) => `Card ${p.n}, face down`,
  'memory.card_up': (p) => `Card ${p.n}: ${p.face}`,
  'memory.card_matched': (p) => `Card ${p.n}: ${p.face}, pair found`,
  'memory.turned': (p) => `${p.face}`,
  'memory.pair': (p) => `${p.face}: a pair!`,
  'memory.missed': (p) => `${p.face}: not a pair.`,
  'memory.progress': (p) => `Pairs: ${p.found} of ${p.total}`,
  'memory.moves': (p) => `Moves: ${p.moves} of ${p.total}`,
  'memory.won': () => 'You found every pair!',
  'memory.out_of_moves': () => 'No moves left.',
  'memory.timeout': () => 'Time is up.',
} satisfies ViewTexts;
