import type { Plan, User } from '@playdesk/contract';
import type { T } from '../../i18n/i18n';
import { formatDate as formatDateInUtc, formatMonth, formatNumber } from '../../lib/format';

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

const STATUSES = ['paid', 'pending_payment', 'past_due', 'cancelled'] as const;

/**
 * Display text of a plan status: in the user's language with `t` (the billing part of the
 * catalogue loaded), else in English.
 */
export function planStatusLabel(status: string, t?: T): string {
  const known = STATUSES.find((s) => s === status);
  if (t && known) return t(`billing.status.${known}`);
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
export function periodLabel(period: string | null | undefined, t?: T): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period ?? '');
  if (!match) return t ? t('billing.this_month') : 'This month';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return formatMonth(date, { timeZone: 'UTC' });
}

export const formatCount = (n: number): string => formatNumber(n);

/**
 * A plan's selling points, as the sign-up and upgrade pages list them (the `plan.*` texts of the
 * auth part, which the pages that list plans load).
 */
export function planFeatures(plan: Plan, t: T): string[] {
  return [
    t('plan.gameplays', { count: plan.monthly_total_impressions }),
    plan.sub_accounts === 0
      ? t('plan.one_account')
      : t('plan.extra_accounts', { count: plan.sub_accounts }),
    plan.team_mates === 0 ? t('plan.no_team') : t('plan.team', { count: plan.team_mates }),
    plan.sms_per_month === 0 ? t('plan.no_sms') : t('plan.sms', { count: plan.sms_per_month }),
    plan.crm ? t('plan.crm') : t('plan.no_crm'),
    // docs/single-sign-on.md: named on the plans that include it.
    ...(plan.sso ? [t('plan.sso')] : []),
  ];
}

/** An ISO time as a date: '26 Dec 2026' (UTC, like the provider's billing periods). */
export function formatDate(iso: string | null | undefined): string {
  return formatDateInUtc(iso, { timeZone: 'UTC' });
}
