/** The loyalty section's data (docs/loyalty.md): settings, catalogue, members, ledger, stats. */
import {
  LoyaltyAdjustResponse,
  LoyaltyCatalogueResponse,
  LoyaltyItemResponse,
  LoyaltyLedgerResponse,
  LoyaltyMemberListResponse,
  LoyaltySettingsResponse,
  LoyaltyStats,
  MessageResponse,
  RewardListResponse,
  type LoyaltySettingsRequest,
} from '@playdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export const loyaltyKeys = {
  all: ['loyalty'] as const,
  settings: ['loyalty', 'settings'] as const,
  catalogue: ['loyalty', 'catalogue'] as const,
  members: (page: number) => ['loyalty', 'members', page] as const,
  ledger: (player: string) => ['loyalty', 'ledger', player] as const,
  stats: ['loyalty', 'stats'] as const,
  rewards: ['loyalty', 'rewards'] as const,
};

export const MEMBERS_PAGE_SIZE = 20;

export function useLoyaltySettings() {
  return useQuery({
    queryKey: loyaltyKeys.settings,
    queryFn: () => apiRequest('loyalty', { schema: LoyaltySettingsResponse }),
    refetchOnWindowFocus: false,
  });
}

export function useSaveLoyaltySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoyaltySettingsRequest) =>
      apiRequest('loyalty', { method: 'PUT', body, schema: LoyaltySettingsResponse }),
    onSuccess: (saved) => client.setQueryData(loyaltyKeys.settings, saved),
  });
}

export function useLoyaltyCatalogue() {
  return useQuery({
    queryKey: loyaltyKeys.catalogue,
    queryFn: () => apiRequest('loyalty/catalogue', { schema: LoyaltyCatalogueResponse }),
    meta: { shows: ['rewards'] },
  });
}

/** The business's rewards to offer for points (the first 100, newest first). */
export function useRewardChoices() {
  return useQuery({
    queryKey: loyaltyKeys.rewards,
    queryFn: () => apiRequest('rewards?page_size=100', { schema: RewardListResponse }),
    meta: { shows: ['rewards'] },
  });
}

export function useSaveLoyaltyItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: null; body: { reward_id: string; price: number; per_player: number | null } }
        | { id: string; body: { price?: number; per_player?: number | null; active?: boolean } },
    ) =>
      input.id === null
        ? apiRequest('loyalty/catalogue', {
            method: 'POST',
            body: input.body,
            schema: LoyaltyItemResponse,
          })
        : apiRequest(`loyalty/catalogue/${encodeURIComponent(input.id)}`, {
            method: 'PATCH',
            body: input.body,
            schema: LoyaltyItemResponse,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: loyaltyKeys.all }),
  });
}

export function useDeleteLoyaltyItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`loyalty/catalogue/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: MessageResponse,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: loyaltyKeys.all }),
  });
}

export function useLoyaltyMembers(page: number) {
  return useQuery({
    queryKey: loyaltyKeys.members(page),
    queryFn: () =>
      apiRequest(`loyalty/members?page=${page}&page_size=${MEMBERS_PAGE_SIZE}`, {
        schema: LoyaltyMemberListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLoyaltyLedger(player: string | null) {
  return useQuery({
    queryKey: loyaltyKeys.ledger(player ?? ''),
    queryFn: () =>
      apiRequest(`loyalty/members/${encodeURIComponent(player!)}/ledger?page_size=50`, {
        schema: LoyaltyLedgerResponse,
      }),
    enabled: player !== null,
  });
}

export function useAdjustPoints(player: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { points: number; reason: string }) =>
      apiRequest(`loyalty/members/${encodeURIComponent(player)}/adjust`, {
        method: 'POST',
        body,
        schema: LoyaltyAdjustResponse,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: loyaltyKeys.all }),
  });
}

export function useLoyaltyStats() {
  return useQuery({
    queryKey: loyaltyKeys.stats,
    queryFn: () => apiRequest('loyalty/stats', { schema: LoyaltyStats }),
  });
}
