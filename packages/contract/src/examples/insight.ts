/**
 * Examples: insight — the player app's beacon and the funnel of the Coffee Lovers Quiz.
 */
import { BeaconRequest, BeaconResponse, FunnelResponse, type StepCounts } from '../insight.js';
import { answerExample, GAME, requestExample } from './register.js';

const VISIT_ID = '6f1c2a9e-3b7d-4c1e-9a52-0d8e4b7f1a23';

requestExample(BeaconRequest, {
  visit: {
    visit_id: VISIT_ID,
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'may',
    referrer: 'https://mail.example.net/',
    host_url: 'https://cafe-aurora.example.com/menu',
    returning: false,
  },
  events: [
    { step: 'view', game: GAME.public_id, language: 'en' },
    { step: 'cta', game: GAME.public_id, target: 'order_online', language: 'en' },
  ],
});
answerExample(BeaconResponse, { accepted: 2 });

const steps = (
  view: number,
  start: number,
  finish: number,
  lead: number,
  extra: Partial<StepCounts> = {},
): StepCounts => ({
  view,
  start,
  first_move: Math.round(start * 0.93),
  finish,
  win: Math.round(finish * 0.4),
  lead,
  reward_won: Math.round(finish * 0.4),
  reward_redeemed: Math.round(finish * 0.25),
  cta: Math.round(view * 0.08),
  share: Math.round(view * 0.02),
  ...extra,
});

answerExample(FunnelResponse, {
  game: { public_id: GAME.public_id, name: GAME.name, type: 'quiz' },
  group_by: 'source',
  current: {
    from: '2026-11-01',
    to: '2026-11-30',
    steps: steps(1840, 1210, 1032, 388),
    rows: [
      { key: 'newsletter', label: 'newsletter', steps: steps(920, 701, 640, 270) },
      { key: 'counter-qr', label: 'counter-qr', steps: steps(610, 380, 302, 96) },
      { key: 'direct', label: 'direct', steps: steps(310, 129, 90, 22) },
    ],
  },
  compared: {
    from: '2026-10-02',
    to: '2026-10-31',
    steps: steps(1502, 966, 801, 250),
    rows: [
      { key: 'newsletter', label: 'newsletter', steps: steps(800, 590, 512, 190) },
      { key: 'direct', label: 'direct', steps: steps(702, 376, 289, 60) },
    ],
  },
});
