import type { NotificationPreferences } from '@portal/contracts/account';

/** Until a user chooses: every operational email on, marketing off. */
export const defaultNotificationPreferences: NotificationPreferences = {
  registration_updates: true,
  deal_updates: true,
  inquiry_messages: true,
  marketing: false,
};
