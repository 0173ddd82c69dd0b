import { dashboardContracts } from '@portal/contracts/api/dashboard';
import { platformContracts } from '@portal/contracts/api/platform';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';

/** GET /dashboard: the caller's deal counts, rating and this month's inquiries. */
export function useDashboard() {
  return useSWR(apiKey(dashboardContracts.getDashboard), () => callApi(dashboardContracts.getDashboard));
}

/** GET /activities: one page of the caller's own actions, optionally searched. */
export function useActivities(query: string, cursor: string | undefined) {
  const input = { query: { q: query || undefined, cursor: cursor || undefined } };
  return useSWR(
    apiKey(platformContracts.listActivities, input),
    () => callApi(platformContracts.listActivities, input),
    { keepPreviousData: true },
  );
}
