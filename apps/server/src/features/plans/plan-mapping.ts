import type { Plan } from '@playdesk/contract';
import type { plans } from '../../db/schema.js';

export type PlanRow = Pick<
  typeof plans.$inferSelect,
  | 'key'
  | 'name'
  | 'priceCents'
  | 'monthlyTotalImpressions'
  | 'subAccounts'
  | 'crm'
  | 'sso'
  | 'teamMates'
  | 'smsPerMonth'
>;

/** A plan row as the contract's `Plan`. */
export const toPlan = (p: PlanRow): Plan => ({
  key: p.key,
  name: p.name,
  price_cents: p.priceCents,
  monthly_total_impressions: p.monthlyTotalImpressions,
  sub_accounts: p.subAccounts,
  crm: p.crm,
  sso: p.sso,
  team_mates: p.teamMates,
  sms_per_month: p.smsPerMonth,
});
