import type { Limits } from '@playdesk/contract';
import { formatCount, periodLabel } from '../../features/plans';
import { usagePercent } from '../../rules/visibility';
import { useT } from '../../i18n/i18n';
import { UsageBar } from '../../ui/UsageBar';

/**
 * Gameplay progress of the top bar: used / plan monthly total, percent truncated
 * (docs/product-rules.md#top-bar).
 */
export function UsageMeter({ limits }: { limits: Limits | null }) {
  const t = useT();
  if (!limits) return <div className="h-9 w-32 animate-pulse rounded-md bg-slate-100" />;
  const used = limits.impressions_used;
  const total = limits.monthly_total_impressions;
  const percent = usagePercent(used, total);
  return (
    <div
      className="min-w-0"
      data-testid="usage-meter"
      title={t('shell.usage_title', {
        period: /^\d{4}-\d{2}$/.test(limits.period ?? '')
          ? periodLabel(limits.period)
          : t('shell.this_month'),
        used: formatCount(used),
        total: formatCount(total),
      })}
    >
      <div className="flex items-baseline gap-2 text-xs whitespace-nowrap">
        <span className="hidden font-medium text-slate-500 sm:inline">{t('shell.usage')}</span>
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatCount(used)}
          <span className="font-normal text-muted"> / {formatCount(total)}</span>
        </span>
        {/* On a phone the bar shows the share: the count alone fits beside the header's buttons. */}
        <span className="hidden text-slate-500 tabular-nums sm:inline" data-testid="usage-percent">
          {percent}%
        </span>
      </div>
      <UsageBar
        percent={percent}
        label={t('shell.usage_bar')}
        className="mt-1 h-1.5 w-24 sm:w-40"
      />
    </div>
  );
}
