import { useT } from '../i18n/i18n';
import { countOf, formatNumber, type Noun } from '../lib/format';
import { Button } from './Button';

/** The rows a page shows: the first and last (1-based) and the list's total. */
export interface PageRange {
  from: number;
  to: number;
  total: number;
}

/**
 * What a pager says, from the catalogue: `range` words a page's rows (an ICU message such as
 * "{total, plural, =0 {No rewards} other {{from}–{to} of …}}"), `label` names the navigation.
 */
export interface PagerText {
  range(range: PageRange): string;
  label: string;
}

/** The rows of `page`, for the pager's text. */
export function pageRange(page: number, pageSize: number, rows: number, total: number): PageRange {
  if (total === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + rows - 1, total };
}

/** "21–40 of 53 rewards": the rows a page shows, for the pager's text. */
export function rangeText(page: number, pageSize: number, rows: number, total: number, noun: Noun) {
  if (total === 0) return `No ${noun.other}`;
  const { from, to } = pageRange(page, pageSize, rows, total);
  return `${formatNumber(from)}–${formatNumber(to)} of ${countOf(total, noun)}`;
}

/** "21–40 of 53 rewards" and Previous / Next under a server-paginated list. */
export function Pager({
  page,
  pageSize,
  rows,
  total,
  noun,
  text,
  onPage,
  testId,
}: {
  page: number;
  pageSize: number;
  rows: number;
  total: number;
  /** What the list holds, in both forms: `noun('delivery', 'deliveries')`. */
  noun?: Noun;
  /** The words from the catalogue (instead of `noun`, which is English only). */
  text?: PagerText;
  onPage(page: number): void;
  testId?: string;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const words = noun ?? { one: '', other: '' };
  return (
    <nav
      aria-label={text ? text.label : `Pages of ${words.other}`}
      className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 sm:flex-row"
    >
      <p className="text-sm text-slate-600" data-testid={testId}>
        {text
          ? text.range(pageRange(page, pageSize, rows, total))
          : rangeText(page, pageSize, rows, total, words)}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('common.previous')}
          </Button>
          <span className="text-sm text-slate-500 tabular-nums">
            {t('common.page_of', { page, pages })}
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('common.next')}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
