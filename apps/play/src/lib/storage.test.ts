import { describe, expect, it } from 'vitest';
import { createSafeStore } from './storage.js';

class MemoryStorage implements Storage {
  data = new Map<string, string>();
  failWrites = false;
  failAll = false;
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(key: string) {
    if (this.failAll) throw new DOMException('blocked', 'SecurityError');
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failAll || this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string) {
    if (this.failAll) throw new DOMException('blocked', 'SecurityError');
    this.data.delete(key);
  }
}

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('createSafeStore', () => {
  it('uses localStorage when it works', () => {
    const local = new MemoryStorage();
    const store = createSafeStore([
      { kind: 'local', open: () => local },
      { kind: 'session', open: () => new MemoryStorage() },
    ]);
    store.set('k', 'v');
    expect(store.kind).toBe('local');
    expect(local.getItem('k')).toBe('v');
    expect(store.get('k')).toBe('v');
    store.remove('k');
    expect(store.get('k')).toBeNull();
    expect(local.length).toBe(0); // the probe key is cleaned up
  });

  it('falls back to sessionStorage when localStorage is blocked (third-party iframe)', () => {
    const session = new MemoryStorage();
    const store = createSafeStore([
      { kind: 'local', open: blocked },
      { kind: 'session', open: () => session },
    ]);
    store.set('token', 'secret');
    expect(store.kind).toBe('session');
    expect(session.getItem('token')).toBe('secret');
  });

  it('falls back to memory when every storage throws, and never throws itself', () => {
    const store = createSafeStore([
      { kind: 'local', open: blocked },
      { kind: 'session', open: blocked },
    ]);
    expect(store.kind).toBe('memory');
    expect(() => store.set('a', '1')).not.toThrow();
    expect(store.get('a')).toBe('1');
    store.remove('a');
    expect(store.get('a')).toBeNull();
  });

  it('treats a missing storage like a blocked one', () => {
    const store = createSafeStore([{ kind: 'local', open: () => undefined }]);
    expect(store.kind).toBe('memory');
  });

  it('moves on when a storage starts failing later (quota full)', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const store = createSafeStore([
      { kind: 'local', open: () => local },
      { kind: 'session', open: () => session },
    ]);
    local.failWrites = true;
    store.set('k', 'v');
    expect(store.kind).toBe('session');
    expect(session.getItem('k')).toBe('v');
    expect(store.get('k')).toBe('v');
  });

  it('keeps values in memory when the last storage fails mid-way', () => {
    const local = new MemoryStorage();
    const store = createSafeStore([{ kind: 'local', open: () => local }]);
    store.set('k', 'v');
    local.failAll = true;
    expect(store.get('k')).toBe('v');
    expect(store.kind).toBe('memory');
    store.set('k2', 'w');
    expect(store.get('k2')).toBe('w');
  });
});
