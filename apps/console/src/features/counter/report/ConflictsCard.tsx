import type { RedemptionConflict } from '@playdesk/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { useT } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { Card, CardHeader } from '../../../ui/Card';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { CONFLICT_PAGE_SIZE, useConflicts } from '../api';

type Conflict = z.infer<typeof RedemptionConflict>;
type Place = Conflict['kept'];

/**
 * Rewards redeemed twice while counters were offline: each with both records side by side, the
 * one that counted and the one refused when it reached the server (never merged silently).
 */
export function ConflictsCard() {
  const t = useT();
  const [page, setPage] = useState(1);
  const conflicts = useConflicts(page);
  const rows = conflicts.data?.data ?? [];
  const total = conflicts.data?.meta.total ?? 0;
  return (
    <Card data-testid="conflicts">
      <CardHeader title={t('counter.conflicts.title')} description={t('counter.conflicts.hint')} />
      {conflicts.isPending ? (
        <div className="px-5 py-5" aria-busy="true">
          <Skeleton className="h-16 w-full" />
        </div>
      ) : conflicts.isError && !conflicts.data ? (
        <p className="px-5 py-6 text-sm text-slate-600">{t('counter.conflicts.failed')}</p>
      ) : rows.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500" data-testid="conflicts-none">
          {t('counter.conflicts.none')}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {rows.map((conflict) => (
              <li key={conflict.public_id} className="px-5 py-4" data-testid="conflict">
                <p className="text-sm font-medium text-slate-900">
                  {conflict.reward.reward.name}
                  {conflict.reward.winner_name ? ` · ${conflict.reward.winner_name}` : ''}
                </p>
                <p className="text-xs text-slate-500">
                  {t('counter.conflicts.reference', { id: conflict.reward.id })}
                  {conflict.reward.code ? ` · ${conflict.reward.code}` : ''}
                </p>
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <Record label={t('counter.conflicts.kept')} place={conflict.kept} tone="kept" />
                  <Record
                    label={t('counter.conflicts.refused')}
                    place={conflict.refused}
                    tone="refused"
                  />
                </div>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={CONFLICT_PAGE_SIZE}
            rows={rows.length}
            total={total}
            text={{
              range: (r) => t('counter.conflicts.range', { ...r }),
              label: t('counter.conflicts.pages'),
            }}
            onPage={setPage}
          />
        </>
      )}
    </Card>
  );
}

function Record({ label, place, tone }: { label: string; place: Place; tone: 'kept' | 'refused' }) {
  const t = useT();
  return (
    <div
      className={
        tone === 'kept'
          ? 'rounded-lg bg-emerald-50 px-3 py-2.5 ring-1 ring-emerald-200 ring-inset'
          : 'rounded-lg bg-red-50 px-3 py-2.5 ring-1 ring-red-200 ring-inset'
      }
    >
      <p
        className={
          tone === 'kept'
            ? 'text-xs font-semibold text-emerald-800'
            : 'text-xs font-semibold text-red-800'
        }
      >
        {label}
      </p>
      <dl className="mt-1 space-y-0.5 text-sm text-slate-800">
        <div className="flex gap-2">
          <dt className="sr-only">{t('counter.conflicts.at')}</dt>
          <dd>{formatDateTime(place.at)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">{t('counter.col.location')}</dt>
          <dd>{place.location?.name ?? t('counter.report.no_location')}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">{t('counter.conflicts.by')}</dt>
          <dd>{place.by ?? t('counter.conflicts.api')}</dd>
        </div>
      </dl>
    </div>
  );
}
