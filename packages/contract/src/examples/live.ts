/** Examples: live shows (docs/live.md). */
import {
  CreateLiveSessionRequest,
  LiveAnswerRequest,
  LiveAnswerResponse,
  LiveCommandRequest,
  LiveJoinRequest,
  LiveJoinResponse,
  LiveOutcome,
  LiveRewardRequest,
  LiveRewardResponse,
  LiveSessionResponse,
  LiveViewResponse,
  type LiveView,
} from '../live.js';
import { WON_FLAT_WHITE } from './play.js';
import { GAME, NOW, answerExample, requestExample } from './register.js';

const QUESTION = {
  index: 0,
  text: 'Which country produces the most coffee?',
  options: ['Brazil', 'Colombia', 'Vietnam', 'Ethiopia'],
  deadline: '2026-11-21T09:30:20.000Z',
  time_left_ms: 12_400,
  seconds: 20,
};

const VIEW: LiveView = {
  v: 1,
  code: 'K7QX2M',
  game: GAME.public_id,
  kind: 'quiz',
  mode: 'classic',
  phase: 'question',
  paused: false,
  question_count: 9,
  question_index: 0,
  teams: 0,
  players: 42,
  answered: 17,
  question: QUESTION,
  correct: null,
  distribution: null,
  top: null,
  team_scores: null,
  outcomes: null,
  me: null,
  server_time: '2026-11-21T09:30:07.600Z',
};

requestExample(CreateLiveSessionRequest, {
  game: GAME.public_id,
  mode: 'classic',
  question_seconds: 20,
  reward: { reward_id: 'r_9cV2bN5m', top: 3, min_score: null },
});
answerExample(LiveSessionResponse, {
  session: {
    public_id: 'ls_5tG8wN2k',
    code: 'K7QX2M',
    game: GAME,
    mode: 'classic',
    teams: 0,
    question_seconds: 20,
    created_at: NOW,
    reward: { reward_id: 'r_9cV2bN5m', top: 3, min_score: null },
    rewarded_at: null,
    view: VIEW,
    host_correct: 0,
  },
});
requestExample(LiveCommandRequest, { command: 'reveal' });
requestExample(LiveRewardRequest, {
  reward: { reward_id: 'r_9cV2bN5m', top: null, min_score: 3000 },
});
requestExample(LiveJoinRequest, { nickname: 'Léa', language: 'fr' });
answerExample(LiveJoinResponse, {
  token: 'lp_Vq3Xn8sK2rT7yB4mW9cZ1dF6hJ0gL5pA',
  player_token: 'pt_8Hn3Kq7Wz2Xc5Vb9Nm4Lp6Rt1Ys0Dg',
  view: {
    ...VIEW,
    phase: 'lobby',
    question_index: -1,
    question: null,
    answered: 0,
    me: {
      nickname: 'Léa',
      team: null,
      score: 0,
      rank: null,
      out: false,
      answer: null,
      points: null,
      outcome: null,
    },
  },
});
answerExample(LiveViewResponse, {
  view: {
    ...VIEW,
    phase: 'revealed',
    question: { ...QUESTION, time_left_ms: 0 },
    correct: 0,
    distribution: [24, 9, 6, 3],
    top: [
      { rank: 1, nickname: 'Léa', score: 940, team: null, out: false },
      { rank: 2, nickname: 'Tom', score: 870, team: null, out: false },
    ],
    me: {
      nickname: 'Léa',
      team: null,
      score: 940,
      rank: 1,
      out: false,
      answer: 0,
      points: 940,
      outcome: null,
    },
  },
});
// A personality show's end: the phone's own outcome (`me.outcome`).
answerExample(LiveOutcome, {
  id: 'flat-white',
  title: 'You are a flat white',
  text: 'Calm, precise and always on time.',
  image: null,
  link: { label: 'Order one', url: 'https://cafe.example.com/flat-white' },
});
requestExample(LiveAnswerRequest, { question: 0, option: 0 });
answerExample(LiveAnswerResponse, { accepted: true, question: 0 });
answerExample(LiveRewardResponse, {
  reward: {
    ...WON_FLAT_WHITE,
    won_at: '2026-11-21T09:41:02.000Z',
    expires_at: '2026-12-21T09:41:02.000Z',
  },
});
