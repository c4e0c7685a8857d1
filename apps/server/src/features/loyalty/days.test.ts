/**
 * The business's day and streaks (docs/loyalty.md#days-and-streaks): calendar days in the
 * business's time zone, across DST changes (23- and 25-hour days) and odd offsets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capEntries } from './earn.js';
import { daysBetween, localDay, nextStreak, type StreakState } from './days.js';

const ZONES = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'America/Santiago',
  'Australia/Lord_Howe', // a 30-minute DST shift
  'Asia/Kolkata', // +05:30, no DST
  'Pacific/Chatham', // +12:45 / +13:45
  'Pacific/Kiritimati', // +14
  'Pacific/Pago_Pago', // -11
];

/** The streak of a run of days, as a plain reference: consecutive days ending at the last. */
function referenceStreak(days: string[]): number {
  const sorted = [...new Set(days)].sort();
  let streak = 1;
  for (let i = sorted.length - 1; i > 0; i--) {
    if (daysBetween(sorted[i - 1]!, sorted[i]!) === 1) streak++;
    else break;
  }
  return streak;
}

describe('localDay across DST', () => {
  it('counts the spring-forward night in Paris as two days in a row', () => {
    // 29 March 2026: 02:00 → 03:00 in Paris. 23:30 on the 28th and 00:30 on the 29th.
    const a = localDay(new Date('2026-03-28T22:30:00Z'), 'Europe/Paris');
    const b = localDay(new Date('2026-03-28T23:30:00Z'), 'Europe/Paris');
    expect([a, b]).toEqual(['2026-03-28', '2026-03-29']);
    const s1 = nextStreak({ day: null, streak: 0 }, a);
    expect(nextStreak(s1, b)).toMatchObject({ streak: 2, newDay: true });
  });

  it('keeps the 25-hour fall-back day in New York one day', () => {
    // 1 November 2026: 02:00 → 01:00 in New York. 00:10 and 23:50 local are 25 h 40 min apart.
    const early = localDay(new Date('2026-11-01T04:10:00Z'), 'America/New_York');
    const late = localDay(new Date('2026-11-02T04:50:00Z'), 'America/New_York');
    expect([early, late]).toEqual(['2026-11-01', '2026-11-01']);
    const s = nextStreak({ day: null, streak: 0 }, early);
    expect(nextStreak(s, late)).toMatchObject({ streak: 1, newDay: false });
  });

  it('is the calendar day of the instant in every zone (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...ZONES),
        (at, zone) => {
          const day = localDay(at, zone);
          expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          // The local day is within a day of the UTC day (offsets are between -12 and +14 hours).
          expect(Math.abs(daysBetween(at.toISOString().slice(0, 10), day))).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('counts a streak as the consecutive local days, whatever the zone and the DST changes (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2030-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        // Gaps between plays in minutes: same day, next day, or days later.
        fc.array(fc.integer({ min: 1, max: 3 * 24 * 60 }), { minLength: 1, maxLength: 40 }),
        (zone, start, gaps) => {
          let at = start.getTime();
          let state: StreakState = { day: null, streak: 0 };
          const days: string[] = [];
          for (const gap of gaps) {
            at += gap * 60_000;
            const day = localDay(new Date(at), zone);
            days.push(day);
            state = nextStreak(state, day);
            expect(state.streak).toBe(referenceStreak(days));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('plays once a day at 12:00 UTC for 60 days across DST changes: a 60-day streak everywhere', () => {
    for (const zone of ZONES) {
      let state: StreakState = { day: null, streak: 0 };
      for (let i = 0; i < 60; i++) {
        // 12:00 UTC is far enough from every zone's midnight (DST included) to be one local day.
        const at = new Date(Date.parse('2026-03-01T12:00:00Z') + i * 86_400_000);
        state = nextStreak(state, localDay(at, zone));
      }
      expect(state.streak, zone).toBe(60);
    }
  });

  it('ignores a play dated before the last counted day (a late job) and restarts after a missed day', () => {
    const s = nextStreak({ day: '2026-05-10', streak: 4 }, '2026-05-09');
    expect(s).toMatchObject({ day: '2026-05-10', streak: 4, newDay: false });
    expect(nextStreak({ day: '2026-05-10', streak: 4 }, '2026-05-12')).toMatchObject({
      streak: 1,
    });
  });
});

describe('the daily cap', () => {
  it('never gives more than the cap leaves, nor more than a rule gives (property)', () => {
    const entry = fc.record({
      kind: fc.constant('earn' as const),
      points: fc.integer({ min: 1, max: 500 }),
      reason: fc.constant('play'),
      key: fc.uuid(),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 6 }),
        fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
        fc.integer({ min: 0, max: 1000 }),
        (entries, cap, today) => {
          const out = capEntries(entries, cap, today);
          const total = out.reduce((s, e) => s + e.points, 0);
          if (cap === null) expect(out).toEqual(entries);
          else expect(total).toBeLessThanOrEqual(Math.max(0, cap - today));
          out.forEach((e, i) => {
            expect(e.points).toBeGreaterThan(0);
            expect(e.points).toBeLessThanOrEqual(entries[i]!.points);
            expect(e.key).toBe(entries[i]!.key);
          });
        },
      ),
    );
  });
});
