import type { Plan } from '@playdesk/contract';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { InfoIcon, SuccessIcon, WarningIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { formatCount, planStatusLabel } from '../plans';
import type { CheckoutReturn } from './useCheckoutReturn';

const tones = {
  info: 'border-slate-200 bg-white text-slate-700',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  danger: 'border-red-200 bg-red-50 text-red-900',
};

function Note({
  tone,
  icon,
  children,
  live = false,
}: {
  tone: keyof typeof tones;
  icon: ReactNode;
  children: ReactNode;
  live?: boolean;
}) {
  return (
    <div
      className={cx('mt-6 flex gap-3 rounded-xl border p-5 text-sm leading-6', tones[tone])}
      data-testid="payment-note"
      {...(live ? { role: 'status' } : {})}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="space-y-2">{children}</div>
    </div>
  );
}

/** What the Payment page says under the summary: where the payment stands and what to do. */
export function PaymentNote({
  status,
  owner,
  back,
  onRetry,
  error,
  freePlan,
}: {
  status: string;
  owner: boolean;
  back: CheckoutReturn;
  onRetry(): void;
  error: string | null;
  freePlan: Plan | null;
}) {
  if (back === 'confirming') {
    return (
      <Note tone="info" icon={<Spinner className="size-5 text-primary-600" />} live>
        <p className="font-semibold">Confirming your payment…</p>
        <p>This takes a few seconds. The console opens as soon as the payment is confirmed.</p>
      </Note>
    );
  }
  if (status === 'paid') {
    return (
      <Note tone="success" icon={<SuccessIcon className="size-5 text-emerald-600" />}>
        <p>Your plan is paid and active. Nothing is due.</p>
      </Note>
    );
  }
  if (error) {
    return (
      <div role="alert">
        <Note tone="danger" icon={<WarningIcon className="size-5 text-red-600" />}>
          <p className="font-semibold">{error}</p>
          <p>Nothing was charged. Try again in a moment.</p>
        </Note>
      </div>
    );
  }
  return (
    <Note tone="warning" icon={<InfoIcon className="size-5 text-amber-600" />}>
      {back === 'slow' ? (
        <>
          <p className="font-semibold">Your payment has not been confirmed yet.</p>
          <p>
            If you paid, the confirmation may take a little longer.{' '}
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Check again
            </Button>
          </p>
        </>
      ) : back === 'cancelled' ? (
        <p className="font-semibold">The payment was cancelled. Nothing was charged.</p>
      ) : (
        <p className="font-semibold">
          {status === 'pending_payment'
            ? 'Pay by card to activate your plan.'
            : `This plan is ${planStatusLabel(status).toLowerCase()}. Pay by card to settle it.`}
        </p>
      )}
      <p>
        {owner
          ? 'Your card is taken by our payment provider on its own secure page; the console opens as soon as the payment is confirmed. Your account and its settings are kept meanwhile.'
          : 'Only the owner of the business can pay for its plan. The console opens once they have.'}
      </p>
      {freePlan ? (
        <p>
          Or start now on the <strong>{freePlan.name}</strong> plan (
          {formatCount(freePlan.monthly_total_impressions)} gameplays a month, nothing to pay) and
          upgrade later.
        </p>
      ) : null}
    </Note>
  );
}
