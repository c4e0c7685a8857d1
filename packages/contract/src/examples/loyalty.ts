/** Examples: loyalty (settings, the points catalogue, members and their ledger, the member card). */
import {
  CreateLoyaltyItemRequest,
  LoyaltyAdjustRequest,
  LoyaltyAdjustResponse,
  LoyaltyBuyResponse,
  LoyaltyCardResponse,
  LoyaltyCatalogueResponse,
  LoyaltyItemResponse,
  LoyaltyLedgerResponse,
  LoyaltyMemberListResponse,
  LoyaltySettingsRequest,
  LoyaltySettingsResponse,
  LoyaltyStats,
  UpdateLoyaltyItemRequest,
  type LoyaltyEntry,
  type LoyaltyItem,
  type LoyaltyMember,
  type LoyaltySettings,
} from '../loyalty.js';
import { FLAT_WHITE, LEA, NOW, PLAYER, answerExample, pageOf, requestExample } from './register.js';

const SETTINGS: LoyaltySettings = {
  enabled: true,
  time_zone: 'Europe/Paris',
  rules: {
    play: 5,
    finish: 5,
    win: 20,
    first_play_of_day: 10,
    streak_days: 7,
    streak: 50,
    form: 25,
    referral: 100,
    every_game_of_week: 40,
    score_bands: [{ min_score: 800, points: 15 }],
    daily_cap: 200,
  },
  levels: [
    { name: 'Bean', min_points: 0 },
    { name: 'Roaster', min_points: 500 },
    { name: 'Barista', min_points: 2000 },
  ],
  badges: [
    {
      id: 'first-win',
      name: 'First win',
      icon: 'trophy',
      image: null,
      kind: 'first_win',
      threshold: 1,
    },
    {
      id: 'week-streak',
      name: 'Seven days in a row',
      icon: 'flame',
      image: '/media/5f1c0e2a9b7d4c3e8a6f2b1d0c9e8f7a.png',
      kind: 'streak',
      threshold: 7,
    },
  ],
  expiry_days: 365,
  reminders: { streak_ends: true, points_expire: true, new_badge: true },
  updated_at: NOW,
};
const { updated_at: _updated, ...SETTINGS_INPUT } = SETTINGS;
requestExample(LoyaltySettingsRequest, SETTINGS_INPUT);
answerExample(LoyaltySettingsResponse, { loyalty: SETTINGS });

const ITEM: LoyaltyItem = {
  public_id: 'li_5tY7uI9o',
  reward: FLAT_WHITE,
  price: 300,
  per_player: 2,
  active: true,
  stock_left: 463,
  updated_at: NOW,
};
requestExample(CreateLoyaltyItemRequest, { reward_id: 'r_9cV2bN5m', price: 300, per_player: 2 });
requestExample(UpdateLoyaltyItemRequest, { price: 250 });
answerExample(LoyaltyItemResponse, { item: ITEM });
answerExample(LoyaltyCatalogueResponse, { data: [ITEM] });

const MEMBER: LoyaltyMember = {
  player: { public_id: PLAYER.public_id, display_name: PLAYER.display_name, email: LEA.email },
  balance: 420,
  lifetime: 720,
  level: 'Roaster',
  streak: 4,
  best_streak: 9,
  badges: ['first-win', 'week-streak'],
  joined_at: '2026-10-02T08:12:00.000Z',
  last_earned_at: NOW,
};
const ENTRY: LoyaltyEntry = { id: '1842', kind: 'earn', points: 20, reason: 'win', at: NOW };
answerExample(LoyaltyMemberListResponse, pageOf(MEMBER));
answerExample(
  LoyaltyLedgerResponse,
  pageOf(ENTRY, {
    id: '1790',
    kind: 'spend',
    points: -300,
    reason: 'A free flat white',
    at: '2026-11-18T16:40:00.000Z',
  }),
);
requestExample(LoyaltyAdjustRequest, {
  points: 100,
  reason: 'Sorry for the long wait on Saturday',
});
answerExample(LoyaltyAdjustResponse, {
  member: { ...MEMBER, balance: 520, lifetime: 820 },
  entry: {
    id: '1843',
    kind: 'adjust',
    points: 100,
    reason: 'Sorry for the long wait on Saturday',
    at: NOW,
  },
});
answerExample(LoyaltyStats, {
  members: 312,
  points_issued: 184_250,
  points_spent: 96_300,
  points_expired: 4_100,
  outstanding: 83_850,
  liability: 1257.75,
  top_badges: [
    { id: 'first-win', name: 'First win', members: 201 },
    { id: 'week-streak', name: 'Seven days in a row', members: 48 },
  ],
  retention_7: 0.62,
  retention_30: 0.41,
});
answerExample(LoyaltyCardResponse, {
  card: {
    enabled: true,
    member: true,
    balance: 420,
    lifetime: 720,
    level: 'Roaster',
    next_level: { name: 'Barista', min_points: 2000 },
    streak: 4,
    badges: [
      {
        id: 'first-win',
        name: 'First win',
        icon: 'trophy',
        image: null,
        earned_at: '2026-10-02T08:15:00.000Z',
      },
      {
        id: 'week-streak',
        name: 'Seven days in a row',
        icon: 'flame',
        image: '/media/5f1c0e2a9b7d4c3e8a6f2b1d0c9e8f7a.png',
        earned_at: null,
      },
    ],
    catalogue: [ITEM],
    history: [ENTRY],
  },
});
answerExample(LoyaltyBuyResponse, {
  reward: {
    public_id: 'w_6dF3gH8j',
    name: 'A free flat white',
    code: 'AURORA-7KQ2MX9P',
    link: null,
    expires_at: '2026-12-21T09:30:00.000Z',
  },
  balance: 120,
  held: false,
});
