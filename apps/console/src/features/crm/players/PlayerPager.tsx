import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { rangeText } from '../player-params';

/**
 * Previous / Next: the list pages by keyset (`meta.next_cursor`), so it moves one page at a time
 * and is as quick on page 4 000 as on page 1.
 */
export function PlayerPager({
  page,
  rows,
  total,
  exact,
  hasNext,
  onPage,
}: {
  page: number;
  rows: number;
  total: number;
  exact: boolean;
  hasNext: boolean;
  onPage(page: number): void;
}) {
  const t = useT();
  return (
    <nav
      aria-label={t('crm.pager.label')}
      className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 sm:flex-row"
    >
      <p className="text-sm text-slate-600" data-testid="players-range">
        {rangeText(page, rows, total, exact)}
      </p>
      {page > 1 || hasNext ? (
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('common.previous')}
          </Button>
          <span className="text-sm text-slate-500 tabular-nums">{t('common.page', { page })}</span>
          <Button variant="ghost" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
            {t('common.next')}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

export function PlayersSkeleton() {
  const t = useT();
  return (
    <ul
      className="divide-y divide-slate-100"
      aria-label={t('crm.players.loading')}
      aria-busy="true"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="flex items-center gap-4 px-5 py-4">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-44 max-w-full" />
            <Skeleton className="h-3 w-56 max-w-full" />
          </div>
          <Skeleton className="hidden h-4 w-12 sm:block" />
          <Skeleton className="hidden h-4 w-12 sm:block" />
          <Skeleton className="hidden h-6 w-24 rounded-full sm:block" />
          <Skeleton className="h-4 w-20" />
        </li>
      ))}
    </ul>
  );
}
