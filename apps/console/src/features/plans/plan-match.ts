import type { Plan, User } from '@playdesk/contract';
import {
  countOf,
  formatDate as formatDateInUtc,
  formatMonth,
  formatNumber,
  noun,
} from '../../lib/format';

/**
 * The user payload (docs/product-rules.md#user-payload) names the plan's limits but not the plan
 * itself. Until the API sends the plan key, the plan is recognised by its limits: impressions,
 * sub-accounts and CRM together. Returns null when no single catalogue plan matches.
 */
export function matchPlan(
  user: Pick<User, 'plan' | 'account_plan'> | null | undefined,
  plans: readonly Plan[] | undefined,
): Plan | null {
  if (!user || !plans) return null;
  const found = plans.filter(
    (plan) =>
      plan.monthly_total_impressions === user.account_plan.monthly_total_impressions &&
      plan.sub_accounts === user.plan.sub_accounts &&
      plan.crm === user.plan.crm,
  );
  return found.length === 1 ? found[0]! : null;
}

/** Display text of a plan status. */
export function planStatusLabel(status: string): string {
  switch (status) {
    case 'paid':
      return 'Active';
    case 'pending_payment':
      return 'Pending payment';
    case 'past_due':
      return 'Past due';
    case 'cancelled':
      return 'Cancelled';
    default:
      return status;
  }
}

/** 'YYYY-MM' → 'November 2026' (UTC, like the server's usage period). */
export function periodLabel(period: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period ?? '');
  if (!match) return 'This month';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return formatMonth(date, { timeZone: 'UTC' });
}

export const formatCount = (n: number): string => formatNumber(n);

/** A plan's selling points, as the sign-up and upgrade pages list them. */
export function planFeatures(plan: Plan): string[] {
  return [
    `${formatCount(plan.monthly_total_impressions)} gameplays a month`,
    plan.sub_accounts === 0
      ? 'One business account'
      : `Up to ${countOf(plan.sub_accounts, noun('extra account', 'extra accounts'))}`,
    plan.team_mates === 0
      ? 'No team mates'
      : `Up to ${countOf(plan.team_mates, noun('team mate', 'team mates'))}`,
    plan.crm ? 'Player data (CRM)' : 'No player data export',
  ];
}

/** An ISO time as a date: '26 Dec 2026' (UTC, like the provider's billing periods). */
export function formatDate(iso: string | null | undefined): string {
  return formatDateInUtc(iso, { timeZone: 'UTC' });
}
