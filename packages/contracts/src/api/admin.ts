import { z } from 'zod';
import { registrationSchema } from '../account';
import {
  accountListQuerySchema,
  adminCompanySchema,
  accountListSchema,
  activityListSchema,
  adminProfileUpdateSchema,
  adminStatsSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  approveAllResultSchema,
  approveRequestSchema,
  contactMessageListSchema,
  contactMessageUpdateSchema,
  platformSettingsSchema,
  platformSettingsUpdateSchema,
  ratingUpdateSchema,
  rejectRequestSchema,
  verificationListSchema,
} from '../admin';
import { termsOfUseSchema, termsOfUseUpdateSchema } from '../platform';
import { profileSchema, registrationTypeSchema } from '../me';
import { defineContract } from './contract';

const id = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not an id');
const userParams = z.object({ id });
const reviewParams = z.object({ userId: id, type: registrationTypeSchema });
const empty = z.object({}).strict();

/** The admin back office's routes. */
export const adminContracts = {
  stats: defineContract({ method: 'GET', path: '/admin/stats', response: adminStatsSchema }),
  activity: defineContract({
    method: 'GET',
    path: '/admin/activity',
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).optional() }).strict(),
    response: activityListSchema,
  }),
  listUsers: defineContract({
    method: 'GET',
    path: '/admin/users',
    query: adminUserListQuerySchema,
    response: adminUserListSchema,
  }),
  /** All profiles as CSV text (no JSON answer to validate). */
  exportUsers: defineContract({ method: 'GET', path: '/admin/users/export' }),
  getAdminCompany: defineContract({
    method: 'GET',
    path: '/admin/companies/{id}',
    params: userParams,
    response: adminCompanySchema,
  }),
  getUser: defineContract({
    method: 'GET',
    path: '/admin/users/{id}',
    params: userParams,
    response: adminUserDetailSchema,
  }),
  updateUserProfile: defineContract({
    method: 'PATCH',
    path: '/admin/users/{id}/profile',
    idempotent: true,
    params: userParams,
    body: adminProfileUpdateSchema,
    response: profileSchema,
  }),
  setRating: defineContract({
    method: 'PUT',
    path: '/admin/users/{id}/rating',
    idempotent: true,
    params: userParams,
    body: ratingUpdateSchema,
  }),
  deactivateUser: defineContract({
    method: 'POST',
    path: '/admin/users/{id}/deactivate',
    idempotent: true,
    params: userParams,
    body: empty,
  }),
  activateUser: defineContract({
    method: 'POST',
    path: '/admin/users/{id}/activate',
    idempotent: true,
    params: userParams,
    body: empty,
  }),
  pendingRegistrations: defineContract({
    method: 'GET',
    path: '/admin/registrations',
    response: verificationListSchema,
  }),
  approve: defineContract({
    method: 'POST',
    path: '/admin/registrations/{userId}/{type}/approve',
    idempotent: true,
    params: reviewParams,
    body: approveRequestSchema,
    response: registrationSchema,
  }),
  reject: defineContract({
    method: 'POST',
    path: '/admin/registrations/{userId}/{type}/reject',
    idempotent: true,
    params: reviewParams,
    body: rejectRequestSchema,
    response: registrationSchema,
  }),
  approveAll: defineContract({
    method: 'POST',
    path: '/admin/registrations/approve-all',
    idempotent: true,
    body: empty,
    response: approveAllResultSchema,
  }),
  createTestRegistration: defineContract({
    method: 'POST',
    path: '/admin/test-registration',
    status: 201,
    idempotent: true,
    body: empty,
    response: registrationSchema,
  }),
  listAccounts: defineContract({
    method: 'GET',
    path: '/admin/accounts/{role}',
    params: z.object({ role: z.enum(['buyer', 'seller']) }),
    query: accountListQuerySchema,
    response: accountListSchema,
  }),
  getSettings: defineContract({ method: 'GET', path: '/admin/settings', response: platformSettingsSchema }),
  saveSettings: defineContract({
    method: 'PUT',
    path: '/admin/settings',
    idempotent: true,
    body: platformSettingsUpdateSchema,
    response: platformSettingsSchema,
  }),
  publishTerms: defineContract({
    method: 'PUT',
    path: '/admin/terms',
    idempotent: true,
    body: termsOfUseUpdateSchema,
    response: termsOfUseSchema,
  }),
  listContactMessages: defineContract({
    method: 'GET',
    path: '/admin/contact-messages',
    response: contactMessageListSchema,
  }),
  markContactMessage: defineContract({
    method: 'PATCH',
    path: '/admin/contact-messages/{id}',
    idempotent: true,
    params: userParams,
    body: contactMessageUpdateSchema,
  }),
};
