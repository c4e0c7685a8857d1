import {
  CheckoutResponse,
  SubscriptionResponse,
  type CheckoutRequest,
  type CheckoutResponse as CheckoutAnswer,
} from '@playdesk/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { fetchProfile, queryKeys } from '../../api/queries';

/**
 * The subscription's data, shared by Payment, Upgrade and Subscription (issue 14): the account's
 * subscription and the one way to pay for, or change to, a plan.
 */
export const billingKeys = {
  root: ['subscription'] as const,
  subscription: ['subscription', 'current'] as const,
  invoices: (page: number) => ['subscription', 'invoices', page] as const,
};

/** `enabled` false for team mates, who may not have the subscription module. */
export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: () => apiRequest('subscription', { schema: SubscriptionResponse }),
    enabled,
  });
}

/**
 * After the plan changed: the profile is fetched again (it refreshes the session's user and limits,
 * so the top bar's usage limit and the plan flags change at once) and every subscription query
 * goes stale.
 */
export async function planChanged(client: QueryClient): Promise<void> {
  await Promise.all([
    client.fetchQuery({ queryKey: queryKeys.profile, queryFn: fetchProfile, staleTime: 0 }),
    client.invalidateQueries({ queryKey: billingKeys.root }),
  ]);
}

/**
 * `POST subscription/checkout`: `checkout` → the provider's page (the caller leaves the console);
 * `changed` / `scheduled` → the plan changed now or at the period's end. Errors (a refused
 * downgrade is a 409 naming what to remove first) are shown in place by the caller.
 */
export function useCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutRequest) =>
      apiRequest('subscription/checkout', { method: 'POST', body, schema: CheckoutResponse }),
    meta: { errorsInPlace: true },
    onSuccess: async (answer: CheckoutAnswer) => {
      if (answer.outcome === 'changed') await planChanged(client);
      else if (answer.outcome === 'scheduled') {
        await client.invalidateQueries({ queryKey: billingKeys.root });
      }
    },
  });
}

/** Leaves the console for the provider's page (Stripe, or the built-in TEST MODE checkout). */
export function goToProvider(url: string): void {
  window.location.assign(url);
}
