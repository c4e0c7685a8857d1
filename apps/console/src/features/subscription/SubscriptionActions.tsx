import type { SubscriptionResponse } from '@playdesk/contract';
import { useState } from 'react';
import { pathTo } from '../../rules/routes';
import { toast } from '../../session/toast';
import { Button, LinkButton } from '../../ui/Button';
import { CardIcon } from '../../ui/icons';
import { ConfirmDialog } from '../../ui/Modal';
import { formatDate, goToProvider } from '../plans';
import { usePortal, useSubscriptionSwitch } from './api';

/** Change card, cancel at the period's end (after a confirm) and resume; owner only. */
export function SubscriptionActions({ subscription: s }: { subscription: SubscriptionResponse }) {
  const portal = usePortal();
  const cancel = useSubscriptionSwitch('cancel');
  const resume = useSubscriptionSwitch('resume');
  const [asking, setAsking] = useState(false);
  const paidPlan = s.plan.price_cents > 0 && s.current_period_end !== null;

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <LinkButton to={pathTo('Upgrade')}>Change plan</LinkButton>
      {s.payment_method ? (
        <Button
          variant="secondary"
          icon={<CardIcon className="size-4" />}
          loading={portal.isPending || portal.isSuccess}
          onClick={() => portal.mutate(undefined, { onSuccess: ({ url }) => goToProvider(url) })}
        >
          Change card
        </Button>
      ) : null}
      {paidPlan && s.cancel_at_period_end ? (
        <Button
          variant="secondary"
          loading={resume.isPending}
          onClick={() => resume.mutate(undefined, { onSuccess: (a) => toast.success(a.message) })}
        >
          Resume subscription
        </Button>
      ) : null}
      {paidPlan && !s.cancel_at_period_end ? (
        <Button variant="ghost" className="sm:ml-auto" onClick={() => setAsking(true)}>
          Cancel subscription
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Cancel at the end of the period?"
        description={`You keep ${s.plan.name} until ${formatDate(s.current_period_end)}; then the business moves to the Free plan and nothing more is charged. You can resume until then.`}
        confirmLabel="Cancel at period end"
        cancelLabel="Keep my subscription"
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
