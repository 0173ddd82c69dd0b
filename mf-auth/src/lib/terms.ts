import type { platformContracts } from '@portal/contracts/api/platform';
import type { TermsOfUse } from '@portal/contracts/platform';
import { apiKey, callApi, trustedRoutes } from '@portal/web/api';
import useSWR from 'swr';

/** GET /terms, public: the page and the sign-up form read it before anyone is signed in. */
const platform = trustedRoutes<typeof platformContracts>()({ getTerms: ['GET', '/terms'] });
const TERMS_KEY = apiKey(platform.getTerms);

/** The terms of use in force (one request per page: the sign-up form and the page share it). */
export function useTerms() {
  return useSWR<TermsOfUse>(TERMS_KEY, () => callApi(platform.getTerms, { anonymous: true }), {
    revalidateOnFocus: false,
  });
}
