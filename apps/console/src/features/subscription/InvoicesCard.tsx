import { formatUsd, type Invoice } from '@playdesk/contract';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Card, CardHeader } from '../../ui/Card';
import { Pager } from '../../ui/Pager';
import { Skeleton } from '../../ui/Skeleton';
import { formatDate } from '../plans';
import { INVOICE_PAGE_SIZE, useInvoices } from './api';

import { useT } from '../../i18n/i18n';

const STATUS: Record<Invoice['status'], BadgeTone> = {
  draft: 'neutral',
  open: 'warning',
  paid: 'success',
  uncollectible: 'danger',
  void: 'neutral',
};

/** The business's invoices, newest first, a page at a time. */
export function InvoicesCard() {
  const t = useT();
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  const rows = invoices.data?.data ?? [];
  const total = invoices.data?.meta.total ?? 0;

  return (
    <Card className="mt-6" data-testid="invoices">
      <CardHeader
        title={t('billing.invoices.title')}
        description={t('billing.invoices.description')}
      />
      {invoices.isPending ? (
        <div className="space-y-3 p-5">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : invoices.isError ? (
        <p className="p-5 text-sm text-red-700">{t('billing.invoices.load_failed')}</p>
      ) : rows.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500" data-testid="invoices-empty">
          {t('billing.invoices.empty')}
        </p>
      ) : (
        <>
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('billing.invoices.title')}</caption>
              <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2.5 sm:px-5">
                    {t('billing.invoices.date')}
                  </th>
                  <th scope="col" className="hidden px-3 py-2.5 sm:px-5 sm:table-cell">
                    {t('billing.invoices.number')}
                  </th>
                  <th scope="col" className="px-3 py-2.5 sm:px-5 text-right">
                    {t('billing.invoices.amount')}
                  </th>
                  <th scope="col" className="hidden px-3 py-2.5 sm:table-cell sm:px-5">
                    {t('billing.payment.status')}
                  </th>
                  <th scope="col" className="px-3 py-2.5 sm:px-5">
                    <span className="sr-only">{t('billing.invoices.invoice')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((invoice) => (
                  <tr key={invoice.public_id} data-testid="invoice-row">
                    <td className="px-3 py-3 sm:px-5 whitespace-nowrap text-slate-900">
                      {formatDate(invoice.created_at)}
                      <span className="block text-xs text-slate-500">{invoice.description}</span>
                    </td>
                    <td className="hidden px-3 py-3 sm:px-5 font-mono text-xs text-slate-600 sm:table-cell">
                      {invoice.number ?? '—'}
                    </td>
                    <td className="px-3 py-3 sm:px-5 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
                      {formatUsd(invoice.amount_cents)}
                      <span className="mt-1 block sm:hidden">
                        <InvoiceStatus status={invoice.status} />
                      </span>
                    </td>
                    <td className="hidden px-3 py-3 sm:table-cell sm:px-5">
                      <InvoiceStatus status={invoice.status} />
                    </td>
                    <td className="px-3 py-3 sm:px-5 text-right">
                      {invoice.url ? (
                        <a
                          href={invoice.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="font-medium text-primary-700 hover:underline"
                          aria-label={t('billing.invoices.view_label', {
                            invoice: invoice.number ?? formatDate(invoice.created_at),
                          })}
                        >
                          {t('billing.invoices.view')}
                        </a>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pageSize={INVOICE_PAGE_SIZE}
            rows={rows.length}
            total={total}
            text={{
              range: (r) => t('billing.invoices.range', { ...r }),
              label: t('billing.invoices.pages'),
            }}
            onPage={setPage}
            testId="invoices-range"
          />
        </>
      )}
    </Card>
  );
}

function InvoiceStatus({ status }: { status: Invoice['status'] }) {
  const t = useT();
  return <Badge tone={STATUS[status]}>{t(`billing.invoice_status.${status}`)}</Badge>;
}
