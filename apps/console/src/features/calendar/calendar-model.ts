import {
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  isIsoDay,
  monthLabel,
  rangeLabel,
  startOfMonth,
  startOfWeek,
  type IsoDay,
} from '../../lib/dates';

export type CalendarView = 'month' | 'week';

/** What the grid needs of a calendar entry (the contract's CalendarEntry fits). */
export interface EntryLike {
  readonly id: string;
  readonly game: { readonly public_id: string; readonly name: string };
  readonly starts_on: IsoDay;
  readonly ends_on: IsoDay;
}

/** The weeks (Monday to Sunday) that show a month: 4 to 6 rows of 7 days. */
export function monthGrid(anchor: IsoDay): IsoDay[][] {
  const first = startOfWeek(startOfMonth(anchor));
  const last = addDays(startOfWeek(endOfMonth(anchor)), 6);
  const weeks: IsoDay[][] = [];
  for (let start = first; start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

/** The seven days of the week holding `anchor`. */
export function weekDays(anchor: IsoDay): IsoDay[] {
  const start = startOfWeek(anchor);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The days the view shows, to ask the API for (`GET calendar?from&to`, at most 100 days). */
export function visibleRange(view: CalendarView, anchor: IsoDay): { from: IsoDay; to: IsoDay } {
  if (view === 'week') {
    const days = weekDays(anchor);
    return { from: days[0]!, to: days[6]! };
  }
  const weeks = monthGrid(anchor);
  return { from: weeks[0]![0]!, to: weeks[weeks.length - 1]![6]! };
}

/** The anchor one step back or forward: a month in month view, a week in week view. */
export function shiftAnchor(view: CalendarView, anchor: IsoDay, step: -1 | 1): IsoDay {
  if (view === 'week') return addDays(startOfWeek(anchor), 7 * step);
  return addMonths(anchor, step);
}

/** The heading of the view: "November 2026" or "16 – 22 Nov 2026". */
export function viewTitle(view: CalendarView, anchor: IsoDay): string {
  if (view === 'month') return monthLabel(anchor);
  const days = weekDays(anchor);
  return rangeLabel(days[0]!, days[6]!);
}

/** One entry's piece inside one week row. */
export interface Segment<E extends EntryLike = EntryLike> {
  readonly entry: E;
  /** Column of the first day shown (0 = Monday). */
  readonly startCol: number;
  /** Days covered in this week (1–7). */
  readonly span: number;
  /** Row inside the week (0 = top). */
  readonly lane: number;
  /** The entry started before this week / goes on after it. */
  readonly continuesBefore: boolean;
  readonly continuesAfter: boolean;
}

/**
 * Lays the entries that touch a week out as bars: longer and earlier runs first, each in the
 * first lane free for all of its days, so bars never overlap.
 */
export function layoutWeek<E extends EntryLike>(
  entries: readonly E[],
  week: readonly IsoDay[],
): { segments: Segment<E>[]; lanes: number } {
  const first = week[0]!;
  const last = week[week.length - 1]!;
  const touching = entries
    .filter((e) => e.starts_on <= last && e.ends_on >= first)
    .map((entry) => {
      const start = entry.starts_on < first ? first : entry.starts_on;
      const end = entry.ends_on > last ? last : entry.ends_on;
      return {
        entry,
        startCol: daysBetween(first, start),
        span: daysBetween(start, end) + 1,
        continuesBefore: entry.starts_on < first,
        continuesAfter: entry.ends_on > last,
      };
    })
    .sort(
      (a, b) =>
        a.startCol - b.startCol ||
        b.span - a.span ||
        a.entry.game.name.localeCompare(b.entry.game.name) ||
        a.entry.id.localeCompare(b.entry.id),
    );
  const laneEnds: number[] = [];
  const segments = touching.map((s) => {
    let lane = laneEnds.findIndex((end) => end < s.startCol);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = s.startCol + s.span - 1;
    return { ...s, lane };
  });
  return { segments, lanes: laneEnds.length };
}

/** Entries that run on a day, earliest first. */
export function entriesOn<E extends EntryLike>(entries: readonly E[], day: IsoDay): E[] {
  return entries
    .filter((e) => e.starts_on <= day && e.ends_on >= day)
    .sort(
      (a, b) => a.starts_on.localeCompare(b.starts_on) || a.game.name.localeCompare(b.game.name),
    );
}

/** How many segments of a week cover each of its days (for "+2 more"). */
export function hiddenPerDay(segments: readonly Segment[], maxLanes: number): number[] {
  const hidden = [0, 0, 0, 0, 0, 0, 0];
  for (const s of segments) {
    if (s.lane < maxLanes) continue;
    for (let c = s.startCol; c < s.startCol + s.span; c++) hidden[c] = (hidden[c] ?? 0) + 1;
  }
  return hidden;
}

/**
 * New dates after a drop: the entry moves by as many days as lie between the day it was grabbed
 * by and the day it was dropped on, keeping its length. Null when nothing changes.
 */
export function moveByDrop(
  entry: Pick<EntryLike, 'starts_on' | 'ends_on'>,
  grabbedDay: IsoDay,
  dropDay: IsoDay,
): { starts_on: IsoDay; ends_on: IsoDay } | null {
  const shift = daysBetween(grabbedDay, dropDay);
  if (shift === 0) return null;
  return { starts_on: addDays(entry.starts_on, shift), ends_on: addDays(entry.ends_on, shift) };
}

/**
 * The day of a multi-day bar under the pointer: `offsetX` pixels into a bar `width` pixels wide
 * that covers `span` days starting on `firstDay`.
 */
export function dayUnderPointer(
  firstDay: IsoDay,
  span: number,
  offsetX: number,
  width: number,
): IsoDay {
  if (width <= 0 || span <= 1) return firstDay;
  const index = Math.min(span - 1, Math.max(0, Math.floor((offsetX / width) * span)));
  return addDays(firstDay, index);
}

/** The number of days an entry runs (both ends included). */
export function entryLength(entry: Pick<EntryLike, 'starts_on' | 'ends_on'>): number {
  return daysBetween(entry.starts_on, entry.ends_on) + 1;
}

/** Reads `?view=week&date=2026-11-16`, falling back to the month of today. */
export function parseCalendarParams(
  params: URLSearchParams,
  today: IsoDay,
): { view: CalendarView; anchor: IsoDay } {
  const view = params.get('view') === 'week' ? 'week' : 'month';
  const date = params.get('date') ?? '';
  return { view, anchor: isIsoDay(date) ? date : today };
}

/**
 * Colours for the games of an account. Each game keeps its colour as long as it exists: games
 * are numbered by creation, so a new game never repaints the others.
 */
export const GAME_COLORS = [
  { bar: '#4A3494', soft: '#ECE7F7', text: '#FFFFFF' },
  { bar: '#0F766E', soft: '#CCFBF1', text: '#FFFFFF' },
  { bar: '#C2410C', soft: '#FFEDD5', text: '#FFFFFF' },
  { bar: '#1D4ED8', soft: '#DBEAFE', text: '#FFFFFF' },
  { bar: '#BE185D', soft: '#FCE7F3', text: '#FFFFFF' },
  { bar: '#4D7C0F', soft: '#ECFCCB', text: '#FFFFFF' },
  { bar: '#475569', soft: '#E2E8F0', text: '#FFFFFF' },
  { bar: '#A16207', soft: '#FEF9C3', text: '#FFFFFF' },
  { bar: '#0E7490', soft: '#CFFAFE', text: '#FFFFFF' },
  { bar: '#B91C1C', soft: '#FEE2E2', text: '#FFFFFF' },
] as const;
export type GameColor = (typeof GAME_COLORS)[number];

export function colorIndexes(
  games: readonly { public_id: string; created_at: string }[],
): Map<string, number> {
  const ordered = [...games].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.public_id.localeCompare(b.public_id),
  );
  return new Map(ordered.map((g, i) => [g.public_id, i % GAME_COLORS.length]));
}

export function gameColor(publicId: string, indexes: ReadonlyMap<string, number>): GameColor {
  const known = indexes.get(publicId);
  if (known !== undefined) return GAME_COLORS[known]!;
  let hash = 0;
  for (const ch of publicId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return GAME_COLORS[hash % GAME_COLORS.length]!;
}
