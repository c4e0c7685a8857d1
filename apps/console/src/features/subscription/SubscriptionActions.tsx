import type { SubscriptionResponse } from '@playdesk/contract';
import { useState } from 'react';
import { pathTo } from '../../rules/routes';
import { toast } from '../../session/toast';
import { Button, LinkButton } from '../../ui/Button';
import { CardIcon } from '../../ui/icons';
import { ConfirmDialog } from '../../ui/Modal';
import { formatDate, goToProvider } from '../plans';
import { usePortal, useSubscriptionSwitch } from './api';
import { useT } from '../../i18n/i18n';

/** Change card, cancel at the period's end (after a confirm) and resume; owner only. */
export function SubscriptionActions({ subscription: s }: { subscription: SubscriptionResponse }) {
  const t = useT();
  const portal = usePortal();
  const cancel = useSubscriptionSwitch('cancel');
  const resume = useSubscriptionSwitch('resume');
  const [asking, setAsking] = useState(false);
  const paidPlan = s.plan.price_cents > 0 && s.current_period_end !== null;

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <LinkButton to={pathTo('Upgrade')}>{t('billing.subscription.change_plan')}</LinkButton>
      {s.payment_method ? (
        <Button
          variant="secondary"
          icon={<CardIcon className="size-4" />}
          loading={portal.isPending || portal.isSuccess}
          onClick={() => portal.mutate(undefined, { onSuccess: ({ url }) => goToProvider(url) })}
        >
          {t('billing.subscription.change_card')}
        </Button>
      ) : null}
      {paidPlan && s.cancel_at_period_end ? (
        <Button
          variant="secondary"
          loading={resume.isPending}
          onClick={() => resume.mutate(undefined, { onSuccess: (a) => toast.success(a.message) })}
        >
          {t('billing.subscription.resume')}
        </Button>
      ) : null}
      {paidPlan && !s.cancel_at_period_end ? (
        <Button variant="ghost" className="sm:ml-auto" onClick={() => setAsking(true)}>
          {t('billing.subscription.cancel')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('billing.subscription.cancel_title')}
        description={t('billing.subscription.cancel_text', {
          plan: s.plan.name,
          end: formatDate(s.current_period_end),
        })}
        confirmLabel={t('billing.subscription.cancel_confirm')}
        cancelLabel={t('billing.subscription.keep')}
        busy={cancel.isPending}
        testId="cancel-dialog"
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: (answer) => {
              setAsking(false);
              toast.success(answer.message);
            },
          })
        }
      />
    </div>
  );
}
