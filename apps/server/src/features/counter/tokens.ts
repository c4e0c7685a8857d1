/**
 * Redemption tokens (docs/rewards.md#redemption-in-store): what an in-store reward's QR code
 * carries. `PDR1.<payload>.<signature>` (base64url), the payload `{ a, w, r, x }` (account, win,
 * reward, expiry) and an Ed25519 signature with the account's key. A token names one win, holds no secret
 * code, cannot be made without the key, and a counter device checks it offline with the public key
 * it cached. Whether the win is still usable is the database's to say; the token only proves which
 * win it is.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  REDEMPTION_TOKEN_MAX,
  REDEMPTION_TOKEN_PREFIX,
  RedemptionTokenPayload,
} from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { accountSigningKeys } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { createSecretBox } from '../../lib/secret-box.js';

export interface SigningKey {
  kid: string;
  /** The raw 32-byte Ed25519 public key, base64url (what devices cache). */
  publicKey: string;
  privateKey: KeyObject;
}
export interface VerifyingKey {
  kid: string;
  publicKey: string;
}

const KID = 'k1';

/** The SPKI DER prefix of an Ed25519 public key: the raw 32 bytes follow it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

function publicKeyObject(raw: string): KeyObject {
  return createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(raw, 'base64url')]),
    format: 'der',
    type: 'spki',
  });
}

/** What a win's token says: its account, itself, its reward and its expiry (Unix seconds). */
export function redemptionPayload(win: {
  accountPublicId: string;
  publicId: string;
  rewardPublicId: string;
  expiresAt: Date | null;
}): RedemptionTokenPayload {
  return {
    a: win.accountPublicId,
    w: win.publicId,
    r: win.rewardPublicId,
    x: win.expiresAt ? Math.floor(win.expiresAt.getTime() / 1000) : null,
  };
}

export function signRedemptionToken(key: SigningKey, payload: RedemptionTokenPayload): string {
  const body = `${REDEMPTION_TOKEN_PREFIX}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${sign(null, Buffer.from(body), key.privateKey).toString('base64url')}`;
}

/**
 * The payload of a token signed by one of `keys`, or null for anything else (another account's
 * token, a changed byte, not a token at all). Checks the length before any work.
 */
export function verifyRedemptionToken(
  token: string,
  keys: readonly VerifyingKey[],
): RedemptionTokenPayload | null {
  if (token.length > REDEMPTION_TOKEN_MAX) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== REDEMPTION_TOKEN_PREFIX) return null;
  const signature = Buffer.from(parts[2]!, 'base64url');
  if (signature.length !== 64) return null;
  const body = Buffer.from(`${parts[0]}.${parts[1]}`);
  const signed = keys.some((k) => {
    try {
      return verify(null, body, publicKeyObject(k.publicKey), signature);
    } catch {
      return false;
    }
  });
  if (!signed) return null;
  try {
    const parsed = RedemptionTokenPayload.safeParse(
      JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads the account named in a token without checking it (to find whose keys to check with). */
export function tokenAccount(token: string): string | null {
  const payload = token.length <= REDEMPTION_TOKEN_MAX ? token.split('.')[1] : undefined;
  if (!payload) return null;
  try {
    const parsed = RedemptionTokenPayload.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data.a : null;
  } catch {
    return null;
  }
}

/**
 * The account's signing keys: made once (two instances at once: the first insert wins and both
 * read it back), the private key sealed with SECRETS_KEY, kept in memory per account once read.
 */
export function createSigningKeys(db: Queryable, secretsKey: Buffer | null) {
  const cache = new Map<string, Promise<SigningKey>>();
  const box = () => {
    if (!secretsKey)
      throw new HttpError(
        503,
        'In-store rewards need SECRETS_KEY: the server signs their QR codes with a key it keeps sealed.',
      );
    return createSecretBox(secretsKey);
  };
  const read = async (accountId: string): Promise<SigningKey | null> => {
    const [row] = await db
      .select()
      .from(accountSigningKeys)
      .where(and(eq(accountSigningKeys.accountId, accountId), eq(accountSigningKeys.kid, KID)));
    if (!row) return null;
    return {
      kid: row.kid,
      publicKey: row.publicKey,
      privateKey: createPrivateKey({
        key: Buffer.from(box().open(row.privateKeySealed), 'base64'),
        format: 'der',
        type: 'pkcs8',
      }),
    };
  };
  const loadOrCreate = async (accountId: string): Promise<SigningKey> => {
    const existing = await read(accountId);
    if (existing) return existing;
    const pair = generateKeyPairSync('ed25519');
    const publicKey = pair.publicKey.export({ format: 'jwk' }).x!;
    const sealed = box().seal(
      pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    );
    await db
      .insert(accountSigningKeys)
      .values({ accountId, kid: KID, publicKey, privateKeySealed: sealed })
      .onConflictDoNothing();
    const stored = await read(accountId);
    if (!stored) throw new Error('The signing key could not be stored.');
    return stored;
  };
  return {
    /** The key that signs the account's tokens. */
    forAccount(accountId: string): Promise<SigningKey> {
      let key = cache.get(accountId);
      if (!key) {
        key = loadOrCreate(accountId);
        cache.set(accountId, key);
        key.catch(() => cache.delete(accountId));
      }
      return key;
    },
    /** The public keys a device caches (and the server checks tokens with). */
    async publicKeys(accountId: string): Promise<VerifyingKey[]> {
      const key = await this.forAccount(accountId);
      return [{ kid: key.kid, publicKey: key.publicKey }];
    },
  };
}
export type SigningKeys = ReturnType<typeof createSigningKeys>;
