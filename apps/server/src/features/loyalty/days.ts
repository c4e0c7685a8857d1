/**
 * The business's day (docs/loyalty.md#days-and-streaks): streaks, the first play of the day and
 * the daily cap count calendar days in the business's time zone, whatever the offset does
 * (a 23- or 25-hour day at a DST change is one day).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of `at` in `timeZone`. */
export function localDay(at: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format.format(at);
}

/** Whole calendar days from `from` to `to` (YYYY-MM-DD each): the dates' own difference, no clock. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface StreakState {
  /** The last day the streak counted (null: never played). */
  day: string | null;
  streak: number;
}

/**
 * The streak after a play on `day`: the same day changes nothing; the next day adds one; a later
 * day (a day missed) starts again at 1. A play dated before the last counted day (a late job)
 * changes nothing either, so the order plays are processed in never breaks a streak.
 */
export function nextStreak(state: StreakState, day: string): StreakState & { newDay: boolean } {
  if (state.day === null) return { day, streak: 1, newDay: true };
  const gap = daysBetween(state.day, day);
  if (gap <= 0) return { ...state, newDay: false };
  return { day, streak: gap === 1 ? state.streak + 1 : 1, newDay: true };
}

/** The calendar day `n` days after `day` (YYYY-MM-DD; negative: before). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The week (Monday to Sunday, as calendar days) holding `day`: a business's week is seven of its
 * days, whatever the offset does in between (the every-game-of-the-week rule).
 */
export function weekOf(day: string): { start: string; end: string } {
  // getUTCDay of the date itself: 0 is Sunday; Monday is the week's first day.
  const back = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(day, -back);
  return { start, end: addDays(start, 6) };
}
