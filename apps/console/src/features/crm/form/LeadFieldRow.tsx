import type { LeadFormField } from '@playdesk/contract';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Badge } from '../../../ui/Badge';
import { Input } from '../../../ui/Input';
import { Textarea } from '../../../ui/Textarea';
import { cx } from '../../../ui/cx';
import { isStandard, parseOptions, slugKey, uniqueKey } from './lead-form-model';
import { useErrorAt, type PlayerFormValues } from './form-values';
import { useT } from '../../../i18n/i18n';

const iconButton =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-40';

/** The choices of a choice field, one per line (kept as typed; the form gets the clean list). */
function OptionsBox({
  value,
  onChange,
  error,
  label,
}: {
  value: string[];
  onChange(options: string[]): void;
  error: string | undefined;
  label: string;
}) {
  const t = useT();
  const [text, setText] = useState(value.join('\n'));
  return (
    <div className="space-y-1">
      <Textarea
        rows={3}
        aria-label={t('games.form.choices', { label })}
        value={text}
        invalid={Boolean(error)}
        onChange={(e) => {
          setText(e.currentTarget.value);
          onChange(parseOptions(e.currentTarget.value));
        }}
        placeholder={t('games.form.choices_placeholder')}
      />
      {error ? (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : (
        <p className="text-xs text-slate-500">{t('games.form.one_per_line')}</p>
      )}
    </div>
  );
}

/**
 * One field of the form: its label, required or not, its choices; move and remove. A custom
 * field's key follows its label until the game is saved (saved answers keep their key).
 */
export function LeadFieldRow({
  index,
  count,
  savedKeys,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  savedKeys: readonly string[];
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}) {
  const t = useT();
  const { control, register, getValues, setValue } = useFormContext<PlayerFormValues>();
  const errorAt = useErrorAt();
  const base = `settings.lead_form.fields.${index}` as const;
  const field = useWatch({ control, name: base }) as LeadFormField;
  const labelError = errorAt(`${base}.label`) ?? errorAt(`${base}.key`);
  const labelField = register(`${base}.label`, {
    onChange: (event: { target: { value: string } }) => {
      if (isStandard(field.type) || savedKeys.includes(field.key)) return;
      const others = getValues('settings.lead_form.fields')
        .filter((_, i) => i !== index)
        .map((f) => f.key);
      setValue(`${base}.key`, uniqueKey(slugKey(event.target.value), others), {
        shouldDirty: true,
      });
    },
  });

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3" data-testid="lead-field">
      <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
        <Badge
          tone={isStandard(field.type) ? 'primary' : 'neutral'}
          className="w-24 justify-center"
        >
          {t(`games.form.type.${field.type}`)}
        </Badge>
        <Input
          aria-label={t('games.form.label_of', {
            type: t(`games.form.type.${field.type}`).toLowerCase(),
          })}
          maxLength={120}
          invalid={Boolean(labelError)}
          className="h-9 min-w-40 flex-1"
          {...labelField}
        />
        <label className="flex items-center gap-1.5 text-sm whitespace-nowrap text-slate-700">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 text-primary-600 focus:ring-primary-500"
            {...register(`${base}.required`)}
          />
          {t('games.form.required')}
        </label>
        <div className="flex">
          <button
            type="button"
            className={iconButton}
            aria-label={t('games.form.move_up')}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            ↑
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={t('games.form.move_down')}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            ↓
          </button>
          <button
            type="button"
            className={cx(iconButton, 'hover:bg-red-50 hover:text-red-600')}
            aria-label={
              field.label
                ? t('games.form.remove', { label: field.label })
                : t('games.form.remove_field')
            }
            onClick={() => onRemove(index)}
          >
            ✕
          </button>
        </div>
      </div>
      {labelError ? (
        <p className="mt-1.5 text-sm text-red-600" role="alert">
          {labelError}
        </p>
      ) : null}
      {field.type === 'choice' ? (
        <div className="mt-3 sm:pl-26">
          <Controller
            control={control}
            name={`${base}.options`}
            render={({ field: options }) => (
              <OptionsBox
                value={options.value ?? []}
                onChange={options.onChange}
                error={errorAt(`${base}.options`)}
                label={field.label}
              />
            )}
          />
        </div>
      ) : null}
    </li>
  );
}
