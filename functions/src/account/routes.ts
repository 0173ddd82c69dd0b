import { accountContracts as contracts } from '@portal/contracts/api/account';
import { defineRoute, domainRoutes } from '../platform/http/route';

const me = { kind: 'authenticated' } as const;

/**
 * The account domain: the signed-in user's own profile, banking, documents, registrations, settings
 * and account. Every route is 'authenticated' (spec: any signed-in user, active or not), and each
 * works on the caller's own partition only, so another user's ids are simply not found.
 */
export const accountApi = {
  updateProfile: defineRoute({
    ...contracts.updateProfile,
    handler: 'account/handlers/update-profile.ts',
    access: me,
    acts: 'self',
    summary: 'Saves full_name, phone_number and company_name of the caller (other fields are ignored)',
    permissions: ['table:read', 'table:write'],
  }),
  getBanking: defineRoute({
    ...contracts.getBanking,
    handler: 'account/handlers/get-banking.ts',
    access: me,
    summary: "The caller's banking information, account number masked",
    permissions: ['table:read'],
  }),
  saveBanking: defineRoute({
    ...contracts.saveBanking,
    handler: 'account/handlers/save-banking.ts',
    access: me,
    acts: 'administer',
    summary: "Saves the caller's banking information (omit bank_account_number to keep it)",
    permissions: ['table:read', 'table:write'],
  }),
  requestUpload: defineRoute({
    ...contracts.requestUpload,
    handler: 'account/handlers/request-upload.ts',
    access: me,
    acts: 'administer',
    summary: 'A presigned POST for one file under a server-chosen key (size and type bound in the policy)',
    // a presigned POST acts with the signer's rights: it needs s3:PutObject
    permissions: ['table:read', 'table:write', 'bucket:write'],
  }),
  completeUpload: defineRoute({
    ...contracts.completeUpload,
    handler: 'account/handlers/complete-upload.ts',
    errors: [404, 409],
    access: me,
    acts: 'administer',
    summary: 'Checks the stored file (size, type, magic bytes) and records it as a document, or deletes it',
    // reads the upload, copies it to its final key, deletes the upload
    permissions: ['table:read', 'table:write', 'bucket:read', 'bucket:write', 'bucket:delete'],
  }),
  listDocuments: defineRoute({
    ...contracts.listDocuments,
    handler: 'account/handlers/list-documents.ts',
    access: me,
    summary: "The caller's documents, newest first",
    permissions: ['table:read'],
  }),
  downloadDocument: defineRoute({
    ...contracts.downloadDocument,
    handler: 'account/handlers/download-document.ts',
    errors: [404],
    access: me,
    summary: 'A 5-minute download link for an own document (admins: any document)',
    permissions: ['table:read', 'bucket:read'],
  }),
  deleteDocument: defineRoute({
    ...contracts.deleteDocument,
    handler: 'account/handlers/delete-document.ts',
    errors: [404],
    access: me,
    acts: 'administer',
    summary: 'Deletes an own document (file and record)',
    permissions: ['table:read', 'table:write', 'bucket:delete'],
  }),
  listRegistrations: defineRoute({
    ...contracts.listRegistrations,
    handler: 'account/handlers/list-registrations.ts',
    access: me,
    summary: "The caller's registrations (at most one per type)",
    permissions: ['table:read'],
  }),
  getRegistration: defineRoute({
    ...contracts.getRegistration,
    handler: 'account/handlers/get-registration.ts',
    errors: [404],
    access: me,
    summary: "The caller's registration of one type (404 when none)",
    permissions: ['table:read'],
  }),
  saveRegistrationDraft: defineRoute({
    ...contracts.saveRegistrationDraft,
    handler: 'account/handlers/save-registration.ts',
    access: me,
    acts: 'administer',
    summary: 'Save for Later: stores the form as a draft (partial values allowed)',
    permissions: ['table:read', 'table:write'],
  }),
  submitRegistration: defineRoute({
    ...contracts.submitRegistration,
    handler: 'account/handlers/submit-registration.ts',
    access: me,
    acts: 'administer',
    summary: 'Submits the registration for review (every required field, checked by the server)',
    permissions: ['table:read', 'table:write'],
  }),
  getNotificationPreferences: defineRoute({
    ...contracts.getNotificationPreferences,
    handler: 'account/handlers/get-notification-preferences.ts',
    access: me,
    summary: "The caller's email notification preferences",
    permissions: ['table:read'],
  }),
  saveNotificationPreferences: defineRoute({
    ...contracts.saveNotificationPreferences,
    handler: 'account/handlers/save-notification-preferences.ts',
    access: me,
    acts: 'self',
    summary: "Saves the caller's email notification preferences",
    permissions: ['table:read', 'table:write'],
  }),
  deleteAccount: defineRoute({
    ...contracts.deleteAccount,
    handler: 'account/handlers/delete-account.ts',
    access: me,
    acts: 'self',
    summary:
      "Deletes the caller's account: sign-in, profile, registrations, documents (refused during ongoing deals)",
    permissions: ['table:read', 'table:write', 'bucket:delete', 'cognito:admin'],
  }),
  getCompany: defineRoute({
    ...contracts.getCompany,
    handler: 'account/handlers/get-company.ts',
    access: me,
    summary:
      "The caller's company: registrations, members with roles, settings; invitations for administrators",
    permissions: ['table:read', 'table:write'],
  }),
  updateCompany: defineRoute({
    ...contracts.updateCompany,
    handler: 'account/handlers/update-company.ts',
    access: me,
    acts: 'administer',
    summary: 'Turns four-eyes approval of committing documents on or off, on the version read',
    permissions: ['table:read', 'table:write'],
  }),
  inviteMember: defineRoute({
    ...contracts.inviteMember,
    handler: 'account/handlers/invite-member.ts',
    access: me,
    acts: 'administer',
    summary:
      'Invites an e-mail address to join the company with a role; the invitation is e-mailed and valid 7 days',
    permissions: ['table:read', 'table:write'],
  }),
  revokeInvitation: defineRoute({
    ...contracts.revokeInvitation,
    handler: 'account/handlers/revoke-invitation.ts',
    errors: [404],
    access: me,
    acts: 'administer',
    summary: 'Revokes a pending invitation of the company',
    permissions: ['table:read', 'table:write'],
  }),
  changeMemberRole: defineRoute({
    ...contracts.changeMemberRole,
    handler: 'account/handlers/change-member-role.ts',
    errors: [404],
    access: me,
    acts: 'administer',
    summary: "Gives a member another role, on the membership's version; the last administrator stays one",
    permissions: ['table:read', 'table:write'],
  }),
  removeMember: defineRoute({
    ...contracts.removeMember,
    handler: 'account/handlers/remove-member.ts',
    errors: [404],
    access: me,
    acts: 'administer',
    summary:
      'Ends a membership (the person loses access at their next request); never the last administrator',
    permissions: ['table:read', 'table:write'],
  }),
  getInvitation: defineRoute({
    ...contracts.getInvitation,
    handler: 'account/handlers/get-invitation.ts',
    errors: [404],
    access: { kind: 'invitee' },
    summary: 'An invitation as its invitee sees it, and whether the signed-in account may accept it',
    permissions: ['table:read'],
  }),
  acceptInvitation: defineRoute({
    ...contracts.acceptInvitation,
    handler: 'account/handlers/accept-invitation.ts',
    errors: [404],
    access: { kind: 'invitee' },
    summary: 'Joins the inviting company with the invited role (the address must be the signed-in one)',
    permissions: ['table:read', 'table:write'],
  }),
};

export const accountRoutes = domainRoutes('account', accountApi);
