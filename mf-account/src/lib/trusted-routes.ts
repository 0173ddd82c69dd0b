import type { accountContracts } from '@portal/contracts/api/account';
import { trustedRoutes } from '@portal/web/api';

/**
 * The routes of the tabs and pages that import no schema (and so no zod, ~28 KB gzip): the Registration
 * tab is where an applicant lands, and the invitation page is where an invited person arrives from an
 * e-mail. Their calls are typed as the routes' contracts; the answers are not validated in the browser
 * (the API validates what it accepts).
 */
export const trustedAccount = trustedRoutes<typeof accountContracts>()({
  listRegistrations: ['GET', '/registrations'],
  getNotificationPreferences: ['GET', '/settings/notifications'],
  saveNotificationPreferences: ['PUT', '/settings/notifications'],
  deleteAccount: ['DELETE', '/account'],
  getCompany: ['GET', '/account/company'],
  updateCompany: ['PATCH', '/account/company'],
  inviteMember: ['POST', '/account/company/invitations'],
  revokeInvitation: ['DELETE', '/account/company/invitations/{id}'],
  changeMemberRole: ['PATCH', '/account/company/members/{userId}'],
  removeMember: ['DELETE', '/account/company/members/{userId}'],
  getInvitation: ['GET', '/invitations/{id}'],
  acceptInvitation: ['POST', '/invitations/{id}/accept'],
});
