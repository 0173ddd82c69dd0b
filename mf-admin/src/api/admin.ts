import type { AdminUserDetail } from '@portal/contracts/admin';
import { accountContracts } from '@portal/contracts/api/account';
import { adminContracts } from '@portal/contracts/api/admin';
import type { RegistrationType } from '@portal/contracts/me';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';

/** Calls shared by several admin screens, with the routes' contracts (answers validated). */

export const userDetailKey = (id: string) => apiKey(adminContracts.getUser, { params: { id } });

/** GET /admin/users/{id}: profile, registrations, documents, banking (masked), rating, disabled. */
export function useUserDetail(id: string | null) {
  return useSWR<AdminUserDetail>(
    id ? userDetailKey(id) : null,
    () => callApi(adminContracts.getUser, { params: { id: id! } }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}

/** Approves a submitted registration (409 with the server's message when it is no longer submitted). */
export async function approveRegistration(userId: string, type: RegistrationType): Promise<void> {
  await callApi(adminContracts.approve, { params: { userId, type }, body: {} });
}

/** Rejects a submitted registration, with an optional reason the applicant sees on My Account. */
export async function rejectRegistration(
  userId: string,
  type: RegistrationType,
  reason?: string,
): Promise<void> {
  const trimmed = reason?.trim();
  await callApi(adminContracts.reject, {
    params: { userId, type },
    body: trimmed ? { reason: trimmed } : {},
  });
}

/** A short-lived presigned link to any user's document (admins may open all of them). */
export async function documentLink(documentId: string): Promise<string> {
  const { url } = await callApi(accountContracts.downloadDocument, { params: { id: documentId } });
  return url;
}
