import type { NotificationPreferences } from '@portal/contracts/account';
import { getNotificationPreferences, saveNotificationPreferences } from '../data/account-repository';
import { defaultNotificationPreferences } from '../domain/settings';

/** The caller's email notification preferences, the defaults where none is chosen yet. */
export async function notificationPreferencesOf(userId: string): Promise<NotificationPreferences> {
  return { ...defaultNotificationPreferences, ...(await getNotificationPreferences(userId)) };
}

export async function updateNotificationPreferences(
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await saveNotificationPreferences(userId, preferences, new Date());
  return preferences;
}
