/**
 * Called by `emitEvent` (../events.ts) inside the transaction of the change: queues one sync job
 * per connector the account has switched on. Cheap on the play path: one query on the connectors'
 * primary key, and nothing more for an account without connectors.
 */
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { connectors } from '../../../db/schema.js';
import { enqueueJob } from '../../../infra/jobs.js';
import type { IntegrationEvent } from '../events.js';

export const CONNECTOR_SYNC_JOB = 'connector.sync';

/** The events that can change what a marketing tool should know about a player. */
const SYNCED: ReadonlySet<IntegrationEvent['type']> = new Set([
  'player.created',
  'player.updated',
  'consent.given',
  'consent.withdrawn',
  'gameplay.completed',
  'reward.won',
  'reward.redeemed',
]);

export interface ConnectorSyncJob extends Record<string, unknown> {
  accountId: string;
  kind: 'mailchimp' | 'hubspot';
  event: IntegrationEvent;
}

export async function enqueueConnectorSync(
  tx: Queryable,
  accountId: string,
  event: IntegrationEvent,
): Promise<void> {
  // player.erased is never sent: an erased player's data must not leave again.
  if (!SYNCED.has(event.type)) return;
  const enabled = await tx
    .select({ kind: connectors.kind })
    .from(connectors)
    .where(and(eq(connectors.accountId, accountId), eq(connectors.enabled, true)));
  for (const { kind } of enabled) {
    const job: ConnectorSyncJob = { accountId, kind, event };
    await enqueueJob(tx, CONNECTOR_SYNC_JOB, job);
  }
}
