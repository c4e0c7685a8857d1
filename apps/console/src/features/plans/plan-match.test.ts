import { describe, expect, it } from 'vitest';
import type { Plan } from '@playdesk/contract';
import { makeUser } from '../../rules/fixtures';
import { matchPlan, periodLabel, planStatusLabel } from './plan-match';

const plans: Plan[] = [
  {
    key: 'free',
    name: 'Free',
    price_cents: 0,
    monthly_total_impressions: 500,
    sub_accounts: 0,
    crm: false,
  },
  {
    key: 'starter',
    name: 'Starter',
    price_cents: 1900,
    monthly_total_impressions: 5000,
    sub_accounts: 1,
    crm: true,
  },
  {
    key: 'pro',
    name: 'Pro',
    price_cents: 4900,
    monthly_total_impressions: 25000,
    sub_accounts: 3,
    crm: true,
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
