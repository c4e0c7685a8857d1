/**
 * Wallet pass updates go out through the job queue (infra/jobs.ts), like emails: a redeemed or
 * voided reward queues `wallet.update` in the transaction of the change, so its passes are pushed
 * (Apple) and patched (Google) if and only if the change commits, with retries. The job itself is
 * the counter feature's (features/counter/wallet/jobs.ts); this queueing side sits here, below the
 * features, so integrations' `emitEvent` and the counter's own routes can both call it.
 */
import type { Queryable } from '../db/client.js';
import { enqueueJob } from '../infra/jobs.js';

export const WALLET_UPDATE_JOB = 'wallet.update';

/** Whether the server offers any wallet pass (set from the configuration when the app is built). */
let enabled = false;
export function enableWalletUpdates(on: boolean): void {
  enabled = on;
}

/**
 * Queues the update of the win's wallet passes (call in the transaction that redeems or voids
 * it). At most one queued per win; nothing when no wallet is configured.
 */
export async function queueWalletUpdate(tx: Queryable, playerRewardId: string): Promise<void> {
  if (!enabled) return;
  await enqueueJob(tx, WALLET_UPDATE_JOB, { id: playerRewardId }, { singletonKey: playerRewardId });
}
