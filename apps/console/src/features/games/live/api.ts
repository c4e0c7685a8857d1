import {
  GameListResponse,
  LiveSessionResponse,
  RewardListResponse,
  type CreateLiveSessionRequest,
  type LiveCommand,
  type LiveRewardRequest,
} from '@playdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';

export const liveKeys = {
  quizzes: ['games', 'live', 'quizzes'] as const,
  show: (id: string) => ['games', 'live', 'show', id] as const,
  rewards: ['games', 'live', 'rewards'] as const,
};

/** The business's rewards a show can give (the first 100, by the rewards list's order). */
export function useLiveRewards() {
  return useQuery({
    queryKey: liveKeys.rewards,
    queryFn: ({ signal }) =>
      apiRequest('rewards?page=1&page_size=100', { schema: RewardListResponse, signal }),
  });
}

/** Sets the show's reward (null: none) until it is given. */
export function useSetLiveReward(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof LiveRewardRequest>) =>
      apiRequest(`live-sessions/${encodeURIComponent(id)}/reward`, {
        method: 'PUT',
        body,
        schema: LiveSessionResponse,
      }),
    onSuccess: (data) => client.setQueryData(liveKeys.show(id), data),
  });
}

/** The business's quizzes and personality tests a show can play (the first 100 of each). */
export function useQuizzes() {
  return useQuery({
    queryKey: liveKeys.quizzes,
    queryFn: async () => {
      const [quizzes, tests] = await Promise.all(
        (['quiz', 'personality'] as const).map((type) =>
          apiRequest(`games?type=${type}&page_size=100`, { schema: GameListResponse }),
        ),
      );
      return [...quizzes!.data, ...tests!.data];
    },
  });
}

/** A show as its host sees it, read again every second while open (docs/live.md). */
export function useLiveShow(id: string | null) {
  return useQuery({
    queryKey: liveKeys.show(id ?? ''),
    queryFn: () =>
      apiRequest(`live-sessions/${encodeURIComponent(id!)}`, { schema: LiveSessionResponse }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.session.view.phase === 'ended' ? false : 1000),
    retry: false,
  });
}

export function useOpenLiveShow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateLiveSessionRequest>) =>
      apiRequest('live-sessions', { method: 'POST', body, schema: LiveSessionResponse }),
    onSuccess: (data) => client.setQueryData(liveKeys.show(data.session.public_id), data),
  });
}

export function useLiveCommand(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: LiveCommand) =>
      apiRequest(`live-sessions/${encodeURIComponent(id)}/commands`, {
        method: 'POST',
        body: { command },
        schema: LiveSessionResponse,
      }),
    onSuccess: (data) => client.setQueryData(liveKeys.show(id), data),
  });
}
