import { activityListSchema, dashboardSchema } from '@portal/contracts/dashboard';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';

/** GET /dashboard: the caller's deal counts, rating and this month's inquiries. */
export function useDashboard() {
  return useSWR('/dashboard', (path: string) => apiFetch(path, { schema: dashboardSchema }));
}

/** GET /activities: one page of the caller's own actions, optionally searched. */
export function useActivities(query: string, cursor: string | undefined) {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return useSWR(
    `/activities${search ? `?${search}` : ''}`,
    (path: string) => apiFetch(path, { schema: activityListSchema }),
    { keepPreviousData: true },
  );
}
