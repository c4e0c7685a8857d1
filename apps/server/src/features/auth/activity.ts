/**
 * Writes to an account's activity log (docs/product-rules.md#activity-log), the `account_activity`
 * table the API keys share. Team changes and first sign-ins with a new provider are recorded here,
 * in the same transaction as the change itself, so the log never misses nor invents one.
 */
import type { Queryable } from '../../db/client.js';
import { accountActivity } from '../../db/schema.js';

export interface ActivityDetails extends Record<string, unknown> {
  /** Who or what the action was about: an email address, a provider's name. */
  subject: string;
}

export async function recordActivity(
  db: Queryable,
  entries: {
    accountId: string;
    actorUserId: string | null;
    action: string;
    details: ActivityDetails;
  }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(accountActivity).values(entries);
}
