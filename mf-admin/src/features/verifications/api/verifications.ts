import type { VerificationItem } from '@portal/contracts/admin';
import { adminContracts } from '@portal/contracts/api/admin';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';

export const VERIFICATIONS_KEY = apiKey(adminContracts.pendingRegistrations);

/** GET /admin/registrations: submitted registrations only, newest update first (the server orders; we keep it). */
export function useVerifications() {
  return useSWR<VerificationItem[]>(
    VERIFICATIONS_KEY,
    async () => {
      const { registrations } = await callApi(adminContracts.pendingRegistrations);
      return [...registrations].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    },
    { revalidateOnFocus: true, refreshInterval: 30_000 },
  );
}
