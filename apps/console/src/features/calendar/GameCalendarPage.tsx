import type { CalendarEntry } from '@playdesk/contract';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n';
import { useSession } from '../../session/hooks';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { PlusIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useGameOptions } from '../games';
import { useCalendar } from './api';
import {
  colorIndexes,
  entriesOn,
  monthGrid,
  parseCalendarParams,
  visibleRange,
  weekDays,
  type CalendarView,
} from './calendar-model';
import {
  endOfMonth,
  localDay,
  longDayLabel,
  shortDayLabel,
  startOfMonth,
  weekdayShortNames,
  type IsoDay,
} from '../../lib/dates';
import { EntryDialog } from './EntryDialog';
import { LiveToday } from './LiveToday';
import { ScheduleDialog } from './ScheduleDialog';
import { WeekRow } from './WeekRow';
import { EntryButton, Agenda } from './Agenda';
import { useCalendarDrag } from './useCalendarDrag';
import { CalendarToolbar } from './CalendarToolbar';
import { CalendarLegend } from './CalendarLegend';

export function GameCalendarPage() {
  const t = useT();
  const [today] = useState(() => localDay(new Date()));
  const [params, setParams] = useSearchParams();
  const { view, anchor } = parseCalendarParams(params, today);
  const { from, to } = visibleRange(view, anchor);
  const account = useSession((s) => s.user?.current_account.public_id);

  const calendar = useCalendar(from, to);
  const games = useGameOptions();
  const { drag, setDrag, onDrop } = useCalendarDrag(from, to);

  const [schedulingOn, setSchedulingOn] = useState<IsoDay | null>(null);
  const [openEntry, setOpenEntry] = useState<CalendarEntry | null>(null);
  const [openDay, setOpenDay] = useState<IsoDay | null>(null);

  const entries = useMemo(() => calendar.data?.entries ?? [], [calendar.data]);
  const colors = useMemo(() => colorIndexes(games.data?.data ?? []), [games.data]);

  const go = (nextView: CalendarView, nextAnchor: IsoDay) => {
    const next: Record<string, string> = {};
    if (nextView === 'week') next.view = 'week';
    if (nextAnchor !== today) next.date = nextAnchor;
    setParams(next, { replace: true });
  };

  const rowProps = {
    entries,
    today,
    colors,
    drag,
    onDragChange: setDrag,
    onDrop,
    onOpenEntry: setOpenEntry,
    onOpenDay: setOpenDay,
    onScheduleOn: setSchedulingOn,
  };

  return (
    <>
      <PageHeader
        title={t('calendar.title')}
        description={t('calendar.description')}
        actions={
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setSchedulingOn(today)}>
            {t('calendar.schedule')}
          </Button>
        }
      />

      <LiveToday account={account} today={today} />

      <Card className="mt-5 overflow-hidden">
        <CalendarToolbar view={view} anchor={anchor} today={today} from={from} onGo={go} />

        {/* Grid from md up; an agenda list on phones. */}
        <div
          className={cx(
            'relative hidden md:block',
            calendar.isPlaceholderData && 'opacity-70 transition-opacity',
          )}
          aria-busy={calendar.isFetching}
          data-testid="calendar-grid"
        >
          <div className="grid grid-cols-7 border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-500">
            {(view === 'week' ? weekDays(anchor) : weekdayShortNames()).map((label, i) => (
              <div
                key={label}
                className={cx(
                  'px-2 py-2',
                  i < 6 && 'border-r border-slate-200',
                  view === 'week' &&
                    label === today &&
                    'bg-primary-50 font-semibold text-primary-700 shadow-[inset_0_2px_0_0_var(--color-primary-600)]',
                )}
              >
                {view === 'week' ? shortDayLabel(label) : label}
                {view === 'week' && label === today ? (
                  <span className="sr-only"> {t('calendar.today_note')}</span>
                ) : null}
              </div>
            ))}
          </div>
          {view === 'month' ? (
            monthGrid(anchor).map((week) => (
              <WeekRow key={week[0]} days={week} month={anchor} variant="month" {...rowProps} />
            ))
          ) : (
            <WeekRow days={weekDays(anchor)} variant="week" {...rowProps} />
          )}
          {calendar.isPending ? (
            <div className="absolute inset-0 top-9 space-y-3 bg-white/60 p-6">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-5 w-1/4" />
            </div>
          ) : null}
        </div>

        <Agenda
          className="md:hidden"
          loading={calendar.isPending}
          entries={entries}
          from={view === 'month' ? startOfMonth(anchor) : from}
          to={view === 'month' ? endOfMonth(anchor) : to}
          colors={colors}
          onOpen={setOpenEntry}
        />

        <CalendarLegend
          entries={entries}
          colors={colors}
          loading={calendar.isPending}
          view={view}
        />
      </Card>

      <ScheduleDialog
        open={schedulingOn !== null}
        onOpenChange={(open) => !open && setSchedulingOn(null)}
        day={schedulingOn ?? today}
        today={today}
        games={games.data?.data ?? []}
        gamesLoading={games.isPending}
      />
      <EntryDialog entry={openEntry} onClose={() => setOpenEntry(null)} colors={colors} />
      <Modal
        open={openDay !== null}
        onOpenChange={(open) => !open && setOpenDay(null)}
        title={openDay ? longDayLabel(openDay) : ''}
        description={t('calendar.day_hint')}
        size="sm"
      >
        {openDay ? (
          <ul className="space-y-2">
            {entriesOn(entries, openDay).map((entry) => (
              <li key={entry.id}>
                <EntryButton
                  entry={entry}
                  colors={colors}
                  onOpen={() => {
                    setOpenDay(null);
                    setOpenEntry(entry);
                  }}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </Modal>
    </>
  );
}
