/**
 * The plan's `crm` flag, enforced by the server (docs/product-rules.md#player-data): without it
 * the Player Data API answers 403 naming the plan, and no game may switch a form on.
 */
import { eq, sql } from 'drizzle-orm';
import { crmRequiredMessage } from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { accounts, plans, subscriptions } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';

/** The plan covering an account (its own, or its top-level account's). */
async function planOf(db: Queryable, accountId: string) {
  const [row] = await db
    .select({ name: plans.name, crm: plans.crm })
    .from(accounts)
    .innerJoin(
      subscriptions,
      eq(subscriptions.accountId, sql`coalesce(${accounts.parentAccountId}, ${accounts.id})`),
    )
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** Whether the account's plan includes Player Data (its games' forms count only then). */
export async function hasCrm(db: Queryable, accountId: string): Promise<boolean> {
  return Boolean((await planOf(db, accountId))?.crm);
}

/** Throws 403 unless the account's plan includes Player Data. */
export async function requireCrm(db: Queryable, accountId: string): Promise<void> {
  const plan = await planOf(db, accountId);
  if (!plan?.crm) throw forbidden(crmRequiredMessage(plan?.name ?? 'current'));
}
