/**
 * Examples: games. The document describes a new game with one branch per game type (documented.ts):
 * each branch shows a game of its type, built from the demo games' content, and the request as a
 * whole shows the Coffee Lovers Quiz.
 */
import { z } from 'zod';
import { GAME_EXAMPLES } from '@playdesk/games/examples';
import {
  GAME_TYPES,
  type GameContent,
  type GameContentInput,
  type GameType,
} from '@playdesk/games/registry';
import { openApiDocs } from '../documented.js';
import {
  CreateGameRequest,
  GameListResponse,
  GameResponse,
  UpdateGameRequest,
  type Game,
  type GameSummary,
} from '../games.js';
import {
  ImportTranslationRequest,
  ImportTranslationResponse,
  TranslationJsonFile,
} from '../game-texts.js';
import { GAME, NOW, answerExample, documentedExample, pageOf, requestExample } from './register.js';

const instructions = (text: string) => `<p>${text}</p>`;
const CTA = {
  icon: '☕',
  label: 'Order online',
  link: 'https://cafe-aurora.example.com/order',
} as const;

/** A new game of each type, as a business sends it: its folder's example (@playdesk/games/examples). */
type NewGame<T extends GameType> = CreateGameRequest & { type: T; content: GameContentInput<T> };

/** The settings only the contract types, by game: rewards, a call to action. */
const SETTINGS: { [T in GameType]?: Omit<NewGame<T>['settings'] & object, 'instructions'> } = {
  quiz: { cta: CTA },
  // The card's prizes are the café's rewards, drawn by odds.
  scratch: { rewards: { rules: [{ reward_id: 'r_9cV2bN5m', mode: 'odds', odds: 10 }] } },
  // The wheel stops on the reward the draw gives: each rule's reward has a segment.
  wheel: { rewards: { rules: [{ reward_id: 'r_9cV2bN5m', mode: 'odds', odds: 10 }] } },
  // A reward only for the players whose coffee is the flat white.
  personality: {
    rewards: { rules: [{ reward_id: 'r_9cV2bN5m', mode: 'winner', result_id: 'flat-white' }] },
  },
};

function newGame<T extends GameType>(type: T): NewGame<T> {
  const { name, difficulty, instructions: text, content } = GAME_EXAMPLES[type];
  return {
    type,
    name,
    status: 'published',
    difficulty,
    settings: { instructions: instructions(text), ...SETTINGS[type] },
    content,
  } as NewGame<T>;
}

export const NEW_GAMES = Object.fromEntries(GAME_TYPES.map((type) => [type, newGame(type)])) as {
  [T in GameType]: NewGame<T>;
};
// The Coffee Lovers Quiz is translated into French.
NEW_GAMES.quiz = {
  ...NEW_GAMES.quiz,
  default_language: 'en',
  translations: {
    fr: {
      name: 'Quiz des amoureux du café',
      popup_texts: { win: 'Bravo ! Votre flat white est offert.' },
      content: {
        'questions.0.text': 'Quel pays produit le plus de café ?',
        'questions.0.options.0': 'Brésil',
        'questions.0.options.1': 'Colombie',
      },
    },
  },
};

const branchType = (schema: z.ZodType): GameType | undefined => {
  const type = schema instanceof z.ZodObject ? schema.shape.type : undefined;
  return type instanceof z.ZodLiteral ? (type.value as GameType) : undefined;
};

// POST /games: each type's branch shows its game; the union shows the quiz.
const created = openApiDocs.get(CreateGameRequest)!.documentedAs;
documentedExample(created, NEW_GAMES.quiz);
for (const branch of (created as z.ZodDiscriminatedUnion).options) {
  const type = branchType(branch as z.ZodType);
  if (type) documentedExample(branch as z.ZodType, NEW_GAMES[type]);
}

// PATCH /games/{id}: renaming and changing the pop-up text, and a new question list.
const UPDATE: UpdateGameRequest = {
  name: 'Coffee Lovers Quiz — Winter',
  settings: { popup_texts: { win: 'Bravo! Your flat white is on us.' } },
  // Only the German texts change; the French ones stay as they are.
  translations: {
    de: {
      name: 'Quiz für Kaffeeliebhaber',
      popup_texts: { win: 'Bravo! Ihr Flat White geht auf uns.' },
      content: { 'questions.0.text': 'Welches Gewürz krönt unseren Winter-Latte?' },
    },
  },
  content: {
    questions: [
      {
        text: 'Which spice tops our winter latte?',
        options: ['Cinnamon', 'Pepper', 'Saffron'],
        correct: 0,
      },
    ],
    pass_percent: 100,
  } satisfies GameContentInput<'quiz'>,
};
documentedExample(openApiDocs.get(UpdateGameRequest)!.documentedAs, UPDATE);

const QUIZ_CONTENT: GameContent<'quiz'> = {
  questions: NEW_GAMES.quiz.content.questions.map((q, i) => ({
    ...q,
    id: `q${i + 1}`,
    image: null,
  })),
  pass_percent: 60,
  reveal_answers: false,
  pool_size: null,
};

export const QUIZ_GAME: Extract<Game, { type: 'quiz' }> = {
  public_id: GAME.public_id,
  type: 'quiz',
  name: GAME.name,
  status: 'published',
  difficulty: 'normal',
  settings: {
    background_image: null,
    game_image: 'https://cafe-aurora.example.com/media/quiz-cover.png',
    popup_texts: {
      win: 'Bravo! Your flat white is on us.',
      fail: 'So close! Try again tomorrow.',
    },
    cta: { ...CTA },
    instructions: instructions('Answer 3 questions about coffee in 60 seconds.'),
    footer_buttons: ['timer', 'leaderboard', 'call_to_action'],
    templates: { game_over: null, success: 't_5mK8rW2e', leaderboard: null },
    lead_form: {
      mode: 'after',
      fields: [
        { key: 'first_name', type: 'first_name', label: 'First name', required: true },
        { key: 'email', type: 'email', label: 'Email', required: true },
      ],
      consents: ['cn_6tY3uI9o'],
    },
    participation: { rule: 'once_per_day' },
    rewards: {
      rules: [
        {
          id: 'flat-white',
          reward_id: 'r_9cV2bN5m',
          mode: 'winner',
          min_score: 2,
          result_id: null,
          odds: null,
          moments: null,
          per_player: 1,
          per_day: 20,
          stock: null,
          all_from: null,
        },
      ],
      consolation_reward_id: null,
      fairness: [],
    },
  },
  content: QUIZ_CONTENT,
  default_language: 'en',
  languages: ['en', 'fr'],
  translations: { fr: NEW_GAMES.quiz.translations!.fr! },
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: NOW,
};
answerExample(GameResponse, { game: QUIZ_GAME });

const summary = (
  type: GameType,
  public_id: string,
  name: string,
  plays: number,
  wins: number,
): GameSummary => ({
  public_id,
  type,
  name,
  status: 'published',
  difficulty: type === 'quiz' || type === 'scratch' ? 'normal' : 'easy',
  plays,
  wins,
  game_image: null,
  default_language: 'en',
  languages: ['en'],
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: NOW,
});
answerExample(GameListResponse, {
  ...pageOf(
    {
      ...summary('quiz', GAME.public_id, GAME.name, 1_284, 402),
      game_image: QUIZ_GAME.settings.game_image,
    },
    summary('wordle', 'g_2rT6yU1i', 'Coffee Wordle', 856, 511),
    summary('scratch', 'g_8oP3aS5d', 'Scratch & Win a Coffee', 2_310, 231),
  ),
});

requestExample(ImportTranslationRequest, {
  format: 'json',
  file: JSON.stringify({
    name: 'Le quiz des amateurs de café',
    'popup_texts.win': 'Bravo ! Votre flat white est offert.',
    'content.questions.0.text': 'Quel pays produit le plus de café ?',
  }),
});
answerExample(ImportTranslationResponse, { game: QUIZ_GAME, imported: 3 });
answerExample(TranslationJsonFile, {
  name: 'Le quiz des amateurs de café',
  'popup_texts.win': 'Bravo ! Votre flat white est offert.',
  'popup_texts.fail': '',
  'content.questions.0.text': 'Quel pays produit le plus de café ?',
});
