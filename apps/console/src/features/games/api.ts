import {
  GameListResponse,
  GameResponse,
  MessageResponse,
  RewardListResponse,
  TemplateListResponse,
  CreateGameRequest,
  type Game,
  type TemplateKind,
  type UpdateGameRequest,
} from '@playdesk/contract';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../api/client';
import { itemWritten } from '../../api/query-deps';
import { gameListPath, type GameListParams } from './list-params';
import { duplicateName } from './share';

const gamePath = (publicId: string) => `games/${encodeURIComponent(publicId)}`;

/** The game calls of the console, checked against the contract. */
export const gamesApi = {
  list: (params: GameListParams, signal?: AbortSignal) =>
    apiRequest(gameListPath(params), { schema: GameListResponse, signal }),
  get: async (publicId: string, signal?: AbortSignal) =>
    (await apiRequest(gamePath(publicId), { schema: GameResponse, signal })).game,
  create: async (body: CreateGameRequest) =>
    (await apiRequest('games', { method: 'POST', body, schema: GameResponse })).game,
  update: async (publicId: string, body: UpdateGameRequest) =>
    (await apiRequest(gamePath(publicId), { method: 'PATCH', body, schema: GameResponse })).game,
  remove: (publicId: string) =>
    apiRequest(gamePath(publicId), { method: 'DELETE', schema: MessageResponse }),
  /** The account's games for pickers (the API's largest page). */
  options: (signal?: AbortSignal) =>
    apiRequest('games?page_size=100', { schema: GameListResponse, signal }),
  templates: (kind: TemplateKind, signal?: AbortSignal) =>
    apiRequest(`templates?kind=${kind}&page_size=100`, { schema: TemplateListResponse, signal }),
  /** The account's rewards for the Rewards section's pickers (the API's largest page). */
  rewards: (signal?: AbortSignal) =>
    apiRequest('rewards?page_size=100', { schema: RewardListResponse, signal }),
};

/**
 * Every games query sits under `['games']`; every list of games — the paged list and the
 * pickers' options — under `lists`, so a write refreshes them all with one prefix.
 */
export const gameKeys = {
  lists: ['games', 'list'] as const,
  list: (params: GameListParams) => ['games', 'list', 'page', params] as const,
  options: ['games', 'list', 'options'] as const,
  detail: (publicId: string) => ['games', 'detail', publicId] as const,
  templateOptions: (kind: TemplateKind) => ['games', 'template-options', kind] as const,
  rewardOptions: ['games', 'reward-options'] as const,
};

export function useGameList(params: GameListParams) {
  return useQuery({
    queryKey: gameKeys.list(params),
    queryFn: ({ signal }) => gamesApi.list(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One game; `null` when this account has no game at that address (no error toast for that). */
export function useGame(publicId: string) {
  return useQuery({
    queryKey: gameKeys.detail(publicId),
    queryFn: async ({ signal }): Promise<Game | null> => {
      try {
        return await gamesApi.get(publicId, signal);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400))
          return null;
        throw error;
      }
    },
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

/** Every game of the account (first 100), for the pickers of the calendar, the bar and the dashboard. */
export function useGameOptions() {
  return useQuery({
    queryKey: gameKeys.options,
    queryFn: ({ signal }) => gamesApi.options(signal),
  });
}

/** The templates for the editor's pickers; template writes refresh them through `meta.shows`. */
export function useTemplateOptions(kind: TemplateKind) {
  return useQuery({
    queryKey: gameKeys.templateOptions(kind),
    queryFn: async ({ signal }) => (await gamesApi.templates(kind, signal)).data,
    staleTime: 60_000,
    meta: { shows: ['templates'] },
  });
}

/**
 * The rewards for the editor's Rewards section (`enabled` false for a team mate without the
 * rewards module); reward writes refresh them through `meta.shows`.
 */
export function useRewardOptions(enabled = true) {
  return useQuery({
    queryKey: gameKeys.rewardOptions,
    queryFn: async ({ signal }) => (await gamesApi.rewards(signal)).data,
    enabled,
    staleTime: 60_000,
    meta: { shows: ['rewards'] },
  });
}

/**
 * What a game write changes in the cache: the written game's detail holds the server's answer
 * (no refetch), every list of games and every other feature's query showing games go stale.
 */
export function gameWritten(client: QueryClient, change: { saved: Game } | { removed: string }) {
  return itemWritten(
    client,
    'games',
    gameKeys.lists,
    'saved' in change
      ? { key: gameKeys.detail(change.saved.public_id), data: change.saved }
      : { key: gameKeys.detail(change.removed) },
  );
}

export function useCreateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: gamesApi.create,
    onSuccess: (saved) => gameWritten(client, { saved }),
  });
}

/** A copy of a game as a draft, named "… (copy)". */
export function useDuplicateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (publicId: string) => {
      const full = await gamesApi.get(publicId);
      // Through the request schema: what only an answer carries (the draws' commitments under
      // settings.rewards.fairness) is dropped, since the API refuses fields a request does not take.
      return gamesApi.create(
        CreateGameRequest.parse({
          type: full.type,
          name: duplicateName(full.name),
          status: 'draft',
          difficulty: full.difficulty,
          settings: full.settings,
          content: full.content,
        }),
      );
    },
    onSuccess: (saved) => gameWritten(client, { saved }),
  });
}

export function useUpdateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ publicId, body }: { publicId: string; body: UpdateGameRequest }) =>
      gamesApi.update(publicId, body),
    onSuccess: (saved) => gameWritten(client, { saved }),
  });
}

export function useDeleteGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: gamesApi.remove,
    onSuccess: (_answer, removed) => gameWritten(client, { removed }),
  });
}
