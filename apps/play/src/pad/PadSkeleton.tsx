import { useT } from '../i18n/i18n.js';
/** Placeholder with the card's shape while the game loads (no layout shift when it arrives). */
export function PadSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t('pad.loading')}
      className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-2xl shadow-primary-950/30 sm:p-5 embed:shadow-none embed:ring-1 embed:ring-primary-950/10"
    >
      <div className="flex items-center gap-3">
        <div className="pd-skeleton size-16 rounded-2xl" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="pd-skeleton h-3 w-1/3 rounded" />
          <div className="pd-skeleton h-6 w-2/3 rounded" />
          <div className="pd-skeleton h-3 w-1/4 rounded" />
        </div>
      </div>
      <div className="pd-skeleton h-8 w-3/4 rounded-full" />
      <div className="pd-skeleton h-28 rounded-2xl" />
      <div className="pd-skeleton h-14 rounded-2xl" />
      <div className="pd-skeleton h-5 w-1/2 self-center rounded" />
      <div className="pd-skeleton h-16 rounded-2xl" />
    </div>
  );
}
