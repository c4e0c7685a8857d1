import { formatUsd } from '@playdesk/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fetchProfile } from '../../api/queries';
import { useSession } from '../../app/hooks';
import { logout } from '../../auth/actions';
import { pathTo } from '../../rules/routes';
import { toast } from '../../session/toast';
import { Badge } from '../../ui/Badge';
import { Button, LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CardIcon, InfoIcon } from '../../ui/icons';
import { formatCount, planStatusLabel } from '../plans/plan-match';
import { useCurrentPlan } from '../plans/usePlan';

/**
 * Payment (spec §4): a `pending_payment` account is held here. Card payments are not part of this
 * release, so the page says exactly that: what the plan costs, that nothing was charged, and how
 * the account unlocks.
 */
export function PaymentPage() {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const { plan, plans } = useCurrentPlan();
  const recheck = useMutation({
    mutationFn: fetchProfile,
    onSuccess: async (profile) => {
      if (profile.user.account_plan.status === 'paid') {
        toast.success('Your plan is active.');
        await navigate(pathTo('Dashboard'));
      } else {
        toast.info('No payment has been recorded yet.');
      }
    },
  });
  if (!user) return null;
  const status = user.account_plan.status;
  const pending = status === 'pending_payment';

  return (
    <div className="mx-auto max-w-2xl">
      <div className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {pending ? 'Your plan is waiting for payment' : 'Payment'}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {user.current_account.business_name} · signed in as {user.email}
        </p>
      </div>

      <Card>
        <dl className="divide-y divide-slate-100" data-testid="payment-summary">
          <div className="flex items-center justify-between gap-4 px-5 py-4">
            <dt className="text-sm text-slate-500">Plan</dt>
            <dd className="text-sm font-semibold text-slate-900">
              {plan?.name ?? (plans.isPending ? '…' : 'Your chosen plan')}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4 px-5 py-4">
            <dt className="text-sm text-slate-500">Amount due</dt>
            <dd className="text-sm font-semibold text-slate-900" data-testid="amount-due">
              {plan ? `${formatUsd(plan.price_cents)} per month` : '—'}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4 px-5 py-4">
            <dt className="text-sm text-slate-500">Status</dt>
            <dd>
              <Badge tone={pending ? 'warning' : status === 'paid' ? 'success' : 'danger'}>
                {planStatusLabel(status)}
              </Badge>
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4 px-5 py-4">
            <dt className="text-sm text-slate-500">Includes</dt>
            <dd className="text-right text-sm text-slate-700">
              {formatCount(user.account_plan.monthly_total_impressions)} gameplays a month
              {user.plan.sub_accounts > 0
                ? `, up to ${user.plan.sub_accounts} extra account${user.plan.sub_accounts === 1 ? '' : 's'}`
                : ''}
              {user.plan.crm ? ', player data' : ''}
            </dd>
          </div>
        </dl>
      </Card>

      {pending ? (
        <div
          className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-5"
          data-testid="payment-note"
        >
          <div className="flex gap-3">
            <InfoIcon className="mt-0.5 size-5 shrink-0 text-amber-600" />
            <div className="space-y-2 text-sm leading-6 text-amber-900">
              <p className="font-semibold">
                Card payment is not available in this version of Playdesk.
              </p>
              <p>
                Nothing has been charged, and your account and its settings are kept. Card payment
                arrives with subscription management in a later release: you will pay on this page
                and the console opens right away.
              </p>
              <p>
                If the team that runs Playdesk for your business activates the plan before then,
                choose <strong>Check payment status</strong>.
              </p>
            </div>
          </div>
        </div>
      ) : status === 'paid' ? (
        <div className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-sm text-emerald-900">
          Your plan is paid and active. Nothing is due.
        </div>
      ) : (
        <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-900">
          This plan is {planStatusLabel(status).toLowerCase()}. Card payment is not available in
          this version of Playdesk; contact the operator of this installation to settle it.
        </div>
      )}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={() => void logout(navigate)}>
          Sign out
        </Button>
        {status === 'paid' ? (
          <LinkButton to={pathTo('Dashboard')}>Go to dashboard</LinkButton>
        ) : (
          <Button
            icon={<CardIcon className="size-4" />}
            loading={recheck.isPending}
            onClick={() => recheck.mutate()}
          >
            Check payment status
          </Button>
        )}
      </div>
    </div>
  );
}
