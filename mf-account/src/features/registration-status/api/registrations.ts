import type { Registration } from '@portal/contracts/account';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';

/**
 * GET /registrations: the user's registrations (rejection reasons and dates on the cards). The API
 * validates its answers against registrationListSchema; the browser trusts the type, which keeps zod out
 * of this tab's chunk (the same choice as GET /me in @portal/web/me).
 */
export function useRegistrations() {
  return useSWR<Registration[]>(
    '/registrations',
    async () => (await apiFetch<{ registrations: Registration[] }>('/registrations')).registrations,
    { revalidateOnFocus: true },
  );
}
