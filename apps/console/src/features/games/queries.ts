import type { Game, TemplateKind } from '@playdesk/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { gamesApi } from './api';
import type { GameListParams } from './list-params';

export const gameKeys = {
  all: ['games'] as const,
  lists: ['games', 'list'] as const,
  list: (params: GameListParams) => ['games', 'list', params] as const,
  detail: (publicId: string) => ['games', 'detail', publicId] as const,
};

/** Templates for the editor's pickers; under the `templates` key so template edits refresh it. */
export const templateOptionsKey = (kind: TemplateKind) => ['templates', 'options', kind] as const;

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

export function useTemplateOptions(kind: TemplateKind) {
  return useQuery({
    queryKey: templateOptionsKey(kind),
    queryFn: async ({ signal }) => (await gamesApi.templates(kind, signal)).data,
    staleTime: 60_000,
  });
}

/** After a change: lists refetch, the changed game's cache holds the server's answer. */
export function useGameCache() {
  const client = useQueryClient();
  return {
    saved(game: Game) {
      client.setQueryData(gameKeys.detail(game.public_id), game);
      void client.invalidateQueries({ queryKey: gameKeys.lists });
    },
    removed(publicId: string) {
      client.removeQueries({ queryKey: gameKeys.detail(publicId) });
      void client.invalidateQueries({ queryKey: gameKeys.lists });
    },
    refreshLists() {
      void client.invalidateQueries({ queryKey: gameKeys.lists });
    },
  };
}
