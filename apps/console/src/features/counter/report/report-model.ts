/**
 * The redemption report's filters and figures, pure so they are tested alone: the filters read
 * from and written to the page's address, the API path (JSON page or CSV), and the words for a
 * rate and a time to redeem.
 */
import { appT } from '../../../i18n/i18n';
import { addDays, daysBetween, isIsoDay, localDay, type IsoDay } from '../../../lib/dates';
import { dayInTimeZone, formatNumber } from '../../../lib/format';

export interface ReportFilters {
  from: IsoDay;
  to: IsoDay;
  /** A reward's public id, '' for every reward. */
  reward: string;
  /** A location's public id, '' for every location. */
  location: string;
}

/** The longest period the page asks for at once (a year and a day). */
export const MAX_REPORT_DAYS = 366;
/** The period shown first: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;

/**
 * "Today" for the report: the latest calendar day among the browser's and each location's time
 * zone. A redemption counts on its location's day, so a shop already past midnight (Paris, when the
 * owner's browser is still on the evening before in UTC) has its first redemptions on a day the
 * browser's "today" would leave out. A time zone the browser does not know is passed over.
 */
export function reportToday(
  now: Date,
  timeZones: readonly string[] = [],
  browserDay: IsoDay = localDay(now),
): IsoDay {
  let latest = browserDay;
  for (const timeZone of new Set(timeZones)) {
    const day = dayInTimeZone(now, timeZone);
    if (day !== null && isIsoDay(day) && daysBetween(latest, day) > 0) latest = day;
  }
  return latest;
}

export function defaultFilters(today: IsoDay = localDay(new Date())): ReportFilters {
  return { from: addDays(today, -(DEFAULT_REPORT_DAYS - 1)), to: today, reward: '', location: '' };
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The filters in the address (`?from=…&to=…&reward=…&location=…`); anything wrong falls back to
 * the default period, and a period the wrong way round or longer than a year is put right.
 */
export function readFilters(
  search: URLSearchParams,
  today: IsoDay = localDay(new Date()),
): ReportFilters {
  const fallback = defaultFilters(today);
  const fromText = search.get('from') ?? '';
  const toText = search.get('to') ?? '';
  let from = isIsoDay(fromText) ? fromText : fallback.from;
  let to = isIsoDay(toText) ? toText : fallback.to;
  if (daysBetween(from, to) < 0) [from, to] = [to, from];
  if (daysBetween(from, to) >= MAX_REPORT_DAYS) from = addDays(to, -(MAX_REPORT_DAYS - 1));
  const reward = search.get('reward') ?? '';
  const location = search.get('location') ?? '';
  return {
    from,
    to,
    reward: ID.test(reward) ? reward : '',
    location: ID.test(location) ? location : '',
  };
}

/** The address's query for `filters` (the default period is written too: a link says what it shows). */
export function writeFilters(filters: ReportFilters): URLSearchParams {
  const out = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.reward) out.set('reward', filters.reward);
  if (filters.location) out.set('location', filters.location);
  return out;
}

/** `rewards/redemptions?…`: a page of JSON rows, or (`csv`) every row as a file. */
export function reportPath(
  filters: ReportFilters,
  options: { page?: number; pageSize?: number; csv?: boolean } = {},
): string {
  const params = writeFilters(filters);
  if (options.csv) params.set('format', 'csv');
  else {
    params.set('page', String(options.page ?? 1));
    params.set('page_size', String(options.pageSize ?? 100));
  }
  return `rewards/redemptions?${params.toString()}`;
}

/** "redemptions-2026-11-01-2026-11-30.csv": the file's name when the server gives none. */
export function csvName(filters: ReportFilters): string {
  return `redemptions-${filters.from}-${filters.to}.csv`;
}

/** "45.7 %" (one decimal at most), "—" when nothing was issued. */
export function rateText(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return '—';
  return appT()('counter.report.rate', { rate: formatNumber(Math.round(rate * 1000) / 10) });
}

/**
 * The rate's own counts: "2 of 4" — of the rewards issued, those redeemed so far (the rate is the
 * one over the other; `redeemed` of the report is another count, the period's redemptions).
 */
export function rateOfText(issuedRedeemed: number, issued: number): string {
  return appT()('counter.report.rate_of', {
    redeemed: formatNumber(issuedRedeemed),
    issued: formatNumber(issued),
  });
}

/** A median time to redeem in words: "45 s", "12 min", "3 h 20 min", "2 d 4 h"; "—" for none. */
export function durationText(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '—';
  const t = appT();
  const s = Math.round(seconds);
  if (s < 60) return t('counter.duration.seconds', { s });
  const minutes = Math.round(s / 60);
  if (minutes < 60) return t('counter.duration.minutes', { m: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('counter.duration.hours', { h: hours, m: minutes % 60 });
  const days = Math.floor(hours / 24);
  return t('counter.duration.days', { d: days, h: hours % 24 });
}
