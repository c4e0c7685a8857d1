import { DashboardResponse } from '@playdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import type { IsoDay } from '../../lib/dates';

export function useDashboard(from: IsoDay, to: IsoDay, enabled = true) {
  return useQuery({
    queryKey: ['dashboard', from, to],
    queryFn: () => apiRequest(`dashboard?from=${from}&to=${to}`, { schema: DashboardResponse }),
    placeholderData: keepPreviousData,
    enabled,
    // The top games carry their names.
    meta: { shows: ['games'] },
  });
}
