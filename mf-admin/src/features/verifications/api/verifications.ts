import type { VerificationItem } from '@portal/contracts/admin';
import { callApi } from '@portal/web/api';
import useSWR from 'swr';
import { admin } from '../../../lib/api/routes';
import { VERIFICATIONS_KEY } from '../../../lib/cache-keys';

/** GET /admin/registrations: submitted registrations only, newest update first (the server orders; we keep it). */
export function useVerifications() {
  return useSWR<VerificationItem[]>(
    VERIFICATIONS_KEY,
    async () => {
      const { registrations } = await callApi(admin.pendingRegistrations);
      return [...registrations].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    },
    { revalidateOnFocus: true, refreshInterval: 30_000 },
  );
}
