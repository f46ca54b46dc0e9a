// GET AdminDesk/dashboard: the portfolio's figures for the filter.
import { apiClient, keepPreviousData, useQuery } from 'shared-ui';
import { dashboardSchema, type Dashboard, type DashboardQuery } from '@litfund/domain';

export async function getDashboard(query: DashboardQuery, signal?: AbortSignal): Promise<Dashboard> {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  return dashboardSchema.parse(await apiClient.get('AdminDesk/dashboard', { searchParams, signal }).json<unknown>());
}

export const DASHBOARD_KEY = ['admin', 'desk', 'dashboard'] as const;

/** The figures, keeping the last ones on screen while a new filter's load (so the page does not jump). */
export function useDashboard(query: DashboardQuery) {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, query],
    queryFn: ({ signal }) => getDashboard(query, signal),
    placeholderData: keepPreviousData,
  });
}
