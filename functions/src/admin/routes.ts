import { adminContracts as contracts } from '@portal/contracts/api/admin';
import { defineRoute, domainRoutes } from '../platform/http/route';

const admin = { kind: 'admin' } as const;

/**
 * Routes served from the users search replica: at 100,000 users the replica holds about 450 MiB of heap
 * and a cold build reads about 167,000 change-index items (bench: "Search read model"), beyond the
 * default 512 MB / 10 s function. 1,769 MB is one full vCPU.
 */
const searchReplica = { memoryMiB: 1769, timeoutSeconds: 29 } as const;

/** The admin back office. Every route is admin-only (the Cognito admin group, checked on each call). */
export const adminApi = {
  stats: defineRoute({
    ...contracts.stats,
    handler: 'admin/handlers/get-stats.ts',
    access: admin,
    summary: 'Dashboard figures: users, roles, deals, registrations by status, documents and storage used',
    compute: searchReplica,
    permissions: ['table:read'],
  }),
  activity: defineRoute({
    ...contracts.activity,
    handler: 'admin/handlers/get-activity.ts',
    access: admin,
    summary: 'The newest registration events (by update time)',
    permissions: ['table:read'],
  }),
  listUsers: defineRoute({
    ...contracts.listUsers,
    handler: 'admin/handlers/list-users.ts',
    access: admin,
    summary: 'Users with their registration status, searchable (name, email, company) and by role tab',
    compute: searchReplica,
    permissions: ['table:read'],
  }),
  exportUsers: defineRoute({
    ...contracts.exportUsers,
    handler: 'admin/handlers/export-users.ts',
    access: admin,
    summary: 'All profiles as CSV (user_export_{date}.csv)',
    permissions: ['table:read'],
  }),
  getAdminCompany: defineRoute({
    ...contracts.getAdminCompany,
    handler: 'admin/handlers/get-company.ts',
    errors: [404],
    access: admin,
    summary: 'A company: its members and roles, registrations, documents, item counts and deals',
    permissions: ['table:read'],
  }),
  getUser: defineRoute({
    ...contracts.getUser,
    handler: 'admin/handlers/get-user.ts',
    errors: [404],
    access: admin,
    summary: "A user's profile, registrations, documents, banking (masked), rating and state",
    permissions: ['table:read'],
  }),
  updateUserProfile: defineRoute({
    ...contracts.updateUserProfile,
    handler: 'admin/handlers/update-user-profile.ts',
    errors: [404],
    access: admin,
    summary: "Edits a user's full name, phone number and company name",
    permissions: ['table:read', 'table:write'],
  }),
  setRating: defineRoute({
    ...contracts.setRating,
    handler: 'admin/handlers/set-rating.ts',
    errors: [404],
    access: admin,
    summary: "Sets a user's rating (0 to 5 in steps of 0.5)",
    permissions: ['table:read', 'table:write'],
  }),
  deactivateUser: defineRoute({
    ...contracts.deactivateUser,
    handler: 'admin/handlers/deactivate-user.ts',
    errors: [404],
    access: admin,
    summary: 'Disables the sign-in and makes the API refuse the user',
    permissions: ['table:read', 'table:write', 'cognito:admin'],
  }),
  activateUser: defineRoute({
    ...contracts.activateUser,
    handler: 'admin/handlers/activate-user.ts',
    errors: [404],
    access: admin,
    summary: 'Restores a deactivated user',
    permissions: ['table:read', 'table:write', 'cognito:admin'],
  }),
  pendingRegistrations: defineRoute({
    ...contracts.pendingRegistrations,
    handler: 'admin/handlers/list-pending-registrations.ts',
    access: admin,
    summary: 'Submitted registrations with the applicant, newest update first',
    permissions: ['table:read'],
  }),
  approve: defineRoute({
    ...contracts.approve,
    handler: 'admin/handlers/approve-registration.ts',
    errors: [404],
    access: admin,
    summary:
      'Approves a submitted registration: status, role, rating and audit in one transaction, then the Cognito group',
    permissions: ['table:read', 'table:write', 'cognito:admin'],
  }),
  reject: defineRoute({
    ...contracts.reject,
    handler: 'admin/handlers/reject-registration.ts',
    errors: [404],
    access: admin,
    summary: 'Rejects a submitted registration with an optional reason the applicant sees',
    permissions: ['table:read', 'table:write'],
  }),
  approveAll: defineRoute({
    ...contracts.approveAll,
    handler: 'admin/handlers/approve-all.ts',
    access: admin,
    summary: 'Approves every submitted registration; reports how many were approved and how many failed',
    permissions: ['table:read', 'table:write', 'cognito:admin'],
  }),
  createTestRegistration: defineRoute({
    ...contracts.createTestRegistration,
    handler: 'admin/handlers/create-test-registration.ts',
    errors: [404],
    access: admin,
    summary: 'Non-production only: a submitted test registration for a user who has none',
    permissions: ['table:read', 'table:write'],
  }),
  listAccounts: defineRoute({
    ...contracts.listAccounts,
    handler: 'admin/handlers/list-accounts.ts',
    access: admin,
    summary: 'Buyer or seller accounts: search, status filter, sorting and paging on the server',
    compute: searchReplica,
    permissions: ['table:read'],
  }),
  getSettings: defineRoute({
    ...contracts.getSettings,
    handler: 'admin/handlers/get-settings.ts',
    access: admin,
    summary: 'Platform settings',
    permissions: ['table:read'],
  }),
  saveSettings: defineRoute({
    ...contracts.saveSettings,
    handler: 'admin/handlers/save-settings.ts',
    access: admin,
    summary: 'Saves the platform settings',
    permissions: ['table:read', 'table:write'],
  }),
  publishTerms: defineRoute({
    ...contracts.publishTerms,
    handler: 'admin/handlers/publish-terms.ts',
    errors: [409],
    access: admin,
    summary:
      'Publishes a new version of the terms of use over the version the admin read (409 if another was published since)',
    permissions: ['table:read', 'table:write'],
  }),
  listContactMessages: defineRoute({
    ...contracts.listContactMessages,
    handler: 'admin/handlers/list-contact-messages.ts',
    access: admin,
    summary: 'Contact Us messages, newest first',
    permissions: ['table:read'],
  }),
  markContactMessage: defineRoute({
    ...contracts.markContactMessage,
    handler: 'admin/handlers/mark-contact-message.ts',
    errors: [404],
    access: admin,
    summary: 'Marks a Contact Us message read or unread',
    permissions: ['table:read', 'table:write'],
  }),
};

export const adminRoutes = domainRoutes('admin', adminApi);
