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
import { walletLinks, type WalletLinkConfig } from './wallet/links.js';
import { useWinTokenSigner } from '../rewards/award/won.js';
import {
  createSigningKeys,
  redemptionPayload,
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
let walletConfig: WalletLinkConfig | null = null;
export function configureTokenSigning(config: WalletLinkConfig): void {
  sealingKey = config.secretsKey;
  walletConfig = config;
  // A new app (a test file builds its own, on its own database, where the same demo account has
  // another key): no key read for an earlier app may sign for this one.
  known.clear();
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
  shown: Pick<WonReward, 'id' | 'redeem_mode' | 'status' | 'reward'>,
): Promise<Pick<WonReward, 'redemption_token' | 'wallet'> | null> {
  if (shown.redeem_mode !== 'in_store' || shown.status !== 'active') return null;
  const key = await keyFor(q, win.accountId);
  if (!key) return null;
  return {
    redemption_token: signRedemptionToken(
      key,
      redemptionPayload({ ...win, rewardPublicId: shown.reward.public_id }),
    ),
    wallet: walletConfig ? walletLinks(walletConfig, shown) : { apple: null, google: null },
  };
}
