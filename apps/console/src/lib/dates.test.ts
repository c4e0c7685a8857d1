import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  isIsoDay,
  localDay,
  rangeLabel,
  shortDayLabel,
  startOfWeek,
  weekdayIndex,
} from './dates';

describe('dates', () => {
  it('adds days across months, years and the DST change', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-10-20', '2026-11-03')).toBe(14);
    expect(daysBetween('2026-11-03', '2026-10-20')).toBe(-14);
  });

  it('knows weekdays (Monday first), months and real dates', () => {
    expect(weekdayIndex('2026-11-16')).toBe(0); // Monday
    expect(weekdayIndex('2026-11-22')).toBe(6); // Sunday
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-01');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01');
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-2-3')).toBe(false);
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(localDay(new Date(2026, 10, 5, 23, 30))).toBe('2026-11-05');
  });

  it('labels days and ranges', () => {
    expect(shortDayLabel('2026-11-16')).toBe('Mon 16 Nov');
    expect(rangeLabel('2026-11-16', '2026-11-22')).toBe('16 – 22 Nov 2026');
    expect(rangeLabel('2026-11-30', '2026-12-06')).toBe('30 Nov – 6 Dec 2026');
    expect(rangeLabel('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(rangeLabel('2026-11-16', '2026-11-16', false)).toBe('16 Nov');
  });
});
