import { RejectHeldRewardRequest, type HeldReward } from '@playdesk/contract';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../api/client';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { applyServerErrors, contractResolver } from '../../../ui/form-errors';
import { Modal } from '../../../ui/Modal';
import { Textarea } from '../../../ui/Textarea';
import type { useDecideHeld } from '../api';

const REJECT_FIELDS = ['reason'] as const;
const REASON_MAX = 500;

type Decide = ReturnType<typeof useDecideHeld>;

/** "Reject this reward?": the reason is required (it goes to the activity log with the decision). */
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
  decide: Decide;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useT();
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
        <RejectForm held={held} who={who} decide={decide} onDone={() => onOpenChange(false)} />
      ) : null}
    </Modal>
  );
}

function RejectForm({
  held,
  who,
  decide,
  onDone,
}: {
  held: HeldReward;
  who: string;
  decide: Decide;
  onDone(): void;
}) {
  const t = useT();
  const form = useForm<RejectHeldRewardRequest, unknown, RejectHeldRewardRequest>({
    resolver: contractResolver(RejectHeldRewardRequest),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(({ reason }) =>
    decide.mutate(
      { id: held.public_id, reject: reason },
      {
        onSuccess: () => {
          toast.success(t('counter.review.rejected', { who }));
          onDone();
        },
        onError: (e) =>
          e instanceof ApiError && applyServerErrors(e.body, form.setError, REJECT_FIELDS),
      },
    ),
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate>
      <Field
        label={t('counter.review.reason')}
        hint={t('counter.review.reason_hint')}
        error={form.formState.errors.reason?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            {...form.register('reason')}
            rows={3}
            maxLength={REASON_MAX}
            autoFocus
            data-testid="reject-reason"
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone} disabled={decide.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="danger"
          loading={decide.isPending}
          disabled={decide.isPending}
          data-testid="reject-confirm"
        >
          {t('counter.review.reject_confirm')}
        </Button>
      </div>
    </form>
  );
}
