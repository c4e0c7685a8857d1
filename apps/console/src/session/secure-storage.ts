/**
 * Encrypted local persistence (docs/product-rules.md#local-storage): values are encrypted with
 * AES-GCM under a fixed secret embedded in the app, and the storage keys are SHA-256 hashes, so
 * nothing in localStorage is readable as-is.
 *
 * A fixed embedded secret is obfuscation, not protection against someone who can run code in
 * the page: it keeps the session token and the user out of plain sight (browser extensions that
 * scan storage, shoulder-surfed dev tools, copied profiles), which is what the product asks.
 *
 * Web Crypto only exists in secure contexts (https, localhost). Elsewhere nothing is persisted:
 * the session then lives in memory only and a reload asks to sign in again.
 */
const EMBEDDED_SECRET = 'playdesk-console/1.2/local-state/4A3494';
const KEY_PREFIX = 'playdesk:console:';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SecureStorage {
  readonly available: boolean;
  get<T>(name: string): Promise<T | null>;
  set(name: string, value: unknown): Promise<void>;
  remove(name: string): Promise<void>;
  /** The hashed key a logical name is stored under. */
  hashedKey(name: string): Promise<string>;
}

export function createSecureStorage(
  storage: KeyValueStorage | null,
  subtle: SubtleCrypto | undefined,
  getRandomValues: (<T extends Uint8Array<ArrayBuffer>>(array: T) => T) | undefined,
): SecureStorage {
  const available = Boolean(storage && subtle && getRandomValues);
  let keyPromise: Promise<CryptoKey> | null = null;
  const hashCache = new Map<string, Promise<string>>();

  const cryptoKey = (): Promise<CryptoKey> => {
    keyPromise ??= subtle!
      .digest('SHA-256', encoder.encode(EMBEDDED_SECRET))
      .then((raw) =>
        subtle!.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']),
      );
    return keyPromise;
  };

  const hashedKey = (name: string): Promise<string> => {
    let hashed = hashCache.get(name);
    if (!hashed) {
      hashed = subtle!.digest('SHA-256', encoder.encode(KEY_PREFIX + name)).then(toHex);
      hashCache.set(name, hashed);
    }
    return hashed;
  };

  return {
    available,
    hashedKey,
    async get<T>(name: string): Promise<T | null> {
      if (!available) return null;
      const key = await hashedKey(name);
      const stored = storage!.getItem(key);
      if (!stored) return null;
      try {
        const bytes = fromBase64(stored);
        const iv = bytes.slice(0, 12);
        const data = bytes.slice(12);
        const plain = await subtle!.decrypt({ name: 'AES-GCM', iv }, await cryptoKey(), data);
        return JSON.parse(decoder.decode(plain)) as T;
      } catch {
        // Tampered or from another secret: forget it.
        storage!.removeItem(key);
        return null;
      }
    },
    async set(name, value) {
      if (!available) return;
      const key = await hashedKey(name);
      const iv = getRandomValues!(new Uint8Array(12));
      const cipher = await subtle!.encrypt(
        { name: 'AES-GCM', iv },
        await cryptoKey(),
        encoder.encode(JSON.stringify(value)),
      );
      const out = new Uint8Array(12 + cipher.byteLength);
      out.set(iv, 0);
      out.set(new Uint8Array(cipher), 12);
      storage!.setItem(key, toBase64(out));
    },
    async remove(name) {
      if (!available) return;
      storage!.removeItem(await hashedKey(name));
    },
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export const secureStorage = createSecureStorage(
  browserStorage(),
  globalThis.crypto?.subtle,
  globalThis.crypto?.getRandomValues ? (a) => globalThis.crypto.getRandomValues(a) : undefined,
);
