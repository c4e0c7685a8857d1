/**
 * Winning moments imported from a CSV file (papaparse): one date and time per row, in the first
 * column or in a column headed time, moment, date, datetime or when. A time without an offset is
 * read in the browser's time zone, as the editor's date inputs are. Pure: the section reads the
 * file and keeps what this returns.
 */
import { REWARD_LIMITS } from '@playdesk/contract';
import Papa from 'papaparse';
import { formatNumber } from '../../../../../lib/format';
import { appT } from '../../../../../i18n/i18n';

export interface MomentProblem {
  /** 1-based line of the file. */
  line: number;
  value: string;
}

export interface MomentsImport {
  /** ISO instants, sorted, without repeats. */
  times: string[];
  /** Rows that are not a date and time (the first few). */
  problems: MomentProblem[];
  /** How many rows were not a date and time. */
  invalid: number;
  /** Repeated moments left out. */
  duplicates: number;
  /** Moments past the limit, left out. */
  over: number;
}

const HEADERS = new Set(['time', 'times', 'moment', 'moments', 'date', 'datetime', 'when', 'at']);
const EXAMPLES_MAX = 5;
/** The first line of a reasonable file is far shorter; more is not a list of moments. */
const CELL_MAX = 60;

/** `2026-12-01T09:30:00Z`, `2026-12-01 09:30`, `2026-12-01T09:30:15+01:00`, `2026-12-01`. */
const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
/** `01/12/2026 09:30` (day first, as most of the world writes it). */
const DAY_FIRST = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function localInstant(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
): Date | null {
  const date = new Date(y, mo - 1, d, h, mi, s);
  // `new Date` rolls 31 November over to 1 December: refuse such dates.
  const real =
    date.getFullYear() === y &&
    date.getMonth() === mo - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi;
  return real ? date : null;
}

/** One cell as an instant, or null when it is not a date and time. */
export function parseMoment(raw: string): Date | null {
  const value = raw.trim();
  if (value === '' || value.length > CELL_MAX) return null;
  const iso = ISO_LIKE.exec(value);
  if (iso) {
    const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = iso;
    if (zone) {
      const offset =
        zone.toUpperCase() === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
      const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
      return Number.isNaN(date.getTime()) ? null : date;
    }
    return localInstant(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
  }
  const dayFirst = DAY_FIRST.exec(value);
  if (dayFirst) {
    const [, d, mo, y, h = '0', mi = '0', s = '0'] = dayFirst;
    return localInstant(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
  }
  return null;
}

function columnOf(header: readonly string[]): number {
  const index = header.findIndex((cell) => HEADERS.has(cell.trim().toLowerCase()));
  return index === -1 ? 0 : index;
}

/** Reads a CSV of moments; `existing` moments count as already there (repeats left out). */
export function parseMomentsCsv(text: string, existing: readonly string[] = []): MomentsImport {
  // The delimiter is guessed on the first rows without blank lines (a blank row defeats the
  // guess); then empty rows are kept (and skipped below) so that a row's index is its line.
  const { delimiter } = Papa.parse<string[]>(text, { preview: 20, skipEmptyLines: 'greedy' }).meta;
  const rows = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false }).data;
  const blank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');
  const first = rows.find((row) => !blank(row)) ?? [];
  const firstIndex = rows.indexOf(first);
  // A first row of words and no date is a header; its time column is the one read.
  const hasHeader =
    first.length > 0 &&
    first.every((cell) => parseMoment(cell) === null) &&
    first.some((cell) => /[a-z]/i.test(cell));
  const column = hasHeader ? columnOf(first) : 0;

  const seen = new Set(existing.map((t) => new Date(t).getTime()));
  const found: number[] = [];
  const problems: MomentProblem[] = [];
  let invalid = 0;
  let duplicates = 0;
  let over = 0;
  const room = Math.max(0, REWARD_LIMITS.momentsMax - existing.length);

  rows.forEach((row, index) => {
    if (blank(row) || (hasHeader && index === firstIndex)) return;
    const cell = row[column] ?? '';
    const date = parseMoment(cell);
    if (!date) {
      invalid += 1;
      if (problems.length < EXAMPLES_MAX) {
        problems.push({ line: index + 1, value: cell.slice(0, CELL_MAX) });
      }
      return;
    }
    const time = date.getTime();
    if (seen.has(time)) {
      duplicates += 1;
      return;
    }
    if (found.length >= room) {
      over += 1;
      return;
    }
    seen.add(time);
    found.push(time);
  });

  found.sort((a, b) => a - b);
  return {
    times: found.map((t) => new Date(t).toISOString()),
    problems,
    invalid,
    duplicates,
    over,
  };
}

/** "12 moments added. Left out: 2 repeats, 1 line that is not a date and time." */
export function importSummary(result: MomentsImport): string {
  const t = appT();
  const left = [
    result.duplicates > 0 ? t('games.moments.repeats', { count: result.duplicates }) : null,
    result.invalid > 0 ? t('games.moments.invalid', { count: result.invalid }) : null,
    result.over > 0
      ? t('games.moments.over', {
          count: result.over,
          max: formatNumber(REWARD_LIMITS.momentsMax),
        })
      : null,
  ].filter((part): part is string => part !== null);
  const added = t('games.moments.added', { count: result.times.length });
  return left.length > 0 ? t('games.moments.left_out', { added, parts: left.join(', ') }) : added;
}

/** Moments merged into a rule's list: sorted, each once. */
export function mergeMoments(existing: readonly string[], added: readonly string[]): string[] {
  const times = new Map<number, string>();
  for (const t of [...existing, ...added]) times.set(new Date(t).getTime(), t);
  return [...times.entries()].sort(([a], [b]) => a - b).map(([, t]) => t);
}
