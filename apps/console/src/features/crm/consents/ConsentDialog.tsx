import { CreateConsentRequest, type Consent } from '@playdesk/contract';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../api/client';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { applyServerErrors, contractResolver } from '../../../ui/form-errors';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { RichTextEditor } from '../../../ui/RichTextEditor';
import { SwitchField } from '../../../ui/SwitchField';
import { ObjectTranslations } from '../../../ui/translations/ObjectTranslations';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { useSaveConsent, useSaveConsentTranslation } from '../api';

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
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      title={consent ? t('crm.consent.edit_title', { name: consent.name }) : t('crm.consent.new')}
      description={t('crm.consent.dialog_hint')}
      testId="consent-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} data-testid="consent-save">
            {consent ? t('crm.consent.save') : t('crm.consent.create')}
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
  const t = useT();
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
  const [translationDirty, setTranslationDirty] = useState(false);
  const onSubmit = form.handleSubmit((request) =>
    save.mutate(request, {
      onSuccess: ({ consent: saved }) => {
        form.reset(form.getValues());
        toast.success(
          consent && saved.version > consent.version
            ? t('crm.consent.saved_version', { name: saved.name, version: saved.version })
            : t('crm.consent.saved', { name: saved.name }),
        );
        onSaved();
      },
      onError: (e) =>
        e instanceof ApiError && applyServerErrors(e.body, form.setError, CONSENT_FIELDS),
    }),
  );
  return (
    <>
      <form id={FORM_ID} noValidate className="space-y-5" onSubmit={(e) => void onSubmit(e)}>
        <UnsavedChangesGuard dirty={(isDirty || translationDirty) && !save.isPending} />
        <Field
          label={t('crm.consent.name')}
          hint={t('crm.consent.name_hint')}
          error={errors.name?.message}
        >
          {(props) => (
            <Input
              {...props}
              maxLength={80}
              placeholder={t('crm.consent.name_placeholder')}
              data-testid="consent-name"
              {...form.register('name')}
            />
          )}
        </Field>
        <div className="space-y-1.5">
          <span id={`${id}-text`} className="block text-sm font-medium text-slate-700">
            {t('crm.consent.text')}
          </span>
          <Controller
            control={form.control}
            name="text"
            render={({ field }) => (
              <RichTextEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('crm.consent.text_placeholder')}
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
              {t('crm.consent.text_hint')}
              {consent ? ` ${t('crm.consent.text_version', { next: consent.version + 1 })}` : ''}
            </p>
          )}
        </div>
        <div className="space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-100 ring-inset">
          <SwitchField
            control={form.control}
            name="mandatory"
            label={t('crm.consent.mandatory')}
            description={t('crm.consent.mandatory_hint')}
          />
          <SwitchField
            control={form.control}
            name="double_opt_in"
            label={t('crm.consent.double_opt_in')}
            description={t('crm.consent.double_opt_in_hint')}
          />
        </div>
      </form>
      {consent ? (
        <ConsentTranslations consent={consent} text={form.control} onDirty={setTranslationDirty} />
      ) : (
        <p className="mt-5 border-t border-slate-100 pt-4 text-xs text-slate-500">
          {t('crm.consent.translate_later')}
        </p>
      )}
    </>
  );
}

/**
 * The consent's text in other languages (issue 33 §4): saved on their own, one language at a
 * time; the text beside each is the one in the form above, as typed.
 */
function ConsentTranslations({
  consent,
  text,
  onDirty,
}: {
  consent: Consent;
  text: Control<Values>;
  onDirty(dirty: boolean): void;
}) {
  const t = useT();
  const typed = useWatch({ control: text, name: 'text' });
  // The consent as last saved here (the dialog was opened with the one of the list).
  const [current, setCurrent] = useState(consent);
  const save = useSaveConsentTranslation(consent);
  return (
    <div className="mt-5">
      <ObjectTranslations
        bare
        testId="consent-translations"
        defaultLanguage={current.default_language}
        translations={current.translations}
        fields={[
          {
            key: 'text',
            label: t('crm.consent.text'),
            defaultText: typed,
            maxLength: 5000,
            html: true,
          },
        ]}
        onSave={async (language, texts) =>
          setCurrent(await save.mutateAsync({ language, translation: texts }))
        }
        onDirty={onDirty}
      />
    </div>
  );
}
