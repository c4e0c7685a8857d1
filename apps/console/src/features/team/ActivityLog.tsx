import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { Card, CardHeader } from '../../ui/Card';
import { Pager } from '../../ui/Pager';
import { Skeleton } from '../../ui/Skeleton';
import { ACTIVITY_PAGE_SIZE, useTeamActivity } from './api';
import { formatDateTime } from '../../lib/format';

/** Who did what and when in the account, newest first (owners only). */
export function ActivityLog() {
  const t = useT();
  const [page, setPage] = useState(1);
  const log = useTeamActivity(page, true);
  const rows = log.data?.data ?? [];
  const total = log.data?.meta.total ?? 0;
  return (
    <Card data-testid="team-activity">
      <CardHeader title={t('team.activity.title')} description={t('team.activity.hint')} />
      {log.isPending ? (
        <div className="space-y-3 p-5" aria-busy="true" aria-label={t('team.activity.loading')}>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ) : rows.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">{t('team.activity.none')}</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {rows.map((e) => (
            <li
              key={e.id}
              data-testid="activity-row"
              className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:gap-4"
            >
              <time
                dateTime={e.created_at}
                className="shrink-0 text-sm whitespace-nowrap text-slate-500 sm:w-40"
              >
                {formatDateTime(e.created_at)}
              </time>
              <p className="min-w-0 text-sm text-slate-800">
                {e.summary}
                {e.actor ? (
                  <span className="block text-xs text-slate-500">
                    {t('team.activity.by', { name: e.actor.name ?? e.actor.email })}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
      )}
      {rows.length > 0 ? (
        <Pager
          page={page}
          pageSize={ACTIVITY_PAGE_SIZE}
          rows={rows.length}
          total={total}
          text={{
            range: (r) => t('team.activity.range', { ...r }),
            label: t('team.activity.pages'),
          }}
          onPage={setPage}
        />
      ) : null}
    </Card>
  );
}
