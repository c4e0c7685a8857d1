/** Examples: rewards, their codes, winners and redemption. */
import {
  CodeImportReport,
  CreateRewardRequest,
  GenerateCodesRequest,
  RedeemRequest,
  RedeemResponse,
  RewardListResponse,
  RewardResponse,
  UpdateRewardRequest,
  WinnerListResponse,
  type Reward,
  type Winner,
} from '../rewards/index.js';
import { GAME, NOW, answerExample, pageOf, requestExample } from './register.js';

// ---- Rewards ----

const REWARD: Reward = {
  public_id: 'r_9cV2bN5m',
  name: 'A free flat white',
  description: 'Any size, hot or iced.',
  image: null,
  value: '4.50 €',
  terms: 'One per visit. Not exchangeable for cash.',
  how_to_redeem: 'Show your code at the counter.',
  expiry: { type: 'days_after_win', days: 30 },
  kind: 'unique_code',
  shared_value: null,
  quantity: null,
  low_stock_threshold: 20,
  stock: { total: 500, won: 37, redeemed: 21, left: 463 },
  low_stock: false,
  games: [GAME],
  created_at: '2026-11-02T10:15:00.000Z',
  updated_at: NOW,
};
requestExample(CreateRewardRequest, {
  name: 'A free flat white',
  description: 'Any size, hot or iced.',
  value: '4.50 €',
  terms: 'One per visit. Not exchangeable for cash.',
  how_to_redeem: 'Show your code at the counter.',
  expiry: { type: 'days_after_win', days: 30 },
  kind: 'unique_code',
  low_stock_threshold: 20,
});
requestExample(UpdateRewardRequest, { low_stock_threshold: 50, terms: 'One per visit.' });
answerExample(RewardResponse, { reward: REWARD });
answerExample(RewardListResponse, pageOf(REWARD));
requestExample(GenerateCodesRequest, { count: 500, prefix: 'AURORA-', length: 8 });
answerExample(CodeImportReport, {
  imported: 498,
  blank: 1,
  duplicates: 1,
  too_long: 0,
  invalid: 0,
  examples: [{ line: 212, problem: 'duplicate', value: 'AURORA-7KQ2MX9P' }],
  reward: REWARD,
});
const WINNER: Winner = {
  id: 'w_6dF3gH8j',
  reward: { public_id: REWARD.public_id, name: REWARD.name },
  player: { public_id: 'p_1qW5eR8t', name: 'Léa Martin', email: 'lea.martin@example.com' },
  game: GAME,
  code: 'AURORA-7KQ2MX9P',
  won_at: NOW,
  expires_at: '2026-12-21T09:30:00.000Z',
  redeemed_at: null,
  status: 'active',
};
answerExample(WinnerListResponse, pageOf(WINNER));
requestExample(RedeemRequest, { code: 'AURORA-7KQ2MX9P' });
answerExample(RedeemResponse, {
  winner: { ...WINNER, redeemed_at: '2026-11-22T08:05:00.000Z', status: 'redeemed' },
});
