import { DEFAULT_FAIR_PLAY, FairPlayRequest } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  FAIR_PLAY_FIELDS,
  levelRange,
  thresholdOf,
  toRequest,
  toValues,
  type FairPlayFormValues,
} from './fair-play-model';

describe('the Fair play form model', () => {
  it('gives back the settings it was made from (the whole object)', () => {
    expect(toRequest(toValues(DEFAULT_FAIR_PLAY))).toEqual(DEFAULT_FAIR_PLAY);
    const byEmail = { ...DEFAULT_FAIR_PLAY, challenge_with: 'verified_email' as const };
    expect(toRequest(toValues(byEmail))).toEqual(byEmail);
    expect(FAIR_PLAY_FIELDS).toContain('challenge_with');
    expect(toValues(DEFAULT_FAIR_PLAY).velocity.network).toEqual({ hour: '60', day: '300' });
  });

  it('reads a threshold as typed; an empty or unreadable one as 0, which the contract refuses', () => {
    expect(thresholdOf(' 25 ')).toBe(25);
    expect(thresholdOf('2.5')).toBe(2.5);
    expect(thresholdOf('')).toBe(0);
    expect(thresholdOf('abc')).toBe(0);
    const values: FairPlayFormValues = toValues(DEFAULT_FAIR_PLAY);
    values.velocity.device.hour = '';
    values.velocity.email_domain.day = '2.5';
    values.velocity.network.day = '100001';
    const result = FairPlayRequest.safeParse(toRequest(values));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toEqual({
      'velocity.device.hour': 'Use at least 1',
      'velocity.email_domain.day': 'Use a whole number',
      'velocity.network.day': 'Use at most 100000',
    });
    // Each of those paths is a field of the form, where the messages show.
    for (const path of Object.keys(messages)) expect(FAIR_PLAY_FIELDS).toContain(path);
  });

  it('names the scores each level covers, from the contract’s thresholds', () => {
    expect(levelRange('low')).toEqual({ from: 0, to: 29 });
    expect(levelRange('medium')).toEqual({ from: 30, to: 69 });
    expect(levelRange('high')).toEqual({ from: 70, to: 100 });
  });
});
