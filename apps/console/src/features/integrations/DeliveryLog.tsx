import type { WebhookDelivery } from '@playdesk/contract';
import { Fragment, useState } from 'react';
import { toast } from '../../session/toast';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Pager } from '../../ui/Pager';
import { Skeleton } from '../../ui/Skeleton';
import { useResendDelivery, useWebhookDeliveries } from './api';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useT } from '../../i18n/i18n';

const STATUS: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};
const when = (iso: string) => formatDateTime(iso, { seconds: true });
const HEAD = 'px-3 py-2 font-medium';

/** The delivery log of one endpoint: each event, its attempts (expand a row), resend. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const log = useWebhookDeliveries(endpointId, page);
  const resend = useResendDelivery();
  if (log.isPending)
    return (
      <div className="space-y-2 p-5">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  if (log.isError)
    return <p className="p-5 text-sm text-red-600">{t('integrations.log.load_failed')}</p>;
  const rows = log.data.data;
  if (rows.length === 0)
    return (
      <p className="px-5 py-4 text-sm text-slate-500" data-testid="delivery-log-empty">
        {t('integrations.log.empty')}
      </p>
    );
  return (
    <div>
      <table className="w-full text-left text-sm" data-testid="delivery-log">
        <thead className="border-b border-slate-100 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className={`${HEAD} pl-5`}>
              {t('integrations.log.event')}
            </th>
            <th scope="col" className={HEAD}>
              {t('integrations.log.status')}
            </th>
            <th scope="col" className={HEAD}>
              {t('integrations.log.attempts')}
            </th>
            <th scope="col" className={HEAD}>
              {t('integrations.log.last_answer')}
            </th>
            <th scope="col" className={HEAD}>
              {t('integrations.log.created')}
            </th>
            <th scope="col" className={`${HEAD} pr-5 text-right`}>
              <span className="sr-only">{t('integrations.log.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((d) => {
            const last = d.attempt_log.at(-1);
            return (
              <Fragment key={d.public_id}>
                <tr data-testid="delivery-row" className="align-top">
                  <td className="py-2.5 pr-3 pl-5">
                    <button
                      type="button"
                      className="text-left font-mono text-xs font-semibold text-primary-700 hover:underline"
                      aria-expanded={open === d.public_id}
                      onClick={() => setOpen(open === d.public_id ? null : d.public_id)}
                    >
                      {d.event_type}
                    </button>
                  </td>
                  <td className="px-3 py-2.5">
                    <Badge tone={STATUS[d.status]}>{t(`integrations.status.${d.status}`)}</Badge>
                    {d.status === 'pending' && d.next_attempt_at ? (
                      <div className="mt-1 text-xs text-slate-500">
                        {t('integrations.log.next', { when: when(d.next_attempt_at) })}
                      </div>
                    ) : null}
                  </td>
                  <td className="px-3 py-2.5" data-testid="delivery-attempts">
                    {d.attempts}
                  </td>
                  <td className="px-3 py-2.5">
                    {last
                      ? t('integrations.log.answer', {
                          answer: last.status_code ?? last.error ?? t('integrations.log.no_answer'),
                          ms: formatNumber(last.duration_ms),
                        })
                      : '—'}
                  </td>
                  <td className="px-3 py-2.5 text-slate-600">{when(d.created_at)}</td>
                  <td className="py-2.5 pr-5 pl-3 text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      data-testid="delivery-resend"
                      loading={resend.isPending && resend.variables === d.public_id}
                      onClick={() =>
                        resend.mutate(d.public_id, {
                          onSuccess: () => toast.success(t('integrations.log.resend_queued')),
                        })
                      }
                    >
                      {t('integrations.log.resend')}
                    </Button>
                  </td>
                </tr>
                {open === d.public_id ? (
                  <tr>
                    <td colSpan={6} className="bg-slate-50 px-5 py-3">
                      <Attempts delivery={d} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      <Pager
        page={page}
        pageSize={log.data.meta.page_size}
        rows={rows.length}
        total={log.data.meta.total}
        text={{
          range: (r) => t('integrations.deliveries.range', { ...r }),
          label: t('integrations.deliveries.pages'),
        }}
        onPage={setPage}
      />
    </div>
  );
}

function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  const t = useT();
  return (
    <div className="space-y-3 text-xs">
      <p className="text-slate-500">
        {t('integrations.log.message')} <code>{delivery.message_id}</code>
      </p>
      {delivery.attempt_log.length === 0 ? <p>{t('integrations.log.no_attempt')}</p> : null}
      <ol className="space-y-2" data-testid="delivery-attempt-log">
        {delivery.attempt_log.map((a) => (
          <li
            key={`${a.attempt}-${a.at}`}
            className="rounded-md bg-white p-2 ring-1 ring-slate-200"
          >
            <div className="flex flex-wrap gap-x-3 font-medium text-slate-800">
              <span>#{a.attempt}</span>
              <span>
                {a.status_code !== null
                  ? `HTTP ${a.status_code}`
                  : t('integrations.log.no_answer_title')}
              </span>
              <span>{t('integrations.log.ms', { ms: formatNumber(a.duration_ms) })}</span>
              <span className="text-slate-500">{when(a.at)}</span>
              {a.manual ? (
                <span className="text-slate-500">{t('integrations.log.manual')}</span>
              ) : null}
            </div>
            {a.error ? <p className="mt-1 text-red-700">{a.error}</p> : null}
            {a.response_excerpt ? (
              <pre className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap break-all text-slate-600">
                {a.response_excerpt}
              </pre>
            ) : null}
          </li>
        ))}
      </ol>
      <details>
        <summary className="cursor-pointer text-slate-600">{t('integrations.log.payload')}</summary>
        <pre className="mt-1 max-h-64 overflow-auto rounded-md bg-white p-2 break-all whitespace-pre-wrap ring-1 ring-slate-200">
          {JSON.stringify(delivery.payload, null, 2)}
        </pre>
      </details>
    </div>
  );
}
