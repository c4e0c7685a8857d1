import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand/vanilla';
import { toastStore, type ToastState } from '../session/toast';
import { ApiError, messageOf } from './client';

/**
 * Failed calls show a warning with the error text (docs/product-rules.md#error-text); a 401 already
 * reset the session.
 *
 * A failed action's warning is about that attempt. Once a later action succeeds — the sign-up
 * retried with another email, the password typed again — it is no longer true, so it is hidden
 * instead of following the user onto the next page for the rest of its 5 seconds. Messages shown
 * since (a success message, another failure) stay.
 */
export function createQueryClient(toasts: StoreApi<ToastState> = toastStore): QueryClient {
  let actionWarning: number | null = null;
  const warn = (error: unknown): void => {
    if (error instanceof ApiError && error.sessionReset) return;
    toasts.getState().show(messageOf(error), 'warning');
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: warn }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.errorsInPlace) return;
        warn(error);
        actionWarning = toasts.getState().message?.id ?? null;
      },
      // Runs before the mutation's own onSuccess, so its success message is not the one hidden.
      onSuccess: () => {
        const shown = toasts.getState().message;
        if (shown && shown.id === actionWarning) toasts.getState().hide();
        actionWarning = null;
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => error instanceof ApiError && error.status >= 500 && count < 1,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
