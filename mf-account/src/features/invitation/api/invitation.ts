import type { InvitationView } from '@portal/contracts/company';
import type { CompanyRole } from '@portal/contracts/company-roles';
import { ApiError, apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import { trustedAccount } from '../../../lib/trusted-routes';

/**
 * GET /invitations/{id}: what the invited person sees before joining. The page is where a link in an
 * e-mail lands, so it loads no schema (zod) and trusts the answer's type.
 */
export function useInvitation(id: string) {
  return useSWR<InvitationView>(
    apiKey(trustedAccount.getInvitation, { params: { id } }),
    () => callApi(trustedAccount.getInvitation, { params: { id } }),
    {
      revalidateOnFocus: true,
      // 404 (no such invitation) and other refusals do not change by asking again
      shouldRetryOnError: (err: unknown) =>
        !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    },
  );
}

/** POST /invitations/{id}/accept: the company joined and the role held in it. */
export function acceptInvitation(
  id: string,
  idempotencyKey: string,
): Promise<{ id: string; name: string; role: CompanyRole }> {
  return callApi(trustedAccount.acceptInvitation, { params: { id }, idempotencyKey });
}
