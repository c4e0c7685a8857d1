import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatDate,
  formatDateTime,
  formatDay,
  formatList,
  formatMonth,
  formatDecimal,
  formatNumber,
  formatRelative,
  noun,
  plural,
  setFormatLocale,
} from './format';

const at = '2026-11-28T22:48:02Z';
const utc = { timeZone: 'UTC' };
const delivery = noun('delivery', 'deliveries');

describe('the console formatter (docs/product-rules.md#formats)', () => {
  it('writes dates day first, months short, 24-hour times', () => {
    expect(formatDate(at, utc)).toBe('28 Nov 2026');
    expect(formatDateTime(at, utc)).toBe('28 Nov 2026, 22:48');
    expect(formatDateTime(at, { ...utc, seconds: true })).toBe('28 Nov 2026, 22:48:02');
    expect(formatDateTime(at, { ...utc, weekday: true })).toBe('Sat, 28 Nov 2026, 22:48');
    expect(formatMonth(at, utc)).toBe('November 2026');
    expect(formatDay('2026-12-31')).toBe('31 Dec 2026');
  });

  it('says "—" for a missing or broken date instead of "Invalid Date"', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('writes relative times in words', () => {
    const now = new Date(at);
    expect(formatRelative(new Date(now.getTime() - 3 * 60_000), now)).toBe('3 minutes ago');
    expect(formatRelative(new Date(now.getTime() - 86_400_000), now)).toBe('yesterday');
    expect(formatRelative(new Date(now.getTime() + 2 * 86_400_000), now)).toBe('in 2 days');
    expect(formatRelative(now, now)).toBe('now');
  });

  it('groups thousands and chooses the plural by the language rules, not by adding "s"', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatDecimal(0.0384, 3)).toBe('0.038');
    expect(formatDecimal(0.5, 3)).toBe('0.500');
    expect(plural(1, delivery)).toBe('delivery');
    expect(plural(3, delivery)).toBe('deliveries');
    expect(plural(0, delivery)).toBe('deliveries');
    expect(countOf(1, delivery)).toBe('1 delivery');
    expect(countOf(1200, delivery)).toBe('1,200 deliveries');
  });

  it('joins lists in words', () => {
    expect(formatList(['Quiz', 'Wordle', 'Scratch'])).toBe('Quiz, Wordle and Scratch');
  });
});

describe("in the user's language (issue 33 §10)", () => {
  it('French dates, numbers and lists, then back to English', () => {
    setFormatLocale('fr');
    try {
      expect(formatDate(at, utc)).toBe('28 nov. 2026');
      expect(formatDateTime(at, utc)).toBe('28 nov. 2026, 22:48');
      expect(formatMonth(at, utc)).toBe('novembre 2026');
      expect(formatNumber(1234.5)).toMatch(/^1\s234,5$/);
      expect(formatDecimal(0.0384, 3)).toBe('0,038');
      expect(formatList(['Quiz', 'Wordle', 'Scratch'])).toBe('Quiz, Wordle et Scratch');
      expect(formatRelative(new Date(Date.now() - 3 * 60_000))).toBe('il y a 3 minutes');
    } finally {
      setFormatLocale('en');
    }
    expect(formatDate(at, utc)).toBe('28 Nov 2026');
    expect(formatNumber(1234)).toBe('1,234');
  });
});
