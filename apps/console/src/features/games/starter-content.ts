import { POPUP_TEXTS, type GameType } from '@playdesk/games';

/**
 * A working example of each game's content, so a new game can be previewed (and played) at once;
 * the business then replaces it with its own.
 */
export const STARTER_CONTENT: Record<GameType, Record<string, unknown>> = {
  quiz: {
    questions: [
      {
        text: 'Which planet is known as the Red Planet?',
        options: ['Venus', 'Mars', 'Jupiter'],
        correct: 1,
      },
      {
        text: 'How many days are there in a leap year?',
        options: ['364', '365', '366'],
        correct: 2,
      },
      {
        text: 'What is the largest ocean on Earth?',
        options: ['Pacific', 'Atlantic', 'Indian', 'Arctic'],
        correct: 0,
      },
    ],
    pass_percent: 60,
  },
  wordle: {
    words: ['happy', 'smile', 'prize', 'lucky', 'sunny', 'party', 'treat', 'bonus'],
  },
  emojiq: {
    phrases: [
      { emojis: '🍕❤️', answer: 'Pizza lover' },
      { emojis: '🌧️🌈', answer: 'Rainbow', hint: 'It follows the rain' },
      { emojis: '⭐🐟', answer: 'Starfish' },
      { emojis: '🍿🎬', answer: 'Movie night' },
      { emojis: '🎂🎉', answer: 'Birthday party', hint: 'Once a year' },
    ],
  },
  wordhunt: {
    words: ['PRIZE', 'LUCKY', 'WINNER', 'SMILE', 'BONUS', 'PLAY'],
  },
  puzzle: {
    image: '/play/demo/latte-art.svg',
  },
  scratch: {
    prizes: [
      { label: '10% off your next visit', odds: 20 },
      { label: 'A free gift', odds: 5 },
    ],
    no_luck_text: 'No luck this time — try again tomorrow!',
  },
};

/** Instructions a new game starts with (rich text, as the Quill editor writes it). */
export const STARTER_INSTRUCTIONS: Record<GameType, string> = {
  quiz: '<p>Answer every question before the clock runs out. Get enough of them right to win!</p>',
  wordle:
    '<p>Guess the secret word in six tries. <strong>Green</strong>: right letter in the right spot. <strong>Yellow</strong>: right letter, wrong spot.</p>',
  emojiq:
    '<p>The emoji hide a word or a phrase. Guess it letter by letter before you run out of lives.</p>',
  wordhunt: '<p>Find every hidden word in the grid. Drag across the letters to mark a word.</p>',
  puzzle: '<p>Slide the tiles back into place to rebuild the picture before the time runs out.</p>',
  scratch: '<p>Scratch the card to see what you won!</p>',
};

export function starterSettings(type: GameType) {
  return {
    popup_texts: { win: POPUP_TEXTS.win, fail: POPUP_TEXTS.fail },
    instructions: STARTER_INSTRUCTIONS[type],
  };
}
