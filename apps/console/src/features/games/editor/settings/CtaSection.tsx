import { useFormContext, useWatch } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '../../../../ui/Card';
import { cx } from '../../../../ui/cx';
import { Field } from '../../../../ui/Field';
import { Input } from '../../../../ui/Input';
import type { GameFormValues } from '../../game-form';
import { useEditorErrors } from '../useEditorErrors';
import { useT } from '../../../../i18n/i18n';

type Values = GameFormValues;

const CTA_ICONS = ['☕', '🛍️', '🎁', '🍕', '📅', '⭐', '👉'];

export function CtaSection() {
  const t = useT();
  const { control, register, setValue } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const icon = useWatch({ control, name: 'settings.cta.icon' });
  return (
    <Card>
      <CardHeader title={t('games.cta.title')} description={t('games.cta.hint')} />
      <CardBody className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <Field label={t('games.cta.icon')} error={errorFor('settings.cta.icon')}>
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
          <Field label={t('games.cta.label')} error={errorFor('settings.cta.label')}>
            {(props) => (
              <Input
                {...props}
                maxLength={60}
                placeholder={t('games.cta.label_placeholder')}
                {...register('settings.cta.label')}
              />
            )}
          </Field>
        </div>
        <div
          className="flex flex-wrap items-center gap-1.5"
          aria-label={t('games.cta.suggested')}
          role="group"
        >
          <span className="mr-1 text-xs text-slate-500">{t('games.cta.quick_pick')}</span>
          {CTA_ICONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              onClick={() => setValue('settings.cta.icon', emoji, { shouldDirty: true })}
              className={cx(
                'inline-flex size-8 items-center justify-center rounded-lg text-base ring-1 ring-inset hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600',
                icon === emoji ? 'bg-primary-50 ring-primary-300' : 'ring-slate-200',
              )}
              aria-label={t('games.cta.use_icon', { emoji })}
              aria-pressed={icon === emoji}
            >
              {emoji}
            </button>
          ))}
        </div>
        <Field
          label={t('games.cta.link')}
          hint={t('games.cta.link_hint')}
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
