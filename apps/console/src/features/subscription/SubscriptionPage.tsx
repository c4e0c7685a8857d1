import { Card } from '../../ui/Card';
import { InfoIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useSubscription } from '../plans';
import { InvoicesCard } from './InvoicesCard';
import { PlanSummary } from './PlanSummary';
import { SubscriptionActions } from './SubscriptionActions';
import { useT } from '../../i18n/i18n';

/**
 * Subscription (issue 14, owner only): the plan and its status, the renewal or end date, the card
 * on file, the month's gameplays, the invoices, and the owner's actions. Read-only for anyone who
 * may not manage it (`can_manage`).
 */
export function SubscriptionPage() {
  const t = useT();
  const subscription = useSubscription();
  return (
    <>
      <PageHeader
        title={t('billing.subscription.title')}
        description={t('billing.subscription.description')}
      />
      {subscription.isPending ? (
        <Card className="space-y-4 p-5">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-16 w-full" />
        </Card>
      ) : subscription.isError ? (
        <p className="text-sm text-red-700">{t('billing.subscription.load_failed')}</p>
      ) : (
        <>
          <PlanSummary subscription={subscription.data} />
          <div className="mt-4">
            {subscription.data.can_manage ? (
              <SubscriptionActions subscription={subscription.data} />
            ) : (
              <p className="flex gap-2 text-sm text-slate-600">
                <InfoIcon className="size-5 shrink-0 text-primary-600" />
                {t('billing.subscription.owner_only')}
              </p>
            )}
          </div>
          <InvoicesCard />
        </>
      )}
    </>
  );
}
