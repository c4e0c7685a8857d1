import { MailboxListResponse } from '@playdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../api/client';

export const MAILBOX_PAGE_SIZE = 20;

export const mailboxKeys = {
  available: ['mailbox', 'available'] as const,
  page: (page: number) => ['mailbox', 'page', page] as const,
};

/**
 * The server's mailbox, or null when it has none (it sends real email, or runs in production: the
 * route answers 404 there, docs/product-rules.md#demo-mailbox). Not an error to show.
 */
async function fetchMailbox(page: number, pageSize = MAILBOX_PAGE_SIZE) {
  try {
    return await apiRequest(`mailbox?page=${page}&page_size=${pageSize}`, {
      schema: MailboxListResponse,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Whether this server keeps a demo mailbox: asked once per session (it never changes while up). */
export function useMailboxAvailable(): boolean {
  const query = useQuery({
    queryKey: mailboxKeys.available,
    queryFn: async () => (await fetchMailbox(1, 1)) !== null,
    staleTime: Infinity,
    retry: false,
  });
  return query.data === true;
}

export function useMailbox(page: number) {
  return useQuery({
    queryKey: mailboxKeys.page(page),
    queryFn: () => fetchMailbox(page),
    placeholderData: keepPreviousData,
    // New emails arrive from the job worker within seconds of the action that sends them.
    refetchInterval: 5_000,
  });
}
