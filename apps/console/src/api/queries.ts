import { useQuery } from '@tanstack/react-query';
import { session } from '../session/session';

export const queryKeys = {
  profile: ['user-profile'] as const,
  plans: ['plans'] as const,
};

/**
 * The calls with their answers' schemas: zod and the contract load with the first call (the
 * signed-in first page's guard, the sign-in page), not with the first load
 * (docs/adr/013-console-first-load.md).
 */
const endpoints = () => import('./endpoints').then((m) => m.api);

/**
 * GET user-profile; refreshes user, access modules, limits and game settings
 * (docs/product-rules.md#first-load).
 */
export async function fetchProfile() {
  const profile = await (await endpoints()).profile();
  await session.applyAuth(profile);
  return profile;
}

export const profileQuery = { queryKey: queryKeys.profile, queryFn: fetchProfile } as const;

export function useProfile() {
  return useQuery(profileQuery);
}

export function usePlans() {
  return useQuery({
    queryKey: queryKeys.plans,
    queryFn: async () => (await endpoints()).plans(),
    staleTime: 5 * 60_000,
  });
}
