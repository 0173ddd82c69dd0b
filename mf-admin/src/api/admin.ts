import type { AdminUserDetail } from '@portal/contracts/admin';
import type { RegistrationType } from '@portal/contracts/me';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';

/**
 * Calls shared by several admin screens. Answers are typed with the contracts (the API validates them
 * against the zod schemas); the browser trusts the types so zod stays out of the page chunks.
 */

export const userDetailKey = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** GET /admin/users/{id}: profile, registrations, documents, banking (masked), rating, disabled. */
export function useUserDetail(id: string | null) {
  return useSWR<AdminUserDetail>(
    id ? userDetailKey(id) : null,
    (key: string) => apiFetch<AdminUserDetail>(key),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}

const registrationPath = (userId: string, type: RegistrationType, action: 'approve' | 'reject') =>
  `/admin/registrations/${encodeURIComponent(userId)}/${type}/${action}`;

/** Approves a submitted registration (409 with the server's message when it is no longer submitted). */
export async function approveRegistration(userId: string, type: RegistrationType): Promise<void> {
  await apiFetch(registrationPath(userId, type, 'approve'), { method: 'POST', json: {} });
}

/** Rejects a submitted registration, with an optional reason the applicant sees on My Account. */
export async function rejectRegistration(
  userId: string,
  type: RegistrationType,
  reason?: string,
): Promise<void> {
  const trimmed = reason?.trim();
  await apiFetch(registrationPath(userId, type, 'reject'), {
    method: 'POST',
    json: trimmed ? { reason: trimmed } : {},
  });
}

/** A short-lived presigned link to any user's document (admins may open all of them). */
export async function documentLink(documentId: string): Promise<string> {
  const { url } = await apiFetch<{ url: string }>(`/documents/${encodeURIComponent(documentId)}/download`);
  return url;
}
