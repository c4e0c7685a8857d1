import { useQuery } from '@tanstack/react-query';
import { session } from '../session/session';
import { api } from './endpoints';

export const queryKeys = {
  profile: ['user-profile'] as const,
  plans: ['plans'] as const,
};

/**
 * GET user-profile; refreshes user, access modules, limits and game settings
 * (docs/product-rules.md#first-load).
 */
export async function fetchProfile() {
  const profile = await api.profile();
  await session.applyAuth(profile);
  return profile;
}

export const profileQuery = { queryKey: queryKeys.profile, queryFn: fetchProfile } as const;

export function useProfile() {
  return useQuery(profileQuery);
}

export function usePlans() {
  return useQuery({ queryKey: queryKeys.plans, queryFn: api.plans, staleTime: 5 * 60_000 });
}
