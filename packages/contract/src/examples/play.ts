/**
 * Examples: the player's side of a game (the public game, a play session and its moves, the
 * leaderboard, the player's name). A move has one documented branch per game type (documented.ts):
 * each shows a move of its game.
 */
import { z } from 'zod';
import { GAME_EXAMPLES } from '@playdesk/games/examples';
import { GAME_TYPES, type GameAction, type GameType } from '@playdesk/games/registry';
import { openApiDocs } from '../documented.js';
import {
  AccountGamesResponse,
  ActionRequest,
  LeaderboardResponse,
  LiveGameResponse,
  PlayerResponse,
  PublicGameResponse,
  SessionResponse,
  StartSessionRequest,
  StartSessionResponse,
  UpdatePlayerRequest,
  type PlaySession,
  type PublicGame,
} from '../play.js';
import {
  ACCOUNT,
  FLAT_WHITE,
  GAME,
  PLAYER,
  answerExample,
  documentedExample,
  requestExample,
} from './register.js';
import type { WonReward } from '../rewards/player.js';
import { QUIZ_GAME } from './games.js';

/** A reward a play won (the play's end, a live show's podium). */
export const WON_FLAT_WHITE: WonReward = {
  id: 'w_6dF3gH8j',
  reward: {
    ...FLAT_WHITE,
    terms: 'One per visit. Not exchangeable for cash.',
    how_to_redeem: 'Show your code at the counter.',
    kind: 'unique_code',
  },
  code: 'AURORA-7KQ2MX9P',
  link: null,
  won_at: '2026-11-21T09:30:21.400Z',
  expires_at: '2026-12-21T09:30:21.400Z',
  redeemed_at: null,
  status: 'active',
  game: GAME,
  redeem_mode: 'online',
  redemption_token: null,
  wallet: { apple: null, google: null },
};

export const PUBLIC_GAME: PublicGame = {
  public_id: GAME.public_id,
  type: 'quiz',
  name: GAME.name,
  difficulty: 'normal',
  time_limit_seconds: 60,
  background_image: null,
  game_image: QUIZ_GAME.settings.game_image,
  popup_texts: QUIZ_GAME.settings.popup_texts,
  cta: QUIZ_GAME.settings.cta,
  instructions: QUIZ_GAME.settings.instructions,
  footer_buttons: QUIZ_GAME.settings.footer_buttons,
  templates: {
    game_over: null,
    success: {
      title: 'You won!',
      message: '<p>Show this screen at the counter for a free flat white.</p>',
      image: null,
      button_label: 'See the menu',
      button_link: 'https://cafe-aurora.example.com/menu',
      colors: { background: '#FFF8F0', text: '#3B2A1A', button: '#6F4E37', button_text: '#FFFFFF' },
    },
    leaderboard: null,
  },
  account: ACCOUNT,
  gives_reward: true,
  language: 'en',
  languages: ['en', 'fr', 'de'],
  experiment: null,
};
answerExample(PublicGameResponse, { game: PUBLIC_GAME });
answerExample(AccountGamesResponse, { games: [PUBLIC_GAME] });
answerExample(LiveGameResponse, { date: '2026-11-21', game: PUBLIC_GAME });

requestExample(StartSessionRequest, {
  display_name: PLAYER.display_name,
  source_url: 'https://cafe-aurora.example.com/games',
  language: 'fr',
});

const [first, second, third] = QUIZ_GAME.content.questions.map(({ id, text, image, options }) => ({
  id,
  text,
  image,
  options,
}));
const STARTED: PlaySession = {
  session_id: 's_4nB8vC2x',
  game_public_id: GAME.public_id,
  started_at: '2026-11-21T09:30:00.000Z',
  ends_at: '2026-11-21T09:31:00.000Z',
  server_now: '2026-11-21T09:30:00.120Z',
  outcome: { status: 'playing', score: 0 },
  view: {
    current: first!,
    index: 0,
    total: 3,
    answered: [],
    correct_count: 0,
    score: 0,
    pass_percent: 60,
    time_left_seconds: 60,
    status: 'playing',
    reason: null,
  },
  reward: null,
};
answerExample(StartSessionResponse, {
  session: STARTED,
  player: PLAYER,
  player_token: 'plt_R7uE2wQ9zX4cV1bN8mK3',
});
answerExample(SessionResponse, {
  session: {
    ...STARTED,
    server_now: '2026-11-21T09:30:21.400Z',
    outcome: { status: 'won', score: 3, reason: 'completed' },
    view: {
      current: null,
      index: 3,
      total: 3,
      answered: [
        { ...first!, option: 0, correct_option: 0, correct: true },
        { ...second!, option: 1, correct_option: 1, correct: true },
        { ...third!, option: 1, correct_option: 1, correct: true },
      ],
      correct_count: 3,
      score: 3,
      pass_percent: 60,
      time_left_seconds: 39,
      status: 'won',
      reason: 'completed',
    },
    reward: WON_FLAT_WHITE,
  },
});

/** A move of each game, as its player's browser sends it: its folder's example's. */
const MOVES = Object.fromEntries(GAME_TYPES.map((type) => [type, GAME_EXAMPLES[type].move])) as {
  [T in GameType]: GameAction<T>;
};
const moveDoc = openApiDocs.get(ActionRequest)!.documentedAs;
const quizMove: z.input<typeof ActionRequest> = { action: MOVES.quiz };
documentedExample(moveDoc, quizMove);
const moves = moveDoc instanceof z.ZodObject ? moveDoc.shape.action : undefined;
if (moves instanceof z.ZodUnion)
  for (const branch of moves.options as z.ZodType[]) {
    const type = (Object.keys(MOVES) as GameType[]).find((t) =>
      (branch.description ?? '').includes(`\`${t}\``),
    );
    if (type) documentedExample(branch, MOVES[type]);
  }

answerExample(LeaderboardResponse, {
  entries: [
    { rank: 1, display_name: 'Marco', avatar: '🦊', score: 3, is_me: false },
    { rank: 2, display_name: PLAYER.display_name, avatar: PLAYER.avatar, score: 3, is_me: true },
    { rank: 3, display_name: 'Sam', avatar: null, score: 2, is_me: false },
  ],
  me: { rank: 2, score: 3 },
});
requestExample(UpdatePlayerRequest, { display_name: PLAYER.display_name, avatar: PLAYER.avatar });
answerExample(PlayerResponse, { player: PLAYER });
