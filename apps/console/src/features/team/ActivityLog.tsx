import { useState } from 'react';
import { Card, CardHeader } from '../../ui/Card';
import { Pager } from '../../ui/Pager';
import { Skeleton } from '../../ui/Skeleton';
import { ACTIVITY_PAGE_SIZE, useTeamActivity } from './api';
import { formatDateTime, noun } from '../../lib/format';

/** Who did what and when in the account, newest first (owners only). */
export function ActivityLog() {
  const [page, setPage] = useState(1);
  const log = useTeamActivity(page, true);
  const rows = log.data?.data ?? [];
  const total = log.data?.meta.total ?? 0;
  return (
    <Card data-testid="team-activity">
      <CardHeader
        title="Activity log"
        description="Invitations, accepted invitations, access changes, removals and first sign-ins with a new provider."
      />
      {log.isPending ? (
        <div className="space-y-3 p-5" aria-busy="true" aria-label="Loading the activity log">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ) : rows.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">Nothing has happened yet.</p>
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
                    by {e.actor.name ?? e.actor.email}
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
          noun={noun('event', 'events')}
          onPage={setPage}
        />
      ) : null}
    </Card>
  );
}
