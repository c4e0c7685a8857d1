import {
  CalendarEntriesResponse,
  CalendarEntryResponse,
  CalendarResponse,
  LiveGameResponse,
  MessageResponse,
} from '@playdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import type { IsoDay } from '../../lib/dates';

export const calendarKeys = {
  all: ['calendar'] as const,
  range: (from: IsoDay, to: IsoDay) => ['calendar', from, to] as const,
  live: (account: string, day: IsoDay) => ['calendar', 'live', account, day] as const,
};

export type NewEntries =
  { game_id: string; starts_on: IsoDay; ends_on: IsoDay } | { game_id: string; days: IsoDay[] };

export const calendarApi = {
  list: (from: IsoDay, to: IsoDay) =>
    apiRequest(`calendar?from=${from}&to=${to}`, { schema: CalendarResponse }),
  create: (body: NewEntries) =>
    apiRequest('calendar', { method: 'POST', body, schema: CalendarEntriesResponse }),
  move: (id: string, body: { starts_on: IsoDay; ends_on: IsoDay }) =>
    apiRequest(`calendar/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
      schema: CalendarEntryResponse,
    }),
  remove: (id: string) =>
    apiRequest(`calendar/${encodeURIComponent(id)}`, { method: 'DELETE', schema: MessageResponse }),
  /** The public "what is live on this day" answer the player page `/game` uses. */
  live: (account: string, day: IsoDay) =>
    apiRequest(`play/accounts/${encodeURIComponent(account)}/live?date=${day}`, {
      schema: LiveGameResponse,
    }),
};

export function useCalendar(from: IsoDay, to: IsoDay) {
  return useQuery({
    queryKey: calendarKeys.range(from, to),
    queryFn: () => calendarApi.list(from, to),
    placeholderData: keepPreviousData,
    // Entries carry their game's name and status.
    meta: { shows: ['games'] },
  });
}

export function useLiveGame(account: string | undefined, day: IsoDay) {
  return useQuery({
    queryKey: calendarKeys.live(account ?? '', day),
    queryFn: () => calendarApi.live(account!, day),
    enabled: Boolean(account),
    meta: { shows: ['games'] },
  });
}

export function useCalendarMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: calendarKeys.all });
  return {
    create: useMutation({ mutationFn: calendarApi.create, onSuccess: refresh }),
    move: useMutation({
      mutationFn: ({ id, ...dates }: { id: string; starts_on: IsoDay; ends_on: IsoDay }) =>
        calendarApi.move(id, dates),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: calendarApi.remove, onSuccess: refresh }),
  };
}
