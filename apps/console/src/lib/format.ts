/**
 * The console's one formatter for what people read: numbers, dates, date-times, relative times,
 * lists and plurals. Every page formats through here (an ESLint rule refuses `toLocale*`, `Intl.*`
 * and date-fns anywhere else in the console: eslint/formatting.js), so the whole console shows one
 * style — "28 Nov 2026", "28 Nov 2026, 22:48", "3 minutes ago", "1,234", "3 deliveries" — in the
 * user's language (`setFormatLocale`, called by src/i18n; docs/product-rules.md#formats). Texts
 * with counts in them are ICU plurals in the catalogues; `noun`/`countOf` remain for the pages
 * whose texts are not in the catalogue yet.
 *
 * Times are shown in the browser's time zone unless a caller names one (billing periods are UTC).
 * Plurals come from `Intl.PluralRules`, never from a hand-made "s".
 */

import { currentLocale, localeVersion } from './locale';

export { currentLocale, setFormatLocale } from './locale';

type When = Date | string | number;

/** Options a caller may set: the time zone (billing periods and plain dates are UTC). */
export interface ZoneOption {
  timeZone?: string;
}

const cache = new Map<string, Intl.DateTimeFormat>();
let madeFor = 0;

/** Drops the `Intl` objects made for another locale (after a change of language). */
function fresh(): void {
  if (madeFor === localeVersion()) return;
  madeFor = localeVersion();
  cache.clear();
  fixed.clear();
  made = null;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  fresh();
  const key = JSON.stringify(options);
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(currentLocale(), options);
    cache.set(key, found);
  }
  return found;
}

function toDate(value: When): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function zone({ timeZone }: ZoneOption): Intl.DateTimeFormatOptions {
  return timeZone ? { timeZone } : {};
}

/** "28 Nov 2026" ("—" for a missing or invalid date). */
export function formatDate(value: When | null | undefined, options: ZoneOption = {}): string {
  const date = value === null || value === undefined ? null : toDate(value);
  if (!date) return '—';
  return dateFormat({ dateStyle: 'medium', ...zone(options) }).format(date);
}

/**
 * A plain calendar day (`YYYY-MM-DD`, no time zone) as "28 Nov 2026": the same day wherever the
 * browser is.
 */
export function formatDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC' });
}

/** "28 Nov 2026, 22:48" ("28 Nov 2026, 22:48:02" with seconds; "—" when missing). */
export function formatDateTime(
  value: When | null | undefined,
  options: ZoneOption & { seconds?: boolean; weekday?: boolean } = {},
): string {
  const date = value === null || value === undefined ? null : toDate(value);
  if (!date) return '—';
  if (options.weekday) {
    // "Mon, 1 Dec 2026, 09:30": dateStyle cannot add a short weekday, so the parts are named.
    return dateFormat({
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(options.seconds ? { second: '2-digit' } : {}),
      ...zone(options),
    }).format(date);
  }
  return dateFormat({
    dateStyle: 'medium',
    timeStyle: options.seconds ? 'medium' : 'short',
    ...zone(options),
  }).format(date);
}

/** "November 2026". */
export function formatMonth(value: When, options: ZoneOption = {}): string {
  const date = toDate(value);
  if (!date) return '—';
  return dateFormat({ month: 'long', year: 'numeric', ...zone(options) }).format(date);
}

interface Formatters {
  relative: Intl.RelativeTimeFormat;
  integer: Intl.NumberFormat;
  decimal: Intl.NumberFormat;
  pluralRules: Intl.PluralRules;
  and: Intl.ListFormat;
}

let made: Formatters | null = null;

/** The locale's formatters, made on first use (and again after a change of language). */
function formatters(): Formatters {
  fresh();
  const locale = currentLocale();
  made ??= {
    relative: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
    integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    decimal: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    pluralRules: new Intl.PluralRules(locale),
    and: new Intl.ListFormat(locale, { type: 'conjunction' }),
  };
  return made;
}
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 minutes ago", "in 2 days", "yesterday", "now" (relative to `now`). */
export function formatRelative(value: When, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '—';
  let amount = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return formatters().relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDate(date);
}

/** "1,234" (whole numbers) or "12.5" (up to two decimals). */
export function formatNumber(n: number): string {
  const { integer, decimal } = formatters();
  return (Number.isInteger(n) ? integer : decimal).format(n);
}

/**
 * A number with exactly `digits` decimals ("0.038", "0,038" in French): a statistic such as a
 * p-value, whose third decimal matters (formatNumber keeps two at most).
 */
export function formatDecimal(n: number, digits: number): string {
  fresh();
  const key = `decimal-${digits}`;
  let found = fixed.get(key);
  if (!found) {
    found = new Intl.NumberFormat(currentLocale(), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    fixed.set(key, found);
  }
  return found.format(n);
}

const fixed = new Map<string, Intl.NumberFormat>();

/** The forms of a noun: `{ one: 'delivery', other: 'deliveries' }`. */
export interface Noun {
  readonly one: string;
  readonly other: string;
}

/** A noun's forms (the English plural rules need only "one" and "other"). */
export const noun = (one: string, other: string): Noun => ({ one, other });

/** The form of `word` for `count`: 1 → "delivery", 3 → "deliveries". */
export function plural(count: number, word: Noun): string {
  return formatters().pluralRules.select(count) === 'one' ? word.one : word.other;
}

/** "1 delivery", "1,234 deliveries". */
export function countOf(count: number, word: Noun): string {
  return `${formatNumber(count)} ${plural(count, word)}`;
}

/** "a, b and c". */
export function formatList(items: readonly string[]): string {
  return formatters().and.format(items);
}

/** Month and weekday names of the user's language, Monday first. */
export interface CalendarNames {
  readonly months: readonly string[];
  readonly monthsShort: readonly string[];
  readonly weekdays: readonly string[];
  readonly weekdaysShort: readonly string[];
}

let names: { version: number; value: CalendarNames | null } | null = null;

/**
 * The names lib/dates.ts writes calendar days with, in the user's language; null in English,
 * whose names lib/dates.ts keeps ("Mon 16 Nov", as before the console spoke French).
 */
export function calendarNames(): CalendarNames | null {
  if (names?.version === localeVersion()) return names.value;
  let value: CalendarNames | null = null;
  if (currentLocale() !== 'en-GB') {
    const utc = { timeZone: 'UTC' } as const;
    const name = (options: Intl.DateTimeFormatOptions, date: Date) =>
      dateFormat({ ...options, ...utc }).format(date);
    const month = (i: number) => new Date(Date.UTC(2026, i, 1));
    const day = (i: number) => new Date(Date.UTC(2026, 10, 16 + i)); // 16 Nov 2026: a Monday
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    const seven = Array.from({ length: 7 }, (_, i) => i);
    value = {
      months: twelve.map((i) => name({ month: 'long' }, month(i))),
      monthsShort: twelve.map((i) => name({ month: 'short' }, month(i))),
      weekdays: seven.map((i) => name({ weekday: 'long' }, day(i))),
      weekdaysShort: seven.map((i) => name({ weekday: 'short' }, day(i))),
    };
  }
  names = { version: localeVersion(), value };
  return value;
}

/** The browser's time zone ("Europe/London"), for forms that say which zone times are in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The calendar day (`YYYY-MM-DD`) of `date` in `timeZone`; null for a time zone the browser does
 * not know. A computation, not a text shown: its digits are the same in every language.
 */
export function dayInTimeZone(date: Date, timeZone: string): string | null {
  try {
    // en-CA writes the date as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
  } catch {
    return null;
  }
}
