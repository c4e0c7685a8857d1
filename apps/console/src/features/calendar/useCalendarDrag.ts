import type { CalendarResponse } from '@playdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { appT } from '../../i18n/i18n';
import { toast } from '../../session/toast';
import { rangeLabel, type IsoDay } from '../../lib/dates';
import { calendarKeys, useCalendarMutations } from './api';
import { moveByDrop } from './calendar-model';
import type { DragInfo } from './WeekRow';

/**
 * Dragging an entry to another day of the visible range (`from`–`to`): the entry being dragged,
 * and the drop, which moves it at once in the cache and then on the server (a refusal refetches).
 */
export function useCalendarDrag(from: IsoDay, to: IsoDay) {
  const { move } = useCalendarMutations();
  const client = useQueryClient();
  const [drag, setDrag] = useState<DragInfo | null>(null);

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
            appT()('calendar.moved', {
              name: entry.game.name,
              range: rangeLabel(entry.starts_on, entry.ends_on),
            }),
          ),
        onError: () => void client.invalidateQueries({ queryKey: calendarKeys.all }),
      },
    );
  };

  return { drag, setDrag, onDrop };
}
