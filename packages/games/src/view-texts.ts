/**
 * The texts the game views show (buttons, statuses, hints, screen-reader labels), by key. A view
 * takes a translator `t` (GameViewProps): the player app passes its own, which reads these keys as
 * `game.view.{key}` from its catalogues in the player's language (docs/adr/009-i18n.md); without
 * one (the console's preview), the English below. The English here is the source: the player
 * app's English catalogue holds the same texts as ICU messages, and a test there keeps both equal.
 * Pure: no formatter and no language data in this package.
 */
type Params = Readonly<Record<string, string | number>>;

const s = (n: string | number | undefined) => (Number(n) === 1 ? '' : 's');

const EN = {
  error: () => 'Something went wrong, try again',

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

  'quiz.correct': () => 'Correct!',
  'quiz.not_quite': () => 'Not quite.',
  'quiz.is_right': (p) => `“${p.answer}” is right.`,
  'quiz.is_not': (p) => `“${p.answer}” is not the answer.`,
  'quiz.was': (p) => `The answer was “${p.answer}”.`,
  'quiz.line_correct': (p) => `Correct: ${p.answer}`,
  'quiz.line_wrong': (p) => `Wrong: you chose ${p.chosen}`,
  'quiz.line_wrong_was': (p) => `Wrong: you chose ${p.chosen}, the answer was ${p.answer}`,
  'quiz.summary': (p) => `You answered ${p.correct} of ${p.total} questions correctly.`,
  'quiz.summary_timeout': (p) =>
    `Time is up! You answered ${p.correct} of ${p.total} questions correctly.`,
  'quiz.results': () => 'Results',
  'quiz.secret': () => 'The right answers stay a secret. Play again to find them!',
  'quiz.progress': (p) => `Question ${p.n} of ${p.total}`,

  'scratch.cover': () => 'Scratch here',
  'scratch.prompt': () => 'Scratch the card to see what you got',
  'scratch.timeout': () => 'Time is up! Your card held:',
  'scratch.won': () => 'You won!',
  'scratch.cover_label': () => 'Scratch card cover',
  'scratch.help': (p) =>
    `Drag over the card to scratch it, or press Enter or Space to scratch one strip at a time. The card opens once ${p.percent} percent is scratched.`,

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

  'emojiq.won': () => 'You solved every phrase!',
  'emojiq.lost_count': (p) =>
    `Out of lives. You solved ${p.solved} of ${p.count} phrase${s(p.count)}. Try again!`,
  'emojiq.lost_answer': (p) => `Out of lives. The answer was “${p.answer}”.`,
  'emojiq.solved_one': (p) => `Solved! It was “${p.answer}”.`,
  'emojiq.already_tried': (p) => `You already tried the letter ${p.letter}.`,
  'emojiq.progress': (p) => `Phrase ${p.n} of ${p.count}`,
  'emojiq.clue': (p) => `Emoji clue: ${p.emojis}`,
  'emojiq.hint': () => 'Hint:',
  'emojiq.phrase_label': (p) => `Phrase: ${p.phrase}`,
  'emojiq.blank': () => 'blank',
  'emojiq.next_word': () => ', next word, ',
  'emojiq.key_hit': (p) => `${p.letter}, in the phrase`,
  'emojiq.key_miss': (p) => `${p.letter}, not in the phrase`,
  'emojiq.letters': () => 'Letters',
  'emojiq.answers': () => 'Answers',
  'emojiq.solved': () => 'Solved',
  'emojiq.item_solved': () => 'solved',
  'emojiq.item_not_solved': () => 'not solved',

  'wheel.label': (p) => `Prize wheel: ${p.segments}`,
  'wheel.spin': () => 'Spin',
  'wheel.spinning': () => 'Spinning…',
  'wheel.won': () => 'You won!',
  'wheel.stopped_on': () => 'The wheel stopped on',
  'wheel.try_again': () => 'So close!',
  'wheel.timeout': () => 'Time is up! The wheel stopped on',

  'personality.progress': (p) => `Question ${p.n} of ${p.total}`,
  'personality.answers': () => 'Answers',
  'personality.result': () => 'Your result',
  'personality.new_tab': () => '(opens in a new tab)',
  'personality.over': () => 'This test is over.',
} satisfies Record<string, (p: Params) => string>;

export type ViewTextKey = keyof typeof EN;

/** A view's translator: the text of `key` with `params` filled in. */
export type ViewT = (key: ViewTextKey, params?: Params) => string;

/** Every key a view may ask for (the player app's test checks its catalogues against it). */
export const VIEW_TEXT_KEYS = Object.keys(EN) as ViewTextKey[];

/** The views' English, for a host that passes no translator. */
export const englishViewT: ViewT = (key, params = {}) => EN[key](params);
