/**
 * One field of the player form and one consent: a visible label (with a * when required), the
 * control, and its problem beside it (linked by aria-describedby, flagged by aria-invalid).
 */
import type { HTMLInputTypeAttribute } from 'react';
import type { LeadConsent, LeadField } from './lead-values.js';
import { useT } from '../i18n/i18n.js';

const INPUT =
  'w-full rounded-xl bg-white px-3 py-2.5 text-base text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-primary-500 aria-invalid:ring-2 aria-invalid:ring-red-500';

const INPUTS: Partial<
  Record<
    LeadField['type'],
    { type: HTMLInputTypeAttribute; autoComplete: string; inputMode?: 'email' | 'tel' }
  >
> = {
  first_name: { type: 'text', autoComplete: 'given-name' },
  last_name: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  birth_date: { type: 'date', autoComplete: 'bday' },
  postcode: { type: 'text', autoComplete: 'postal-code' },
};

/** The id of a field's control (the first one focused when it has a problem). */
export function controlId(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/[^a-z0-9_-]/gi, '_')}`;
}

function Problem({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-600">
      *
    </span>
  );
}

interface FieldProps {
  field: LeadField;
  idPrefix: string;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
}

export function LeadFieldControl({ field, idPrefix, value, error, onChange }: FieldProps) {
  const t = useT();
  const id = controlId(idPrefix, field.key);
  const errorId = `${id}-error`;
  const a11y = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.required || undefined,
  } as const;

  if (field.type === 'checkbox') {
    return (
      <div>
        <label htmlFor={id} className="flex items-start gap-3 text-[15px] text-gray-800">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-primary-600"
            {...a11y}
          />
          <span>
            {field.label}
            {field.required && <RequiredMark />}
          </span>
        </label>
        <Problem id={errorId} text={error} />
      </div>
    );
  }

  const label = (
    <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-800">
      {field.label}
      {field.required && <RequiredMark />}
    </label>
  );
  const text = typeof value === 'string' ? value : '';

  if (field.type === 'choice') {
    return (
      <div>
        {label}
        <select
          id={id}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className={`${INPUT} appearance-auto`}
          {...a11y}
        >
          <option value="">{t('lead.choose')}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <Problem id={errorId} text={error} />
      </div>
    );
  }

  const input = INPUTS[field.type] ?? { type: 'text', autoComplete: 'off' };
  return (
    <div>
      {label}
      <input
        id={id}
        type={input.type}
        inputMode={input.inputMode}
        autoComplete={input.autoComplete}
        value={text}
        maxLength={field.type === 'email' ? 254 : 80}
        onChange={(e) => onChange(e.target.value)}
        className={INPUT}
        {...a11y}
      />
      <Problem id={errorId} text={error} />
    </div>
  );
}

interface ConsentProps {
  consent: LeadConsent;
  id: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

/** A consent: never ticked until the player ticks it; its text is the business's rich text. */
export function ConsentControl({ consent, id, checked, error, onChange }: ConsentProps) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={consent.mandatory || undefined}
          className="mt-0.5 size-5 shrink-0 accent-primary-600"
        />
        <div className="flex-1 text-sm text-gray-700">
          {/* A tap on a link in the text opens the link; elsewhere it ticks the box. */}
          <label
            htmlFor={id}
            className="pd-instructions block"
            // Sanitised by the server when the business saved the consent.
            dangerouslySetInnerHTML={{ __html: consent.text }}
          />
          {consent.mandatory && (
            <p className="text-xs font-semibold text-gray-500">{t('lead.consent_required_note')}</p>
          )}
        </div>
      </div>
      <Problem id={errorId} text={error} />
    </div>
  );
}
