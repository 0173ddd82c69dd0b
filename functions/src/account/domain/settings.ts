/** Until a user chooses: every operational email on, marketing off (the email sender reads the same). */
export { defaultNotificationPreferences } from '../../platform/notifications/domain/notification-email';
