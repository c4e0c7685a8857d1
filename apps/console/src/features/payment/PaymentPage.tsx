import { formatUsd } from '@playdesk/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../api/endpoints';
import { fetchProfile } from '../../api/queries';
import { queryClient } from '../../api/query-client';
import { useSession } from '../../session/hooks';
import { logout, withLoading } from '../../auth';
import { pathTo } from '../../rules/routes';
import { session } from '../../session/session';
import { toast } from '../../session/toast';
import { Badge } from '../../ui/Badge';
import { Button, LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CardIcon, InfoIcon } from '../../ui/icons';
import { formatCount, planStatusLabel, useCurrentPlan } from '../plans';

/**
 * Payment (docs/product-rules.md#route-guard): a `pending_payment` account is held here. Card
 * payments are not part of this release, so the page says exactly that: what the plan costs, that
 * nothing was charged, and how the account unlocks — and offers the owner the way forward that
 * exists today: continuing on the Free plan.
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
  const continueFree = useMutation({
    mutationFn: () => withLoading(() => api.chooseFreePlan()),
    onSuccess: async (answer) => {
      // Plan, limits and usage cached so far were the unpaid plan's.
      queryClient.clear();
      await session.applyAuth(answer);
      toast.success(answer.message);
      await navigate(pathTo('Dashboard'), { replace: true });
    },
  });
  if (!user) return null;
  const status = user.account_plan.status;
  const pending = status === 'pending_payment';
  // Only the business's owner changes its plan (the server refuses anyone else).
  const freePlan =
    status !== 'paid' && user.type === 'account'
      ? (plans.data?.plans.find((p) => p.price_cents === 0) ?? null)
      : null;

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
              {freePlan ? (
                <p>
                  To start now, continue on the <strong>{freePlan.name}</strong> plan (
                  {formatCount(freePlan.monthly_total_impressions)} gameplays a month, nothing to
                  pay) and change plans once card payment is available.
                </p>
              ) : null}
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
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button
              variant={freePlan ? 'secondary' : 'primary'}
              icon={<CardIcon className="size-4" />}
              loading={recheck.isPending}
              onClick={() => recheck.mutate()}
            >
              Check payment status
            </Button>
            {freePlan ? (
              <Button loading={continueFree.isPending} onClick={() => continueFree.mutate()}>
                Continue on the {freePlan.name} plan
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
