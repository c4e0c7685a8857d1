import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * A small set of exclusive choices shown side by side (a radio group: arrow keys move, one tab
 * stop).
 */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  size = 'md',
  className,
  testId,
}: {
  label: string;
  value: T;
  options: readonly SegmentOption<T>[];
  onChange(value: T): void;
  size?: 'sm' | 'md';
  className?: string;
  testId?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    const option = options[next];
    if (!option) return;
    onChange(option.value);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={label}
      data-testid={testId}
      className={cx('inline-flex max-w-full rounded-lg bg-slate-100 p-1', className)}
    >
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cx(
              // Each choice as wide as its label (flex-auto: no choice squeezed while there is
              // room); on a phone a long label wraps inside its choice rather than push the control
              // off the screen — `anywhere`, as the text is the flex item, and `break-word` would
              // not let it shrink below its longest word.
              'inline-flex min-w-0 flex-auto items-center justify-center gap-1.5 rounded-md text-center leading-tight font-medium [overflow-wrap:anywhere] transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
              size === 'sm' ? 'min-h-7 px-2.5 py-0.5 text-xs' : 'min-h-8 px-3 py-1 text-sm',
              selected
                ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'
                : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
