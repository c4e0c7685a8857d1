import { formatUsd, type SubscriptionResponse } from '@playdesk/contract';
import { usagePercent } from '../../rules/visibility';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { UsageBar } from '../../ui/UsageBar';
import { Card, CardBody, CardHeader } from '../../ui/Card';
import { formatCount, formatDate, periodLabel, planStatusLabel } from '../plans';
import { useT } from '../../i18n/i18n';

const STATUS_TONE: Record<SubscriptionResponse['status'], BadgeTone> = {
  paid: 'success',
  pending_payment: 'warning',
  past_due: 'danger',
  cancelled: 'neutral',
};

/**
 * Plan, status, renewal (or end) date, card on file, the month's gameplays and the month's SMS
 * verifications against the plan's allowance.
 */
export function PlanSummary({ subscription: s }: { subscription: SubscriptionResponse }) {
  const t = useT();
  const percent = usagePercent(s.usage.gameplays, s.usage.limit);
  const smsPercent = usagePercent(s.usage.sms, s.usage.sms_limit);
  const card = s.payment_method;
  return (
    <Card data-testid="subscription-summary">
      <CardHeader
        title={<span data-testid="subscription-plan">{s.plan.name}</span>}
        description={
          s.plan.price_cents === 0
            ? t('billing.free')
            : t('billing.per_month', { price: formatUsd(s.plan.price_cents) })
        }
        action={
          <Badge tone={s.cancel_at_period_end ? 'warning' : STATUS_TONE[s.status]}>
            <span data-testid="subscription-status">
              {s.cancel_at_period_end
                ? t('billing.subscription.ends_soon')
                : planStatusLabel(s.status, t)}
            </span>
          </Badge>
        }
      />
      <CardBody>
        <dl className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          <div>
            <dt className="text-sm text-slate-500">
              {s.cancel_at_period_end
                ? t('billing.subscription.ends_on')
                : t('billing.subscription.renews_on')}
            </dt>
            <dd className="mt-1 font-semibold text-slate-900" data-testid="subscription-period">
              {s.current_period_end
                ? formatDate(s.current_period_end)
                : t('billing.subscription.no_renewal')}
            </dd>
            {s.scheduled_plan ? (
              <dd className="mt-1 text-sm text-amber-800" data-testid="subscription-scheduled">
                {t('billing.subscription.then', {
                  plan: s.scheduled_plan.name,
                  price:
                    s.scheduled_plan.price_cents === 0
                      ? t('billing.free_lower')
                      : t('billing.per_month', { price: formatUsd(s.scheduled_plan.price_cents) }),
                })}
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-sm text-slate-500">{t('billing.subscription.payment_method')}</dt>
            <dd className="mt-1 font-semibold text-slate-900" data-testid="payment-method">
              {card ? (
                <>
                  <span className="capitalize">{card.brand}</span>{' '}
                  <span className="tabular-nums">•••• {card.last4}</span>
                  <span className="block text-sm font-normal text-slate-500">
                    {t('billing.subscription.card_expires', {
                      date: `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
                    })}
                  </span>
                </>
              ) : (
                <span className="font-normal text-slate-500">
                  {t('billing.subscription.no_card')}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">
              {t('billing.subscription.gameplays_in', { period: periodLabel(s.usage.period, t) })}
            </dt>
            <dd className="mt-1 font-semibold text-slate-900 tabular-nums">
              {formatCount(s.usage.gameplays)} / {formatCount(s.usage.limit)}{' '}
              <span className="text-sm font-normal text-slate-500">({percent}%)</span>
            </dd>
            <dd className="mt-2">
              <UsageBar
                percent={percent}
                label={t('billing.subscription.usage_label', {
                  used: formatCount(s.usage.gameplays),
                  total: formatCount(s.usage.limit),
                })}
                className="h-2"
              />
            </dd>
          </div>
          <div data-testid="subscription-sms">
            <dt className="text-sm text-slate-500">
              {t('billing.subscription.sms_in', { period: periodLabel(s.usage.period, t) })}
            </dt>
            {s.usage.sms_limit === 0 && s.usage.sms === 0 ? (
              <dd className="mt-1 text-slate-500">{t('billing.subscription.sms_none')}</dd>
            ) : (
              <>
                <dd className="mt-1 font-semibold text-slate-900 tabular-nums">
                  {formatCount(s.usage.sms)} / {formatCount(s.usage.sms_limit)}{' '}
                  <span className="text-sm font-normal text-slate-500">({smsPercent}%)</span>
                </dd>
                <dd className="mt-2">
                  <UsageBar
                    percent={s.usage.sms_limit === 0 ? 100 : smsPercent}
                    label={t('billing.subscription.sms_label', {
                      used: formatCount(s.usage.sms),
                      total: formatCount(s.usage.sms_limit),
                    })}
                    className="h-2"
                  />
                </dd>
              </>
            )}
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
