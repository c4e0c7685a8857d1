import type { CalendarEntry } from '@playdesk/contract';
import type { GameType } from '@playdesk/games';
import { GAME_TYPE_NAMES } from '../games';
import { useT } from '../../i18n/i18n';
import { Badge } from '../../ui/Badge';
import { cx } from '../../ui/cx';
import { Skeleton } from '../../ui/Skeleton';
import { gameColor } from './calendar-model';
import { rangeLabel, type IsoDay } from '../../lib/dates';
import { STATUS_TONE } from './EntryDialog';

export function EntryButton({
  entry,
  colors,
  onOpen,
}: {
  entry: CalendarEntry;
  colors: ReadonlyMap<string, number>;
  onOpen(): void;
}) {
  const t = useT();
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
        <Badge tone={STATUS_TONE[status] ?? 'neutral'}>
          {t('calendar.status', { status: entry.game.status })}
        </Badge>
      ) : null}
    </button>
  );
}

/** Phones: the entries of the visible period as a list, earliest first. */
export function Agenda({
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
  const t = useT();
  const sorted = entries
    .filter((e) => e.starts_on <= to && e.ends_on >= from)
    .sort(
      (a, b) => a.starts_on.localeCompare(b.starts_on) || a.game.name.localeCompare(b.game.name),
    );
  return (
    <div className={cx('space-y-2 bg-slate-50/60 p-3', className)} data-testid="calendar-agenda">
      <p className="px-1 text-xs text-slate-500">
        {t('calendar.agenda.hint', { range: rangeLabel(from, to) })}
      </p>
      {loading ? (
        <>
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </>
      ) : sorted.length === 0 ? (
        <p className="px-1 py-6 text-center text-sm text-slate-500">{t('calendar.agenda.empty')}</p>
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
