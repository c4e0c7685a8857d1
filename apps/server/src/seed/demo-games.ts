/**
 * Demo games: Demo Coffee Co. gets one published game of every type with real content and a
 * draft; Other Bakery gets one published game (so isolation is visible with demo data too).
 */
import type { CreateGameRequest } from '@playdesk/contract';
import { CreateGameRequest as CreateSchema } from '@playdesk/contract';
import type { Queryable } from '../db/client.js';
import { newPublicId } from '../db/ids.js';
import { games } from '../db/schema.js';
import { parseGameContent } from '../features/games/content.js';
import { storedSettings } from '../features/games/settings.js';

const instructions = (text: string) => `<p>${text}</p>`;
const cta = { icon: '☕', label: 'Order online', link: 'https://example.com/order' };

export const COFFEE_GAMES: CreateGameRequest[] = [
  {
    type: 'wordle',
    name: 'Coffee Wordle',
    status: 'published',
    difficulty: 'easy',
    settings: {
      instructions: instructions(
        'Guess the coffee word in 6 tries. Green: right spot, yellow: wrong spot.',
      ),
      cta,
    },
    content: {
      words: [
        'roast',
        'beans',
        'crema',
        'latte',
        'mocha',
        'brews',
        'grind',
        'aroma',
        'steam',
        'sugar',
      ],
      // "crema" is not in the dictionary; the other two are café words players may try too.
      allowed_guesses: ['crema', 'lungo', 'caffe'],
    },
  },
  {
    type: 'quiz',
    name: 'Coffee Lovers Quiz',
    status: 'published',
    difficulty: 'normal',
    settings: { instructions: instructions('Answer 9 questions about coffee in 60 seconds.'), cta },
    content: {
      questions: [
        {
          text: 'Which country produces the most coffee?',
          options: ['Brazil', 'Colombia', 'Vietnam', 'Ethiopia'],
          correct: 0,
        },
        {
          text: 'What is an espresso with a dash of foamed milk called?',
          options: ['Latte', 'Macchiato', 'Americano'],
          correct: 1,
        },
        {
          text: 'Which coffee species is most widely grown?',
          options: ['Robusta', 'Liberica', 'Arabica'],
          correct: 2,
        },
        {
          text: 'Where does coffee originally come from?',
          options: ['Ethiopia', 'Italy', 'Brazil', 'India'],
          correct: 0,
        },
        {
          text: 'What gives a latte its silky texture?',
          options: ['Cream', 'Steamed milk', 'Butter'],
          correct: 1,
        },
        {
          text: 'An Americano is espresso plus…',
          options: ['Hot water', 'Milk', 'Chocolate', 'Ice cream'],
          correct: 0,
        },
        {
          text: 'What is the golden foam on top of an espresso called?',
          options: ['Froth', 'Crema', 'Bloom'],
          correct: 1,
        },
        {
          text: 'Which drink mixes espresso, chocolate and milk?',
          options: ['Cortado', 'Flat white', 'Mocha'],
          correct: 2,
        },
        {
          text: 'Cold brew is steeped for about…',
          options: ['2 minutes', '12–24 hours', '1 week'],
          correct: 1,
        },
      ],
    },
  },
  {
    type: 'scratch',
    name: 'Scratch & Win a Coffee',
    status: 'published',
    difficulty: 'normal',
    settings: { instructions: instructions('Scratch the card to see what you won.'), cta },
    // Its prizes are rewards drawn by odds and winning moments (seed/demo-reward-rules.ts).
    content: { prizes: [], no_luck_text: 'No luck this time — try again tomorrow!' },
  },
  {
    type: 'puzzle',
    name: 'Latte Art Puzzle',
    status: 'published',
    difficulty: 'easy',
    settings: {
      instructions: instructions('Slide the tiles back into place to rebuild the picture.'),
      cta,
    },
    content: { image: '/play/demo/latte-art.svg' },
  },
  {
    type: 'emojiq',
    name: 'Guess the Drink',
    status: 'published',
    difficulty: 'easy',
    settings: {
      instructions: instructions(
        'Each row of emojis hides a drink or a café word. Guess it letter by letter.',
      ),
      cta,
    },
    content: {
      phrases: [
        { emojis: '🧊☕', answer: 'Iced coffee' },
        { emojis: '🍫☕🥛', answer: 'Mocha', hint: 'Chocolate meets espresso' },
        { emojis: '🍵🥛', answer: 'Matcha latte' },
        { emojis: '🥐🧈', answer: 'Croissant' },
        { emojis: '🎃🌶️☕', answer: 'Pumpkin spice', hint: 'An autumn favourite' },
        { emojis: '🌙☕', answer: 'Night owl' },
        { emojis: '🇮🇹☕', answer: 'Espresso' },
      ],
    },
  },
  {
    type: 'wordhunt',
    name: 'Café Word Hunt',
    status: 'published',
    difficulty: 'easy',
    settings: {
      instructions: instructions(
        'Find every café word hidden in the grid. Drag across the letters.',
      ),
      cta,
    },
    content: {
      words: ['COFFEE', 'LATTE', 'MOCHA', 'BEANS', 'ROAST', 'CREMA', 'SUGAR', 'MUG', 'STEAM'],
    },
  },
  {
    type: 'quiz',
    name: 'Holiday Menu Quiz',
    status: 'draft',
    difficulty: 'easy',
    settings: { instructions: instructions('Coming for the holidays.') },
    content: {
      questions: [
        { text: 'Which spice tops our winter latte?', options: ['Cinnamon', 'Pepper'], correct: 0 },
      ],
    },
  },
];

export const BAKERY_GAMES: CreateGameRequest[] = [
  {
    type: 'wordle',
    name: 'Bakery Wordle',
    status: 'published',
    difficulty: 'normal',
    settings: { instructions: instructions('Guess the bakery word.') },
    content: { words: ['bread', 'flour', 'crust', 'dough'] },
  },
];

export async function insertGames(
  db: Queryable,
  accountId: string,
  list: CreateGameRequest[],
): Promise<void> {
  for (const raw of list) {
    const input = CreateSchema.parse(raw);
    await db.insert(games).values({
      publicId: newPublicId(),
      accountId,
      type: input.type,
      name: input.name,
      status: input.status,
      difficulty: input.difficulty,
      settings: storedSettings(input.type, input.settings),
      content: parseGameContent(input.type, input.content),
    });
  }
}
