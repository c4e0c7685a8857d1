import { CreateConsentRequest, type Consent } from '@playdesk/contract';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../api/client';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { applyServerErrors, contractResolver } from '../../../ui/form-errors';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { RichTextEditor } from '../../../ui/RichTextEditor';
import { Switch } from '../../../ui/Switch';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { useSaveConsent } from '../api';

/** Bold, italic, underline and links: enough for "I accept the <a>terms</a>". */
const CONSENT_TOOLBAR = [
  ['bold', 'italic', 'underline'],
  ['link', 'clean'],
];
const FORM_ID = 'consent-form';
const CONSENT_FIELDS = ['name', 'text', 'mandatory', 'double_opt_in'] as const;

type Values = { name: string; text: string; mandatory: boolean; double_opt_in: boolean };
type Request = z.output<typeof CreateConsentRequest>;

const EMPTY: Values = { name: '', text: '', mandatory: false, double_opt_in: false };

/** Create a consent, or edit one (`consent`); a new text makes a new version. */
export function ConsentDialog({
  open,
  consent,
  onClose,
}: {
  open: boolean;
  consent: Consent | null;
  onClose(): void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      title={consent ? `Edit “${consent.name}”` : 'New consent'}
      description="Players see the text beside an unticked box; they tick it themselves."
      testId="consent-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} data-testid="consent-save">
            {consent ? 'Save consent' : 'Create consent'}
          </Button>
        </>
      }
    >
      {open ? (
        <ConsentForm key={consent?.public_id ?? 'new'} consent={consent} onSaved={onClose} />
      ) : null}
    </Modal>
  );
}

function ConsentForm({ consent, onSaved }: { consent: Consent | null; onSaved(): void }) {
  const id = useId();
  const save = useSaveConsent(consent);
  const form = useForm<Values, unknown, Request>({
    resolver: contractResolver(CreateConsentRequest),
    defaultValues: consent
      ? {
          name: consent.name,
          text: consent.text,
          mandatory: consent.mandatory,
          double_opt_in: consent.double_opt_in,
        }
      : EMPTY,
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((request) =>
    save.mutate(request, {
      onSuccess: ({ consent: saved }) => {
        form.reset(form.getValues());
        toast.success(
          consent && saved.version > consent.version
            ? `“${saved.name}” saved as version ${saved.version}.`
            : `“${saved.name}” saved.`,
        );
        onSaved();
      },
      onError: (e) =>
        e instanceof ApiError && applyServerErrors(e.body, form.setError, CONSENT_FIELDS),
    }),
  );
  return (
    <form id={FORM_ID} noValidate className="space-y-5" onSubmit={(e) => void onSubmit(e)}>
      <UnsavedChangesGuard dirty={isDirty && !save.isPending} />
      <Field
        label="Name"
        hint="For you: the list, the filters and the CSV column. Players do not see it."
        error={errors.name?.message}
      >
        {(props) => (
          <Input
            {...props}
            maxLength={80}
            placeholder="e.g. Newsletter"
            data-testid="consent-name"
            {...form.register('name')}
          />
        )}
      </Field>
      <div className="space-y-1.5">
        <span id={`${id}-text`} className="block text-sm font-medium text-slate-700">
          Text players read
        </span>
        <Controller
          control={form.control}
          name="text"
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="I agree to receive news and offers by email. See our privacy policy."
              toolbar={CONSENT_TOOLBAR}
              labelledBy={`${id}-text`}
              describedBy={`${id}-hint`}
              invalid={Boolean(errors.text)}
              testId="consent-text"
              className="pd-rich"
            />
          )}
        />
        {errors.text?.message ? (
          <p id={`${id}-hint`} className="text-sm text-red-600" role="alert">
            {errors.text.message}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            Select text to make it bold or link it to your terms and privacy policy.
            {consent
              ? ` Changing the text makes version ${consent.version + 1}; players who agreed keep the version they saw.`
              : ''}
          </p>
        )}
      </div>
      <div className="space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-100 ring-inset">
        <Controller
          control={form.control}
          name="mandatory"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={field.onChange}
              label="Mandatory"
              description="Players must tick it to send the form (e.g. the game's terms)."
            />
          )}
        />
        <Controller
          control={form.control}
          name="double_opt_in"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={field.onChange}
              label="Double opt-in"
              description="We email the player a link; the consent stays pending until they click it."
            />
          )}
        />
      </div>
    </form>
  );
}
