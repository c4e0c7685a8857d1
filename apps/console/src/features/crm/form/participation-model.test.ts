import { describe, expect, it } from 'vitest';
import { givesRewards, limitForNewRewards, rewardsLimitNote } from './participation-model';

describe('the participation limit of a game giving rewards', () => {
  it('says it is on by default because of the rewards, and warns when switched off', () => {
    expect(rewardsLimitNote(true, 'once_per_day')).toEqual({
      tone: 'info',
      text: 'On by default because this game gives rewards, so one browser cannot start again and again until it wins.',
    });
    expect(rewardsLimitNote(true, 'unlimited')?.tone).toBe('warning');
    expect(rewardsLimitNote(false, 'unlimited')).toBeNull();
    expect(rewardsLimitNote(false, 'once')).toBeNull();
  });

  it('turns the limit on when the first reward is added, never over a chosen limit', () => {
    expect(limitForNewRewards(false, true, { rule: 'unlimited' })).toEqual({
      rule: 'once_per_day',
    });
    expect(limitForNewRewards(false, true, { rule: 'once_per_week' })).toBeNull();
    expect(limitForNewRewards(true, true, { rule: 'unlimited' })).toBeNull();
    expect(limitForNewRewards(true, false, { rule: 'unlimited' })).toBeNull();
  });

  it('counts a rule or a consolation reward as giving rewards', () => {
    expect(givesRewards({ rules: [], consolation_reward_id: null })).toBe(false);
    expect(givesRewards({ rules: [{}], consolation_reward_id: null })).toBe(true);
    expect(givesRewards({ rules: [], consolation_reward_id: 'r1' })).toBe(true);
    expect(givesRewards(undefined)).toBe(false);
  });
});
