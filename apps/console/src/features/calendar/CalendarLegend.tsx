import type { CalendarEntry } from '@playdesk/contract';
import { useMemo } from 'react';
import { CalendarIcon } from '../../ui/icons';
import { useT } from '../../i18n/i18n';
import { gameColor, type CalendarView } from './calendar-model';

/** The games in view with their colours (or what to do when there are none). */
export function CalendarLegend({
  entries,
  colors,
  loading,
  view,
}: {
  entries: CalendarEntry[];
  colors: ReadonlyMap<string, number>;
  loading: boolean;
  view: CalendarView;
}) {
  const t = useT();
  const legend = useMemo(() => {
    const seen = new Map<string, CalendarEntry['game']>();
    for (const e of entries) seen.set(e.game.public_id, e.game);
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [entries]);

  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-slate-200 px-4 py-3 text-xs text-slate-600">
      {legend.length === 0 ? (
        <span className="flex items-center gap-2 text-slate-500">
          <CalendarIcon className="size-4" />
          {loading ? t('calendar.loading') : t('calendar.legend.empty', { view })}
        </span>
      ) : (
        <>
          <span className="font-medium text-slate-500">{t('calendar.legend.shown')}</span>
          <ul className="contents" aria-label={t('calendar.legend.label')}>
            {legend.map((game) => (
              <li key={game.public_id} className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-3 rounded-sm"
                  style={{ background: gameColor(game.public_id, colors).bar }}
                />
                <span className="font-medium text-slate-700">{game.name}</span>
                {game.status !== 'published' ? (
                  <span className="text-muted">
                    {t('calendar.legend.not_shown', { status: game.status })}
                  </span>
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
            {t('calendar.legend.striped')}
          </span>
        </>
      )}
    </div>
  );
}
