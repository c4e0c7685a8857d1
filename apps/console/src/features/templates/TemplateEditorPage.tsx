import {
  TemplateInput,
  type Template,
  type TemplateKind,
  type UpdateTemplateRequest,
} from '@playdesk/contract';
import { contrastRatio } from '@playdesk/ui/color';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { pathTo } from '../../rules/routes';
import { toast } from '../../session/toast';
import { Button, LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ColorField } from '../../ui/ColorField';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { applyServerErrors, contractResolver } from '../../ui/form-errors';
import { ArrowLeftIcon, PhoneIcon } from '../../ui/icons';
import { Input } from '../../ui/Input';
import { ConfirmDialog, Modal } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { UnsavedChangesGuard } from '../../ui/UnsavedChanges';
import { ImageField } from '../media';
import { templateApi, templateWritten, useDeleteTemplate, useTemplate } from './api';
import { RichTextEditor } from '../../ui/RichTextEditor';
import {
  KIND_INFO,
  newTemplateValues,
  TEMPLATE_FIELDS,
  templateToValues,
  valuesToRequest,
  type TemplateFormValues,
} from './template-model';
import { PhonePreview } from './TemplatePreview';
import { editRoute, listPath } from './template-routes';

/** The bubble toolbar over selected text in a template message. */
const MESSAGE_TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  [{ header: 2 }, { header: 3 }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }, { color: [] }],
  ['link', 'clean'],
];

type TemplateOutput = z.output<typeof TemplateInput>;

export function TemplateEditorPage({ kind, mode }: { kind: TemplateKind; mode: 'add' | 'edit' }) {
  const { id = '' } = useParams();
  if (mode === 'add') return <TemplateEditor key={`new-${kind}`} kind={kind} template={null} />;
  return <EditTemplate kind={kind} id={id} />;
}

function BackLink({ kind }: { kind: TemplateKind }) {
  return (
    <Link
      to={listPath(kind)}
      className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-800"
    >
      <ArrowLeftIcon className="size-4" />
      Templates
    </Link>
  );
}

function EditTemplate({ kind, id }: { kind: TemplateKind; id: string }) {
  const query = useTemplate(id, Boolean(id));
  const { title, shown } = KIND_INFO[kind];
  if (query.isPending) {
    return (
      <>
        <BackLink kind={kind} />
        <PageHeader title={`${title} template`} description={shown} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Card className="space-y-5 p-5">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="space-y-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </Card>
          <Skeleton className="hidden aspect-[9/17.5] rounded-[2.5rem] lg:block" />
        </div>
      </>
    );
  }
  if (query.isError || !query.data) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <BackLink kind={kind} />
        <PageHeader title={`${title} template`} description={shown} />
        <EmptyState
          title={missing ? 'No template at this address' : 'The template could not be loaded'}
          description={
            missing
              ? `This account has no ${title.toLowerCase()} template with this link. It may have been deleted.`
              : 'Check your connection and try again.'
          }
          action={
            missing ? (
              <LinkButton to={listPath(kind)}>Back to templates</LinkButton>
            ) : (
              <Button onClick={() => void query.refetch()}>Try again</Button>
            )
          }
        />
      </>
    );
  }
  const template = query.data.template;
  if (template.kind !== kind) {
    return <Navigate replace to={pathTo(editRoute(template.kind), { id: template.public_id })} />;
  }
  return <TemplateEditor key={template.public_id} kind={kind} template={template} />;
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
      <div className="mt-5 space-y-5">{children}</div>
    </Card>
  );
}

function contrastHint(fg: string, bg: string, what: string): string | undefined {
  const ratio = contrastRatio(fg, bg);
  if (ratio === null || ratio >= 4.5) return undefined;
  return `${what} may be hard to read (contrast ${ratio.toFixed(1)}:1, aim for 4.5:1).`;
}

function TemplateEditor({ kind, template }: { kind: TemplateKind; template: Template | null }) {
  const info = KIND_INFO[kind];
  const navigate = useNavigate();
  const client = useQueryClient();
  const messageLabelId = useId();
  const messageHintId = useId();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  const defaults = useMemo(
    () => (template ? templateToValues(template) : newTemplateValues(kind)),
    [template, kind],
  );
  const form = useForm<TemplateFormValues, unknown, TemplateOutput>({
    resolver: contractResolver(TemplateInput, valuesToRequest),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const watched = useWatch({ control: form.control });
  const preview: TemplateFormValues = {
    ...defaults,
    ...watched,
    image: watched.image ?? null,
    colors: { ...defaults.colors, ...watched.colors },
  };

  const save = useMutation({
    mutationFn: (body: TemplateOutput) =>
      template
        ? templateApi.update(template.public_id, body as UpdateTemplateRequest)
        : templateApi.create({ ...body, kind }),
    onSuccess: async ({ template: saved }) => {
      await templateWritten(client, { saved });
      form.reset(templateToValues(saved));
      if (template) {
        toast.success('Changes saved.');
      } else {
        toast.success(`“${saved.name}” is ready. Choose it for a game in the game editor.`);
        setLeaveTo(listPath(kind));
      }
    },
    onError: (error) => {
      if (error instanceof ApiError) applyServerErrors(error.body, form.setError, TEMPLATE_FIELDS);
    },
  });
  const remove = useDeleteTemplate();

  // Leave only once the saved values are the form's (so the unsaved-changes guard stays quiet).
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo);
  }, [leaveTo, navigate]);

  const heading = template ? `${info.title} template` : `New ${info.title.toLowerCase()} template`;
  const textHint = contrastHint(preview.colors.text, preview.colors.background, 'Text');
  const buttonHint = contrastHint(preview.colors.button_text, preview.colors.button, 'Button text');

  return (
    <>
      <BackLink kind={kind} />
      <PageHeader
        title={heading}
        description={template ? template.name : info.shown}
        actions={
          template ? (
            <Button
              variant="secondary"
              className="text-red-600"
              onClick={() => setConfirmDelete(true)}
            >
              Delete
            </Button>
          ) : null
        }
      />
      <UnsavedChangesGuard when={isDirty && !leaveTo} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form
          noValidate
          aria-label={heading}
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="min-w-0 space-y-5"
        >
          <Section
            title="Name"
            description="Only your team sees it, when choosing the template for a game."
          >
            <Field label="Template name" error={errors.name?.message}>
              {(field) => (
                <Input
                  {...field}
                  {...form.register('name')}
                  placeholder={`e.g. Summer campaign — ${info.title.toLowerCase()}`}
                  autoFocus={!template}
                />
              )}
            </Field>
          </Section>

          <Section title="Content" description="What the player reads on the screen.">
            <Field label="Title" error={errors.title?.message}>
              {(field) => <Input {...field} {...form.register('title')} maxLength={120} />}
            </Field>
            <div className="space-y-1.5">
              <span id={messageLabelId} className="block text-sm font-medium text-slate-700">
                Message
              </span>
              <Controller
                control={form.control}
                name="message"
                render={({ field }) => (
                  <RichTextEditor
                    value={field.value}
                    onChange={field.onChange}
                    placeholder="Write the message players see…"
                    toolbar={MESSAGE_TOOLBAR}
                    labelledBy={messageLabelId}
                    describedBy={messageHintId}
                    invalid={Boolean(errors.message)}
                    testId="template-message"
                  />
                )}
              />
              {errors.message?.message ? (
                <p id={messageHintId} className="text-sm text-red-600" role="alert">
                  {errors.message.message}
                </p>
              ) : (
                <p id={messageHintId} className="text-xs text-slate-500">
                  Select text to make it bold, add a link, a list or a colour.
                </p>
              )}
            </div>
            <Controller
              control={form.control}
              name="image"
              render={({ field }) => (
                <ImageField
                  label="Image"
                  value={field.value}
                  onChange={(url) => field.onChange(url)}
                  hint="Shown at the top of the screen. A wide picture works best (PNG, JPEG, WebP or GIF)."
                  error={errors.image?.message}
                  testId="template-image"
                />
              )}
            />
          </Section>

          <Section
            title="Button"
            description={
              kind === 'leaderboard'
                ? 'Invites players to play again. Leave the label empty for no button.'
                : 'Leave the link empty to let the button close the screen.'
            }
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Button label" error={errors.button_label?.message}>
                {(field) => <Input {...field} {...form.register('button_label')} maxLength={40} />}
              </Field>
              <Field
                label="Button link"
                error={errors.button_link?.message}
                hint="Optional: a page of your site, your menu or an offer."
              >
                {(field) => (
                  <Input
                    {...field}
                    {...form.register('button_link')}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                  />
                )}
              </Field>
            </div>
          </Section>

          <Section title="Colours" description="Match the screen to your brand.">
            <div className="grid gap-5 sm:grid-cols-2">
              <Controller
                control={form.control}
                name="colors.background"
                render={({ field }) => (
                  <ColorField
                    label="Background"
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.colors?.background?.message}
                    testId="color-background"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="colors.text"
                render={({ field }) => (
                  <ColorField
                    label="Text"
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.colors?.text?.message}
                    hint={textHint}
                    testId="color-text"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="colors.button"
                render={({ field }) => (
                  <ColorField
                    label="Button"
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.colors?.button?.message}
                    testId="color-button"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="colors.button_text"
                render={({ field }) => (
                  <ColorField
                    label="Button text"
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.colors?.button_text?.message}
                    hint={buttonHint}
                    testId="color-button-text"
                  />
                )}
              />
            </div>
          </Section>

          <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
            <p className="hidden flex-1 text-sm text-slate-500 sm:block" aria-live="polite">
              {isDirty ? 'Unsaved changes' : template ? 'All changes saved' : ''}
            </p>
            <Button
              variant="secondary"
              className="lg:hidden"
              icon={<PhoneIcon className="size-4" />}
              onClick={() => setPreviewOpen(true)}
            >
              Preview
            </Button>
            <span className="flex-1 sm:hidden" />
            <span className="hidden sm:contents">
              <LinkButton to={listPath(kind)} variant="ghost">
                Cancel
              </LinkButton>
            </span>
            <Button type="submit" loading={save.isPending}>
              {template ? 'Save changes' : 'Create template'}
            </Button>
          </div>
        </form>

        <aside className="sticky top-6 hidden lg:block" aria-label="Preview">
          <PhonePreview kind={kind} values={preview} />
        </aside>
      </div>

      <Modal
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        title="Preview"
        description="What players see on their phone."
        size="sm"
      >
        <PhonePreview kind={kind} values={preview} />
      </Modal>

      {template ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={`Delete “${template.name}”?`}
          description="Games that use this template go back to the standard Playdesk screen. This cannot be undone."
          confirmLabel="Delete template"
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(template.public_id, {
              onSuccess: () => {
                setConfirmDelete(false);
                toast.success('Template deleted.');
                form.reset(form.getValues());
                setLeaveTo(listPath(kind));
              },
            })
          }
        />
      ) : null}
    </>
  );
}
