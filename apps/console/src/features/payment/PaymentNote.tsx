import type { Plan } from '@playdesk/contract';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { InfoIcon, SuccessIcon, WarningIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { planStatusLabel } from '../plans';
import type { CheckoutReturn } from './useCheckoutReturn';
import { richText, useT } from '../../i18n/i18n';

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
  const t = useT();
  if (back === 'confirming') {
    return (
      <Note tone="info" icon={<Spinner className="size-5 text-primary-600" />} live>
        <p className="font-semibold">{t('billing.note.confirming')}</p>
        <p>{t('billing.note.confirming_text')}</p>
      </Note>
    );
  }
  if (status === 'paid') {
    return (
      <Note tone="success" icon={<SuccessIcon className="size-5 text-emerald-600" />}>
        <p>{t('billing.note.paid')}</p>
      </Note>
    );
  }
  if (error) {
    return (
      <div role="alert">
        <Note tone="danger" icon={<WarningIcon className="size-5 text-red-600" />}>
          <p className="font-semibold">{error}</p>
          <p>{t('billing.note.error')}</p>
        </Note>
      </div>
    );
  }
  return (
    <Note tone="warning" icon={<InfoIcon className="size-5 text-amber-600" />}>
      {back === 'slow' ? (
        <>
          <p className="font-semibold">{t('billing.note.slow')}</p>
          <p>
            {t('billing.note.slow_text')}{' '}
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('billing.note.check_again')}
            </Button>
          </p>
        </>
      ) : back === 'cancelled' ? (
        <p className="font-semibold">{t('billing.note.cancelled')}</p>
      ) : (
        <p className="font-semibold">
          {status === 'pending_payment'
            ? t('billing.note.pay_to_activate')
            : t('billing.note.pay_to_settle', {
                status: planStatusLabel(status, t).toLowerCase(),
              })}
        </p>
      )}
      <p>{owner ? t('billing.note.owner') : t('billing.note.not_owner')}</p>
      {freePlan ? (
        <p>
          {richText(
            t,
            'billing.note.free',
            { count: freePlan.monthly_total_impressions },
            { plan: <strong>{freePlan.name}</strong> },
          )}
        </p>
      ) : null}
    </Note>
  );
}
