/** Examples: uploaded images and the dashboard's figures. */
import { DashboardResponse } from '../dashboard.js';
import { MediaListResponse, MediaResponse, type Media } from '../media.js';
import { GAME, NOW, answerExample, pageOf } from './register.js';

const IMAGE: Media = {
  url: '/media/7f3e9b1c2d4a58e6a0b1c9d7e2f4a6b8.png',
  content_type: 'image/png',
  size: 182_344,
  width: 1200,
  height: 800,
  created_at: NOW,
};
answerExample(MediaResponse, { media: IMAGE });
answerExample(MediaListResponse, pageOf(IMAGE));

answerExample(DashboardResponse, {
  from: '2026-11-19',
  to: '2026-11-21',
  days: [
    { date: '2026-11-19', plays: 142, wins: 41 },
    { date: '2026-11-20', plays: 168, wins: 52 },
    { date: '2026-11-21', plays: 97, wins: 30 },
  ],
  totals: { plays: 407, wins: 123, new_players: 88 },
  top_games: [{ public_id: GAME.public_id, name: GAME.name, type: 'quiz', plays: 407, wins: 123 }],
  usage: { used: 1_284, limit: 50_000, period: '2026-11' },
  languages: [
    { language: 'fr', plays: 251, wins: 77 },
    { language: 'en', plays: 156, wins: 46 },
  ],
});
