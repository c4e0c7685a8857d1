/**
 * The signing keys of redemption tokens, one instance per database (tokens.ts
 * `createSigningKeys`: each account's key read once and kept in memory), and the token an in-store
 * win shows (award/won.ts) — cheap on the play path: once an account's key is in memory, a token is
 * one Ed25519 signature, no query.
 */
import type { WonReward } from '@playdesk/contract';
import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { accountSigningKeys } from '../../db/schema.js';
import { useWinTokenSigner } from '../rewards/award/won.js';
import {
  createSigningKeys,
  signRedemptionToken,
  type SigningKey,
  type SigningKeys,
} from './tokens.js';

const byDatabase = new WeakMap<Database, SigningKeys>();

/** The signing keys of `db` (one cache per database, shared by every route that signs or checks). */
export function counterSigningKeys(db: Database, secretsKey: Buffer | null): SigningKeys {
  let keys = byDatabase.get(db);
  if (!keys) {
    keys = createSigningKeys(db, secretsKey);
    byDatabase.set(db, keys);
  }
  return keys;
}

/**
 * SECRETS_KEY as the app was built with it (app.ts calls `configureTokenSigning`): what seals the
 * keys. The player's side reads wins inside transactions that have no route deps at hand, so it is
 * kept here rather than threaded through every caller of award/won.ts.
 */
let sealingKey: Buffer | null = null;
export function configureTokenSigning(secretsKey: Buffer | null): void {
  sealingKey = secretsKey;
  useWinTokenSigner(winToken);
}

/** Keys already stored, per account (and the sealing key in use). */
const known = new Map<string, SigningKey>();

/**
 * The account's key for signing a win's token inside `q` (possibly a transaction: a first key is
 * made and stored in it). Only a key that was already stored is kept in memory, so a transaction
 * that rolls back never leaves an unstored key behind.
 */
async function keyFor(q: Queryable, accountId: string): Promise<SigningKey | null> {
  if (!sealingKey) return null;
  const cacheKey = `${sealingKey.toString('base64url')}:${accountId}`;
  const cached = known.get(cacheKey);
  if (cached) return cached;
  const [stored] = await q
    .select({ kid: accountSigningKeys.kid })
    .from(accountSigningKeys)
    .where(eq(accountSigningKeys.accountId, accountId))
    .limit(1);
  const key = await createSigningKeys(q, sealingKey).forAccount(accountId);
  if (stored) known.set(cacheKey, key);
  return key;
}

/**
 * The redemption token of an in-store, active win (null otherwise, or when the server has no
 * SECRETS_KEY to seal keys with: the win then shows its code alone).
 */
export async function winToken(
  q: Queryable,
  win: { accountId: string; accountPublicId: string; publicId: string; expiresAt: Date | null },
  shown: Pick<WonReward, 'redeem_mode' | 'status'>,
): Promise<string | null> {
  if (shown.redeem_mode !== 'in_store' || shown.status !== 'active') return null;
  const key = await keyFor(q, win.accountId);
  if (!key) return null;
  return signRedemptionToken(key, {
    a: win.accountPublicId,
    w: win.publicId,
    x: win.expiresAt ? Math.floor(win.expiresAt.getTime() / 1000) : null,
  });
}
