import { Button } from '../../ui/Button';
import { Segmented } from '../../ui/Segmented';
import { useT } from '../../i18n/i18n';
import type { IsoDay } from '../../lib/dates';
import { shiftAnchor, viewTitle, visibleRange, type CalendarView } from './calendar-model';

function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
      {dir === 'left' ? (
        <path d="M12.79 5.23a.75.75 0 0 1-.02 1.06L8.83 10l3.94 3.71a.75.75 0 1 1-1.04 1.08l-4.5-4.25a.75.75 0 0 1 0-1.08l4.5-4.25a.75.75 0 0 1 1.06.02Z" />
      ) : (
        <path d="M7.21 14.77a.75.75 0 0 1 .02-1.06L11.17 10 7.23 6.29a.75.75 0 1 1 1.04-1.08l4.5 4.25a.75.75 0 0 1 0 1.08l-4.5 4.25a.75.75 0 0 1-1.06-.02Z" />
      )}
    </svg>
  );
}

/** Today, previous and next, the period's title and the month/week switch. */
export function CalendarToolbar({
  view,
  anchor,
  today,
  from,
  onGo,
}: {
  view: CalendarView;
  anchor: IsoDay;
  today: IsoDay;
  /** The first day shown. */
  from: IsoDay;
  onGo(view: CalendarView, anchor: IsoDay): void;
}) {
  const t = useT();
  const go = onGo;
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
      <div className="flex items-center gap-1">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => go(view, today)}
          disabled={visibleRange(view, today).from === from}
        >
          {t('calendar.today')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={view === 'month' ? t('calendar.previous_month') : t('calendar.previous_week')}
          onClick={() => go(view, shiftAnchor(view, anchor, -1))}
        >
          <Chevron dir="left" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={view === 'month' ? t('calendar.next_month') : t('calendar.next_week')}
          onClick={() => go(view, shiftAnchor(view, anchor, 1))}
        >
          <Chevron dir="right" />
        </Button>
      </div>
      <h2
        className="order-first w-full min-w-0 text-lg font-semibold text-slate-900 sm:order-none sm:w-auto sm:flex-1"
        aria-live="polite"
        data-testid="calendar-title"
      >
        {viewTitle(view, anchor)}
      </h2>
      <Segmented
        label={t('calendar.view')}
        size="sm"
        value={view}
        onChange={(v) => go(v, anchor)}
        options={[
          { value: 'month', label: t('calendar.month') },
          { value: 'week', label: t('calendar.week') },
        ]}
        testId="calendar-view"
        className="ml-auto sm:ml-0"
      />
    </div>
  );
}
