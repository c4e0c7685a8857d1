/** Examples: rewards, their codes, winners and redemption. */
import {
  AccountRewardsResponse,
  CodeImportReport,
  DrawListResponse,
  GameFairnessResponse,
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
import { FLAT_WHITE, GAME, NOW, answerExample, pageOf, requestExample } from './register.js';

// ---- Rewards ----

const REWARD: Reward = {
  ...FLAT_WHITE,
  terms: 'One per visit. Not exchangeable for cash.',
  how_to_redeem: 'Show your code at the counter.',
  expiry: { type: 'days_after_win', days: 30 },
  redeem_mode: 'online',
  kind: 'unique_code',
  shared_value: null,
  quantity: null,
  low_stock_threshold: 20,
  stock: { total: 500, won: 37, redeemed: 21, left: 463 },
  low_stock: false,
  games: [GAME],
  default_language: 'en',
  languages: ['en', 'fr'],
  translations: {
    fr: {
      name: 'Un flat white offert',
      description: 'Toutes tailles, chaud ou glacé.',
      terms: 'Un par visite. Non échangeable contre des espèces.',
      how_to_redeem: 'Montrez votre code au comptoir.',
    },
  },
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
requestExample(UpdateRewardRequest, {
  low_stock_threshold: 50,
  terms: 'One per visit.',
  translations: { fr: { terms: 'Un par visite.' } },
});
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
  voided_at: null,
  void_reason: null,
};
answerExample(WinnerListResponse, pageOf(WINNER));
requestExample(RedeemRequest, { code: 'AURORA-7KQ2MX9P' });
answerExample(RedeemResponse, {
  winner: { ...WINNER, redeemed_at: '2026-11-22T08:05:00.000Z', status: 'redeemed' },
});

// ---- The player's side: the rewards front and the fair draws ----

const PUBLIC_REWARD = {
  public_id: REWARD.public_id,
  name: REWARD.name,
  description: REWARD.description,
  image: REWARD.image,
  value: REWARD.value,
  terms: REWARD.terms,
  how_to_redeem: REWARD.how_to_redeem,
  kind: REWARD.kind,
};
const SCRATCH = { public_id: 'g_8oP3aS5d', name: 'Scratch & Win a Coffee' };
/** A revealed draw period: SHA-256 of the seed is the commitment (docs/product-rules.md#fairness). */
const PERIOD = {
  commitment: 'b895e57b8408a7e80b08ac3a87550f27e63b1312f469936b3dfe5830f9080c4c',
  committed_at: '2026-11-01T00:00:00.000Z',
  seed: '3f9a1c7e5b2d48a6e0c4f1b79d2e8a5c6b3f0e1d7a9c4b2e8f5d1a6c3e7b9f20',
  revealed_at: '2026-11-20T18:00:00.000Z',
};
answerExample(AccountRewardsResponse, {
  business_name: 'Café Aurora',
  rewards: [
    {
      reward: PUBLIC_REWARD,
      offers: [
        { game: GAME, mode: 'winner', odds: null, min_score: 2 },
        { game: SCRATCH, mode: 'odds', odds: 10, min_score: null },
      ],
      can_win: true,
    },
  ],
  won: [
    {
      id: WINNER.id,
      reward: PUBLIC_REWARD,
      code: WINNER.code,
      link: null,
      won_at: WINNER.won_at,
      expires_at: WINNER.expires_at,
      redeemed_at: null,
      status: 'active',
      game: GAME,
      redeem_mode: 'online',
      redemption_token: null,
      wallet: { apple: null, google: null },
    },
  ],
  fairness: [{ game: SCRATCH, commitments: [PERIOD] }],
  player: { public_id: 'p_1qW5eR8t', display_name: 'Léa M.' },
  colors: { background: '#FFF8F0', text: '#3B2A1A', button: '#6F4E37', button_text: '#FFFFFF' },
});
answerExample(GameFairnessResponse, {
  game: SCRATCH,
  periods: [
    {
      ...PERIOD,
      table: {
        order: ['flat-white-odds'],
        odds: [
          {
            rule_id: 'flat-white-odds',
            reward_id: REWARD.public_id,
            percent: 10,
            units: 1_000_000,
            all_from: null,
          },
        ],
        moments: [],
        consolation_reward_id: null,
      },
      draws: 2_310,
      moments: null,
    },
  ],
});
// The ticket is the seed's: HMAC-SHA256(seed, "ticket:s_4nB8vC2x"), past the 10 % range.
answerExample(DrawListResponse, {
  ...pageOf({
    play_id: 's_4nB8vC2x',
    drawn_at: '2026-11-20T09:12:44.000Z',
    ticket: 8_446_357,
    hit_rule_id: null,
    moment: null,
    result: 'lost' as const,
    rule_id: null,
    reward_id: null,
  }),
  commitment: PERIOD.commitment,
});
