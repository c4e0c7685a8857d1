/**
 * The plan's `crm` flag, enforced by the server (docs/product-rules.md#player-data): without it
 * the Player Data API answers 403 naming the plan, and no game may switch a form on.
 */
import { crmRequiredMessage } from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { forbidden } from '../../http/errors.js';
import { loadBillingPlan } from '../usage/plan.js';

/**
 * Whether the plan of a business (its billing account: `scopeOf(request).billingAccountId` on a
 * console call, `findPlayableGame(…).billingAccountId` on a player's) includes Player Data; its
 * games' forms count only then.
 */
export async function hasCrm(db: Queryable, billingAccountId: string): Promise<boolean> {
  return (await loadBillingPlan(db, billingAccountId)).crm;
}

/** Throws 403 unless the business's plan includes Player Data. */
export async function requireCrm(db: Queryable, billingAccountId: string): Promise<void> {
  const plan = await loadBillingPlan(db, billingAccountId);
  if (!plan.crm)
    throw forbidden(crmRequiredMessage(plan.planName)).coded('plan.no_crm', {
      plan: plan.planName,
    });
}
