import type { Template, TemplateKind } from '@playdesk/contract';
import { overlayTexts, TemplateInput } from '@playdesk/contract';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { toast } from '../../session/toast';
import { Button, LinkButton } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { applyServerErrors, contractResolver } from '../../ui/form-errors';
import { ArrowLeftIcon, PhoneIcon } from '../../ui/icons';
import { Input } from '../../ui/Input';
import { Modal } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { ObjectTranslations } from '../../ui/translations/ObjectTranslations';
import {
  PreviewLanguageSwitch,
  usePreviewLanguage,
  type PreviewLanguage,
} from '../../ui/translations/preview-language';
import { languageName } from '../../ui/translations/translation-model';
import { useSaveTemplate, useSaveTemplateTranslation, type TemplateFormRequest } from './api';
import { DeleteTemplateDialog } from './DeleteTemplateDialog';
import { useT } from '../../i18n/i18n';
import {
  newTemplateValues,
  TEMPLATE_FIELDS,
  templateToValues,
  templateTranslationFields,
  valuesToRequest,
  type TemplateFormValues,
} from './template-model';
import { PhonePreview } from './TemplatePreview';
import { ButtonSection, ColoursSection, ContentSection, Section } from './TemplateSections';
import { listPath } from './template-routes';

export function BackLink({ kind }: { kind: TemplateKind }) {
  const t = useT();
  return (
    <Link
      to={listPath(kind)}
      className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-800"
    >
      <ArrowLeftIcon className="size-4" />
      {t('templates.title')}
    </Link>
  );
}

/** Creates a template of `kind` (`template` null) or edits one, next to a live phone preview. */
export function TemplateEditor({
  kind,
  template,
}: {
  kind: TemplateKind;
  template: Template | null;
}) {
  const t = useT();
  const lower = t(`templates.kind.${kind}.lower`);
  const navigate = useNavigate();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  const defaults = useMemo(
    () =>
      template
        ? templateToValues(template)
        : newTemplateValues(kind, {
            title: t(`templates.starter.${kind}.title`),
            message: t(`templates.starter.${kind}.message`),
            button_label: t(`templates.starter.${kind}.button`),
          }),
    [template, kind, t],
  );
  const form = useForm<TemplateFormValues, unknown, TemplateFormRequest>({
    resolver: contractResolver(TemplateInput, valuesToRequest),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const watched = useWatch({ control: form.control });
  const [translationDirty, setTranslationDirty] = useState(false);
  const language = usePreviewLanguage();
  const edited: TemplateFormValues = {
    ...defaults,
    ...watched,
    image: watched.image ?? null,
    colors: { ...defaults.colors, ...watched.colors },
  };
  // In the language the preview shows: a translation's texts over the form's (a blank one: the
  // default language's, as players get it).
  const preview = language.shown ? overlayTexts(edited, language.shown.texts) : edited;

  const save = useSaveTemplate(kind, template);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ template: saved }) => {
        form.reset(templateToValues(saved));
        if (template) {
          toast.success(t('templates.saved'));
        } else {
          toast.success(t('templates.created', { name: saved.name }));
          setLeaveTo(listPath(kind));
        }
      },
      onError: (error) => {
        if (error instanceof ApiError)
          applyServerErrors(error.body, form.setError, TEMPLATE_FIELDS);
      },
    }),
  );

  // Leave only once the saved values are the form's (so the unsaved-changes guard stays quiet).
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo);
  }, [leaveTo, navigate]);

  const heading = template
    ? t(`templates.kind.${kind}.heading`)
    : t('templates.new', { kind: lower });

  return (
    <>
      <BackLink kind={kind} />
      <PageHeader
        title={heading}
        description={template ? template.name : t(`templates.kind.${kind}.shown`)}
        actions={
          template ? (
            <Button
              variant="secondary"
              className="text-red-600"
              onClick={() => setConfirmDelete(true)}
            >
              {t('templates.delete')}
            </Button>
          ) : null
        }
      />
      <UnsavedChangesGuard dirty={(isDirty || translationDirty) && !leaveTo} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <form noValidate aria-label={heading} onSubmit={onSubmit} className="space-y-5">
            <Section title={t('templates.name.title')} description={t('templates.name.text')}>
              <Field label={t('templates.name.label')} error={errors.name?.message}>
                {(field) => (
                  <Input
                    {...field}
                    {...form.register('name')}
                    placeholder={t('templates.name.placeholder', { kind: lower })}
                    autoFocus={!template}
                  />
                )}
              </Field>
            </Section>
            <ContentSection form={form} />
            <ButtonSection form={form} kind={kind} />
            <ColoursSection form={form} colors={preview.colors} />

            <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
              <p className="hidden flex-1 text-sm text-slate-500 sm:block" aria-live="polite">
                {isDirty ? t('templates.unsaved') : template ? t('templates.all_saved') : ''}
              </p>
              <Button
                variant="secondary"
                className="lg:hidden"
                icon={<PhoneIcon className="size-4" />}
                onClick={() => setPreviewOpen(true)}
              >
                {t('templates.preview.title')}
              </Button>
              <span className="flex-1 sm:hidden" />
              <span className="hidden sm:contents">
                <LinkButton to={listPath(kind)} variant="ghost">
                  {t('common.cancel')}
                </LinkButton>
              </span>
              <Button type="submit" loading={save.isPending}>
                {template ? t('templates.save') : t('templates.create_button')}
              </Button>
            </div>
          </form>
          {template ? (
            <TemplateTranslations
              template={template}
              onDirty={setTranslationDirty}
              onDraft={language.onDraft}
            />
          ) : (
            <p className="px-1 text-sm text-slate-500">
              {t('templates.translations_after_create')}
            </p>
          )}
        </div>

        <aside
          className="sticky top-6 hidden space-y-3 lg:block"
          aria-label={t('templates.preview.title')}
        >
          {template ? (
            <div className="flex justify-center">
              <PreviewLanguageSwitch
                defaultLanguage={template.default_language}
                preview={language}
              />
            </div>
          ) : null}
          <PhonePreview kind={kind} values={preview} />
        </aside>
      </div>

      <Modal
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        title={t('templates.preview.title')}
        description={t('templates.preview.text')}
        size="sm"
      >
        {template ? (
          <div className="mb-3 flex justify-center">
            <PreviewLanguageSwitch defaultLanguage={template.default_language} preview={language} />
          </div>
        ) : null}
        <PhonePreview kind={kind} values={preview} />
      </Modal>

      {template ? (
        <DeleteTemplateDialog
          template={template}
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          onDeleted={() => {
            form.reset(form.getValues());
            setLeaveTo(listPath(kind));
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The saved template's texts in other languages (its own saves: the form above is not involved).
 * The texts beside the inputs are the saved ones, those players see in the default language.
 */
function TemplateTranslations({
  template,
  onDirty,
  onDraft,
}: {
  template: Template;
  onDirty(dirty: boolean): void;
  onDraft: PreviewLanguage['onDraft'];
}) {
  const t = useT();
  const save = useSaveTemplateTranslation(template);
  const fields = useMemo(() => templateTranslationFields(template, t), [template, t]);
  return (
    <ObjectTranslations
      defaultLanguage={template.default_language}
      translations={template.translations}
      fields={fields}
      onSave={(language, texts) => save.mutateAsync({ language, translation: texts })}
      onDirty={onDirty}
      onDraft={onDraft}
      description={t('templates.translations_hint', {
        language: languageName(t, template.default_language),
      })}
      testId="template-translations"
    />
  );
}
