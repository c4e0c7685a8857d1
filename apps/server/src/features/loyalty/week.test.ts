/**
 * The business's week (docs/loyalty.md#every-game-of-the-week): Monday to Sunday as calendar days
 * in the business's time zone, across DST changes and odd offsets — property tests against the
 * weekday `Intl` names in that zone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localDay, weekOf } from './days.js';

const ZONES = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weekdays = new Map<string, Intl.DateTimeFormat>();
/** The weekday of `at` in `zone` (0: Monday) as Intl names it: the reference. */
function weekdayIn(at: Date, zone: string): number {
  let f = weekdays.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' });
    weekdays.set(zone, f);
  }
  return WEEKDAYS.indexOf(f.format(at));
}

const instant = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) })
  .map((ms) => new Date(ms));
const zone = fc.constantFrom(...ZONES);

describe('weekOf', () => {
  it('is the Monday-to-Sunday week holding the day, by the zone’s own weekday', () => {
    fc.assert(
      fc.property(instant, zone, (at, tz) => {
        const day = localDay(at, tz);
        const { start, end } = weekOf(day);
        expect(daysBetween(start, end)).toBe(6);
        // The day sits in the week at its weekday in the zone (Monday first).
        expect(daysBetween(start, day)).toBe(weekdayIn(at, tz));
        expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives every day of one week the same week, and the next Monday the next', () => {
    fc.assert(
      fc.property(instant, zone, (at, tz) => {
        const { start } = weekOf(localDay(at, tz));
        for (let i = 0; i < 7; i++) expect(weekOf(addDays(start, i)).start).toBe(start);
        expect(weekOf(addDays(start, 7)).start).toBe(addDays(start, 7));
        expect(weekOf(addDays(start, -1)).start).toBe(addDays(start, -7));
      }),
    );
  });

  it('never goes back as time goes on, in any zone', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 40 * 86_400_000 }), zone, (at, later, tz) => {
        const a = weekOf(localDay(at, tz)).start;
        const b = weekOf(localDay(new Date(at.getTime() + later), tz)).start;
        expect(b >= a).toBe(true);
      }),
    );
  });

  it('puts one instant in different weeks in different zones, at the business’s midnight', () => {
    // Sunday 29 March 2026, 21:30 UTC: 23:30 in Paris (the night DST began), already Monday
    // 11:30 on Kiritimati (+14), still Sunday 10:30 in Pago Pago (-11).
    const at = new Date('2026-03-29T21:30:00Z');
    expect(weekOf(localDay(at, 'Europe/Paris')).start).toBe('2026-03-23');
    expect(weekOf(localDay(at, 'Pacific/Kiritimati')).start).toBe('2026-03-30');
    expect(weekOf(localDay(at, 'Pacific/Pago_Pago')).start).toBe('2026-03-23');
    // An hour later it is Monday 00:30 in Paris: the next week.
    expect(weekOf(localDay(new Date('2026-03-29T22:30:00Z'), 'Europe/Paris')).start).toBe(
      '2026-03-30',
    );
    // The autumn change (25 October 2026, a 25-hour Sunday): its last hour is still that week.
    expect(weekOf(localDay(new Date('2026-10-25T22:59:00Z'), 'Europe/Paris')).start).toBe(
      '2026-10-19',
    );
    expect(weekOf(localDay(new Date('2026-10-25T23:00:00Z'), 'Europe/Paris')).start).toBe(
      '2026-10-26',
    );
  });
});
