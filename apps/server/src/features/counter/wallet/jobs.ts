/**
 * A pass's update after its reward changed (redeemed, voided): the `wallet.update` job, queued in
 * the transaction of the change (like emails and webhooks: it runs only if the change commits,
 * and is retried when Apple or Google fail). It pushes to every Wallet device
 * registered for the Apple pass — Wallet then fetches the new pass from the web service — and
 * patches the Google object's state. Queued by `queueWalletUpdate` (outbox/wallet-updates.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../../config.js';
import { applePassRegistrations } from '../../../db/schema.js';
import type { JobDefinition } from '../../../infra/jobs.js';
import { enableWalletUpdates, WALLET_UPDATE_JOB } from '../../../outbox/wallet-updates.js';
import { createSigningKeys, type SigningKeys } from '../tokens.js';
import { pushPassUpdates } from './apns.js';
import { updateGoogleObject } from './google.js';
import { passWin } from './win.js';

/**
 * What the job needs besides the database, set when the routes are built (walletRoutes), as
 * features/pwa/runtime.ts does for web push.
 */
let runtime: { config: Pick<Config, 'wallet' | 'secretsKey'>; keys: SigningKeys | null } = {
  config: { wallet: { apple: null, google: null }, secretsKey: null },
  keys: null,
};

export function configureWallet(
  config: Pick<Config, 'wallet' | 'secretsKey'>,
  keys: SigningKeys,
): void {
  runtime = { config, keys };
  enableWalletUpdates(config.wallet.apple !== null || config.wallet.google !== null);
}

/** APNs answers that mean the device no longer takes this pass's pushes. */
const GONE = new Set(['BadDeviceToken', 'Unregistered', 'DeviceTokenNotForTopic']);

export const walletUpdateJobDefinition: JobDefinition = {
  name: WALLET_UPDATE_JOB,
  retryLimit: 6,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  async handler(data, { db, log }) {
    const { config } = runtime;
    const keys = runtime.keys ?? createSigningKeys(db, config.secretsKey);
    if (typeof data.id !== 'string') return;
    const win = await passWin(db, keys, { id: data.id });
    if (!win?.inStore) return;
    const { apple, google } = config.wallet;
    if (apple) {
      const registrations = await db
        .select({ pushToken: applePassRegistrations.pushToken })
        .from(applePassRegistrations)
        .where(
          and(
            eq(applePassRegistrations.passTypeId, apple.passTypeId),
            eq(applePassRegistrations.serial, win.publicId),
          ),
        );
      const tokens = [...new Set(registrations.map((r) => r.pushToken))];
      const results = await pushPassUpdates(apple, tokens);
      const gone = results.filter((r) => r.status === 410 || GONE.has(r.reason ?? ''));
      if (gone.length > 0)
        await db.delete(applePassRegistrations).where(
          and(
            eq(applePassRegistrations.passTypeId, apple.passTypeId),
            inArray(
              applePassRegistrations.pushToken,
              gone.map((r) => r.token),
            ),
          ),
        );
      const failed = results.filter((r) => r.status >= 500 || r.status === 429);
      if (failed.length > 0)
        throw new Error(`APNs refused ${failed.length} push(es) for now (${failed[0]!.status})`);
      log.info({ serial: win.publicId, pushed: results.length }, 'wallet pass pushed');
    }
    if (google) await updateGoogleObject(google, win);
  },
};
