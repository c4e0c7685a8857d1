import { DashboardResponse } from '@playdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import type { IsoDay } from '../../lib/dates';

export const dashboardKeys = {
  range: (from: IsoDay, to: IsoDay) => ['dashboard', from, to] as const,
};

/** GET dashboard: the figures of a period (the page asks for the previous one too). */
export function useDashboard(from: IsoDay, to: IsoDay, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.range(from, to),
    queryFn: () => apiRequest(`dashboard?from=${from}&to=${to}`, { schema: DashboardResponse }),
    placeholderData: keepPreviousData,
    enabled,
    // The top games carry their names.
    meta: { shows: ['games'] },
  });
}
