import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('forgets entries after their time to live', () => {
    let now = 1000;
    const cache = new TtlCache<string>(500, 10, () => now);
    cache.set('a', 'A');
    expect(cache.get('a')).toBe('A');
    now = 1499;
    expect(cache.get('a')).toBe('A');
    now = 1500;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the oldest entry when full, and deletes on demand', () => {
    const cache = new TtlCache<number>(10_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.delete('b');
    expect(cache.get('b')).toBeUndefined();
    cache.clear();
    expect(cache.get('c')).toBeUndefined();
  });
});
