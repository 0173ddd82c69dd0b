import type { AdminCompany } from '@portal/contracts/admin';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import { admin } from '../../../lib/api/routes';
import { isCompanyId } from '../utils/companies';

export const companyKey = (id: string) => apiKey(admin.getAdminCompany, { params: { id } });

/**
 * GET /admin/companies/{id}: the company, its members, account documents, item counts and deals. An
 * id the API would refuse is not asked for (the page says the company is not found). No retries on
 * error: a 404 is an answer, and any other failure has its Retry button.
 */
export function useCompany(id: string) {
  return useSWR<AdminCompany>(
    isCompanyId(id) ? companyKey(id) : null,
    () => callApi(admin.getAdminCompany, { params: { id } }),
    { shouldRetryOnError: false },
  );
}
