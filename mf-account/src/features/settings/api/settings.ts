import type { NotificationPreferences } from '@portal/contracts/account';
import { callApi } from '@portal/web/api';
import { trustedAccount } from '../../../lib/trusted-routes';

/** Only the five flags are read; the API validates its answer (no zod in this tab's chunk). */
function pick(p: NotificationPreferences): NotificationPreferences {
  return {
    registration_updates: Boolean(p.registration_updates),
    deal_updates: Boolean(p.deal_updates),
    inquiry_messages: Boolean(p.inquiry_messages),
    marketing: Boolean(p.marketing),
    daily_digest: Boolean(p.daily_digest),
  };
}

export async function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  return pick(await callApi(trustedAccount.getNotificationPreferences));
}

export async function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return pick(await callApi(trustedAccount.saveNotificationPreferences, { body: preferences }));
}

/** DELETE /account: 409 while the user has ongoing deals (the server's message says so). */
export async function deleteAccount(): Promise<void> {
  await callApi(trustedAccount.deleteAccount, { retries: 0 });
}
