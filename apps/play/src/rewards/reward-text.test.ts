import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../i18n/i18n.js';
import { defaultHowToRedeem, formatPercent, offerText, shortHash } from './reward-copy.js';
import {
  formatRewardDate,
  rewardShape,
  rewardTemplateValues,
  safeHttpUrl,
  validityText,
} from './reward-text.js';
import { publicReward, wonReward } from './test-fixtures.js';

// The rewards' texts are in the `later` catalogue (i18n.tsx), loaded with the pad's later parts.
beforeAll(() => loadTexts('later'));

describe('reward dates and status', () => {
  it('shows the UTC day, so an end-of-day expiry never moves to the next day', () => {
    expect(formatRewardDate('2026-12-31T23:59:59.999Z', 'en-GB')).toBe('31 Dec 2026');
    expect(formatRewardDate(null)).toBe('');
    expect(formatRewardDate('not a date')).toBe('');
  });

  it('says when the reward can be used', () => {
    expect(validityText(wonReward(), 'en-GB')).toBe('Valid until 31 Dec 2026');
    expect(validityText(wonReward({ expires_at: null }), 'en-GB')).toBe('No expiry date');
    expect(validityText(wonReward({ status: 'expired' }), 'en-GB')).toBe('Expired on 31 Dec 2026');
    expect(
      validityText(
        wonReward({ status: 'redeemed', redeemed_at: '2026-11-21T09:30:00.000Z' }),
        'en-GB',
      ),
    ).toBe('Used on 21 Nov 2026');
  });
});

describe('what the player keeps', () => {
  it('a code, an http(s) link, or a prize', () => {
    expect(rewardShape(wonReward())).toEqual({ kind: 'code', code: 'CAFE-7K2M9Q' });
    expect(rewardShape(wonReward({ code: null, link: 'https://shop.example/r/ABC' }))).toEqual({
      kind: 'link',
      href: 'https://shop.example/r/ABC',
    });
    expect(rewardShape(wonReward({ code: null, link: null }))).toEqual({ kind: 'prize' });
  });

  it('never makes a javascript: or data: link', () => {
    expect(rewardShape(wonReward({ code: null, link: 'javascript:alert(1)' }))).toEqual({
      kind: 'prize',
    });
    expect(safeHttpUrl('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('//evil.example')).toBeNull();
    expect(safeHttpUrl(`https://a.example/${'x'.repeat(2000)}`)).toBeNull();
    expect(safeHttpUrl(' https://cafe.example/play?x=1 ')).toBe('https://cafe.example/play?x=1');
  });

  it('says how to redeem when the business wrote nothing', () => {
    expect(defaultHowToRedeem('physical', 'Demo Coffee Co.')).toContain(
      'Demo Coffee Co. will contact you with the details you gave in the form',
    );
    expect(defaultHowToRedeem('unique_link', null)).toBe('Open the link to claim your reward.');
    expect(defaultHowToRedeem('shared_code', null)).toContain('to the business');
  });
});

describe('template variable values', () => {
  it('fills name, code and expiry from the reward won', () => {
    const values = rewardTemplateValues(wonReward());
    expect(values.reward_name).toBe('Free coffee');
    expect(values.reward_code).toBe('CAFE-7K2M9Q');
    expect(values.reward_expiry).toBe(formatRewardDate('2026-12-31T23:59:59.999Z'));
  });

  it('uses the link as the code of a link reward, and empty text without a reward', () => {
    expect(
      rewardTemplateValues(
        wonReward({
          code: null,
          link: 'https://shop.example/r/1',
          reward: publicReward({ kind: 'unique_link' }),
        }),
      ).reward_code,
    ).toBe('https://shop.example/r/1');
    expect(rewardTemplateValues(null)).toEqual({
      reward_name: '',
      reward_code: '',
      reward_expiry: '',
    });
  });
});

describe('how a game gives a reward', () => {
  it('in a few words', () => {
    expect(offerText({ mode: 'winner', odds: null, min_score: null })).toBe('Every winner');
    expect(offerText({ mode: 'winner', odds: null, min_score: 30 })).toBe(
      'Every player who scores 30+ points',
    );
    expect(offerText({ mode: 'odds', odds: 12.5, min_score: null })).toBe(
      '12.5 % chance on each play',
    );
    expect(offerText({ mode: 'moments', odds: null, min_score: null })).toMatch(/Winning moments/);
    expect(formatPercent(0.1 + 0.2)).toBe('0.3');
    expect(formatPercent(0.001)).toBe('0.001');
  });

  it('shortens a fingerprint', () => {
    expect(shortHash('a'.repeat(64))).toBe(`${'a'.repeat(12)}…`);
    expect(shortHash('abc')).toBe('abc');
  });
});
