import { formatUsd, type Plan } from '@playdesk/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messageOf } from '../../api/client';
import { api } from '../../api/endpoints';
import { queryClient } from '../../api/query-client';
import { logout, withLoading } from '../../auth';
import { pathTo } from '../../rules/routes';
import { useSession } from '../../session/hooks';
import { session } from '../../session/session';
import { toast } from '../../session/toast';
import { Badge } from '../../ui/Badge';
import { Button, LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CardIcon } from '../../ui/icons';
import {
  goToProvider,
  planFeatures,
  planStatusLabel,
  useCheckout,
  useCurrentPlan,
  useSubscription,
} from '../plans';
import { PaymentNote } from './PaymentNote';
import { useCheckoutReturn } from './useCheckoutReturn';
import { useT } from '../../i18n/i18n';

/**
 * Payment (docs/product-rules.md#route-guard, issue 14): a `pending_payment` account is held here.
 * It shows what is due and what the plan includes; **Pay by card** opens the provider's checkout
 * (Stripe, or the built-in TEST MODE page), and the person comes back to `?checkout=success`, where
 * the page waits for the payment to be confirmed, or `?checkout=cancelled`.
 */
export function PaymentPage() {
  const t = useT();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const { plan: matched, plans } = useCurrentPlan();
  const subscription = useSubscription(Boolean(user) && user?.type !== 'user');
  const back = useCheckoutReturn();
  const checkout = useCheckout();
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
  const plan: Plan | null = subscription.data?.plan ?? matched;
  // Only the business's owner pays or changes its plan (the server refuses anyone else).
  const owner = user.type === 'account';
  const freePlan =
    status !== 'paid' && owner
      ? (plans.data?.plans.find((p) => p.price_cents === 0) ?? null)
      : null;
  const canPay = owner && status !== 'paid' && plan !== null && plan.price_cents > 0;

  const pay = () => {
    if (!plan) return;
    checkout.mutate(
      { plan: plan.key },
      {
        onSuccess: (answer) => {
          if (answer.outcome === 'checkout') goToProvider(answer.url);
          else toast.success(answer.message);
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-2xl">
      <div className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {pending ? t('billing.payment.waiting') : t('billing.payment.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {t('billing.payment.signed_in', {
            business: user.current_account.business_name,
            email: user.email,
          })}
        </p>
      </div>

      <Card>
        <dl className="divide-y divide-slate-100" data-testid="payment-summary">
          <div className="flex items-center justify-between gap-4 px-5 py-4">
            <dt className="text-sm text-slate-500">{t('billing.payment.plan')}</dt>
            <dd className="text-sm font-semibold text-slate-900">
              {plan?.name ?? (plans.isPending ? '…' : t('billing.payment.chosen_plan'))}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4 px-5 py-4">
            <dt className="text-sm text-slate-500">{t('billing.payment.amount_due')}</dt>
            <dd className="text-sm font-semibold text-slate-900" data-testid="amount-due">
              {plan ? t('billing.per_month', { price: formatUsd(plan.price_cents) }) : '—'}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4 px-5 py-4">
            <dt className="text-sm text-slate-500">{t('billing.payment.status')}</dt>
            <dd>
              <Badge tone={pending ? 'warning' : status === 'paid' ? 'success' : 'danger'}>
                {planStatusLabel(status, t)}
              </Badge>
            </dd>
          </div>
          <div className="flex items-start justify-between gap-4 px-5 py-4">
            <dt className="text-sm text-slate-500">{t('billing.payment.includes')}</dt>
            <dd>
              {plan ? (
                <ul className="space-y-1 text-right text-sm text-slate-700">
                  {planFeatures(plan, t).map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : (
                <span className="text-sm text-slate-500">—</span>
              )}
            </dd>
          </div>
        </dl>
      </Card>

      <PaymentNote
        status={status}
        owner={owner}
        back={back.state}
        onRetry={back.retry}
        error={checkout.isError ? messageOf(checkout.error) : null}
        freePlan={freePlan}
      />

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={() => void logout(navigate)}>
          {t('billing.payment.sign_out')}
        </Button>
        {status === 'paid' ? (
          <LinkButton to={pathTo('Dashboard')}>{t('common.go_dashboard')}</LinkButton>
        ) : (
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            {freePlan ? (
              <Button
                variant="secondary"
                loading={continueFree.isPending}
                onClick={() => continueFree.mutate()}
              >
                {t('billing.payment.continue_free', { plan: freePlan.name })}
              </Button>
            ) : null}
            {canPay ? (
              <Button
                icon={<CardIcon className="size-4" />}
                loading={checkout.isPending || checkout.isSuccess}
                disabled={back.state === 'confirming'}
                onClick={pay}
              >
                {t('billing.payment.pay')}
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
