import { describe, expect, it } from 'vitest';
import { randomString } from './random.js';

describe('randomString', () => {
  it('encodes the number of bytes asked for', () => {
    expect(randomString(32, 'hex')).toMatch(/^[0-9a-f]{64}$/);
    expect(randomString(12, 'base64url')).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(Buffer.from(randomString(16, 'base64'), 'base64')).toHaveLength(16);
  });

  it('never hands out the same bytes twice, across refills of the pool', () => {
    // 3 000 × 32 bytes: the 4 KiB pool is refilled about 23 times.
    const seen = new Set(Array.from({ length: 3_000 }, () => randomString(32, 'hex')));
    expect(seen.size).toBe(3_000);
  });

  it('refuses sizes it cannot serve', () => {
    expect(() => randomString(0, 'hex')).toThrow(RangeError);
    expect(() => randomString(4097, 'hex')).toThrow(RangeError);
    expect(() => randomString(1.5, 'hex')).toThrow(RangeError);
  });
});
