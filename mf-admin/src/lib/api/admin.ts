import type { AdminUserDetail } from '@portal/contracts/admin';
import type { RegistrationType } from '@portal/contracts/me';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import { account, admin } from './routes';

/** Calls shared by several admin screens, through the remote's trusted routes (./routes.ts). */

export const userDetailKey = (id: string) => apiKey(admin.getUser, { params: { id } });

/** GET /admin/users/{id}: profile, registrations, documents, banking (masked), rating, disabled. */
export function useUserDetail(id: string | null) {
  return useSWR<AdminUserDetail>(
    id ? userDetailKey(id) : null,
    () => callApi(admin.getUser, { params: { id: id! } }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}

/**
 * Approves a submitted registration (409 with the server's message when it is no longer submitted),
 * with the admin's optional note for the audit.
 */
export async function approveRegistration(
  userId: string,
  type: RegistrationType,
  note?: string,
): Promise<void> {
  await callApi(admin.approve, { params: { userId, type }, body: note ? { note } : {} });
}

/**
 * Rejects a submitted registration, with an optional reason the applicant sees on My Account and an
 * optional note only the audit keeps.
 */
export async function rejectRegistration(
  userId: string,
  type: RegistrationType,
  { reason, note }: { reason?: string; note?: string } = {},
): Promise<void> {
  await callApi(admin.reject, {
    params: { userId, type },
    body: {
      ...(reason?.trim() ? { reason: reason.trim() } : {}),
      ...(note?.trim() ? { note: note.trim() } : {}),
    },
  });
}

/** A short-lived presigned link to any user's document (admins may open all of them). */
export async function documentLink(documentId: string): Promise<string> {
  const { url } = await callApi(account.downloadDocument, { params: { id: documentId } });
  return url;
}
