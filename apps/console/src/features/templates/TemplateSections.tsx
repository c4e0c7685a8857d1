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
  const messageLabelId = useId();
  const messageHintId = useId();
  const { errors } = form.formState;
  return (
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
  );
}

export function ButtonSection({ form, kind }: { form: TemplateForm; kind: TemplateKind }) {
  const { errors } = form.formState;
  return (
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
  );
}

function contrastHint(fg: string, bg: string, what: string): string | undefined {
  const ratio = contrastRatio(fg, bg);
  if (ratio === null || ratio >= 4.5) return undefined;
  return `${what} may be hard to read (contrast ${ratio.toFixed(1)}:1, aim for 4.5:1).`;
}

const COLOR_FIELDS = [
  { name: 'background', label: 'Background', testId: 'color-background' },
  { name: 'text', label: 'Text', testId: 'color-text' },
  { name: 'button', label: 'Button', testId: 'color-button' },
  { name: 'button_text', label: 'Button text', testId: 'color-button-text' },
] as const;

/** The four colours, warning under a text colour that is hard to read on its background. */
export function ColoursSection({
  form,
  colors,
}: {
  form: TemplateForm;
  colors: TemplateFormValues['colors'];
}) {
  const { errors } = form.formState;
  const hints: Partial<Record<keyof TemplateFormValues['colors'], string>> = {
    text: contrastHint(colors.text, colors.background, 'Text'),
    button_text: contrastHint(colors.button_text, colors.button, 'Button text'),
  };
  return (
    <Section title="Colours" description="Match the screen to your brand.">
      <div className="grid gap-5 sm:grid-cols-2">
        {COLOR_FIELDS.map(({ name, label, testId }) => (
          <Controller
            key={name}
            control={form.control}
            name={`colors.${name}`}
            render={({ field }) => (
              <ColorField
                label={label}
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
