import { formatUsd } from '@playdesk/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProfile } from '../../api/queries';
import { useSession, useViewer } from '../../session/hooks';
import { pathTo } from '../../rules/routes';
import { showAddAccount, showUpgrade, sidebarEntries, usagePercent } from '../../rules/visibility';
import { Badge } from '../../ui/Badge';
import { LinkButton } from '../../ui/Button';
import { UsageBar } from '../../ui/UsageBar';
import { Card } from '../../ui/Card';
import { BuildingIcon, ChartIcon, UsersIcon } from '../../ui/icons';
import { formatCount, periodLabel, planStatusLabel, useCurrentPlan } from '../plans';
import { countOf, noun, plural } from '../../lib/format';

function Stat({
  label,
  icon,
  children,
  footer,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="flex flex-col p-5">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
          {icon}
        </span>
      </div>
      <div className="mt-3 flex-1">{children}</div>
      {footer ? <div className="mt-4 border-t border-slate-100 pt-3 text-sm">{footer}</div> : null}
    </Card>
  );
}

/** Usage against the plan, the plan and the accounts (the dashboard before issue 6). */
export function PlanUsage() {
  // Refreshes the month's usage whenever the dashboard is opened (cached for 30 s).
  useProfile();
  const viewer = useViewer();
  const { user, limits } = useSession((s) => ({ user: s.user, limits: s.limits }));
  const { plan } = useCurrentPlan();
  if (!user || !viewer) return null;

  const used = limits?.impressions_used ?? 0;
  const total = limits?.monthly_total_impressions ?? user.account_plan.monthly_total_impressions;
  const percent = usagePercent(used, total);
  const remaining = Math.max(0, total - used);
  const visible = new Set(sidebarEntries(viewer).map((entry) => entry.route));
  const status = user.account_plan.status;

  return (
    <>
      <h2 className="mt-8 mb-3 text-base font-semibold text-slate-900">
        Plan and usage{' '}
        <span className="font-normal text-slate-500">· {periodLabel(limits?.period)}</span>
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Stat
          label="Gameplays this month"
          icon={<ChartIcon className="size-4.5" />}
          footer={
            <span className="text-slate-600">
              {percent >= 100
                ? 'The monthly limit is reached: new games cannot start until next month.'
                : `${formatCount(remaining)} gameplays left in ${periodLabel(limits?.period)}.`}
            </span>
          }
        >
          <p
            className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums"
            data-testid="usage-used"
          >
            {formatCount(used)}
            <span className="ml-1 text-base font-normal text-muted">/ {formatCount(total)}</span>
          </p>
          <div className="mt-3 flex items-center gap-3">
            <UsageBar
              percent={percent}
              label="Share of the monthly gameplays used"
              className="h-2 flex-1"
            />
            <span
              className="text-sm font-medium text-slate-700 tabular-nums"
              data-testid="usage-percent-card"
            >
              {percent}%
            </span>
          </div>
        </Stat>

        <Stat
          label="Plan"
          icon={<BadgeIcon />}
          footer={
            showUpgrade(viewer) ? (
              <Link
                to={pathTo('Upgrade')}
                className="font-medium text-primary-600 hover:text-primary-700"
              >
                Compare plans →
              </Link>
            ) : (
              <span className="text-slate-500">Managed by the account owner.</span>
            )
          }
        >
          <div className="flex items-center gap-2">
            <p
              className="text-2xl font-semibold tracking-tight text-slate-900"
              data-testid="plan-name"
            >
              {plan?.name ?? 'Current plan'}
            </p>
            <Badge tone={status === 'paid' ? 'success' : 'warning'}>
              {planStatusLabel(status)}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-slate-500">
            {plan
              ? plan.price_cents === 0
                ? 'Free'
                : `${formatUsd(plan.price_cents)} per month`
              : null}
          </p>
          <ul className="mt-3 space-y-1 text-sm text-slate-600">
            <li>{formatCount(user.account_plan.monthly_total_impressions)} gameplays a month</li>
            <li>Player data (CRM): {user.plan.crm ? 'included' : 'not included'}</li>
          </ul>
        </Stat>

        <Stat
          label="Accounts"
          icon={<BuildingIcon className="size-4.5" />}
          footer={
            showAddAccount(user) ? (
              <Link
                to={pathTo('AddAccount')}
                className="font-medium text-primary-600 hover:text-primary-700"
              >
                Add an account →
              </Link>
            ) : (
              <span className="text-slate-500">
                {user.type === 'user'
                  ? 'You are a team mate of this business.'
                  : 'Every account your plan allows is in use.'}
              </span>
            )
          }
        >
          <p className="text-2xl font-semibold tracking-tight text-slate-900">
            {user.related_accounts.length + 1}
            <span className="ml-1.5 text-base font-normal text-slate-500">
              {plural(user.related_accounts.length + 1, noun('account', 'accounts'))} you can open
            </span>
          </p>
          <p className="mt-1 text-sm text-slate-500">
            Your plan includes{' '}
            {user.plan.sub_accounts === 0
              ? 'no extra accounts'
              : `up to ${countOf(user.plan.sub_accounts, noun('extra account', 'extra accounts'))}`}
            .
          </p>
        </Stat>
      </div>

      {user.plan.crm && visible.has('CRMList') ? (
        <Card className="mt-8 flex flex-col items-start gap-4 p-5 sm:flex-row sm:items-center">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
            <UsersIcon />
          </span>
          <div className="flex-1">
            <p className="font-medium text-slate-900">Player data is part of your plan</p>
            <p className="text-sm text-slate-600">
              Players who leave their details while playing are listed under Player Data.
            </p>
          </div>
          <LinkButton to={pathTo('CRMList')} variant="secondary" size="sm">
            Open Player Data
          </LinkButton>
        </Card>
      ) : null}
    </>
  );
}

function BadgeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4.5"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      aria-hidden="true"
    >
      <path
        d="M12 3 4.5 6v5.25c0 4.5 3.2 8.3 7.5 9.75 4.3-1.45 7.5-5.25 7.5-9.75V6L12 3Z"
        strokeLinejoin="round"
      />
      <path d="m9 12 2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
