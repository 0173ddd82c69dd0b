import { accountContracts } from '@portal/contracts/api/account';
import type { NotificationPreferences } from '@portal/contracts/account';
import { callApi } from '@portal/web/api';

export function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  return callApi(accountContracts.getNotificationPreferences);
}

export function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return callApi(accountContracts.saveNotificationPreferences, { body: preferences });
}

/** DELETE /account: 409 while the user has ongoing deals (the server's message says so). */
export async function deleteAccount(): Promise<void> {
  await callApi(accountContracts.deleteAccount, { retries: 0 });
}
