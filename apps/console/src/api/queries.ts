import { useQuery } from '@tanstack/react-query';
import { session } from '../session/session';
import { apiRequest } from './client';

export const queryKeys = {
  profile: ['user-profile'] as const,
  plans: ['plans'] as const,
};

/**
 * The answers' schemas, and zod with them, are not part of the first load
 * (docs/adr/013-console-first-load.md): the first signed-in page's guard sends its profile call at
 * once, and the schema's chunk is fetched while the answer is on its way.
 */
const schemas = () => import('./shell-schemas');

/**
 * GET user-profile; refreshes user, access modules, limits and game settings
 * (docs/product-rules.md#first-load).
 */
export async function fetchProfile() {
  const profile = await apiRequest('user-profile', {
    schema: schemas().then((m) => m.ProfileResponse),
  });
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
    queryFn: () => apiRequest('plans', { schema: schemas().then((m) => m.PlanList) }),
    staleTime: 5 * 60_000,
  });
}
