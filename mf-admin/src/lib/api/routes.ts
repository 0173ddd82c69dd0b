import type { accountContracts } from '@portal/contracts/api/account';
import type { adminContracts } from '@portal/contracts/api/admin';
import type { dealsContracts } from '@portal/contracts/api/deals';
import type { marketplaceContracts } from '@portal/contracts/api/marketplace';
import type { platformContracts } from '@portal/contracts/api/platform';
import { trustedRoutes } from '@portal/web/api';

/**
 * Every route the admin screens call, as trusted routes: the screens import no schema, which keeps zod
 * (~28 KB gzip) and the route schemas out of their chunks. Each call is typed as its route's contract
 * (a route whose method or path changes fails the type check here); the answers are trusted, the API
 * validates what it accepts.
 */
export const admin = trustedRoutes<typeof adminContracts>()({
  stats: ['GET', '/admin/stats'],
  activity: ['GET', '/admin/activity'],
  listUsers: ['GET', '/admin/users'],
  exportUsers: ['GET', '/admin/users/export'],
  getAdminCompany: ['GET', '/admin/companies/{id}'],
  getUser: ['GET', '/admin/users/{id}'],
  updateUserProfile: ['PATCH', '/admin/users/{id}/profile'],
  setRating: ['PUT', '/admin/users/{id}/rating'],
  deactivateUser: ['POST', '/admin/users/{id}/deactivate'],
  activateUser: ['POST', '/admin/users/{id}/activate'],
  pendingRegistrations: ['GET', '/admin/registrations'],
  approve: ['POST', '/admin/registrations/{userId}/{type}/approve'],
  reject: ['POST', '/admin/registrations/{userId}/{type}/reject'],
  approveAll: ['POST', '/admin/registrations/approve-all'],
  createTestRegistration: ['POST', '/admin/test-registration'],
  listAccounts: ['GET', '/admin/accounts/{role}'],
  getSettings: ['GET', '/admin/settings'],
  saveSettings: ['PUT', '/admin/settings'],
  publishTerms: ['PUT', '/admin/terms'],
  listContactMessages: ['GET', '/admin/contact-messages'],
  markContactMessage: ['PATCH', '/admin/contact-messages/{id}'],
});

export const marketplace = trustedRoutes<typeof marketplaceContracts>()({
  moderationQueue: ['GET', '/admin/marketplace/pending'],
  approveItem: ['POST', '/admin/marketplace/{kind}/{id}/approve'],
  rejectItem: ['POST', '/admin/marketplace/{kind}/{id}/reject'],
});

export const deals = trustedRoutes<typeof dealsContracts>()({
  adminDeals: ['GET', '/admin/deals'],
  runDealCommand: ['POST', '/deals/{id}/commands'],
});

export const account = trustedRoutes<typeof accountContracts>()({
  downloadDocument: ['GET', '/documents/{id}/download'],
});

export const platform = trustedRoutes<typeof platformContracts>()({
  getHealth: ['GET', '/health'],
  getTerms: ['GET', '/terms'],
});
