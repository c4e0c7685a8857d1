import { isHexColor, normalizeHex } from '@playdesk/ui/color';
import { useId, useState } from 'react';
import { useT } from '../i18n/i18n';
import { cx } from './cx';

/**
 * A colour: the browser's colour picker beside a hex input (`#4A3494`). Typing `4a3494` or `#43a`
 * is accepted and normalised when the field is left.
 */
export function ColorField({
  label,
  value,
  onChange,
  error,
  hint,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  hint?: string | undefined;
  testId?: string;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value;
  const valid = isHexColor(value);
  const messageId = `${id}-msg`;
  const message = error ?? hint;
  return (
    <div className="min-w-0 space-y-1.5" data-testid={testId}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div
        className={cx(
          'flex h-10 items-center gap-2 rounded-lg border bg-white pr-2 pl-1.5 shadow-sm focus-within:ring-2',
          error
            ? 'border-red-400 focus-within:ring-red-200'
            : 'border-slate-300 focus-within:border-primary-500 focus-within:ring-primary-200',
        )}
      >
        <span className="relative size-7 shrink-0 overflow-hidden rounded-md ring-1 ring-slate-900/10">
          <span
            aria-hidden="true"
            className="absolute inset-0"
            style={{ background: valid ? value : '#fff' }}
          />
          <input
            type="color"
            aria-label={t('common.pick_colour', { label })}
            value={valid ? value.toLowerCase() : '#ffffff'}
            onChange={(e) => {
              setDraft(null);
              onChange(e.target.value.toUpperCase());
            }}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
          />
        </span>
        <input
          id={id}
          value={shown}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            // Full six-digit colours apply at once; short forms (#43a) when the field is left.
            const next = e.target.value.trim().replace(/^#?/, '#');
            if (isHexColor(next)) onChange(next.toUpperCase());
          }}
          onBlur={() => {
            if (draft !== null) onChange(normalizeHex(draft));
            setDraft(null);
          }}
          className="h-full w-full min-w-0 bg-transparent font-mono text-sm text-slate-900 uppercase focus:outline-none"
        />
      </div>
      {message ? (
        <p
          id={messageId}
          className={cx('text-xs', error ? 'text-sm text-red-600' : 'text-amber-700')}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
