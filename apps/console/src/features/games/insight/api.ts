/**
 * Insight's data (issue 34): the funnel, a game's steps, its placements and experiments. Keys and
 * hooks live here; the pages never call the API themselves.
 */
import {
  ExperimentDetailResponse,
  ExperimentListResponse,
  ExperimentResponse,
  FunnelResponse,
  GameStepsResponse,
  PlacementListResponse,
  PlacementResponse,
  type CreateExperimentRequest,
  type CreatePlacementRequest,
  type FunnelDimension,
  type VariantKey,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, errorTextOf } from '../../../api/client';
import { loadErrorTexts } from '../../../api/error-codes';
import type { IsoDay } from '../../../lib/dates';
import { saveFile } from '../../../lib/save-file';
import { sessionStore } from '../../../session/session';
import { funnelQuery } from './funnel-model';
import { qrFileName } from './placement-model';

export const insightKeys = {
  funnel: (
    game: string | null,
    from: IsoDay,
    to: IsoDay,
    groupBy: FunnelDimension | null,
    compare: { from: IsoDay; to: IsoDay } | null,
  ) => ['insight', 'funnel', game, from, to, groupBy, compare?.from ?? null] as const,
  steps: (game: string, from: IsoDay, to: IsoDay) => ['insight', 'steps', game, from, to] as const,
  placements: (game: string) => ['insight', 'placements', game] as const,
  experimentLists: ['insight', 'experiments'] as const,
  experiments: (game: string) => ['insight', 'experiments', game] as const,
  experiment: (id: string) => ['insight', 'experiment', id] as const,
};

/** `GET stats/funnel`: a game's funnel (every game's with `game` null), broken down and compared. */
export function useFunnel(options: {
  game: string | null;
  from: IsoDay;
  to: IsoDay;
  groupBy: FunnelDimension | null;
  compare: { from: IsoDay; to: IsoDay } | null;
}) {
  const { game, from, to, groupBy, compare } = options;
  return useQuery({
    queryKey: insightKeys.funnel(game, from, to, groupBy, compare),
    queryFn: ({ signal }) =>
      apiRequest(`stats/funnel?${funnelQuery({ game, from, to, groupBy, compare })}`, {
        schema: FunnelResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
    // The breakdown by placement and variant names them.
    meta: { shows: ['games'] },
  });
}

/** `GET stats/games/{id}/steps`: where a game's players give up. */
export function useGameSteps(game: string, from: IsoDay, to: IsoDay) {
  return useQuery({
    queryKey: insightKeys.steps(game, from, to),
    queryFn: ({ signal }) =>
      apiRequest(`stats/games/${encodeURIComponent(game)}/steps?from=${from}&to=${to}`, {
        schema: GameStepsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePlacements(game: string) {
  return useQuery({
    queryKey: insightKeys.placements(game),
    queryFn: ({ signal }) =>
      apiRequest(`placements?game=${encodeURIComponent(game)}&page_size=100`, {
        schema: PlacementListResponse,
        signal,
      }),
  });
}

export const PLACEMENT_FIELDS = ['name', 'utm_source', 'utm_medium', 'utm_campaign'] as const;

export function useCreatePlacement(game: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { fieldsInPlace: PLACEMENT_FIELDS },
    mutationFn: (body: CreatePlacementRequest) =>
      apiRequest('placements', { method: 'POST', body, schema: PlacementResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: insightKeys.placements(game) }),
  });
}

/**
 * Saves a placement's QR code as a file: the route answers an image to the session's bearer
 * token, which a plain link would not carry.
 */
export async function downloadQr(
  placement: { public_id: string; name: string },
  format: 'png' | 'svg',
): Promise<void> {
  const { user } = sessionStore.getState();
  const headers: Record<string, string> = {};
  if (user?.token) headers.Authorization = `Bearer ${user.token}`;
  if (user?.current_account.public_id) headers['X-ACCOUNT'] = user.current_account.public_id;
  let response: Response;
  try {
    response = await fetch(
      `${API_PATH}/placements/${encodeURIComponent(placement.public_id)}/qr?format=${format}`,
      { headers },
    );
  } catch {
    throw new ApiError(0, null, errorTextOf(null));
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    await loadErrorTexts(data);
    throw new ApiError(response.status, data, errorTextOf(data));
  }
  const named = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  const name = named?.[1]?.replace(/[/\\]/g, '_').trim() || qrFileName(placement.name, format);
  saveFile(await response.blob(), name);
}

export function useExperiments(game: string) {
  return useQuery({
    queryKey: insightKeys.experiments(game),
    queryFn: ({ signal }) =>
      apiRequest(`experiments?game=${encodeURIComponent(game)}&page_size=100`, {
        schema: ExperimentListResponse,
        signal,
      }),
  });
}

export function useExperiment(id: string) {
  return useQuery({
    queryKey: insightKeys.experiment(id),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(`experiments/${encodeURIComponent(id)}`, {
          schema: ExperimentDetailResponse,
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400))
          return null;
        throw error;
      }
    },
  });
}

/** The request's fields the form shows the server's errors at (every variant's under `variants`). */
export const EXPERIMENT_REQUEST_FIELDS = ['name', 'goal', 'variants', 'min_sample', 'ends_on'];

export function useCreateExperiment() {
  const client = useQueryClient();
  return useMutation({
    meta: { fieldsInPlace: EXPERIMENT_REQUEST_FIELDS },
    mutationFn: (body: CreateExperimentRequest) =>
      apiRequest('experiments', { method: 'POST', body, schema: ExperimentResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: insightKeys.experimentLists }),
  });
}

/** Stop, or stop and promote a variant into the game (which changes the game: it is refetched). */
export function useEndExperiment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (promote: VariantKey | null) =>
      promote
        ? apiRequest(`experiments/${encodeURIComponent(id)}/promote`, {
            method: 'POST',
            body: { variant: promote },
            schema: ExperimentResponse,
          })
        : apiRequest(`experiments/${encodeURIComponent(id)}/stop`, {
            method: 'POST',
            schema: ExperimentResponse,
          }),
    onSettled: async (_data, _error, promote) => {
      await client.invalidateQueries({ queryKey: insightKeys.experiment(id) });
      await client.invalidateQueries({ queryKey: insightKeys.experimentLists });
      if (promote) await client.invalidateQueries({ queryKey: ['games'] });
    },
  });
}
