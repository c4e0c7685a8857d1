import { afterEach, describe, expect, it } from 'vitest';
import { localDateString } from './dates.js';

describe('localDateString', () => {
  it('formats the local calendar day with zero padding', () => {
    expect(localDateString(new Date(2026, 0, 5, 12, 0))).toBe('2026-01-05');
    expect(localDateString(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('uses the local day, not the UTC one, late in the evening and early in the morning', () => {
    // Built from local fields: whatever the machine's time zone, the local day is the one given.
    expect(localDateString(new Date(2026, 10, 21, 23, 59, 59))).toBe('2026-11-21');
    expect(localDateString(new Date(2026, 10, 22, 0, 0, 1))).toBe('2026-11-22');
  });

  describe('in other time zones (Node reads TZ when it changes)', () => {
    const saved = process.env.TZ;
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });

    it('is already tomorrow east of UTC', () => {
      process.env.TZ = 'Pacific/Kiritimati'; // UTC+14
      expect(localDateString(new Date('2026-11-21T12:30:00Z'))).toBe('2026-11-22');
    });

    it('is still yesterday west of UTC', () => {
      process.env.TZ = 'America/Los_Angeles';
      expect(localDateString(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
    });
  });

  it('handles leap days and years before 1000', () => {
    expect(localDateString(new Date(2028, 1, 29, 8))).toBe('2028-02-29');
    const old = new Date(2026, 5, 1);
    old.setFullYear(999);
    expect(localDateString(old)).toBe('0999-06-01');
  });

  it('defaults to now', () => {
    const now = new Date();
    const day = localDateString();
    // Tolerate a run that crosses midnight.
    expect([localDateString(now), localDateString(new Date())]).toContain(day);
  });
});
