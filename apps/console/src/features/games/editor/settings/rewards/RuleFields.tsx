import type { ReactNode } from 'react';
import { Controller, useFormContext, type Path } from 'react-hook-form';
import { Field } from '../../../../../ui/Field';
import { Input } from '../../../../../ui/Input';
import type { GameFormValues } from '../../../game-form';
import { useEditorErrors } from '../../useEditorErrors';
import { fromLocalInput, toLocalInput } from './rules-model';

type FormPath = Path<GameFormValues>;

/**
 * A number of a rule: the input's text ↔ the form's number, a blank box ↔ null (no cap, the
 * default). The contract's message for the path shows under it.
 */
export function NumberField({
  name,
  label,
  hint,
  placeholder,
  step = 1,
  suffix,
  testId,
}: {
  name: FormPath;
  label: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  step?: number | 'any';
  suffix?: string;
  testId?: string;
}) {
  const { control } = useFormContext<GameFormValues>();
  const { errorFor } = useEditorErrors();
  return (
    <Field label={label} hint={hint} error={errorFor(name)}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <div className="relative">
              <Input
                {...props}
                ref={field.ref}
                name={field.name}
                type="number"
                inputMode={step === 1 ? 'numeric' : 'decimal'}
                step={step}
                min={0}
                placeholder={placeholder}
                className={suffix ? 'pr-9' : undefined}
                value={
                  typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : ''
                }
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  field.onChange(text === '' ? null : e.currentTarget.valueAsNumber);
                }}
                onBlur={field.onBlur}
                data-testid={testId}
              />
              {suffix ? (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500"
                >
                  {suffix}
                </span>
              ) : null}
            </div>
          )}
        />
      )}
    </Field>
  );
}

/**
 * A date and time of a rule, in the browser's time zone: the form holds the ISO instant the
 * request sends. `required` keeps a cleared box as '' (so the contract says "Use a date and
 * time"); otherwise a cleared box is null (not set).
 */
export function DateTimeField({
  name,
  label,
  hint,
  required = false,
  testId,
}: {
  name: FormPath;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  testId?: string;
}) {
  const { control } = useFormContext<GameFormValues>();
  const { errorFor } = useEditorErrors();
  return (
    <Field label={label} hint={hint} error={errorFor(name)}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Input
              {...props}
              ref={field.ref}
              name={field.name}
              type="datetime-local"
              value={toLocalInput(typeof field.value === 'string' ? field.value : null)}
              onChange={(e) => {
                const iso = fromLocalInput(e.currentTarget.value);
                field.onChange(iso ?? (required ? '' : null));
              }}
              onBlur={field.onBlur}
              data-testid={testId}
            />
          )}
        />
      )}
    </Field>
  );
}
