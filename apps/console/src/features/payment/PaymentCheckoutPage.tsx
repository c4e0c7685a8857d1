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
import { formatCount } from '../plans';
import { useTestCheckout } from './api';
import { CardForm } from './CardForm';

/**
 * The built-in test provider's checkout page (issue 14): what Stripe Checkout is in production,
 * clearly marked TEST MODE. A successful payment answers the refreshed sign-in payload, so the
 * console opens at once.
 */
export function PaymentCheckoutPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
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
          title="This checkout cannot be found"
          tone="danger"
          text={
            checkout.error instanceof ApiError && checkout.error.status === 404
              ? 'The link is wrong or belongs to another business. Start again from Payment.'
              : checkout.error.message
          }
          action={<LinkButton to={pathTo('Payment')}>Back to payment</LinkButton>}
        />
      ) : checkout.data.status === 'complete' ? (
        <Notice
          title="This checkout is already paid"
          tone="info"
          text="Nothing more is due for it."
          action={<LinkButton to={checkout.data.success_path}>Continue</LinkButton>}
        />
      ) : checkout.data.status === 'expired' ? (
        <Notice
          title="This checkout has expired"
          tone="danger"
          text="Nothing was charged. Start a new payment to continue."
          action={<LinkButton to={checkout.data.cancel_path}>Back</LinkButton>}
        />
      ) : (
        <>
          <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">
            {checkout.data.mode === 'card' ? 'Replace your card' : 'Pay by card'}
          </h1>
          <div className="mt-4 grid gap-6 md:grid-cols-5">
            <Card className="self-start p-5 md:col-span-2" data-testid="checkout-summary">
              <dl className="space-y-4 text-sm">
                <div>
                  <dt className="text-slate-500">Business</dt>
                  <dd className="mt-0.5 font-semibold text-slate-900">
                    {checkout.data.business_name}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">Plan</dt>
                  <dd className="mt-0.5 font-semibold text-slate-900">{checkout.data.plan.name}</dd>
                  <dd className="text-slate-600">
                    {formatCount(checkout.data.plan.monthly_total_impressions)} gameplays a month
                  </dd>
                </div>
                {checkout.data.mode === 'subscribe' ? (
                  <div className="border-t border-slate-100 pt-4">
                    <dt className="text-slate-500">Due today</dt>
                    <dd
                      className="mt-0.5 text-2xl font-semibold tracking-tight text-slate-900"
                      data-testid="checkout-amount"
                    >
                      {formatUsd(checkout.data.amount_cents)}
                    </dd>
                    <dd className="text-slate-600">
                      then {formatUsd(checkout.data.plan.price_cents)} per month
                    </dd>
                  </div>
                ) : (
                  <div className="border-t border-slate-100 pt-4 text-slate-600">
                    Nothing is charged now: the new card pays the next renewal.
                  </div>
                )}
              </dl>
            </Card>
            <Card className="p-5 md:col-span-3">
              <CardForm
                checkoutId={id}
                payLabel={
                  checkout.data.mode === 'card'
                    ? 'Save card'
                    : `Pay ${formatUsd(checkout.data.amount_cents)}`
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
  return (
    <div
      className="flex items-center gap-3 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-amber-900"
      data-testid="test-mode-banner"
    >
      <span className="shrink-0 rounded-md bg-amber-400 px-2 py-0.5 text-xs font-bold tracking-wider text-amber-950">
        TEST MODE
      </span>
      <p className="text-sm">
        <strong>No real card is charged.</strong> This page stands in for the payment provider.
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
