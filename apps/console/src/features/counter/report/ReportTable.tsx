import type { RedemptionReportResponse } from '@playdesk/contract';
import { useT } from '../../../i18n/i18n';
import { formatDay, formatNumber } from '../../../lib/format';
import { durationText, rateOfText, rateText } from './report-model';

type Row = RedemptionReportResponse['data'][number];
type Totals = RedemptionReportResponse['totals'];

const COUNTS = ['issued', 'redeemed', 'expired', 'voided'] as const;

/**
 * The totals of the period and filters, as tiles; the rate's tile shows its own counts ("2 of 4":
 * of the period's issued rewards, those redeemed so far), and a note says how it differs from
 * "Redeemed" (the period's redemptions).
 */
export function ReportTotals({ totals }: { totals: Totals }) {
  const t = useT();
  const tiles: { key: string; label: string; value: string; detail?: string }[] = [
    ...COUNTS.map((key) => ({
      key,
      label: t(`counter.col.${key}`),
      value: formatNumber(totals[key]),
    })),
    {
      key: 'rate',
      label: t('counter.col.rate'),
      value: rateText(totals.redemption_rate),
      detail: rateOfText(totals.issued_redeemed, totals.issued),
    },
    {
      key: 'median',
      label: t('counter.col.median'),
      value: durationText(totals.median_seconds_to_redeem),
    },
  ];
  return (
    <div className="space-y-2">
      <dl
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        data-testid="report-totals"
      >
        {tiles.map((tile) => (
          <div
            key={tile.key}
            className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
            data-testid={`total-${tile.key}`}
          >
            <dt className="text-xs font-medium break-words text-slate-500">{tile.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{tile.value}</dd>
            {tile.detail ? (
              <dd className="text-xs text-slate-500 tabular-nums" data-testid="total-rate-of">
                {tile.detail}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500" data-testid="report-rate-note">
        {t('counter.report.rate_note')}
      </p>
    </div>
  );
}

/** One row per reward, location and day: a table from `xl` (nine columns), cards below. */
export function ReportRows({ rows }: { rows: readonly Row[] }) {
  const t = useT();
  const place = (row: Row) => row.location?.name ?? t('counter.report.no_location');
  return (
    <>
      <div className="hidden overflow-x-auto xl:block">
        <table className="w-full text-sm" data-testid="report-table">
          <thead className="border-b border-slate-200 text-left text-xs font-medium text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2.5">
                {t('counter.col.day')}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t('counter.col.reward')}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t('counter.col.location')}
              </th>
              {COUNTS.map((key) => (
                <th key={key} scope="col" className="px-3 py-2.5 text-right">
                  {t(`counter.col.${key}`)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2.5 text-right" title={t('counter.col.rate')}>
                {t('counter.col.rate_short')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right" title={t('counter.col.median')}>
                {t('counter.col.median_short')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr
                key={`${row.day}-${row.reward.public_id}-${row.location?.public_id ?? ''}`}
                data-testid="report-row"
              >
                <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">
                  {formatDay(row.day)}
                </td>
                <td className="max-w-[14rem] truncate px-3 py-2.5 font-medium text-slate-900">
                  {row.reward.name}
                </td>
                <td className="max-w-[12rem] truncate px-3 py-2.5 text-slate-700">{place(row)}</td>
                {COUNTS.map((key) => (
                  <td key={key} className="px-3 py-2.5 text-right text-slate-900 tabular-nums">
                    {formatNumber(row[key])}
                  </td>
                ))}
                <td className="px-3 py-2.5 text-right text-slate-900 tabular-nums">
                  {rateText(row.redemption_rate)}
                  {row.issued > 0 ? (
                    <span className="block text-xs text-slate-500">
                      {rateOfText(row.issued_redeemed, row.issued)}
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-700 tabular-nums">
                  {durationText(row.median_seconds_to_redeem)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 xl:hidden" data-testid="report-cards">
        {rows.map((row) => (
          <li
            key={`${row.day}-${row.reward.public_id}-${row.location?.public_id ?? ''}`}
            className="px-4 py-3"
          >
            <p className="truncate text-sm font-medium text-slate-900">{row.reward.name}</p>
            <p className="truncate text-xs text-slate-500">
              {formatDay(row.day)} · {place(row)}
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1.5 text-xs">
              {COUNTS.map((key) => (
                <div key={key}>
                  <dt className="break-words text-slate-500">{t(`counter.col.${key}`)}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums">
                    {formatNumber(row[key])}
                  </dd>
                </div>
              ))}
              <div>
                <dt className="break-words text-slate-500">{t('counter.col.rate')}</dt>
                <dd className="font-medium text-slate-900 tabular-nums">
                  {rateText(row.redemption_rate)}
                  {row.issued > 0 ? (
                    <span className="font-normal text-slate-500">
                      {' '}
                      ({rateOfText(row.issued_redeemed, row.issued)})
                    </span>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt className="break-words text-slate-500">{t('counter.col.median')}</dt>
                <dd className="font-medium text-slate-900 tabular-nums">
                  {durationText(row.median_seconds_to_redeem)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
