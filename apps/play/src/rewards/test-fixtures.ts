/** Contract-shaped rewards for the tests (as `GET play/sessions/{id}` and the front send them). */
import type { AccountRewardsResponse, PublicReward, WonReward } from './types.js';

export function publicReward(overrides: Partial<PublicReward> = {}): PublicReward {
  return {
    public_id: 'rw_coffee',
    name: 'Free coffee',
    description: 'Any coffee, any size.',
    image: null,
    value: '3.50 €',
    terms: 'One per visit.',
    how_to_redeem: 'Show the code at the counter.',
    kind: 'unique_code',
    ...overrides,
  };
}

export function wonReward(overrides: Partial<WonReward> = {}): WonReward {
  return {
    id: 'win_1',
    reward: publicReward(),
    code: 'CAFE-7K2M9Q',
    link: null,
    won_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-12-31T23:59:59.999Z',
    redeemed_at: null,
    status: 'active',
    game: { public_id: 'g_quiz', name: 'Coffee Lovers Quiz' },
    redeem_mode: 'online',
    redemption_token: null,
    wallet: { apple: null, google: null },
    ...overrides,
  };
}

export function accountRewards(
  overrides: Partial<AccountRewardsResponse> = {},
): AccountRewardsResponse {
  return {
    business_name: 'Demo Coffee Co.',
    rewards: [
      {
        reward: publicReward(),
        offers: [
          {
            game: { public_id: 'g_quiz', name: 'Coffee Lovers Quiz' },
            mode: 'winner',
            odds: null,
            min_score: null,
          },
        ],
      },
    ],
    won: [],
    fairness: [],
    ...overrides,
  };
}
