import type { TermsOfUse } from '@portal/contracts/platform';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import { admin, platform } from '../../../lib/api/routes';

const TERMS_KEY = apiKey(platform.getTerms);

/** GET /terms: the version in force, which the editor starts from. */
export function useTermsInForce() {
  return useSWR<TermsOfUse>(TERMS_KEY, () => callApi(platform.getTerms, { anonymous: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** PUT /admin/terms: publishes `text` over the version read (409 if another was published since). */
export function publishTerms(version: number, text: string): Promise<TermsOfUse> {
  return callApi(admin.publishTerms, { body: { version, text } });
}
