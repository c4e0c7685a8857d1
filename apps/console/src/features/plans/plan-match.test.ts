import { describe, expect, it } from 'vitest';
import type { Plan } from '@playdesk/contract';
import { makeUser } from '../../rules/fixtures';
import { createTranslator } from '@playdesk/i18n';
import type { T } from '../../i18n/i18n';
import auth from '../../i18n/en/auth.json';
import { formatDate, matchPlan, periodLabel, planFeatures, planStatusLabel } from './plan-match';

const t: T = createTranslator('en', auth);

const plans: Plan[] = [
  {
    key: 'free',
    name: 'Free',
    price_cents: 0,
    monthly_total_impressions: 500,
    sub_accounts: 0,
    crm: false,
    sso: false,
    team_mates: 0,
    sms_per_month: 0,
  },
  {
    key: 'starter',
    name: 'Starter',
    price_cents: 1900,
    monthly_total_impressions: 5000,
    sub_accounts: 1,
    crm: true,
    sso: false,
    team_mates: 2,
    sms_per_month: 100,
  },
  {
    key: 'pro',
    name: 'Pro',
    price_cents: 4900,
    monthly_total_impressions: 25000,
    sub_accounts: 3,
    crm: true,
    sso: true,
    team_mates: 5,
    sms_per_month: 500,
  },
];

const userOn = (impressions: number, subAccounts: number, crm: boolean) =>
  makeUser({
    plan: { sub_accounts: subAccounts, crm },
    account_plan: { status: 'paid', monthly_total_impressions: impressions },
  });

describe('matchPlan', () => {
  it.each([
    { name: 'free', user: userOn(500, 0, false), expected: 'free' },
    { name: 'starter', user: userOn(5000, 1, true), expected: 'starter' },
    { name: 'pro', user: userOn(25000, 3, true), expected: 'pro' },
    { name: 'unknown limits', user: userOn(123, 3, true), expected: null },
    { name: 'crm differs', user: userOn(25000, 3, false), expected: null },
  ])('$name → $expected', ({ user, expected }) => {
    expect(matchPlan(user, plans)?.key ?? null).toBe(expected);
  });

  it('is null when two plans share the same limits', () => {
    expect(matchPlan(userOn(500, 0, false), [...plans, { ...plans[0]!, key: 'free2' }])).toBeNull();
  });

  it('is null without plans or user', () => {
    expect(matchPlan(userOn(500, 0, false), undefined)).toBeNull();
    expect(matchPlan(null, plans)).toBeNull();
  });
});

describe('labels', () => {
  it.each([
    ['paid', 'Active'],
    ['pending_payment', 'Pending payment'],
    ['past_due', 'Past due'],
    ['cancelled', 'Cancelled'],
  ])('status %s → %s', (status, label) => {
    expect(planStatusLabel(status)).toBe(label);
  });

  it.each([
    ['2026-11', 'November 2026'],
    ['2027-01', 'January 2027'],
    ['nonsense', 'This month'],
    [null, 'This month'],
  ])('period %s → %s', (period, label) => {
    expect(periodLabel(period)).toBe(label);
  });
});

describe('planFeatures', () => {
  it('lists gameplays, accounts, team mates, SMS verifications and player data', () => {
    expect(planFeatures(plans[1]!, t)).toEqual([
      '5,000 gameplays a month',
      'Up to 1 extra account',
      'Up to 2 team mates',
      '100 SMS verifications a month',
      'Player data (CRM)',
    ]);
    expect(planFeatures(plans[2]!, t)).toContain('Single sign-on (SAML, OpenID Connect)');
    expect(planFeatures(plans[0]!, t)).toContain('No team mates');
    expect(planFeatures(plans[0]!, t)).toContain('No SMS verification');
  });
});

describe('formatDate', () => {
  it('writes an ISO time as a UTC date', () => {
    expect(formatDate('2026-12-26T23:30:00Z')).toBe('26 Dec 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('nonsense')).toBe('—');
  });
});
