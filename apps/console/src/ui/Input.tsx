import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from './cx';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ invalid, className, ...rest }: InputProps) {
  return (
    <input
      className={cx(
        'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm',
        'placeholder:text-muted focus:outline-none focus:ring-2 focus:ring-offset-0',
        invalid
          ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
          : 'border-slate-300 focus:border-primary-500 focus:ring-primary-200',
        'disabled:bg-slate-50 disabled:text-slate-500',
        className,
      )}
      aria-invalid={invalid || undefined}
      {...rest}
    />
  );
}
