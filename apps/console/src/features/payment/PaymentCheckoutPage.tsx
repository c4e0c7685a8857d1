import { formatUsd, type TestCheckoutPayResponse } from '@playdesk/contract';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/query-client';
import { pathTo } from '../../rules/routes';
import { session } from '../../session/session';
import { toast } from '../../session/toast';
import { LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { InfoIcon, WarningIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { useTestCheckout } from './api';
import { CardForm } from './CardForm';
import { useT } from '../../i18n/i18n';

/**
 * The built-in test provider's checkout page (issue 14): what Stripe Checkout is in production,
 * clearly marked TEST MODE. A successful payment answers the refreshed sign-in payload, so the
 * console opens at once.
 */
export function PaymentCheckoutPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const t = useT();
  const checkout = useTestCheckout(id);

  const onPaid = async (answer: TestCheckoutPayResponse) => {
    // Plan, limits and usage cached so far were the unpaid plan's.
    queryClient.clear();
    await session.applyAuth(answer);
    toast.success(answer.message);
    await navigate(answer.redirect_path, { replace: true });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <TestModeBanner />
      {checkout.isPending ? (
        <div className="mt-6 grid gap-6 md:grid-cols-5">
          <Skeleton className="h-48 md:col-span-2" />
          <Skeleton className="h-96 md:col-span-3" />
        </div>
      ) : checkout.isError ? (
        <Notice
          title={t('billing.checkout.not_found')}
          tone="danger"
          text={
            checkout.error instanceof ApiError && checkout.error.status === 404
              ? t('billing.checkout.not_found_text')
              : checkout.error.message
          }
          action={
            <LinkButton to={pathTo('Payment')}>{t('billing.checkout.back_payment')}</LinkButton>
          }
        />
      ) : checkout.data.status === 'complete' ? (
        <Notice
          title={t('billing.checkout.paid')}
          tone="info"
          text={t('billing.checkout.paid_text')}
          action={
            <LinkButton to={checkout.data.success_path}>
              {t('billing.checkout.continue')}
            </LinkButton>
          }
        />
      ) : checkout.data.status === 'expired' ? (
        <Notice
          title={t('billing.checkout.expired')}
          tone="danger"
          text={t('billing.checkout.expired_text')}
          action={
            <LinkButton to={checkout.data.cancel_path}>{t('billing.checkout.back')}</LinkButton>
          }
        />
      ) : (
        <>
          <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">
            {checkout.data.mode === 'card'
              ? t('billing.checkout.replace')
              : t('billing.payment.pay')}
          </h1>
          <div className="mt-4 grid gap-6 md:grid-cols-5">
            <Card className="self-start p-5 md:col-span-2" data-testid="checkout-summary">
              <dl className="space-y-4 text-sm">
                <div>
                  <dt className="text-slate-500">{t('billing.checkout.business')}</dt>
                  <dd className="mt-0.5 font-semibold text-slate-900">
                    {checkout.data.business_name}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('billing.payment.plan')}</dt>
                  <dd className="mt-0.5 font-semibold text-slate-900">{checkout.data.plan.name}</dd>
                  <dd className="text-slate-600">
                    {t('billing.gameplays_month', {
                      count: checkout.data.plan.monthly_total_impressions,
                    })}
                  </dd>
                </div>
                {checkout.data.mode === 'subscribe' ? (
                  <div className="border-t border-slate-100 pt-4">
                    <dt className="text-slate-500">{t('billing.checkout.due_today')}</dt>
                    <dd
                      className="mt-0.5 text-2xl font-semibold tracking-tight text-slate-900"
                      data-testid="checkout-amount"
                    >
                      {formatUsd(checkout.data.amount_cents)}
                    </dd>
                    <dd className="text-slate-600">
                      {t('billing.checkout.then', {
                        price: formatUsd(checkout.data.plan.price_cents),
                      })}
                    </dd>
                  </div>
                ) : (
                  <div className="border-t border-slate-100 pt-4 text-slate-600">
                    {t('billing.checkout.card_only')}
                  </div>
                )}
              </dl>
            </Card>
            <Card className="p-5 md:col-span-3">
              <CardForm
                checkoutId={id}
                payLabel={
                  checkout.data.mode === 'card'
                    ? t('billing.checkout.save_card')
                    : t('billing.checkout.pay_amount', {
                        amount: formatUsd(checkout.data.amount_cents),
                      })
                }
                cancelPath={checkout.data.cancel_path}
                onPaid={onPaid}
              />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}

function TestModeBanner() {
  const t = useT();
  return (
    <div
      className="flex items-center gap-3 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-amber-900"
      data-testid="test-mode-banner"
    >
      <span className="shrink-0 rounded-md bg-amber-400 px-2 py-0.5 text-xs font-bold tracking-wider text-amber-950">
        {t('billing.checkout.test_mode')}
      </span>
      <p className="text-sm">
        <strong>{t('billing.checkout.no_charge')}</strong> {t('billing.checkout.stands_in')}
      </p>
    </div>
  );
}

function Notice({
  title,
  text,
  tone,
  action,
}: {
  title: string;
  text: string;
  tone: 'info' | 'danger';
  action: ReactNode;
}) {
  const Icon = tone === 'info' ? InfoIcon : WarningIcon;
  return (
    <Card className="mt-6 p-6 text-center" data-testid="checkout-notice">
      <Icon className={`mx-auto size-8 ${tone === 'info' ? 'text-primary-600' : 'text-red-600'}`} />
      <h1 className="mt-3 text-lg font-semibold text-slate-900">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      <div className="mt-5 flex justify-center">{action}</div>
    </Card>
  );
}
