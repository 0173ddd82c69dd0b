import type { VerificationItem } from '@portal/contracts/admin';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';

export const VERIFICATIONS_KEY = '/admin/registrations';

/** GET /admin/registrations: submitted registrations only, newest update first (the server orders; we keep it). */
export function useVerifications() {
  return useSWR<VerificationItem[]>(
    VERIFICATIONS_KEY,
    async () => {
      const { registrations } = await apiFetch<{ registrations: VerificationItem[] }>(VERIFICATIONS_KEY);
      return [...registrations].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    },
    { revalidateOnFocus: true, refreshInterval: 30_000 },
  );
}
