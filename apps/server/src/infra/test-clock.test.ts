import { describe, expect, it } from 'vitest';
import { clockOffset, installTestClock, setClockOffset } from './test-clock.js';

describe("the browser tests' clock (TEST_HOOKS)", () => {
  it('moves now and only now; dates made before stay dates', () => {
    const before = new Date();
    expect(() => setClockOffset(1)).toThrow(/not installed/);
    installTestClock();
    setClockOffset(86_400_000);
    expect(clockOffset()).toBe(86_400_000);
    expect(Math.abs(Date.now() - before.getTime() - 86_400_000)).toBeLessThan(5_000);
    expect(Math.abs(new Date().getTime() - before.getTime() - 86_400_000)).toBeLessThan(5_000);
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date('2026-12-01T00:00:00Z').getTime()).toBe(Date.UTC(2026, 11, 1));
    expect(before instanceof Date).toBe(true);
    setClockOffset(0);
    expect(Math.abs(Date.now() - new Date().getTime())).toBeLessThan(1_000);
  });
});
