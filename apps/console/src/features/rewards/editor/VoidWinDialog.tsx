import { COUNTER_LIMITS, VoidRewardRequest, type Winner } from '@playdesk/contract';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../session/toast';
import { Modal } from '../../../ui/Modal';
import { ReasonForm } from '../../../ui/ReasonForm';
import { useVoidWin } from '../api';

/**
 * "Void this reward?": a win the business cancels (a mistake, a cheat), with the reason it must
 * give; the player's code, QR code and wallet pass stop working.
 */
export function VoidWinDialog({
  winner,
  who,
  open,
  onOpenChange,
}: {
  winner: Winner;
  /** The winner as the list names them. */
  who: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('rewards.void.title')}
      description={t('rewards.void.text', { who })}
      size="sm"
      testId="void-dialog"
    >
      {open ? <VoidForm winner={winner} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function VoidForm({ winner, onDone }: { winner: Winner; onDone(): void }) {
  const t = useT();
  const voidWin = useVoidWin(winner.reward.public_id);
  return (
    <ReasonForm
      schema={VoidRewardRequest}
      maxLength={COUNTER_LIMITS.voidReasonMax}
      label={t('rewards.void.reason')}
      hint={t('rewards.void.reason_hint')}
      confirmLabel={t('rewards.void.confirm')}
      busy={voidWin.isPending}
      submit={async (reason) => {
        await voidWin.mutateAsync({ winId: winner.id, reason });
        toast.success(t('rewards.void.done'));
        onDone();
      }}
      onCancel={onDone}
      testId="void"
    />
  );
}
