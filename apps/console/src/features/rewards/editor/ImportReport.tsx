import type { CodeImportReport, RewardKind } from '@playdesk/contract';
import { useT } from '../../../i18n/i18n';
import { problemText, reportSummary } from '../codes-model';
import { formatNumber } from '../../../lib/format';

const num = (n: number) => formatNumber(n);

/** What an upload or a generation did: the lines added, the lines left out, and a few examples. */
export function ImportReport({
  report,
  kind,
  onClose,
}: {
  report: CodeImportReport;
  kind: RewardKind;
  onClose(): void;
}) {
  const t = useT();
  const refused = report.duplicates + report.too_long + report.invalid;
  return (
    <div
      className="space-y-3 rounded-lg bg-emerald-50/60 p-4 ring-1 ring-emerald-200 ring-inset"
      role="status"
      data-testid="import-report"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-slate-900">{reportSummary(report, kind)}</p>
        <button
          type="button"
          onClick={onClose}
          className="shrink-0 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-white"
        >
          {t('rewards.report.dismiss')}
        </button>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        {(
          [
            ['imported', t('rewards.report.imported'), report.imported],
            ['duplicates', t('rewards.report.col_duplicates'), report.duplicates],
            ['blank', t('rewards.report.col_blank'), report.blank],
            ['too-long', t('rewards.problem.too_long'), report.too_long],
            ['invalid', t('rewards.report.col_invalid'), report.invalid],
          ] as const
        ).map(([id, label, value]) => (
          <div key={id} className="rounded-md bg-white px-3 py-2 ring-1 ring-slate-200">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`report-${id}`}>
              {num(value)}
            </dd>
          </div>
        ))}
      </dl>
      {refused > 0 && report.examples.length > 0 ? (
        <div>
          <p className="text-xs font-medium text-slate-700">{t('rewards.report.examples')}</p>
          <ul
            className="mt-1 max-h-48 overflow-y-auto rounded-md bg-white text-xs ring-1 ring-slate-200"
            tabIndex={0}
            aria-label={t('rewards.report.lines_left_out')}
          >
            {report.examples.map((e) => (
              <li
                key={`${e.line}-${e.problem}`}
                className="flex gap-3 border-b border-slate-100 px-3 py-1.5 last:border-0"
              >
                <span className="w-16 shrink-0 text-slate-500 tabular-nums">
                  {t('rewards.report.line', { line: num(e.line) })}
                </span>
                <span className="w-20 shrink-0 font-medium text-slate-700">
                  {problemText(e.problem)}
                </span>
                <span className="min-w-0 truncate font-mono text-slate-900">{e.value || ' '}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
