import { countOf, formatNumber, type Noun } from '../lib/format';
import { Button } from './Button';

/** "21–40 of 53 rewards": the rows a page shows, for the pager's text. */
export function rangeText(page: number, pageSize: number, rows: number, total: number, noun: Noun) {
  if (total === 0) return `No ${noun.other}`;
  const from = (page - 1) * pageSize + 1;
  const to = from + rows - 1;
  return `${formatNumber(from)}–${formatNumber(to)} of ${countOf(total, noun)}`;
}

/** "21–40 of 53 rewards" and Previous / Next under a server-paginated list. */
export function Pager({
  page,
  pageSize,
  rows,
  total,
  noun,
  onPage,
  testId,
}: {
  page: number;
  pageSize: number;
  rows: number;
  total: number;
  /** What the list holds, in both forms: `noun('delivery', 'deliveries')`. */
  noun: Noun;
  onPage(page: number): void;
  testId?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={`Pages of ${noun.other}`}
      className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 sm:flex-row"
    >
      <p className="text-sm text-slate-600" data-testid={testId}>
        {rangeText(page, pageSize, rows, total, noun)}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-500 tabular-nums">
            Page {page} of {pages}
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
