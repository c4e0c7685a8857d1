/** Examples: fair play's challenge, a game's fair-play rules and the review queue (issue 36). */
import {
  ChallengeResponse,
  DEFAULT_FAIR_PLAY,
  FairPlayRequest,
  FairPlayResponse,
  HeldRewardListResponse,
  HeldRewardResponse,
  RejectHeldRewardRequest,
  type HeldReward,
  type Risk,
} from '../fair-play.js';
import { GAME, NOW, answerExample, pageOf, requestExample } from './register.js';

export const HELD_RISK: Risk = {
  score: 80,
  level: 'high',
  reasons: [
    { code: 'network_velocity', points: 80, text: '92 plays from this network in an hour' },
  ],
};

answerExample(ChallengeResponse, {
  algorithm: 'SHA-256',
  challenge: '4d9b2c1f0a7e3b6d8c5a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c',
  salt: '6c1f9e2a7b3d4c5e?expires=1795999472&game=g_7hK2pQx9&max=20000&',
  signature: '9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e',
  maxnumber: 20_000,
  required: true,
});

const SETTINGS = {
  ...DEFAULT_FAIR_PLAY,
  velocity: { ...DEFAULT_FAIR_PLAY.velocity, network: { hour: 40, day: 200 } },
  actions: { low: 'allow', medium: 'challenge', high: 'hold' },
} as const;
requestExample(FairPlayRequest, SETTINGS);
answerExample(FairPlayResponse, { fair_play: SETTINGS });

const HELD: HeldReward = {
  public_id: 'w_3kP8sLq2',
  reward: { public_id: 'r_9cV2bN5m', name: 'A free flat white' },
  game: GAME,
  player: { public_id: 'p_1qW5eR8t', email: 'lea.martin@example.com', name: 'Léa Martin' },
  won_at: NOW,
  risk: HELD_RISK,
};
answerExample(HeldRewardListResponse, pageOf(HELD));
answerExample(HeldRewardResponse, { held: HELD });
requestExample(RejectHeldRewardRequest, {
  reason: '90 plays from one network in an hour, all with new emails.',
});
