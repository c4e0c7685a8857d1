import { describe, expect, it } from 'vitest';
import { createSecureStorage, type KeyValueStorage } from './secure-storage';

class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

const make = (storage = new MemoryStorage()) => ({
  storage,
  secure: createSecureStorage(storage, crypto.subtle, (a) => crypto.getRandomValues(a)),
});

describe('secure storage (Web Crypto AES-GCM, hashed keys)', () => {
  const user = {
    token: 'secret-token-123',
    email: 'owner@playdesk.test',
    business: 'Demo Coffee Co.',
  };

  it('round-trips values', async () => {
    const { secure } = make();
    await secure.set('user', user);
    await secure.set('logged_in', true);
    expect(await secure.get('user')).toEqual(user);
    expect(await secure.get('logged_in')).toBe(true);
  });

  it('stores nothing readable: keys are SHA-256 hex, values are ciphertext', async () => {
    const { secure, storage } = make();
    await secure.set('user', user);
    await secure.set('logged_in', true);
    expect(storage.map.size).toBe(2);
    for (const [key, value] of storage.map) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      for (const plain of ['user', 'logged_in', 'secret-token', 'owner@', 'Demo Coffee', 'true']) {
        expect(key).not.toContain(plain);
        expect(value).not.toContain(plain);
        expect(atob(value)).not.toContain(plain);
      }
    }
  });

  it('uses a fresh IV per write', async () => {
    const { secure, storage } = make();
    await secure.set('user', user);
    const first = [...storage.map.values()][0];
    await secure.set('user', user);
    expect([...storage.map.values()][0]).not.toBe(first);
  });

  it('forgets a tampered value', async () => {
    const { secure, storage } = make();
    await secure.set('user', user);
    const key = await secure.hashedKey('user');
    storage.setItem(key, btoa('not what we wrote, at all'));
    expect(await secure.get('user')).toBeNull();
    expect(storage.getItem(key)).toBeNull();
  });

  it('removes by logical name', async () => {
    const { secure, storage } = make();
    await secure.set('user', user);
    await secure.remove('user');
    expect(storage.map.size).toBe(0);
    expect(await secure.get('user')).toBeNull();
  });

  it('persists nothing without Web Crypto (insecure context)', async () => {
    const storage = new MemoryStorage();
    const secure = createSecureStorage(storage, undefined, undefined);
    expect(secure.available).toBe(false);
    await secure.set('user', user);
    expect(storage.map.size).toBe(0);
    expect(await secure.get('user')).toBeNull();
  });
});
