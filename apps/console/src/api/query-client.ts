import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand/vanilla';
import { toastStore, type ToastState } from '../session/toast';
import { splitServerErrors } from '../ui/server-errors';
import { ApiError, messageOf } from './client';
import { codedText } from './error-codes';

/**
 * The toast's text for a failed call: the error text (docs/product-rules.md#error-text) without
 * the field paths the server prefixes (`password: Password is too easy…` reads as the message
 * alone), and without the errors the form already shows under its fields (`fieldsInPlace`).
 * Empty when the form shows them all.
 */
export function toastText(error: unknown, fieldsInPlace: readonly string[] = []): string {
  if (!(error instanceof ApiError)) return messageOf(error);
  const { fields, other } = splitServerErrors(error.body, fieldsInPlace);
  if (Object.keys(fields).length === 0 && other.length === 0) return messageOf(error);
  // A coded refusal of one field the form does not show (a webhook's address): its own words.
  const coded = Object.keys(fields).length === 0 && other.length === 1 && codedText(error.body);
  if (coded) return coded;
  return other.map((line) => line.replace(FIELD_PATH, '')).join('\n');
}

/** The `field.path: ` that starts a field's error (docs/product-rules.md#error-shape). */
const FIELD_PATH = /^[A-Za-z_]\w*(?:\.\w+)*: /;

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
  /** Shows the warning; false when there is none to show (session reset, all errors in place). */
  const warn = (error: unknown, fieldsInPlace?: readonly string[]): boolean => {
    if (error instanceof ApiError && error.sessionReset) return false;
    const text = toastText(error, fieldsInPlace);
    if (text) toasts.getState().show(text, 'warning');
    return Boolean(text);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => warn(error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.errorsInPlace) return;
        if (warn(error, mutation.meta?.fieldsInPlace)) {
          actionWarning = toasts.getState().message?.id ?? null;
        }
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
