import { calendarNames } from './format';

/**
 * Calendar days as ISO strings (`YYYY-MM-DD`). The API's days are plain dates (UTC dates on the
 * server), so the arithmetic here runs in UTC and never meets a daylight-saving shift.
 */
export type IsoDay = string;

const DAY_MS = 86_400_000;

function toUtc(day: IsoDay): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): IsoDay {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The local calendar date of a moment (what the business calls "today"). */
export function localDay(date: Date): IsoDay {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function isIsoDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;
}

export function addDays(day: IsoDay, n: number): IsoDay {
  return fromUtc(toUtc(day) + n * DAY_MS);
}

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: IsoDay, b: IsoDay): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** 0 = Monday … 6 = Sunday (weeks start on Monday). */
export function weekdayIndex(day: IsoDay): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % 7;
}

export function startOfWeek(day: IsoDay): IsoDay {
  return addDays(day, -weekdayIndex(day));
}

export function startOfMonth(day: IsoDay): IsoDay {
  return `${day.slice(0, 7)}-01`;
}

export function endOfMonth(day: IsoDay): IsoDay {
  return addDays(addMonths(startOfMonth(day), 1), -1);
}

/** The first day of the month `n` months away. */
export function addMonths(day: IsoDay, n: number): IsoDay {
  const [y = 0, m = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + n, 1));
  return fromUtc(date.getTime());
}

export function dayOfMonth(day: IsoDay): number {
  return Number(day.slice(8, 10));
}

export function sameMonth(a: IsoDay, b: IsoDay): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const WEEKDAY_SHORT = WEEKDAYS.map((d) => d.slice(0, 3));

/** "Mon" … "Sun" in the user's language ("lun." … "dim." in French), Monday first. */
export function weekdayShortNames(): readonly string[] {
  return calendarNames()?.weekdaysShort ?? WEEKDAY_SHORT;
}

/** A day's numbers and month names, in the user's language (lib/format.ts). */
function parts(day: IsoDay) {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const local = calendarNames();
  if (local)
    return { y, m, d, month: local.months[m - 1] ?? '', short: local.monthsShort[m - 1] ?? '' };
  return { y, m, d, month: MONTHS[m - 1] ?? '', short: (MONTHS[m - 1] ?? '').slice(0, 3) };
}

function weekdayName(day: IsoDay, short: boolean): string {
  const local = calendarNames();
  const i = weekdayIndex(day);
  if (local) return (short ? local.weekdaysShort[i] : local.weekdays[i]) ?? '';
  return (short ? WEEKDAY_SHORT[i] : WEEKDAYS[i]) ?? '';
}

/** "November 2026" */
export function monthLabel(day: IsoDay): string {
  const { y, month } = parts(day);
  return `${month} ${y}`;
}

/** "Mon 16 Nov" / with the year: "Mon 16 Nov 2026" */
export function shortDayLabel(day: IsoDay, withYear = false): string {
  return `${weekdayName(day, true)} ${dayMonthLabel(day)}${withYear ? ` ${parts(day).y}` : ''}`;
}

/** "16 Nov" ("16 nov." in French). */
export function dayMonthLabel(day: IsoDay): string {
  const { d, short } = parts(day);
  return `${d} ${short}`;
}

/** "Monday 16 November 2026" (for screen readers and titles). */
export function longDayLabel(day: IsoDay): string {
  const { y, d, month } = parts(day);
  return `${weekdayName(day, false)} ${d} ${month} ${y}`;
}

/** A date range in few words: "16 Nov", "16 – 22 Nov 2026", "30 Nov – 6 Dec 2026". */
export function rangeLabel(from: IsoDay, to: IsoDay, withYear = true): string {
  const a = parts(from);
  const b = parts(to);
  const year = withYear ? ` ${b.y}` : '';
  if (from === to) return `${a.d} ${a.short}${year}`;
  if (a.y !== b.y) return `${a.d} ${a.short} ${a.y} – ${b.d} ${b.short} ${b.y}`;
  if (a.m !== b.m) return `${a.d} ${a.short} – ${b.d} ${b.short}${year}`;
  return `${a.d} – ${b.d} ${b.short}${year}`;
}
