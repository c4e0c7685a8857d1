/**
 * Redemption at the counter in the console (issue 35, docs/rewards.md#redemption-in-store): the
 * business's locations, their paired devices, the redemption report and its conflicts. Keys and
 * hooks live here; the pages never call the API themselves.
 */
import {
  DeviceListResponse,
  LocationListResponse,
  LocationResponse,
  MessageResponse,
  PairingResponse,
  RedemptionConflictListResponse,
  RedemptionReportResponse,
  RewardListResponse,
  type CreateLocationRequest,
  type UpdateLocationRequest,
} from '@playdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { reportPath, type ReportFilters } from './report/report-model';

const enc = encodeURIComponent;

/** A business has at most 200 locations (COUNTER_LIMITS): two pages of 100 cover them. */
export const LOCATION_PAGE_SIZE = 100;
export const REPORT_PAGE_SIZE = 100;
export const CONFLICT_PAGE_SIZE = 20;

export const counterApi = {
  locations: (page: number, signal?: AbortSignal) =>
    apiRequest(`locations?page=${page}&page_size=${LOCATION_PAGE_SIZE}`, {
      schema: LocationListResponse,
      signal,
    }),
  createLocation: (body: CreateLocationRequest) =>
    apiRequest('locations', { method: 'POST', body, schema: LocationResponse }),
  updateLocation: (id: string, body: UpdateLocationRequest) =>
    apiRequest(`locations/${enc(id)}`, { method: 'PATCH', body, schema: LocationResponse }),
  removeLocation: (id: string) =>
    apiRequest(`locations/${enc(id)}`, { method: 'DELETE', schema: MessageResponse }),
  devices: (location: string, signal?: AbortSignal) =>
    apiRequest(`devices?location=${enc(location)}&page_size=50`, {
      schema: DeviceListResponse,
      signal,
    }),
  pair: (location: string, name: string) =>
    apiRequest(`locations/${enc(location)}/devices`, {
      method: 'POST',
      body: name.trim() ? { name: name.trim() } : {},
      schema: PairingResponse,
    }),
  unpair: (device: string) =>
    apiRequest(`devices/${enc(device)}`, { method: 'DELETE', schema: MessageResponse }),
  report: (filters: ReportFilters, page: number, signal?: AbortSignal) =>
    apiRequest(reportPath(filters, { page, pageSize: REPORT_PAGE_SIZE }), {
      schema: RedemptionReportResponse,
      signal,
    }),
  conflicts: (page: number, signal?: AbortSignal) =>
    apiRequest(`rewards/redemption-conflicts?page=${page}&page_size=${CONFLICT_PAGE_SIZE}`, {
      schema: RedemptionConflictListResponse,
      signal,
    }),
  rewardChoices: (signal?: AbortSignal) =>
    apiRequest('rewards?page_size=100', { schema: RewardListResponse, signal }),
};

/** Every query of this feature sits under `['counter']`. */
export const counterKeys = {
  locations: ['counter', 'locations'] as const,
  locationPage: (page: number) => ['counter', 'locations', page] as const,
  devices: (location: string) => ['counter', 'devices', location] as const,
  reports: ['counter', 'report'] as const,
  report: (filters: ReportFilters, page: number) => ['counter', 'report', filters, page] as const,
  conflicts: (page: number) => ['counter', 'conflicts', page] as const,
  rewardChoices: ['counter', 'reward-choices'] as const,
};

export function useLocations(page = 1) {
  return useQuery({
    queryKey: counterKeys.locationPage(page),
    queryFn: ({ signal }) => counterApi.locations(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Creates a location, or changes `id` (a PIN is sent only when typed: it is never shown back). */
export function useSaveLocation(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateLocationRequest) =>
      (id ? await counterApi.updateLocation(id, body) : await counterApi.createLocation(body))
        .location,
    onSettled: () => client.invalidateQueries({ queryKey: counterKeys.locations }),
  });
}

/** Deletes a location; its devices are unpaired with it, so their lists and the report go stale. */
export function useDeleteLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => counterApi.removeLocation(id),
    onSettled: (_answer, _error, id) =>
      Promise.all([
        client.invalidateQueries({ queryKey: counterKeys.locations }),
        client.removeQueries({ queryKey: counterKeys.devices(id) }),
      ]),
  });
}

export function useDevices(location: string) {
  return useQuery({
    queryKey: counterKeys.devices(location),
    queryFn: ({ signal }) => counterApi.devices(location, signal),
  });
}

/** A new device and its pairing code (shown once); the location's device count changes. */
export function usePairDevice(location: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => counterApi.pair(location, name),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: counterKeys.devices(location) }),
        client.invalidateQueries({ queryKey: counterKeys.locations }),
      ]),
  });
}

export function useUnpairDevice(location: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (device: string) => counterApi.unpair(device),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: counterKeys.devices(location) }),
        client.invalidateQueries({ queryKey: counterKeys.locations }),
      ]),
  });
}

/** The report for `filters` (the rows a page at a time; the totals are of every row). */
export function useRedemptionReport(filters: ReportFilters, page: number) {
  return useQuery({
    queryKey: counterKeys.report(filters, page),
    queryFn: ({ signal }) => counterApi.report(filters, page, signal),
    placeholderData: keepPreviousData,
    // Redemptions and voids happen in the rewards feature: its writes refresh the report.
    meta: { shows: ['rewards'] },
  });
}

export function useConflicts(page: number) {
  return useQuery({
    queryKey: counterKeys.conflicts(page),
    queryFn: ({ signal }) => counterApi.conflicts(page, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['rewards'] },
  });
}

/** The rewards the report can be filtered by (names only; rewards' writes refresh them). */
export function useRewardChoices() {
  return useQuery({
    queryKey: counterKeys.rewardChoices,
    queryFn: async ({ signal }) =>
      (await counterApi.rewardChoices(signal)).data.map((r) => ({
        public_id: r.public_id,
        name: r.name,
      })),
    staleTime: 60_000,
    meta: { shows: ['rewards'] },
  });
}
