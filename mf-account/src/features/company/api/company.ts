import type { CompanyMember, CompanyResponse, Invitation, InvitationCreate } from '@portal/contracts/company';
import type { CompanyRole } from '@portal/contracts/company-roles';
import { ApiError, apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import { trustedAccount } from '../../../lib/trusted-routes';

/**
 * GET /account/company: the company, its members and (for administrators) its open invitations. Like the
 * other tabs without a form schema, the browser trusts the answer's type and keeps zod out of the chunk.
 */
export function useCompany() {
  return useSWR<CompanyResponse>(
    apiKey(trustedAccount.getCompany),
    () => callApi(trustedAccount.getCompany),
    {
      revalidateOnFocus: true,
      // a refusal (4xx) does not change by asking again; Retry is the person's choice
      shouldRetryOnError: (err: unknown) =>
        !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    },
  );
}

/** PATCH /account/company: 409 when the settings changed since `version` was read. */
export function saveFourEyes(fourEyes: boolean, version: number): Promise<CompanyResponse> {
  return callApi(trustedAccount.updateCompany, { body: { four_eyes: fourEyes, version } });
}

/** POST /account/company/invitations with the action's key (see lib/action-keys). */
export function inviteMember(invitation: InvitationCreate, idempotencyKey: string): Promise<Invitation> {
  return callApi(trustedAccount.inviteMember, { body: invitation, idempotencyKey });
}

export async function revokeInvitation(id: string): Promise<void> {
  await callApi(trustedAccount.revokeInvitation, { params: { id } });
}

/** PATCH /account/company/members/{userId}: 409 for the last administrator or a stale `version`. */
export function changeMemberRole(userId: string, role: CompanyRole, version: number): Promise<CompanyMember> {
  return callApi(trustedAccount.changeMemberRole, { params: { userId }, body: { role, version } });
}

export async function removeMember(userId: string): Promise<void> {
  await callApi(trustedAccount.removeMember, { params: { userId } });
}
