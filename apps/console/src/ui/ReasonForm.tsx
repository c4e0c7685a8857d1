import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/client';
import { useT } from '../i18n/i18n';
import { Button } from './Button';
import { Field } from './Field';
import { applyServerErrors, contractResolver } from './form-errors';
import { Textarea } from './Textarea';

type ReasonRequest = { reason: string };
const REASON_FIELDS = ['reason'] as const;

/**
 * The body of a dialog that undoes something for a reason the business must give (voiding a win,
 * rejecting a held reward): the reason, checked by the contract's schema, then Cancel and the
 * red confirm button. A refusal of the reason shows under it.
 */
export function ReasonForm({
  schema,
  maxLength,
  label,
  hint,
  confirmLabel,
  busy,
  submit,
  onCancel,
  testId,
}: {
  schema: z.ZodType<ReasonRequest, ReasonRequest>;
  maxLength: number;
  label: string;
  hint: string;
  confirmLabel: string;
  busy: boolean;
  /** Sends the reason; a rejected promise with an ApiError puts the server's message on it. */
  submit(reason: string): Promise<unknown>;
  onCancel(): void;
  /** `{testId}-reason` and `{testId}-confirm`. */
  testId: string;
}) {
  const t = useT();
  const form = useForm<ReasonRequest, unknown, ReasonRequest>({
    resolver: contractResolver(schema),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await submit(reason);
    } catch (error) {
      if (error instanceof ApiError) applyServerErrors(error.body, form.setError, REASON_FIELDS);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate>
      <Field label={label} hint={hint} error={form.formState.errors.reason?.message}>
        {(field) => (
          <Textarea
            {...field}
            {...form.register('reason')}
            rows={3}
            maxLength={maxLength}
            autoFocus
            data-testid={`${testId}-reason`}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="danger"
          loading={busy}
          disabled={busy}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
