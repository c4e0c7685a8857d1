import {
  CodeImportReport,
  CounterRewardResponse,
  MessageResponse,
  RedeemResponse,
  RewardListResponse,
  RewardResponse,
  WinnerListResponse,
  type CreateRewardRequest,
  type GenerateCodesRequest,
  type RedeemRequest,
  type Reward,
  type RewardTranslation,
  type UpdateRewardRequest,
  type VoidRewardRequest,
  type WonRewardStatus,
} from '@playdesk/contract';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../api/client';
import { invalidateShowing, itemWritten } from '../../api/query-deps';
import { useTranslationSave } from '../../api/translations';
import { apiUpload, type UploadOptions } from '../../api/upload';

/** What the editor's form sends: a reward checked by `CreateRewardRequest` (defaults filled). */
export type RewardFormRequest = z.output<typeof CreateRewardRequest>;

const enc = encodeURIComponent;
const rewardPath = (id: string) => `rewards/${enc(id)}`;

export const REWARD_PAGE_SIZE = 20;
export const WINNER_PAGE_SIZE = 20;

export interface RewardListParams {
  page: number;
  /** A prefix of the name ('' = every reward). */
  q: string;
}

export function rewardListPath({ page, q }: RewardListParams, pageSize = REWARD_PAGE_SIZE): string {
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (q.trim()) params.set('q', q.trim());
  return `rewards?${params.toString()}`;
}

/** A winners list's state filter: '' for every win. */
export type WinnerStatusFilter = WonRewardStatus | '';

const statusParam = (status: WinnerStatusFilter) => (status ? `&status=${status}` : '');

export const winnersPath = (id: string, page: number, status: WinnerStatusFilter = '') =>
  `${rewardPath(id)}/winners?page=${page}&page_size=${WINNER_PAGE_SIZE}${statusParam(status)}`;
/** Every winner of a reward (in `status`, when one is chosen) as CSV (streamed by the server). */
export const winnersCsvPath = (id: string, status: WinnerStatusFilter = '') =>
  `${rewardPath(id)}/winners?format=csv${statusParam(status)}`;

/** The reward calls of the console, checked against the contract. */
export const rewardsApi = {
  list: (params: RewardListParams, signal?: AbortSignal) =>
    apiRequest(rewardListPath(params), { schema: RewardListResponse, signal }),
  get: (id: string, signal?: AbortSignal) =>
    apiRequest(rewardPath(id), { schema: RewardResponse, signal }),
  create: (body: CreateRewardRequest) =>
    apiRequest('rewards', { method: 'POST', body, schema: RewardResponse }),
  update: (id: string, body: UpdateRewardRequest) =>
    apiRequest(rewardPath(id), { method: 'PATCH', body, schema: RewardResponse }),
  remove: (id: string) => apiRequest(rewardPath(id), { method: 'DELETE', schema: MessageResponse }),
  /** The file's bytes as they are (one code per line): the server parses and reports. */
  uploadCodes: (id: string, file: Blob, options: UploadOptions = {}) =>
    apiUpload(`${rewardPath(id)}/codes`, {
      body: file,
      contentType: 'text/plain',
      schema: CodeImportReport,
      ...options,
    }),
  generateCodes: (id: string, body: GenerateCodesRequest) =>
    apiRequest(`${rewardPath(id)}/codes/generate`, {
      method: 'POST',
      body,
      schema: CodeImportReport,
    }),
  winners: (id: string, page: number, status: WinnerStatusFilter, signal?: AbortSignal) =>
    apiRequest(winnersPath(id, page, status), { schema: WinnerListResponse, signal }),
  redeem: (body: RedeemRequest) =>
    apiRequest('rewards/redeem', { method: 'POST', body, schema: RedeemResponse }),
  /** Cancels a win that was not redeemed, with the reason (docs/rewards.md#redemption-in-store). */
  voidWin: (winId: string, body: VoidRewardRequest) =>
    apiRequest(`rewards/given/${enc(winId)}/void`, {
      method: 'POST',
      body,
      schema: CounterRewardResponse,
    }),
};

/**
 * Every rewards query sits under `['rewards']`; every page of the list under `lists`, a reward's
 * winners under `winners(id)`, so a write refreshes what it changed with one prefix.
 */
export const rewardKeys = {
  all: ['rewards'] as const,
  lists: ['rewards', 'list'] as const,
  list: (params: RewardListParams) => ['rewards', 'list', params] as const,
  one: (id: string) => ['rewards', 'one', id] as const,
  winners: (id: string) => ['rewards', 'winners', id] as const,
  winnerPage: (id: string, page: number, status: WinnerStatusFilter = '') =>
    ['rewards', 'winners', id, page, status] as const,
};

/** A page of rewards. Their games come from the games' settings: game writes refresh them. */
export function useRewards(params: RewardListParams) {
  return useQuery({
    queryKey: rewardKeys.list(params),
    queryFn: ({ signal }) => rewardsApi.list(params, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['games'] },
  });
}

/** One reward; `null` when this account has no reward at that address (no error toast for that). */
export function useReward(id: string) {
  return useQuery({
    queryKey: rewardKeys.one(id),
    queryFn: async ({ signal }): Promise<Reward | null> => {
      try {
        return (await rewardsApi.get(id, signal)).reward;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          return null;
        }
        throw error;
      }
    },
    retry: false,
    meta: { shows: ['games'] },
  });
}

/**
 * What a reward write changes in the cache: its own query holds the server's answer, every list
 * of rewards and every query showing rewards (the game editor's pickers) go stale.
 */
export function rewardWritten(
  client: QueryClient,
  change: { saved: Reward } | { removed: string },
) {
  return itemWritten(
    client,
    'rewards',
    rewardKeys.lists,
    'saved' in change
      ? { key: rewardKeys.one(change.saved.public_id), data: change.saved }
      : { key: rewardKeys.one(change.removed) },
  );
}

/** Creates a reward, or changes `id` (the kind is fixed once created: it is not sent). */
export function useSaveReward(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RewardFormRequest) => {
      if (!id) return (await rewardsApi.create(body)).reward;
      const { kind: _fixed, ...change } = body;
      return (await rewardsApi.update(id, change)).reward;
    },
    onSuccess: (saved) => rewardWritten(client, { saved }),
  });
}

/** Saves one language's texts of reward `id` (null removes the language; the others stay). */
export const useSaveRewardTranslation = (id: string) =>
  useTranslationSave<RewardTranslation, Reward>(
    async (body) => (await rewardsApi.update(id, body)).reward,
    (client, saved) => rewardWritten(client, { saved }),
  );

export function useDeleteReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => rewardsApi.remove(id),
    onSuccess: (_answer, removed) => rewardWritten(client, { removed }),
  });
}

/** Upload of a file of codes: its progress and its refusal are shown in place. */
export function useUploadCodes(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...options }: UploadOptions & { file: Blob }) =>
      rewardsApi.uploadCodes(id, file, options),
    onSuccess: (report) => rewardWritten(client, { saved: report.reward }),
    meta: { errorsInPlace: true },
  });
}

export function useGenerateCodes(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateCodesRequest) => rewardsApi.generateCodes(id, body),
    onSuccess: (report) => rewardWritten(client, { saved: report.reward }),
  });
}

export function useWinners(id: string, page: number, status: WinnerStatusFilter = '') {
  return useQuery({
    queryKey: rewardKeys.winnerPage(id, page, status),
    queryFn: ({ signal }) => rewardsApi.winners(id, page, status, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Marks a win redeemed, by its code or by the win's id. The answer (or the 409 saying when it was
 * redeemed) is shown where staff typed it; the reward's counts and winners go stale.
 */
export function useRedeem() {
  const client = useQueryClient();
  return useMutation({
    // What staff typed goes as `typed`: the server tries it as a code, then as a win reference,
    // so an unknown code is one request and one 404.
    mutationFn: (body: RedeemRequest) => rewardsApi.redeem(body),
    onSuccess: ({ winner }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: rewardKeys.one(winner.reward.public_id) }),
        client.invalidateQueries({ queryKey: rewardKeys.winners(winner.reward.public_id) }),
        client.invalidateQueries({ queryKey: rewardKeys.lists }),
      ]),
    meta: { errorsInPlace: true },
  });
}

/**
 * Voids a win with its reason. The reward's counts, its winners and whatever shows rewards (the
 * redemption report) go stale.
 */
export function useVoidWin(rewardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ winId, reason }: { winId: string; reason: string }) =>
      rewardsApi.voidWin(winId, { reason }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rewardKeys.one(rewardId) }),
        client.invalidateQueries({ queryKey: rewardKeys.winners(rewardId) }),
        client.invalidateQueries({ queryKey: rewardKeys.lists }),
        invalidateShowing(client, 'rewards'),
      ]),
    meta: { fieldsInPlace: ['reason'] },
  });
}
