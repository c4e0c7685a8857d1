/**
 * Checking a redemption token on the device, without the network (docs/rewards.md#redemption-in-store):
 * `PDR1.<payload>.<signature>`, base64url, Ed25519 over `PDR1.<payload>` with the account's key,
 * whose public half `GET redeem/device` gave and the scanner cached. WebCrypto's Ed25519 (Chromium
 * 137+, Safari 17+, Firefox 129+) does the check: no library.
 */
export const TOKEN_PREFIX = 'PDR1';
export const TOKEN_MAX = 400;

export interface TokenPayload {
  /** The account's public id. */
  a: string;
  /** The win's public id (its reference). */
  w: string;
  /** Expiry, Unix seconds; null: none. */
  x: number | null;
  /** The reward's public id, when the server puts it in the token (names it offline). */
  r?: string;
}

export interface VerifyingKey {
  kid: string;
  /** Raw 32-byte Ed25519 public key, base64url. */
  public_key: string;
}

export type OfflineCheck =
  | { ok: true; payload: TokenPayload }
  | {
      ok: false;
      reason: 'not_a_token' | 'bad_signature' | 'expired';
      payload: TokenPayload | null;
    };

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** Whether a scanned text looks like a redemption token (else it is a typed code or reference). */
export function looksLikeToken(text: string): boolean {
  return text.startsWith(`${TOKEN_PREFIX}.`) && text.split('.').length === 3;
}

/** The payload of a token, unchecked (null when it is not one). */
export function readToken(token: string): TokenPayload | null {
  if (token.length > TOKEN_MAX || !looksLikeToken(token)) return null;
  const bytes = fromBase64Url(token.split('.')[1]!);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof value !== 'object' || value === null) return null;
    const { a, w, x, r } = value as Record<string, unknown>;
    if (typeof a !== 'string' || typeof w !== 'string') return null;
    if (x !== null && !(typeof x === 'number' && Number.isInteger(x))) return null;
    return { a, w, x, ...(typeof r === 'string' ? { r } : {}) };
  } catch {
    return null;
  }
}

/** Whether this browser can check Ed25519 signatures (else the scanner needs the network). */
export async function canVerifyOffline(): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey(
      'raw',
      new Uint8Array(32),
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    return key.algorithm.name === 'Ed25519';
  } catch {
    return false;
  }
}

/**
 * Checks a token with the cached keys: signed by one of them (so by the business, for this one
 * win) and not past its expiry. Whether it was redeemed elsewhere only the server knows: the
 * redemption is queued and the server reports a conflict if it was.
 */
export async function verifyOffline(
  token: string,
  keys: readonly VerifyingKey[],
  now: Date = new Date(),
): Promise<OfflineCheck> {
  const payload = readToken(token);
  if (!payload) return { ok: false, reason: 'not_a_token', payload: null };
  const [prefix, body, sig] = token.split('.') as [string, string, string];
  const signature = fromBase64Url(sig);
  if (!signature || signature.length !== 64) return { ok: false, reason: 'bad_signature', payload };
  const signed = new TextEncoder().encode(`${prefix}.${body}`);
  let valid = false;
  for (const key of keys) {
    const raw = fromBase64Url(key.public_key);
    if (!raw || raw.length !== 32) continue;
    try {
      const publicKey = await crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, [
        'verify',
      ]);
      if (await crypto.subtle.verify({ name: 'Ed25519' }, publicKey, signature, signed)) {
        valid = true;
        break;
      }
    } catch {
      // A key this browser cannot read: try the next one.
    }
  }
  if (!valid) return { ok: false, reason: 'bad_signature', payload };
  if (payload.x !== null && payload.x * 1000 < now.getTime())
    return { ok: false, reason: 'expired', payload };
  return { ok: true, payload };
}
