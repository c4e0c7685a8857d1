import type { Plan } from '@playdesk/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { messageOf } from '../../api/client';
import { pathTo } from '../../rules/routes';
import { useSession } from '../../session/hooks';
import { toast } from '../../session/toast';
import { Button } from '../../ui/Button';
import { InfoIcon, WarningIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { formatDate, goToProvider, useCheckout, useCurrentPlan, useSubscription } from '../plans';
import { PlanCard } from './PlanCard';
import { changeText, planChange } from './upgrade-model';
import { useT } from '../../i18n/i18n';

/**
 * Upgrade (issue 14): the plans side by side, the current one marked, Choose on the others. A
 * business that pays already changes plan at once (upgrade, prorated) or at the period's end
 * (downgrade), after a confirm dialog that says which; one that does not goes to the provider's
 * checkout. A refused downgrade (409) says what to remove first, next to the plans.
 */
export function UpgradePage() {
  const t = useT();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const { plan: matched, plans } = useCurrentPlan();
  const subscription = useSubscription(Boolean(user) && user?.type !== 'user');
  const checkout = useCheckout();
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [params] = useSearchParams();
  const back = params.get('checkout');
  const refusedRef = useRef<HTMLDivElement>(null);
  // A refusal shows above the plans: bring it into view (on a phone the plans are long).
  useEffect(() => {
    if (refused) refusedRef.current?.focus();
  }, [refused]);

  const current = subscription.data?.plan ?? matched;
  const status = subscription.data?.status ?? user?.account_plan.status;
  const canManage = subscription.data?.can_manage ?? user?.type === 'account';
  const scheduled = subscription.data?.scheduled_plan ?? null;
  const periodEnd = subscription.data?.current_period_end ?? null;

  const send = (plan: Plan) => {
    setRefused(null);
    checkout.mutate(
      { plan: plan.key },
      {
        onSuccess: async (answer) => {
          setConfirming(null);
          if (answer.outcome === 'checkout') return goToProvider(answer.url);
          toast.success(answer.message);
          if (answer.outcome === 'changed') await navigate(pathTo('Subscription'));
        },
        onError: (error) => {
          setConfirming(null);
          setRefused(messageOf(error));
        },
      },
    );
  };

  const choose = (plan: Plan) => {
    if (planChange(current, plan, status) === 'checkout') send(plan);
    else setConfirming(plan);
  };

  const text = confirming
    ? changeText(
        planChange(current, confirming, status),
        current,
        confirming,
        formatDate(periodEnd),
        t,
      )
    : null;

  return (
    <>
      <PageHeader
        title={t('billing.upgrade.title')}
        description={t('billing.upgrade.description')}
      />
      {back === 'success' || back === 'cancelled' ? (
        <p
          role="status"
          data-testid="checkout-return"
          className="mb-6 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700"
        >
          {back === 'success'
            ? t('billing.upgrade.back_success')
            : t('billing.upgrade.back_cancelled')}
        </p>
      ) : null}
      {refused ? (
        <div
          ref={refusedRef}
          tabIndex={-1}
          role="alert"
          data-testid="plan-change-error"
          className="mb-6 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 focus:outline-none"
        >
          <WarningIcon className="mt-0.5 size-5 shrink-0 text-red-600" />
          <p>
            <span className="font-semibold">{t('billing.upgrade.refused')}</span> {refused}
          </p>
        </div>
      ) : null}
      {plans.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-80 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : plans.isError ? (
        <p className="text-sm text-red-700">{t('billing.upgrade.load_failed')}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="upgrade-plans">
          {plans.data.plans.map((plan) => (
            <PlanCard
              key={plan.key}
              plan={plan}
              current={current?.key === plan.key}
              scheduled={scheduled?.key === plan.key ? formatDate(periodEnd) : null}
              canChoose={canManage && !checkout.isPending}
              busy={checkout.isPending && checkout.variables.plan === plan.key && !confirming}
              onChoose={() => choose(plan)}
            />
          ))}
        </div>
      )}
      <div className="mt-6 flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
        <InfoIcon className="size-5 shrink-0 text-primary-600" />
        <p>{canManage ? t('billing.upgrade.how') : t('billing.upgrade.owner_only')}</p>
      </div>
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && !checkout.isPending && setConfirming(null)}
        title={text?.title ?? ''}
        description={text?.description}
        size="sm"
        testId="plan-change-dialog"
        footer={
          <>
            <Button
              variant="secondary"
              disabled={checkout.isPending}
              onClick={() => setConfirming(null)}
            >
              {t('billing.upgrade.keep')}
            </Button>
            <Button loading={checkout.isPending} onClick={() => confirming && send(confirming)}>
              {text?.confirm}
            </Button>
          </>
        }
      />
    </>
  );
}
