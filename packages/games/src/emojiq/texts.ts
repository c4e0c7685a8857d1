import { s, type ViewTexts } from '../define-texts.js';

/**
 * The emojiq view's texts in English, by key (`emojiq.*`): the source of the player app's
 * `game.view.emojiq.*` texts, whose translations are in `./i18n/<lang>.json`.
 */
export const texts = {
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
} satisfies ViewTexts;
