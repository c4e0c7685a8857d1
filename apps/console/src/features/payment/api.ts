import {
  TestCheckoutPayResponse,
  TestCheckoutSession,
  type TestCheckoutPayRequest,
} from '@playdesk/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The built-in test provider's checkout session (only when the server runs PAYMENTS=test). */
export const testCheckoutKeys = {
  one: (id: string) => ['billing', 'test-checkout', id] as const,
};

const path = (id: string) => `billing/test-checkout/${encodeURIComponent(id)}`;

export function useTestCheckout(id: string) {
  return useQuery({
    queryKey: testCheckoutKeys.one(id),
    queryFn: () => apiRequest(path(id), { schema: TestCheckoutSession }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * Pays with the typed card. A declined card is a 402 and an invalid number a 400: both are shown
 * on the page, not in a toast.
 */
export function usePayTestCheckout(id: string) {
  return useMutation({
    mutationFn: (body: TestCheckoutPayRequest) =>
      apiRequest(path(id), { method: 'POST', body, schema: TestCheckoutPayResponse }),
    meta: { errorsInPlace: true },
  });
}
