import { HeartIcon, HeartOutlineIcon, StarIcon, TimerIcon } from '@playdesk/games/icons';
import { formatClock, spokenClock } from '../lib/timer.js';
import { useT } from '../i18n/i18n.js';

interface TimerPillProps {
  seconds: number;
  announcement: string;
}

/** The countdown. It is read out politely at a few moments only, never every second. */
export function TimerPill({ seconds, announcement }: TimerPillProps) {
  const t = useT();
  const urgent = seconds > 0 && seconds <= 10;
  return (
    <div
      role="timer"
      aria-label={t('pad.status.time_left', { time: spokenClock(seconds, t) })}
      className={`flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-bold tabular-nums ${urgent ? 'pd-urgent bg-red-100 text-red-800 ring-1 ring-red-300' : 'bg-primary-50 text-primary-800 ring-1 ring-primary-100'}`}
    >
      <TimerIcon className="size-4.5" />
      <span aria-hidden="true">{formatClock(seconds)}</span>
      {urgent && <span className="sr-only">{t('pad.status.hurry')}</span>}
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </div>
  );
}

/** Lives as hearts and as numbers (never colour alone); changes are announced politely. */
export function LivesPill({ lives, max }: { lives: number; max: number }) {
  const t = useT();
  return (
    <div className="flex items-center gap-1.5 rounded-full bg-rose-50 px-3 py-1.5 text-sm font-bold text-rose-800 ring-1 ring-rose-100">
      <span aria-hidden="true" className="flex -space-x-0.5">
        {Array.from({ length: max }, (_, i) =>
          i < lives ? (
            <HeartIcon key={i} className="size-3.5 text-rose-600" />
          ) : (
            <HeartOutlineIcon key={i} className="size-3.5 text-rose-400" />
          ),
        )}
      </span>
      <span aria-live="polite" aria-atomic="true">
        <span aria-hidden="true">
          {lives}/{max}
        </span>
        <span className="sr-only">{t('pad.status.lives_left', { lives, max })}</span>
      </span>
    </div>
  );
}

export function ScorePill({ score }: { score: number }) {
  const t = useT();
  return (
    <div className="flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1.5 text-sm font-bold text-amber-900 ring-1 ring-amber-100">
      <StarIcon className="size-4.5 text-amber-500" />
      <span>
        {score} <span className="font-semibold">{t('pad.status.points_short', { n: score })}</span>
        <span className="sr-only">{t('pad.status.score')}</span>
      </span>
    </div>
  );
}
