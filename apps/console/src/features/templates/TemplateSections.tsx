import type { TemplateKind } from '@playdesk/contract';
import { contrastRatio } from '@playdesk/ui/color';
import { useId, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Card } from '../../ui/Card';
import { ColorField } from '../../ui/ColorField';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { RichTextEditor } from '../../ui/RichTextEditor';
import { ImageField } from '../media';
import type { TemplateFormRequest } from './api';
import type { TemplateFormValues } from './template-model';
import { useT, type T } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';

/** The template editor's form, as each section receives it. */
export type TemplateForm = UseFormReturn<TemplateFormValues, unknown, TemplateFormRequest>;

/** The bubble toolbar over selected text in a template message. */
const MESSAGE_TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  [{ header: 2 }, { header: 3 }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }, { color: [] }],
  ['link', 'clean'],
];

export function Section({
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

/** Title, rich-text message and image: what the player reads. */
export function ContentSection({ form }: { form: TemplateForm }) {
  const t = useT();
  const messageLabelId = useId();
  const messageHintId = useId();
  const { errors } = form.formState;
  return (
    <Section title={t('templates.content.title')} description={t('templates.content.text')}>
      <Field label={t('templates.content.field_title')} error={errors.title?.message}>
        {(field) => <Input {...field} {...form.register('title')} maxLength={120} />}
      </Field>
      <div className="space-y-1.5">
        <span id={messageLabelId} className="block text-sm font-medium text-slate-700">
          {t('templates.content.message')}
        </span>
        <Controller
          control={form.control}
          name="message"
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              placeholder={t('templates.content.message_placeholder')}
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
            {t('templates.content.message_hint')}
          </p>
        )}
      </div>
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageField
            label={t('templates.content.image')}
            value={field.value}
            onChange={(url) => field.onChange(url)}
            hint={t('templates.content.image_hint')}
            error={errors.image?.message}
            testId="template-image"
          />
        )}
      />
    </Section>
  );
}

export function ButtonSection({ form, kind }: { form: TemplateForm; kind: TemplateKind }) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <Section
      title={t('templates.button.title')}
      description={
        kind === 'leaderboard' ? t('templates.button.text_leaderboard') : t('templates.button.text')
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('templates.button.label')} error={errors.button_label?.message}>
          {(field) => <Input {...field} {...form.register('button_label')} maxLength={40} />}
        </Field>
        <Field
          label={t('templates.button.link')}
          error={errors.button_link?.message}
          hint={t('templates.button.link_hint')}
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
  );
}

function contrastHint(
  t: T,
  fg: string,
  bg: string,
  what: 'text' | 'button_text',
): string | undefined {
  const ratio = contrastRatio(fg, bg);
  if (ratio === null || ratio >= 4.5) return undefined;
  return t(`templates.colours.contrast_${what}`, {
    ratio: formatNumber(Math.round(ratio * 10) / 10),
    aim: formatNumber(4.5),
  });
}

const COLOR_FIELDS = [
  { name: 'background', testId: 'color-background' },
  { name: 'text', testId: 'color-text' },
  { name: 'button', testId: 'color-button' },
  { name: 'button_text', testId: 'color-button-text' },
] as const;

/** The four colours, warning under a text colour that is hard to read on its background. */
export function ColoursSection({
  form,
  colors,
}: {
  form: TemplateForm;
  colors: TemplateFormValues['colors'];
}) {
  const t = useT();
  const { errors } = form.formState;
  const hints: Partial<Record<keyof TemplateFormValues['colors'], string>> = {
    text: contrastHint(t, colors.text, colors.background, 'text'),
    button_text: contrastHint(t, colors.button_text, colors.button, 'button_text'),
  };
  return (
    <Section title={t('templates.colours.title')} description={t('templates.colours.hint')}>
      <div className="grid gap-5 sm:grid-cols-2">
        {COLOR_FIELDS.map(({ name, testId }) => (
          <Controller
            key={name}
            control={form.control}
            name={`colors.${name}`}
            render={({ field }) => (
              <ColorField
                label={t(`templates.colours.${name}`)}
                value={field.value}
                onChange={field.onChange}
                error={errors.colors?.[name]?.message}
                hint={hints[name]}
                testId={testId}
              />
            )}
          />
        ))}
      </div>
    </Section>
  );
}
