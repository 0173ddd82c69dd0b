import type { accountContracts } from '@portal/contracts/api/account';
import { trustedRoutes } from '@portal/web/api';

/**
 * The routes of the Registration and Settings tabs, which import no schema (and so no zod, ~28 KB gzip):
 * the Registration tab is where an applicant lands. Their calls are typed as the routes' contracts; the
 * answers are not validated in the browser (the API validates what it accepts).
 */
export const trustedAccount = trustedRoutes<typeof accountContracts>()({
  listRegistrations: ['GET', '/registrations'],
  getNotificationPreferences: ['GET', '/settings/notifications'],
  saveNotificationPreferences: ['PUT', '/settings/notifications'],
  deleteAccount: ['DELETE', '/account'],
});
