import {
  InvoiceListResponse,
  PortalResponse,
  SubscriptionChangeResponse,
} from '@playdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { billingKeys, planChanged } from '../plans';

export const INVOICE_PAGE_SIZE = 10;

export function useInvoices(page: number, enabled = true) {
  return useQuery({
    queryKey: billingKeys.invoices(page),
    queryFn: () =>
      apiRequest(`subscription/invoices?page=${page}&page_size=${INVOICE_PAGE_SIZE}`, {
        schema: InvoiceListResponse,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `POST subscription/portal`: the provider's page to change the card (the caller goes there). */
export function usePortal() {
  return useMutation({
    mutationFn: () => apiRequest('subscription/portal', { method: 'POST', schema: PortalResponse }),
  });
}

/**
 * Cancel at the period's end, or resume: the answer is the refreshed subscription, cached at once;
 * the profile is fetched again in case the status moved.
 */
export function useSubscriptionSwitch(action: 'cancel' | 'resume') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`subscription/${action}`, { method: 'POST', schema: SubscriptionChangeResponse }),
    onSuccess: async ({ subscription }) => {
      client.setQueryData(billingKeys.subscription, subscription);
      await planChanged(client);
    },
  });
}
