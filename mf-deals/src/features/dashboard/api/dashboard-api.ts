import { dashboardContracts } from '@portal/contracts/api/dashboard';
import { dealsContracts } from '@portal/contracts/api/deals';
import { platformContracts } from '@portal/contracts/api/platform';
import { apiKey, callApi } from '@portal/web/api';
import { useServerList, type ServerListState } from '@portal/web/useServerList';
import useSWR from 'swr';

/** GET /dashboard: the caller's deal counts, rating and this month's inquiries. */
export function useDashboard() {
  return useSWR(apiKey(dashboardContracts.getDashboard), () => callApi(dashboardContracts.getDashboard));
}

/** GET /activities: the caller's own actions, searched as typed, paged by cursor (Previous / Next). */
export function useActivities() {
  const input = ({ search, cursor }: ServerListState<'all'>) => ({
    query: { q: search || undefined, cursor: cursor || undefined },
  });
  return useServerList({
    tab: 'all',
    key: (state) => apiKey(platformContracts.listActivities, input(state)),
    fetch: (state) => callApi(platformContracts.listActivities, input(state)),
    nextCursor: (data) => data.next_cursor,
  });
}

const awaitingMe = { query: { awaiting: 'me' as const } };

/**
 * GET /deals?awaiting=me: the caller's active deals waiting on the caller, soonest due first. Fetched
 * once by the Dashboard for both Action required and Awaiting your approval.
 */
export function useActionRequired() {
  return useSWR(apiKey(dealsContracts.listDeals, awaitingMe), () =>
    callApi(dealsContracts.listDeals, awaitingMe),
  );
}

/** The list as the Dashboard's cards read it. */
export type AwaitingMeList = Pick<ReturnType<typeof useActionRequired>, 'data' | 'error' | 'mutate'>;
