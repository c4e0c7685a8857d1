import { cx } from './cx';

/** Playdesk mark: a rounded purple tile with a play triangle, plus the word mark. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill={inverted ? '#fff' : '#4A3494'} />
        <path
          d="M12.5 9.8v12.4c0 .8.9 1.3 1.6.9l9.7-6.2c.6-.4.6-1.3 0-1.7l-9.7-6.3c-.7-.4-1.6.1-1.6.9Z"
          fill={inverted ? '#4A3494' : '#fff'}
        />
      </svg>
      <span
        className={cx(
          'text-lg font-semibold tracking-tight',
          inverted ? 'text-white' : 'text-slate-900',
        )}
      >
        Playdesk
      </span>
    </span>
  );
}
