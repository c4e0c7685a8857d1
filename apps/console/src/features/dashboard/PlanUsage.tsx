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
import { useT } from '../../i18n/i18n';

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

/** The plan statuses the catalogue names (`dashboard.plan.status.*`). */
const STATUS_KEYS = { paid: 1, pending_payment: 1, past_due: 1, cancelled: 1 } as const;

/** Usage against the plan, the plan and the accounts (the dashboard before issue 6). */
export function PlanUsage() {
  // Refreshes the month's usage whenever the dashboard is opened (cached for 30 s).
  useProfile();
  const t = useT();
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
  const dated = /^\d{4}-\d{2}$/.test(limits?.period ?? '');
  const period = dated ? periodLabel(limits?.period) : t('shell.this_month');
  const statusText =
    status in STATUS_KEYS
      ? t(`dashboard.plan.status.${status as keyof typeof STATUS_KEYS}`)
      : planStatusLabel(status);

  return (
    <>
      <h2 className="mt-8 mb-3 text-base font-semibold text-slate-900">
        {t('dashboard.plan.heading')} <span className="font-normal text-slate-500">· {period}</span>
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Stat
          label={t('dashboard.plan.gameplays')}
          icon={<ChartIcon className="size-4.5" />}
          footer={
            <span className="text-slate-600">
              {percent >= 100
                ? t('dashboard.plan.limit')
                : dated
                  ? t('dashboard.plan.left', { count: remaining, period })
                  : t('dashboard.plan.left_this_month', { count: remaining })}
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
            <UsageBar percent={percent} label={t('dashboard.plan.share')} className="h-2 flex-1" />
            <span
              className="text-sm font-medium text-slate-700 tabular-nums"
              data-testid="usage-percent-card"
            >
              {percent}%
            </span>
          </div>
        </Stat>

        <Stat
          label={t('dashboard.plan.plan')}
          icon={<BadgeIcon />}
          footer={
            showUpgrade(viewer) ? (
              <Link
                to={pathTo('Upgrade')}
                className="font-medium text-primary-600 hover:text-primary-700"
              >
                {t('dashboard.plan.compare')}
              </Link>
            ) : (
              <span className="text-slate-500">{t('dashboard.plan.owner')}</span>
            )
          }
        >
          <div className="flex items-center gap-2">
            <p
              className="text-2xl font-semibold tracking-tight text-slate-900"
              data-testid="plan-name"
            >
              {plan?.name ?? t('dashboard.plan.current')}
            </p>
            <Badge tone={status === 'paid' ? 'success' : 'warning'}>{statusText}</Badge>
          </div>
          <p className="mt-1 text-sm text-slate-500">
            {plan
              ? plan.price_cents === 0
                ? t('dashboard.plan.free')
                : t('dashboard.plan.price', { price: formatUsd(plan.price_cents) })
              : null}
          </p>
          <ul className="mt-3 space-y-1 text-sm text-slate-600">
            <li>
              {t('dashboard.plan.per_month', {
                count: user.account_plan.monthly_total_impressions,
              })}
            </li>
            <li>{t('dashboard.plan.crm', { included: user.plan.crm ? 'yes' : 'no' })}</li>
          </ul>
        </Stat>

        <Stat
          label={t('dashboard.accounts.title')}
          icon={<BuildingIcon className="size-4.5" />}
          footer={
            showAddAccount(user) ? (
              <Link
                to={pathTo('AddAccount')}
                className="font-medium text-primary-600 hover:text-primary-700"
              >
                {t('dashboard.accounts.add')}
              </Link>
            ) : (
              <span className="text-slate-500">
                {user.type === 'user'
                  ? t('dashboard.accounts.team_mate')
                  : t('dashboard.accounts.full')}
              </span>
            )
          }
        >
          <p className="text-2xl font-semibold tracking-tight text-slate-900">
            {user.related_accounts.length + 1}
            <span className="ml-1.5 text-base font-normal text-slate-500">
              {t('dashboard.accounts.open', { count: user.related_accounts.length + 1 })}
            </span>
          </p>
          <p className="mt-1 text-sm text-slate-500">
            {t('dashboard.accounts.includes', { count: user.plan.sub_accounts })}
          </p>
        </Stat>
      </div>

      {user.plan.crm && visible.has('CRMList') ? (
        <Card className="mt-8 flex flex-col items-start gap-4 p-5 sm:flex-row sm:items-center">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
            <UsersIcon />
          </span>
          <div className="flex-1">
            <p className="font-medium text-slate-900">{t('dashboard.crm.title')}</p>
            <p className="text-sm text-slate-600">{t('dashboard.crm.text')}</p>
          </div>
          <LinkButton to={pathTo('CRMList')} variant="secondary" size="sm">
            {t('dashboard.crm.open')}
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
