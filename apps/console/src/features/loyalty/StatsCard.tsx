/** Loyalty figures (docs/loyalty.md#stats). */
import { useT, type MessageKey } from '../../i18n/i18n';
import { formatDecimal, formatNumber } from '../../lib/format';
import { Card } from '../../ui/Card';
import { useLoyaltyStats } from './api';

export function StatsCard() {
  const t = useT();
  const stats = useLoyaltyStats();
  const s = stats.data;
  const share = (v: number | null | undefined) =>
    v === null || v === undefined ? '—' : `${formatNumber(Math.round(v * 100))} %`;
  const figures: { label: MessageKey; value: string }[] = [
    { label: 'rewards.loyalty.stat.members', value: formatNumber(s?.members ?? 0) },
    { label: 'rewards.loyalty.stat.issued', value: formatNumber(s?.points_issued ?? 0) },
    { label: 'rewards.loyalty.stat.spent', value: formatNumber(s?.points_spent ?? 0) },
    { label: 'rewards.loyalty.stat.outstanding', value: formatNumber(s?.outstanding ?? 0) },
    {
      label: 'rewards.loyalty.stat.liability',
      value:
        s?.liability === null || s?.liability === undefined ? '—' : formatDecimal(s.liability, 2),
    },
    { label: 'rewards.loyalty.stat.retention_7', value: share(s?.retention_7) },
    { label: 'rewards.loyalty.stat.retention_30', value: share(s?.retention_30) },
  ];
  return (
    <Card className="p-5 sm:p-6" data-testid="loyalty-stats">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label}>
            <dt className="text-xs text-slate-500">{t(f.label)}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      {s && s.top_badges.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-xs font-medium text-slate-500">
            {t('rewards.loyalty.stat.top_badges')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {s.top_badges.map((b) => (
              <li key={b.id} className="rounded-full bg-amber-50 px-3 py-1 text-sm text-amber-800">
                {b.name} · {formatNumber(b.members)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
