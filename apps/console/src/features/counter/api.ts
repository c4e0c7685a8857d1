/**
 * Redemption at the counter in the console (issue 35, docs/rewards.md#redemption-in-store): the
 * business's locations, their paired devices, the redemption report and its conflicts. Keys and
 * hooks live here; the pages never call the API themselves.
 */
import {
  DeviceListResponse,
  HeldRewardListResponse,
  HeldRewardResponse,
  LocationListResponse,
  LocationResponse,
  MessageResponse,
  PairingResponse,
  RedemptionConflictListResponse,
  RedemptionReportResponse,
  RewardListResponse,
  type CreateLocationRequest,
  type RejectHeldRewardRequest,
  type UpdateLocationRequest,
} from '@playdesk/contract';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../api/client';
import { invalidateShowing } from '../../api/query-deps';
import { reportPath, type ReportFilters } from './report/report-model';
import { reviewPath } from './review/review-model';

const enc = encodeURIComponent;

/** A business has at most 200 locations (COUNTER_LIMITS): two pages of 100 cover them. */
export const LOCATION_PAGE_SIZE = 100;
export const REPORT_PAGE_SIZE = 100;
export const CONFLICT_PAGE_SIZE = 20;
export const REVIEW_PAGE_SIZE = 20;

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
  held: (page: number, pageSize: number, signal?: AbortSignal) =>
    apiRequest(reviewPath(page, pageSize), { schema: HeldRewardListResponse, signal }),
  approve: (id: string) =>
    apiRequest(`rewards/review/${enc(id)}/approve`, {
      method: 'POST',
      schema: HeldRewardResponse,
    }),
  reject: (id: string, body: RejectHeldRewardRequest) =>
    apiRequest(`rewards/review/${enc(id)}/reject`, {
      method: 'POST',
      body,
      schema: HeldRewardResponse,
    }),
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
  /** The rewards held for review (issue 36): the pages and the tab's count. */
  held: ['counter', 'review'] as const,
  heldPage: (page: number) => ['counter', 'review', 'page', page] as const,
  heldCount: ['counter', 'review', 'count'] as const,
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

/** A page of the rewards held for review, with their risk and its reasons. */
export function useHeldRewards(page: number) {
  return useQuery({
    queryKey: counterKeys.heldPage(page),
    queryFn: ({ signal }) => counterApi.held(page, REVIEW_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    // The rows name rewards and games: a reward renamed or deleted, a win voided, refresh them.
    meta: { shows: ['rewards', 'games'] },
  });
}

/**
 * How many rewards wait for review, for the Review tab's badge; null when unknown. The badge is a
 * hint: a count that cannot be had shows no badge and no warning (the Review page itself says
 * when the list cannot be loaded).
 */
export function useHeldCount() {
  return useQuery({
    queryKey: counterKeys.heldCount,
    queryFn: async ({ signal }) => {
      try {
        return (await counterApi.held(1, 1, signal)).meta.total;
      } catch (error) {
        if (signal.aborted || (error instanceof ApiError && error.sessionReset)) throw error;
        return null;
      }
    },
    meta: { shows: ['rewards'] },
  });
}

/**
 * Approves (the reward goes to the player) or rejects (the win is voided, its stock freed) a held
 * reward. Either changes the queue, the rewards' stock and winners, and the redemption report.
 */
export function useDecideHeld() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string } & ({ approve: true } | { reject: string })) =>
      'approve' in decision
        ? counterApi.approve(decision.id)
        : counterApi.reject(decision.id, { reason: decision.reject }),
    onSettled: () => heldDecided(client),
    meta: { fieldsInPlace: ['reason'] },
  });
}

/** After a decision: the queue and its count, the rewards' stock and winners, the report. */
export async function heldDecided(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: counterKeys.held }),
    // The rewards feature's own queries (stock, winners) sit under its root key.
    client.invalidateQueries({ queryKey: ['rewards'] }),
    invalidateShowing(client, 'rewards'),
  ]);
}
