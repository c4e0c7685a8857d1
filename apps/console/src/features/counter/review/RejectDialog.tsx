import { RejectHeldRewardRequest, type HeldReward } from '@playdesk/contract';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../session/toast';
import { Modal } from '../../../ui/Modal';
import { ReasonForm } from '../../../ui/ReasonForm';
import type { useDecideHeld } from '../api';

/** RejectHeldRewardRequest's bound. */
const REASON_MAX = 500;

/**
 * "Reject this reward?": the reason is required (it goes to the activity log with the decision);
 * the win is voided and its stock freed.
 */
export function RejectDialog({
  held,
  who,
  decide,
  open,
  onOpenChange,
}: {
  held: HeldReward;
  who: string;
  /** The row's decision: its buttons stay disabled while this one is sent. */
  decide: ReturnType<typeof useDecideHeld>;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useT();
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('counter.review.reject_title')}
      description={t('counter.review.reject_text', { who, reward: held.reward.name })}
      size="sm"
      testId="reject-dialog"
    >
      {open ? (
        <ReasonForm
          schema={RejectHeldRewardRequest}
          maxLength={REASON_MAX}
          label={t('counter.review.reason')}
          hint={t('counter.review.reason_hint')}
          confirmLabel={t('counter.review.reject_confirm')}
          busy={decide.isPending}
          submit={async (reason) => {
            await decide.mutateAsync({ id: held.public_id, reject: reason });
            toast.success(t('counter.review.rejected', { who }));
            close();
          }}
          onCancel={close}
          testId="reject"
        />
      ) : null}
    </Modal>
  );
}
