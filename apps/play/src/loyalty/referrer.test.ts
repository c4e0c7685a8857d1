import { describe, expect, it } from 'vitest';
import { arrivalReferrer, referralLink } from './referrer.js';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('referral links', () => {
  it('adds the player as ref, and nothing without a player', () => {
    expect(referralLink('https://p.test/game/g1', 'pl_A1')).toBe(
      'https://p.test/game/g1?ref=pl_A1',
    );
    expect(referralLink('https://p.test/game/g1?x=1', 'pl_A1')).toBe(
      'https://p.test/game/g1?x=1&ref=pl_A1',
    );
    expect(referralLink('https://p.test/game/g1', null)).toBe('https://p.test/game/g1');
  });

  it('keeps the ref of the arrival for the tab, and refuses a value that is no public id', () => {
    const storage = memoryStorage();
    expect(arrivalReferrer('https://p.test/game/g1?ref=pl_A1', storage)).toBe('pl_A1');
    expect(arrivalReferrer('https://p.test/game/g2', storage)).toBe('pl_A1');
    const fresh = memoryStorage();
    expect(arrivalReferrer('https://p.test/game/g1?ref=%3Cscript%3E', fresh)).toBeNull();
    expect(arrivalReferrer(`https://p.test/game/g1?ref=${'a'.repeat(65)}`, fresh)).toBeNull();
    expect(arrivalReferrer('https://p.test/game/g1', null)).toBeNull();
  });
});
