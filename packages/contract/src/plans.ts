import { z } from 'zod';
import { AuthResponse } from './auth.js';

export const Plan = z.object({
  key: z.string(),
  name: z.string(),
  price_cents: z.number().int().describe('Monthly price in US cents'),
  monthly_total_impressions: z.number().int(),
  sub_accounts: z.number().int(),
  crm: z.boolean(),
  sso: z.boolean().describe('Whether single sign-on (SAML, OpenID Connect) is included'),
  team_mates: z.number().int().describe('How many team mates the business may have on this plan'),
  sms_per_month: z
    .number()
    .int()
    .describe(
      "Verification codes by SMS the business's players may be sent per calendar month (UTC), all its accounts together; 0: the plan sends none (docs/fair-play.md#verified-email-and-phone)",
    ),
});
export type Plan = z.infer<typeof Plan>;

export const PlanList = z.object({ plans: z.array(Plan) });
export type PlanList = z.infer<typeof PlanList>;

/**
 * `POST subscription/choose-free`: a business waiting for a payment that cannot be taken yet
 * continues on the Free plan. The answer is the refreshed user (like change-login) and a message.
 */
export const ChooseFreePlanResponse = AuthResponse.extend({ message: z.string() });
export type ChooseFreePlanResponse = z.infer<typeof ChooseFreePlanResponse>;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Currency is formatted as US dollars (docs/product-rules.md#plans-and-usage). */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}
