import { COUNTER_LIMITS, VoidRewardRequest, type Winner } from '@playdesk/contract';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../api/client';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { applyServerErrors, contractResolver } from '../../../ui/form-errors';
import { Modal } from '../../../ui/Modal';
import { Textarea } from '../../../ui/Textarea';
import { useVoidWin } from '../api';

const VOID_FIELDS = ['reason'] as const;

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
  const form = useForm<VoidRewardRequest, unknown, VoidRewardRequest>({
    resolver: contractResolver(VoidRewardRequest),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(({ reason }) =>
    voidWin.mutate(
      { winId: winner.id, reason },
      {
        onSuccess: () => {
          toast.success(t('rewards.void.done'));
          onDone();
        },
        onError: (e) =>
          e instanceof ApiError && applyServerErrors(e.body, form.setError, VOID_FIELDS),
      },
    ),
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate>
      <Field
        label={t('rewards.void.reason')}
        hint={t('rewards.void.reason_hint')}
        error={form.formState.errors.reason?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            {...form.register('reason')}
            rows={3}
            maxLength={COUNTER_LIMITS.voidReasonMax}
            autoFocus
            data-testid="void-reason"
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="danger"
          loading={voidWin.isPending}
          data-testid="void-confirm"
        >
          {t('rewards.void.confirm')}
        </Button>
      </div>
    </form>
  );
}
