import { formatUsd } from '@playdesk/contract';
import { useSession } from '../../session/hooks';
import { pathTo } from '../../rules/routes';
import { usagePercent } from '../../rules/visibility';
import { Badge } from '../../ui/Badge';
import { LinkButton } from '../../ui/Button';
import { Card, CardBody, CardHeader } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { CardIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { formatCount, periodLabel, planStatusLabel, useCurrentPlan } from '../plans';

export function SubscriptionPage() {
  const { user, limits } = useSession((s) => ({ user: s.user, limits: s.limits }));
  const { plan } = useCurrentPlan();
  if (!user) return null;
  const status = user.account_plan.status;
  const used = limits?.impressions_used ?? 0;
  const total = limits?.monthly_total_impressions ?? user.account_plan.monthly_total_impressions;

  return (
    <>
      <PageHeader
        title="Subscription"
        description="Your plan, what it includes and how much of it you use."
        actions={<LinkButton to={pathTo('Upgrade')}>Compare plans</LinkButton>}
      />
      <Card>
        <CardHeader
          title={plan?.name ?? 'Current plan'}
          description={
            plan
              ? plan.price_cents === 0
                ? 'Free'
                : `${formatUsd(plan.price_cents)} per month`
              : undefined
          }
          action={
            <Badge tone={status === 'paid' ? 'success' : 'warning'}>
              {planStatusLabel(status)}
            </Badge>
          }
        />
        <CardBody>
          <dl className="grid gap-6 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-slate-500">Gameplays in {periodLabel(limits?.period)}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">
                {formatCount(used)} / {formatCount(total)}{' '}
                <span className="text-sm font-normal text-slate-500">
                  ({usagePercent(used, total)}%)
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-500">Extra accounts</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">
                {user.plan.sub_accounts === 0 ? 'None' : `Up to ${user.plan.sub_accounts}`}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-500">Player data (CRM)</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">
                {user.plan.crm ? 'Included' : 'Not included'}
              </dd>
            </div>
          </dl>
        </CardBody>
      </Card>
      <EmptyState
        className="mt-6"
        icon={<CardIcon className="size-6" />}
        title="No invoices"
        description="Invoices and the card on file are listed here. Card payment is not available in this version of Playdesk, so there are none yet."
      />
    </>
  );
}
