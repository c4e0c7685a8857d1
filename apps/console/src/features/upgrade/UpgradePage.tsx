import { formatUsd } from '@playdesk/contract';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { CheckIcon, InfoIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { planFeatures, useCurrentPlan } from '../plans';

export function UpgradePage() {
  const { plan: current, plans } = useCurrentPlan();
  return (
    <>
      <PageHeader title="Upgrade" description="More gameplays, more accounts and player data." />
      {plans.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-64 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : plans.isError ? (
        <p className="text-sm text-red-700">The plans could not be loaded.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="upgrade-plans">
          {plans.data.plans.map((plan) => {
            const isCurrent = current?.key === plan.key;
            return (
              <Card
                key={plan.key}
                className={cx(
                  'flex flex-col p-5',
                  isCurrent && 'border-primary-600 ring-1 ring-primary-600',
                )}
              >
                <div className="flex items-center justify-between">
                  <h2 className="font-semibold text-slate-900">{plan.name}</h2>
                  {isCurrent ? <Badge tone="primary">Your plan</Badge> : null}
                </div>
                <p className="mt-3 whitespace-nowrap">
                  <span className="text-3xl font-semibold tracking-tight text-slate-900 xl:text-2xl 2xl:text-3xl">
                    {formatUsd(plan.price_cents)}
                  </span>
                  <span className="text-sm text-slate-500"> / month</span>
                </p>
                <ul className="mt-5 space-y-2 text-sm text-slate-600">
                  {planFeatures(plan).map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </Card>
            );
          })}
        </div>
      )}
      <div className="mt-6 flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
        <InfoIcon className="size-5 shrink-0 text-primary-600" />
        <p>
          Changing plan needs card payment, which this version of Playdesk does not take yet. Plan
          changes will be made on this page once it does.
        </p>
      </div>
    </>
  );
}
