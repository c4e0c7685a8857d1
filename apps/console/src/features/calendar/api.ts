import {
  CalendarEntriesResponse,
  CalendarEntryResponse,
  CalendarResponse,
  GameListResponse,
  LiveGameResponse,
  MessageResponse,
} from '@playdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import type { IsoDay } from './dates';

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
  /** The account's games for pickers (the API's largest page). */
  games: () => apiRequest('games?page_size=100', { schema: GameListResponse }),
};

export function useCalendar(from: IsoDay, to: IsoDay) {
  return useQuery({
    queryKey: calendarKeys.range(from, to),
    queryFn: () => calendarApi.list(from, to),
    placeholderData: keepPreviousData,
  });
}

export function useLiveGame(account: string | undefined, day: IsoDay) {
  return useQuery({
    queryKey: calendarKeys.live(account ?? '', day),
    queryFn: () => calendarApi.live(account!, day),
    enabled: Boolean(account),
  });
}

/** Every game of the account (first 100), shared by the calendar, the bar and the dashboard. */
export function useGameOptions() {
  return useQuery({ queryKey: ['games', 'options'], queryFn: calendarApi.games });
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
