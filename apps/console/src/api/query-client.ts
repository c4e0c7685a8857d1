import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../session/toast';
import { ApiError, messageOf } from './client';

/** Failed calls show a warning with the spec §8 text; a 401 already reset the session. */
function warn(error: unknown): void {
  if (error instanceof ApiError && error.sessionReset) return;
  toast.warning(messageOf(error));
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: warn }),
  mutationCache: new MutationCache({ onError: warn }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => error instanceof ApiError && error.status >= 500 && count < 1,
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false },
  },
});
