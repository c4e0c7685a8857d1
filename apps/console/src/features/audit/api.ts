import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { AuditLogResponse, AuditVerifyResponse, type AuditAction } from '@playdesk/contract';
import { apiRequest } from '../../api/client';

export const AUDIT_PAGE_SIZE = 25;

/** The filters of the log, as the page's search parameters keep them. */
export interface AuditFilters {
  actor: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', action: '', from: '', to: '' };

/** The query string of the filters (empty ones left out), for the list and its CSV. */
export function filterQuery(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
}

export const auditKeys = {
  page: (filters: AuditFilters, page: number) => ['audit-log', filters, page] as const,
};

export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: auditKeys.page(filters, page),
    queryFn: () => {
      const query = filterQuery(filters);
      return apiRequest(
        `audit-log?page=${page}&page_size=${AUDIT_PAGE_SIZE}${query ? `&${query}` : ''}`,
        { schema: AuditLogResponse },
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** Recomputes the chain on the server: a read, run when the person asks. */
export function useVerifyAuditLog() {
  return useMutation({
    mutationFn: () => apiRequest('audit-log/verify', { schema: AuditVerifyResponse }),
  });
}
