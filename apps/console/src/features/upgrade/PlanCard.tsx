import { formatUsd, type Plan } from '@playdesk/contract';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { CheckIcon, CloseIcon } from '../../ui/icons';
import { formatCount } from '../plans';

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
  const rows: { label: string; value: string; yes: boolean }[] = [
    {
      label: 'Gameplays per month',
      value: formatCount(plan.monthly_total_impressions),
      yes: true,
    },
    {
      label: 'Extra accounts',
      value: plan.sub_accounts === 0 ? 'None' : String(plan.sub_accounts),
      yes: plan.sub_accounts > 0,
    },
    {
      label: 'Team mates',
      value: plan.team_mates === 0 ? 'None' : String(plan.team_mates),
      yes: plan.team_mates > 0,
    },
    { label: 'Player Data', value: plan.crm ? 'Yes' : 'No', yes: plan.crm },
  ];
  return (
    <Card
      className={cx('flex flex-col p-5', current && 'border-primary-600 ring-1 ring-primary-600')}
      data-testid={`plan-card-${plan.key}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{plan.name}</h2>
        {current ? <Badge tone="primary">Your plan</Badge> : null}
        {scheduled ? <Badge tone="warning">From {scheduled}</Badge> : null}
      </div>
      <p className="mt-3 whitespace-nowrap">
        <span className="text-3xl font-semibold tracking-tight text-slate-900 xl:text-2xl 2xl:text-3xl">
          {formatUsd(plan.price_cents)}
        </span>
        <span className="text-sm text-slate-500"> / month</span>
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
            Current plan
          </Button>
        ) : (
          <Button
            className="w-full"
            variant={scheduled ? 'secondary' : 'primary'}
            disabled={!canChoose || scheduled !== null}
            loading={busy}
            onClick={onChoose}
            aria-label={`Choose ${plan.name}`}
          >
            Choose
          </Button>
        )}
      </div>
    </Card>
  );
}
