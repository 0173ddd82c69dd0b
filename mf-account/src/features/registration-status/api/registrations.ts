import { accountContracts } from '@portal/contracts/api/account';
import type { Registration } from '@portal/contracts/account';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';

/** GET /registrations: the user's registrations (rejection reasons and dates on the cards). */
export function useRegistrations() {
  return useSWR<Registration[]>(
    apiKey(accountContracts.listRegistrations),
    async () => (await callApi(accountContracts.listRegistrations)).registrations,
    { revalidateOnFocus: true },
  );
}
