import type { CalendarEntry, CalendarResponse } from '@playdesk/contract';
import { GAME_TYPE_NAMES, type GameType } from '@playdesk/games';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/hooks';
import { toast } from '../../session/toast';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { CalendarIcon, PlusIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { Segmented } from '../../ui/Segmented';
import { Skeleton } from '../../ui/Skeleton';
import { useGameOptions } from '../games';
import { calendarKeys, useCalendar, useCalendarMutations } from './api';
import {
  colorIndexes,
  entriesOn,
  gameColor,
  monthGrid,
  moveByDrop,
  parseCalendarParams,
  shiftAnchor,
  viewTitle,
  visibleRange,
  weekDays,
  type CalendarView,
} from './calendar-model';
import {
  endOfMonth,
  localDay,
  longDayLabel,
  rangeLabel,
  shortDayLabel,
  startOfMonth,
  WEEKDAY_SHORT,
  type IsoDay,
} from '../../lib/dates';
import { EntryDialog, STATUS_TONE } from './EntryDialog';
import { LiveToday } from './LiveToday';
import { ScheduleDialog } from './ScheduleDialog';
import { WeekRow, type DragInfo } from './WeekRow';

export function GameCalendarPage() {
  const [today] = useState(() => localDay(new Date()));
  const [params, setParams] = useSearchParams();
  const { view, anchor } = parseCalendarParams(params, today);
  const { from, to } = visibleRange(view, anchor);
  const account = useSession((s) => s.user?.current_account.public_id);

  const calendar = useCalendar(from, to);
  const games = useGameOptions();
  const { move } = useCalendarMutations();
  const client = useQueryClient();

  const [drag, setDrag] = useState<DragInfo | null>(null);
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

  const onDrop = (info: DragInfo, day: IsoDay) => {
    const dates = moveByDrop(info.entry, info.grabbedDay, day);
    if (!dates) return;
    const key = calendarKeys.range(from, to);
    // Show the move at once; the answer (or a refetch after a refusal) settles it.
    client.setQueryData<CalendarResponse>(key, (old) =>
      old
        ? {
            entries: old.entries.map((e) => (e.id === info.entry.id ? { ...e, ...dates } : e)),
          }
        : old,
    );
    move.mutate(
      { id: info.entry.id, ...dates },
      {
        onSuccess: ({ entry }) =>
          toast.success(
            `Moved “${entry.game.name}” to ${rangeLabel(entry.starts_on, entry.ends_on)}.`,
          ),
        onError: () => void client.invalidateQueries({ queryKey: calendarKeys.all }),
      },
    );
  };

  const legend = useMemo(() => {
    const seen = new Map<string, CalendarEntry['game']>();
    for (const e of entries) seen.set(e.game.public_id, e.game);
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [entries]);

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
        title="Calendar"
        description="Plan which game is live on your game page each day. Drag a game to move it, or open it to change its dates."
        actions={
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setSchedulingOn(today)}>
            Schedule a game
          </Button>
        }
      />

      <LiveToday account={account} today={today} />

      <Card className="mt-5 overflow-hidden">
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
          <div className="flex items-center gap-1">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => go(view, today)}
              disabled={visibleRange(view, today).from === from}
            >
              Today
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={view === 'month' ? 'Previous month' : 'Previous week'}
              onClick={() => go(view, shiftAnchor(view, anchor, -1))}
            >
              <Chevron dir="left" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={view === 'month' ? 'Next month' : 'Next week'}
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
            label="Calendar view"
            size="sm"
            value={view}
            onChange={(v) => go(v, anchor)}
            options={[
              { value: 'month', label: 'Month' },
              { value: 'week', label: 'Week' },
            ]}
            testId="calendar-view"
            className="ml-auto sm:ml-0"
          />
        </div>

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
            {(view === 'week' ? weekDays(anchor) : WEEKDAY_SHORT).map((label, i) => (
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
                  <span className="sr-only"> (today)</span>
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

        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-slate-200 px-4 py-3 text-xs text-slate-600">
          {legend.length === 0 ? (
            <span className="flex items-center gap-2 text-slate-500">
              <CalendarIcon className="size-4" />
              {calendar.isPending
                ? 'Loading…'
                : `Nothing scheduled in ${view === 'month' ? 'this month' : 'this week'}. Click a day or “Schedule a game” to plan one.`}
            </span>
          ) : (
            <>
              <span className="font-medium text-slate-500">Games shown</span>
              <ul className="contents" aria-label="Legend">
                {legend.map((game) => (
                  <li key={game.public_id} className="flex items-center gap-1.5">
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-sm"
                      style={{ background: gameColor(game.public_id, colors).bar }}
                    />
                    <span className="font-medium text-slate-700">{game.name}</span>
                    {game.status !== 'published' ? (
                      <span className="text-muted">({game.status}, not shown)</span>
                    ) : null}
                  </li>
                ))}
              </ul>
              <span className="ml-auto hidden items-center gap-1.5 text-slate-500 lg:flex">
                <span
                  aria-hidden="true"
                  className="h-3 w-5 rounded-sm"
                  style={{
                    background:
                      'repeating-linear-gradient(135deg, #e2e8f0, #e2e8f0 3px, #fff 3px, #fff 6px)',
                    boxShadow: 'inset 0 0 0 1px #94a3b8',
                  }}
                />
                Striped: draft or paused
              </span>
            </>
          )}
        </div>
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
        description="Everything scheduled on this day."
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

function EntryButton({
  entry,
  colors,
  onOpen,
}: {
  entry: CalendarEntry;
  colors: ReadonlyMap<string, number>;
  onOpen(): void;
}) {
  const color = gameColor(entry.game.public_id, colors);
  const status = entry.game.status as keyof typeof STATUS_TONE;
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="agenda-entry"
      className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm hover:border-primary-300 focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <span
        aria-hidden="true"
        className="h-10 w-1.5 shrink-0 rounded-full"
        style={{ background: color.bar }}
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-900">{entry.game.name}</span>
        <span className="block text-sm text-slate-500">
          {rangeLabel(entry.starts_on, entry.ends_on)} ·{' '}
          {GAME_TYPE_NAMES[entry.game.type as GameType] ?? entry.game.type}
        </span>
      </span>
      {entry.game.status !== 'published' ? (
        <Badge tone={STATUS_TONE[status] ?? 'neutral'}>{entry.game.status}</Badge>
      ) : null}
    </button>
  );
}

/** Phones: the entries of the visible period as a list, earliest first. */
function Agenda({
  className,
  loading,
  entries,
  from,
  to,
  colors,
  onOpen,
}: {
  className: string;
  loading: boolean;
  entries: CalendarEntry[];
  from: IsoDay;
  to: IsoDay;
  colors: ReadonlyMap<string, number>;
  onOpen(entry: CalendarEntry): void;
}) {
  const sorted = entries
    .filter((e) => e.starts_on <= to && e.ends_on >= from)
    .sort(
      (a, b) => a.starts_on.localeCompare(b.starts_on) || a.game.name.localeCompare(b.game.name),
    );
  return (
    <div className={cx('space-y-2 bg-slate-50/60 p-3', className)} data-testid="calendar-agenda">
      <p className="px-1 text-xs text-slate-500">
        {rangeLabel(from, to)} · tap a game to change its dates
      </p>
      {loading ? (
        <>
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </>
      ) : sorted.length === 0 ? (
        <p className="px-1 py-6 text-center text-sm text-slate-500">Nothing scheduled yet.</p>
      ) : (
        <ul className="space-y-2">
          {sorted.map((entry) => (
            <li key={entry.id}>
              <EntryButton entry={entry} colors={colors} onOpen={() => onOpen(entry)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
