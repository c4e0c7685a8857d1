/**
 * A game's fair-play rules (issue 36): `GET/PUT /games/{id}/fair-play`, the whole settings object
 * (a game that never saved any gets the defaults). Keys and hooks live here; the page never calls
 * the API itself.
 */
import { FairPlayResponse, type FairPlayRequest } from '@playdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { FAIR_PLAY_FIELDS } from './fair-play-model';

const path = (game: string) => `games/${encodeURIComponent(game)}/fair-play`;

export const fairPlayKeys = {
  one: (game: string) => ['games', 'fair-play', game] as const,
};

export function useFairPlay(game: string) {
  return useQuery({
    queryKey: fairPlayKeys.one(game),
    queryFn: ({ signal }) => apiRequest(path(game), { schema: FairPlayResponse, signal }),
    refetchOnWindowFocus: false,
  });
}

export function useSaveFairPlay(game: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FairPlayRequest) =>
      apiRequest(path(game), { method: 'PUT', body, schema: FairPlayResponse }),
    onSuccess: (answer) => client.setQueryData(fairPlayKeys.one(game), answer),
    meta: { fieldsInPlace: FAIR_PLAY_FIELDS },
  });
}
