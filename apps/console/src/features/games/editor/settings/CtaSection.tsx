import { useFormContext, useWatch } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '../../../../ui/Card';
import { cx } from '../../../../ui/cx';
import { Field } from '../../../../ui/Field';
import { Input } from '../../../../ui/Input';
import type { GameFormValues } from '../../game-form';
import { useEditorErrors } from '../useEditorErrors';

type Values = GameFormValues;

const CTA_ICONS = ['☕', '🛍️', '🎁', '🍕', '📅', '⭐', '👉'];

export function CtaSection() {
  const { control, register, setValue } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const icon = useWatch({ control, name: 'settings.cta.icon' });
  return (
    <Card>
      <CardHeader
        title="Call to action"
        description="A button under the game that sends players to your site, shop or booking page."
      />
      <CardBody className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <Field label="Icon" error={errorFor('settings.cta.icon')}>
            {(props) => (
              <Input
                {...props}
                maxLength={40}
                className="text-lg"
                placeholder="☕"
                {...register('settings.cta.icon')}
              />
            )}
          </Field>
          <Field label="Button label" error={errorFor('settings.cta.label')}>
            {(props) => (
              <Input
                {...props}
                maxLength={60}
                placeholder="e.g. Order online"
                {...register('settings.cta.label')}
              />
            )}
          </Field>
        </div>
        <div
          className="flex flex-wrap items-center gap-1.5"
          aria-label="Suggested icons"
          role="group"
        >
          <span className="mr-1 text-xs text-slate-500">Quick pick:</span>
          {CTA_ICONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              onClick={() => setValue('settings.cta.icon', emoji, { shouldDirty: true })}
              className={cx(
                'inline-flex size-8 items-center justify-center rounded-lg text-base ring-1 ring-inset hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600',
                icon === emoji ? 'bg-primary-50 ring-primary-300' : 'ring-slate-200',
              )}
              aria-label={`Use ${emoji} as the icon`}
              aria-pressed={icon === emoji}
            >
              {emoji}
            </button>
          ))}
        </div>
        <Field
          label="Link"
          hint="A full address starting with https://. Leave empty for no button."
          error={errorFor('settings.cta.link')}
        >
          {(props) => (
            <Input
              {...props}
              type="url"
              inputMode="url"
              placeholder="https://www.example.com/order"
              {...register('settings.cta.link')}
            />
          )}
        </Field>
      </CardBody>
    </Card>
  );
}
