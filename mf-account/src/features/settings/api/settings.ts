import { notificationPreferencesSchema, type NotificationPreferences } from '@portal/contracts/account';
import { apiFetch } from '@portal/web/api';
import { z } from 'zod';

const KEY = '/settings/notifications';
// the answer may carry more than the four flags (e.g. updated_at): read only those
const preferencesResponse = z.object(notificationPreferencesSchema.shape);

export function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  return apiFetch(KEY, { schema: preferencesResponse });
}

export function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return apiFetch(KEY, { method: 'PUT', json: preferences, schema: preferencesResponse });
}

/** DELETE /account: 409 while the user has ongoing deals (the server's message says so). */
export async function deleteAccount(): Promise<void> {
  await apiFetch('/account', { method: 'DELETE', retries: 0 });
}
