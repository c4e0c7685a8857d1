import { Button } from '../../../ui/Button';
import { cx } from '../../../ui/cx';
import { Skeleton } from '../../../ui/Skeleton';
import { GAME_PAGE_SIZE, pageInfo, pageWindow } from '../list-params';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../i18n/i18n';

export function Pagination({
  page,
  total,
  rows,
  onPage,
}: {
  page: number;
  total: number;
  rows: number;
  onPage(page: number): void;
}) {
  const t = useT();
  const info = pageInfo(page, GAME_PAGE_SIZE, total, rows);
  return (
    <nav
      aria-label={t('games.pages.label')}
      className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 sm:flex-row"
    >
      <p className="text-sm text-slate-600" data-testid="games-range">
        {t('games.pages.range', {
          from: formatNumber(info.from),
          to: formatNumber(info.to),
          total: info.total,
        })}
      </p>
      {info.pages > 1 ? (
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('games.pages.previous')}
          </Button>
          {pageWindow(page, info.pages).map((n, i) =>
            n === null ? (
              <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={n}
                type="button"
                onClick={() => onPage(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('games.pages.page', { n })}
                className={cx(
                  'hidden size-8 items-center justify-center rounded-lg text-sm font-medium sm:inline-flex',
                  'focus-visible:outline-2 focus-visible:outline-primary-600',
                  n === page
                    ? 'bg-primary-600 text-white'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                {n}
              </button>
            ),
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= info.pages}
            onClick={() => onPage(page + 1)}
          >
            {t('games.pages.next')}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

export function ListSkeleton() {
  const t = useT();
  return (
    <ul
      className="divide-y divide-slate-100"
      aria-label={t('games.pages.loading')}
      aria-busy="true"
    >
      {Array.from({ length: 5 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-5 py-4">
          <Skeleton className="size-10 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="h-3 w-28" />
          </div>
          <Skeleton className="hidden h-6 w-20 rounded-full sm:block" />
          <Skeleton className="hidden h-8 w-24 sm:block" />
        </li>
      ))}
    </ul>
  );
}
