import { registrationListSchema, type Registration } from '@portal/contracts/account';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';

/** GET /registrations: the user's registrations (for rejection reasons and dates on the cards). */
export function useRegistrations() {
  return useSWR<Registration[]>(
    '/registrations',
    async () => (await apiFetch('/registrations', { schema: registrationListSchema })).registrations,
    {
      revalidateOnFocus: true,
    },
  );
}
