import { formatUsd, type Plan } from '@playdesk/contract';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { CheckIcon, CloseIcon } from '../../ui/icons';
import { formatCount } from '../plans';
import { useT } from '../../i18n/i18n';

/** One plan of the comparison: price, what it includes, and Choose (or "Your plan"). */
export function PlanCard({
  plan,
  current,
  scheduled,
  canChoose,
  busy,
  onChoose,
}: {
  plan: Plan;
  current: boolean;
  /** This plan starts at the end of the period (a scheduled downgrade). */
  scheduled: string | null;
  canChoose: boolean;
  busy: boolean;
  onChoose(): void;
}) {
  const t = useT();
  const none = t('billing.plan.none');
  const rows: { label: string; value: string; yes: boolean }[] = [
    {
      label: t('billing.plan.gameplays'),
      value: formatCount(plan.monthly_total_impressions),
      yes: true,
    },
    {
      label: t('billing.plan.extra_accounts'),
      value: plan.sub_accounts === 0 ? none : formatCount(plan.sub_accounts),
      yes: plan.sub_accounts > 0,
    },
    {
      label: t('billing.plan.team_mates'),
      value: plan.team_mates === 0 ? none : formatCount(plan.team_mates),
      yes: plan.team_mates > 0,
    },
    {
      label: t('billing.plan.sms'),
      value: plan.sms_per_month === 0 ? none : formatCount(plan.sms_per_month),
      yes: plan.sms_per_month > 0,
    },
    {
      label: t('billing.plan.player_data'),
      value: plan.crm ? t('billing.plan.yes') : t('billing.plan.no'),
      yes: plan.crm,
    },
  ];
  return (
    <Card
      className={cx('flex flex-col p-5', current && 'border-primary-600 ring-1 ring-primary-600')}
      data-testid={`plan-card-${plan.key}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{plan.name}</h2>
        {current ? <Badge tone="primary">{t('billing.plan.yours')}</Badge> : null}
        {scheduled ? (
          <Badge tone="warning">{t('billing.plan.from', { date: scheduled })}</Badge>
        ) : null}
      </div>
      <p className="mt-3">
        <span className="text-3xl font-semibold tracking-tight text-slate-900 xl:text-2xl 2xl:text-3xl">
          {formatUsd(plan.price_cents)}
        </span>
        <span className="text-sm text-slate-500">{t('billing.plan.per_month_suffix')}</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2.5 text-sm">
        {rows.map((row) => (
          <li key={row.label} className="flex items-center gap-2">
            {row.yes ? (
              <CheckIcon className="size-4 shrink-0 text-primary-600" />
            ) : (
              <CloseIcon className="size-4 shrink-0 text-icon-muted" />
            )}
            <span className="text-slate-600">{row.label}</span>
            <span className="ml-auto font-medium text-slate-900 tabular-nums">{row.value}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        {current ? (
          <Button variant="secondary" className="w-full" disabled>
            {t('billing.plan.current')}
          </Button>
        ) : (
          <Button
            className="w-full"
            variant={scheduled ? 'secondary' : 'primary'}
            disabled={!canChoose || scheduled !== null}
            loading={busy}
            onClick={onChoose}
            aria-label={t('billing.plan.choose_named', { plan: plan.name })}
          >
            {t('billing.plan.choose')}
          </Button>
        )}
      </div>
    </Card>
  );
}
