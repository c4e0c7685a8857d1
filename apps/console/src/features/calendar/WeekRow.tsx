import type { CalendarEntry } from '@playdesk/contract';
import type { GameType } from '@playdesk/games';
import { GAME_TYPE_NAMES } from '../games';
import { useT, type T } from '../../i18n/i18n';
import { useState, type DragEvent } from 'react';
import { cx } from '../../ui/cx';
import {
  dayUnderPointer,
  gameColor,
  hiddenPerDay,
  layoutWeek,
  type Segment,
} from './calendar-model';
import { dayOfMonth, longDayLabel, rangeLabel, sameMonth, type IsoDay } from '../../lib/dates';

export interface DragInfo {
  entry: CalendarEntry;
  grabbedDay: IsoDay;
}

export interface WeekRowProps {
  days: IsoDay[];
  entries: CalendarEntry[];
  today: IsoDay;
  /** The month shown (month view): days outside it are greyed. */
  month?: IsoDay;
  variant: 'month' | 'week';
  colors: ReadonlyMap<string, number>;
  drag: DragInfo | null;
  onDragChange(drag: DragInfo | null): void;
  onDrop(drag: DragInfo, day: IsoDay): void;
  onOpenEntry(entry: CalendarEntry): void;
  onOpenDay(day: IsoDay): void;
  onScheduleOn(day: IsoDay): void;
}

const MONTH_LANES = 3;

const statusNote = (t: T, status: string) =>
  status === 'published' ? '' : ` ${t('calendar.bar.status', { status })}`;

/**
 * One week of the calendar: seven day cells, with the entries as bars across them. The whole row
 * is the drop zone: the day under the pointer is where the grabbed day of the bar lands.
 */
export function WeekRow({
  days,
  entries,
  today,
  month,
  variant,
  colors,
  drag,
  onDragChange,
  onDrop,
  onOpenEntry,
  onOpenDay,
  onScheduleOn,
}: WeekRowProps) {
  const t = useT();
  const [over, setOver] = useState<IsoDay | null>(null);
  const { segments } = layoutWeek(entries, days);
  const maxLanes = variant === 'month' ? MONTH_LANES : Number.POSITIVE_INFINITY;
  const hidden = hiddenPerDay(segments, maxLanes);
  const shown = segments.filter((s) => s.lane < maxLanes);
  const laneCount = Math.max(0, ...shown.map((s) => s.lane + 1));
  const hasMore = hidden.some((n) => n > 0);

  const dayAt = (event: DragEvent<HTMLElement>): IsoDay => {
    const rect = event.currentTarget.getBoundingClientRect();
    const col = Math.min(
      6,
      Math.max(0, Math.floor(((event.clientX - rect.left) / rect.width) * 7)),
    );
    return days[col]!;
  };

  return (
    <div
      className={cx('relative grid grid-cols-7', variant === 'month' ? 'min-h-32' : 'min-h-80')}
      onDragOver={(event) => {
        if (!drag) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const day = dayAt(event);
        if (day !== over) setOver(day);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(null);
        if (drag) onDrop(drag, dayAt(event));
        onDragChange(null);
      }}
      data-testid="week-row"
    >
      {days.map((day, col) => {
        const outside = month !== undefined && !sameMonth(day, month);
        const isToday = day === today;
        return (
          <div
            key={day}
            data-day={day}
            data-testid={`day-${day}`}
            onClick={(event) => {
              if (event.target === event.currentTarget) onScheduleOn(day);
            }}
            className={cx(
              'group/day relative border-b border-slate-200 transition-colors',
              col < 6 && 'border-r',
              outside ? 'bg-slate-50/80' : 'bg-white',
              over === day && 'bg-primary-50 ring-2 ring-primary-400 ring-inset',
              'cursor-pointer hover:bg-slate-50',
            )}
          >
            <div
              className={cx(
                'pointer-events-none flex items-center justify-between px-2 pt-1.5',
                variant === 'week' && 'sr-only',
              )}
            >
              <span
                className={cx(
                  'inline-flex size-6 items-center justify-center rounded-full text-xs tabular-nums',
                  isToday
                    ? 'bg-primary-600 font-semibold text-white'
                    : outside
                      ? 'text-muted'
                      : 'font-medium text-slate-700',
                )}
              >
                {dayOfMonth(day)}
              </span>
            </div>
            <button
              type="button"
              onClick={() => onScheduleOn(day)}
              aria-label={t('calendar.schedule_on', { day: longDayLabel(day) })}
              className={cx(
                'absolute right-1.5 inline-flex size-6 items-center justify-center rounded-md text-muted opacity-0 group-hover/day:opacity-100 hover:bg-primary-100 hover:text-primary-700 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-primary-600',
                variant === 'month' ? 'top-1.5' : 'bottom-1.5',
              )}
            >
              <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
              </svg>
            </button>
          </div>
        );
      })}

      <div
        className={cx(
          'pointer-events-none absolute inset-x-0 grid grid-cols-7 gap-y-1',
          variant === 'month' ? 'top-9' : 'top-3',
        )}
        style={{
          gridTemplateRows: `repeat(${laneCount + (hasMore ? 1 : 0)}, ${variant === 'month' ? '1.375rem' : '3rem'})`,
        }}
      >
        {shown.map((segment) => (
          <Bar
            key={`${segment.entry.id}-${days[0]}`}
            segment={segment}
            days={days}
            variant={variant}
            colors={colors}
            dragging={drag?.entry.id === segment.entry.id}
            onDragChange={onDragChange}
            onOpen={() => onOpenEntry(segment.entry)}
          />
        ))}
        {hidden.map((count, col) =>
          count > 0 ? (
            <button
              key={`more-${days[col]}`}
              type="button"
              onClick={() => onOpenDay(days[col]!)}
              className="pointer-events-auto mx-1 truncate rounded px-1.5 text-left text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
              style={{ gridColumn: `${col + 1}`, gridRow: `${laneCount + 1}` }}
            >
              {t('calendar.more', { count })}
            </button>
          ) : null,
        )}
      </div>
    </div>
  );
}

function Bar({
  segment,
  days,
  variant,
  colors,
  dragging,
  onDragChange,
  onOpen,
}: {
  segment: Segment<CalendarEntry>;
  days: IsoDay[];
  variant: 'month' | 'week';
  colors: ReadonlyMap<string, number>;
  dragging: boolean;
  onDragChange(drag: DragInfo | null): void;
  onOpen(): void;
}) {
  const t = useT();
  const { entry, startCol, span, lane, continuesBefore, continuesAfter } = segment;
  const color = gameColor(entry.game.public_id, colors);
  const live = entry.game.status === 'published';
  const firstDay = days[startCol]!;
  const typeName = GAME_TYPE_NAMES[entry.game.type as GameType] ?? entry.game.type;
  return (
    <button
      type="button"
      draggable
      onDragStart={(event) => {
        const rect = event.currentTarget.getBoundingClientRect();
        const grabbedDay = dayUnderPointer(firstDay, span, event.clientX - rect.left, rect.width);
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', entry.id);
        onDragChange({ entry, grabbedDay });
      }}
      onDragEnd={() => onDragChange(null)}
      onClick={onOpen}
      aria-label={t('calendar.bar.label', {
        name: `${entry.game.name}${statusNote(t, entry.game.status)}`,
        range: rangeLabel(entry.starts_on, entry.ends_on),
      })}
      title={`${entry.game.name} · ${rangeLabel(entry.starts_on, entry.ends_on)}${statusNote(t, entry.game.status)}`}
      data-testid="calendar-entry"
      data-entry-id={entry.id}
      data-starts-on={entry.starts_on}
      data-ends-on={entry.ends_on}
      className={cx(
        'pointer-events-auto flex min-w-0 cursor-grab items-center gap-1.5 overflow-hidden text-left text-xs font-medium shadow-sm transition active:cursor-grabbing',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
        'hover:brightness-110',
        continuesBefore ? 'ml-0 rounded-l-none' : 'ml-1 rounded-l-md',
        continuesAfter ? 'mr-0 rounded-r-none' : 'mr-1 rounded-r-md',
        variant === 'month' ? 'px-2' : 'flex-col items-start justify-center gap-0.5 px-2.5',
        dragging && 'opacity-50',
      )}
      style={{
        gridColumn: `${startCol + 1} / span ${span}`,
        gridRow: `${lane + 1}`,
        background: live
          ? color.bar
          : `repeating-linear-gradient(135deg, ${color.soft}, ${color.soft} 6px, #fff 6px, #fff 12px)`,
        color: live ? color.text : color.bar,
        boxShadow: live ? undefined : `inset 0 0 0 1.5px ${color.bar}`,
      }}
    >
      <span className="flex w-full min-w-0 items-center gap-1">
        {continuesBefore ? <span aria-hidden="true">‹</span> : null}
        <span className="truncate">{entry.game.name}</span>
        {continuesAfter ? (
          <span aria-hidden="true" className="ml-auto">
            ›
          </span>
        ) : null}
      </span>
      {variant === 'week' ? (
        <span className="w-full truncate text-[11px] font-normal opacity-85">
          {typeName} ·{' '}
          {live ? rangeLabel(entry.starts_on, entry.ends_on, false) : entry.game.status}
        </span>
      ) : null}
    </button>
  );
}
