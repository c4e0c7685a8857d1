import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { cx } from '../../ui/cx';
import { monthGrid, shiftAnchor } from './calendar-model';
import {
  dayOfMonth,
  longDayLabel,
  monthLabel,
  sameMonth,
  weekdayShortNames,
  type IsoDay,
} from '../../lib/dates';

/** A small month to pick several single days (each day a toggle button). */
export function MiniMonth({
  selected,
  onToggle,
  today,
  initialMonth,
}: {
  selected: readonly IsoDay[];
  onToggle(day: IsoDay): void;
  today: IsoDay;
  initialMonth: IsoDay;
}) {
  const t = useT();
  const [anchor, setAnchor] = useState(initialMonth);
  const weeks = monthGrid(anchor);
  return (
    <div className="rounded-xl border border-slate-200 p-3" data-testid="day-picker">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          onClick={() => setAnchor(shiftAnchor('month', anchor, -1))}
          className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600"
          aria-label={t('calendar.previous_month')}
        >
          ‹
        </button>
        <p className="text-sm font-semibold text-slate-900" aria-live="polite">
          {monthLabel(anchor)}
        </p>
        <button
          type="button"
          onClick={() => setAnchor(shiftAnchor('month', anchor, 1))}
          className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600"
          aria-label={t('calendar.next_month')}
        >
          ›
        </button>
      </div>
      <div className="grid grid-cols-7 text-center text-[11px] font-medium text-muted">
        {weekdayShortNames().map((d) => (
          <span key={d} className="py-1">
            {d.slice(0, 2)}
          </span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-0.5">
        {weeks.flat().map((day) => {
          const on = selected.includes(day);
          const outside = !sameMonth(day, anchor);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={on}
              aria-label={longDayLabel(day)}
              data-day={day}
              onClick={() => onToggle(day)}
              className={cx(
                'mx-auto inline-flex size-9 items-center justify-center rounded-full text-sm tabular-nums transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
                on
                  ? 'bg-primary-600 font-semibold text-white hover:bg-primary-700'
                  : outside
                    ? 'text-muted hover:bg-slate-100'
                    : 'text-slate-700 hover:bg-primary-50',
                !on && day === today && 'ring-1 ring-primary-400',
              )}
            >
              {dayOfMonth(day)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
