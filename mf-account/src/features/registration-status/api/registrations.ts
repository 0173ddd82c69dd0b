import type { Registration } from '@portal/contracts/account';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import { trustedAccount } from '../../../lib/trusted-routes';

/**
 * GET /registrations: the user's registrations (rejection reasons and dates on the cards). The API
 * validates its answers against registrationListSchema; the browser trusts the type, which keeps zod out
 * of this tab's chunk (the same choice as GET /me in @portal/web/me).
 */
export function useRegistrations() {
  return useSWR<Registration[]>(
    apiKey(trustedAccount.listRegistrations),
    async () => (await callApi(trustedAccount.listRegistrations)).registrations,
    { revalidateOnFocus: true },
  );
}
