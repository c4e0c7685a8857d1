import type { ErasureLogEntry } from '@playdesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { Card, CardHeader } from '../../../ui/Card';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { ERASURE_PAGE_SIZE, useErasures } from '../api';
import { formatDateTime, formatNumber } from '../../../lib/format';

type Scope = ErasureLogEntry['scope'];

/** Who erased how many players and when — never whose data (owner-visible). */
export function ErasureLog() {
  const t = useT();
  const scopeLabel = (scope: Scope) => t(`crm.erasures.scope.${scope}`);
  const [page, setPage] = useState(1);
  const log = useErasures(page);
  const rows = log.data?.data ?? [];
  const total = log.data?.meta.total ?? 0;
  return (
    <Card className="self-start" data-testid="erasure-log">
      <CardHeader title={t('crm.erasures.title')} description={t('crm.erasures.hint')} />
      {log.isPending ? (
        <div className="space-y-3 p-5" aria-busy="true" aria-label={t('crm.erasures.loading')}>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ) : rows.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">{t('crm.erasures.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('crm.erasures.title')}</caption>
            <thead className="border-b border-slate-100 text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-2.5 pr-3 pl-5 font-medium">
                  {t('crm.erasures.when')}
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  {t('crm.erasures.what')}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  {t('crm.tab.players')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((e) => (
                <tr key={e.id} data-testid="erasure-row">
                  <td className="py-2.5 pr-3 pl-5 whitespace-nowrap text-slate-600">
                    {formatDateTime(e.at)}
                  </td>
                  <td className="px-3 py-2.5">
                    <span className="text-slate-900">{scopeLabel(e.scope)}</span>
                    {e.by ? (
                      <span className="block text-xs text-slate-500">
                        {t('crm.erasures.by', { by: e.by })}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2.5 text-right font-medium text-slate-900 tabular-nums">
                    {formatNumber(e.count)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > 0 ? (
        <Pager
          page={page}
          pageSize={ERASURE_PAGE_SIZE}
          rows={rows.length}
          total={total}
          text={{
            range: (r) => t('crm.erasures.range', { ...r }),
            label: t('crm.erasures.pages'),
          }}
          onPage={setPage}
        />
      ) : null}
    </Card>
  );
}
