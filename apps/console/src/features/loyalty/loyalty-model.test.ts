import { LoyaltySettingsRequest, type LoyaltySettings } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import { newBadgeId, percent, toRequest, toValues } from './loyalty-model';

const SAVED: LoyaltySettings = {
  enabled: true,
  time_zone: 'Europe/Paris',
  rules: {
    play: 5,
    finish: 5,
    win: 20,
    first_play_of_day: 10,
    streak_days: 7,
    streak: 50,
    form: 0,
    referral: 100,
    every_game_of_week: 40,
    score_bands: [{ min_score: 800, points: 15 }],
    daily_cap: null,
  },
  levels: [{ name: 'Bean', min_points: 0 }],
  badges: [
    {
      id: 'first-win',
      name: 'First win',
      icon: 'trophy',
      image: '/media/0123456789abcdef0123456789abcdef.png',
      kind: 'first_win',
      threshold: 1,
    },
  ],
  expiry_days: 365,
  reminders: { streak_ends: true, points_expire: false, new_badge: true },
  updated_at: null,
};

describe('the loyalty form model', () => {
  it('round-trips the saved settings into a valid request', () => {
    const request = toRequest(toValues(SAVED), SAVED);
    const parsed = LoyaltySettingsRequest.parse(request);
    const { updated_at: _u, ...rest } = SAVED;
    expect(parsed).toEqual(rest);
  });

  it('sends blank caps and expiry as null, and a word as NaN the schema refuses', () => {
    const v = { ...toValues(SAVED), daily_cap: '', expiry_days: ' ' };
    expect(toRequest(v, SAVED)).toMatchObject({ expiry_days: null, rules: { daily_cap: null } });
    const bad = toRequest({ ...v, rules: { ...v.rules, play: 'ten' } }, SAVED);
    expect(LoyaltySettingsRequest.safeParse(bad).success).toBe(false);
  });

  it('names new badges by kind without clashing', () => {
    expect(newBadgeId('first_win', ['first-win'])).toBe('first-win-2');
    expect(newBadgeId('top_10', [])).toBe('top-10');
  });

  it('shows shares as percentages', () => {
    expect(percent(0.625)).toBe('63 %');
    expect(percent(null)).toBe('—');
  });
});
