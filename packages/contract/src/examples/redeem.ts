/** Examples: redeeming at the counter, the offline queue, voiding, the report and its conflicts. */
import {
  AlreadyRedeemedError,
  CounterRedeemRequest,
  CounterRewardResponse,
  RedeemBatchRequest,
  RedeemBatchResponse,
  RedeemCheckRequest,
  RedemptionConflictListResponse,
  RedemptionReportResponse,
  VoidRewardRequest,
  type CounterReward,
} from '../rewards/index.js';
import { NOW, answerExample, pageOf, requestExample } from './register.js';

const TOKEN =
  'PDR1.eyJhIjoiYV9RNG1aOHJUYyIsInciOiJ3XzZkRjNnSDhqIiwieCI6MTc2NjMwOTQwMH0.' +
  'q3Jx0m7Yb1k9cE2tW6fV8aH4sL0dR5uN3pZ7yX1gM9oB2eC6iK8jQ4wT0vS5rA7hD3fG1nL9mP2xY6zU8bE4cA';
const SOHO = { public_id: 'l_3Jd7Pq2W', name: 'Café Aurora Soho' };

const ACTIVE: CounterReward = {
  id: 'w_6dF3gH8j',
  reward: { public_id: 'r_9cV2bN5m', name: 'A free flat white', value: '4.50 €' },
  winner_name: 'Léa Martin',
  code: 'AURORA-7KQ2MX9P',
  won_at: '2026-11-20T17:12:00.000Z',
  expires_at: '2026-12-20T23:59:59.000Z',
  status: 'active',
  redeemed: null,
  voided: null,
};
const REDEEMED: CounterReward = {
  ...ACTIVE,
  status: 'redeemed',
  redeemed: { at: NOW, location: SOHO, by: 'Till 1' },
};

requestExample(RedeemCheckRequest, { token: TOKEN });
answerExample(CounterRewardResponse, { reward: REDEEMED });
requestExample(CounterRedeemRequest, { code: 'AURORA-7KQ2MX9P', location: SOHO.public_id });
answerExample(AlreadyRedeemedError, {
  message: 'Already redeemed at Café Aurora Soho on 21 Nov 2026, 09:30 UTC.',
  reward: REDEEMED,
});
requestExample(RedeemBatchRequest, {
  redemptions: [
    {
      client_id: '0b9e6c1a-4f2d-4e8b-9a7c-3d5e1f2a4b6c',
      token: TOKEN,
      redeemed_at: '2026-11-21T09:28:41.000Z',
    },
  ],
});
answerExample(RedeemBatchResponse, {
  results: [
    {
      client_id: '0b9e6c1a-4f2d-4e8b-9a7c-3d5e1f2a4b6c',
      result: 'redeemed',
      message: 'Redeemed.',
      reward: REDEEMED,
    },
  ],
});
requestExample(VoidRewardRequest, { reason: 'Won twice by the same person, by mistake.' });
answerExample(RedemptionReportResponse, {
  ...pageOf(
    {
      day: '2026-11-21',
      reward: { public_id: 'r_9cV2bN5m', name: 'A free flat white' },
      location: SOHO,
      issued: 0,
      redeemed: 12,
      expired: 0,
      voided: 0,
      issued_redeemed: 0,
      redemption_rate: null,
      median_seconds_to_redeem: 5400,
    },
    {
      day: '2026-11-21',
      reward: { public_id: 'r_9cV2bN5m', name: 'A free flat white' },
      location: null,
      issued: 40,
      redeemed: 0,
      expired: 3,
      voided: 1,
      // 18 of the day's 40 rewards redeemed so far (12 that day, 6 since).
      issued_redeemed: 18,
      redemption_rate: 0.45,
      median_seconds_to_redeem: null,
    },
  ),
  totals: {
    issued: 40,
    redeemed: 12,
    expired: 3,
    voided: 1,
    issued_redeemed: 18,
    redemption_rate: 0.45,
    median_seconds_to_redeem: 5400,
  },
});
answerExample(
  RedemptionConflictListResponse,
  pageOf({
    public_id: 'rc_5Tn8Wq1Z',
    reward: REDEEMED,
    kept: { at: NOW, location: SOHO, by: 'Till 1' },
    refused: {
      at: '2026-11-21T09:41:07.000Z',
      location: { public_id: 'l_8Ks2Vb6Y', name: 'Café Aurora Marais' },
      by: 'Till 3',
    },
    created_at: '2026-11-21T11:02:15.000Z',
  }),
);
