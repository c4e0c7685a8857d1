import { cx } from './cx';

/** A grey placeholder block while content loads (hidden from screen readers). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-slate-200/70', className)} />
  );
}
