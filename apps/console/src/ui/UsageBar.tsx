import { cx } from './cx';

/**
 * The monthly gameplays bar (top bar, Dashboard, Subscription): filled to `percent` (capped at
 * 100), amber from 80 % and red at 100 % — the thresholds of the owner's usage emails.
 */
export function UsageBar({
  percent,
  label,
  className,
}: {
  percent: number;
  label: string;
  /** Size and layout of the track (height, width, flex). */
  className: string;
}) {
  const tone = percent >= 100 ? 'bg-red-500' : percent >= 80 ? 'bg-amber-500' : 'bg-primary-600';
  const shown = Math.min(percent, 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      className={cx('overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div className={cx('h-full rounded-full', tone)} style={{ width: `${shown}%` }} />
    </div>
  );
}
