/**
 * The installation's VAPID key pair: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else made
 * once and kept in `push_vapid_keys` (one row; the private key sealed with SECRETS_KEY). Every instance reads the same row, so all of them sign with the same key.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Queryable } from '../../db/client.js';
import { pushVapidKeys } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { pushRuntime } from './runtime.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cache = new WeakMap<object, Promise<VapidKeys>>();

/** Production without SECRETS_KEY stores no secret (config.ts): push then needs the env pair. */
function box(key: Buffer | null) {
  if (!key)
    throw new HttpError(
      503,
      'Push notifications are not configured: set SECRETS_KEY, or VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.',
    );
  return createSecretBox(key);
}

async function loadOrCreate(db: Queryable): Promise<VapidKeys> {
  const rt = pushRuntime();
  if (rt.vapidPublicKey && rt.vapidPrivateKey)
    return { publicKey: rt.vapidPublicKey, privateKey: rt.vapidPrivateKey };
  const read = async () => {
    const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
    return row
      ? { publicKey: row.publicKey, privateKey: box(rt.secretsKey).open(row.privateKey) }
      : null;
  };
  const existing = await read();
  if (existing) return existing;
  const sealer = box(rt.secretsKey);
  const fresh = webpush.generateVAPIDKeys();
  // Two instances starting together: the first insert wins and both read it back.
  await db
    .insert(pushVapidKeys)
    .values({
      id: 1,
      publicKey: fresh.publicKey,
      privateKey: sealer.seal(fresh.privateKey),
    })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error('The VAPID keys could not be stored.');
  return stored;
}

export function vapidKeys(db: Queryable): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
