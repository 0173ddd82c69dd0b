import { z } from 'zod';
import {
  bankingResponseSchema,
  bankingUpdateSchema,
  documentListSchema,
  documentSchema,
  downloadLinkSchema,
  notificationPreferencesSchema,
  profileResponseSchema,
  profileUpdateSchema,
  registrationListSchema,
  registrationSchema,
  registrationWriteSchema,
  uploadRequestSchema,
  uploadTicketSchema,
} from '../account';
import {
  companyMemberSchema,
  companyResponseSchema,
  companyRoleSchema,
  companySettingsUpdateSchema,
  invitationCreateSchema,
  invitationParams,
  invitationSchema,
  invitationViewSchema,
  memberParams,
  memberRoleUpdateSchema,
} from '../company';
import { registrationTypeSchema } from '../me';
import { defineContract } from './contract';

const typeParams = z.object({ type: registrationTypeSchema });
const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not a document id') });
const uploadParams = z.object({ uploadId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not an upload id') });

/**
 * The account's routes: the signed-in user's own profile, banking, documents, registrations, settings
 * and account.
 */
export const accountContracts = {
  updateProfile: defineContract({
    method: 'PATCH',
    path: '/profile',
    idempotent: true,
    body: profileUpdateSchema,
    response: profileResponseSchema,
  }),
  getBanking: defineContract({ method: 'GET', path: '/banking', response: bankingResponseSchema }),
  saveBanking: defineContract({
    method: 'PUT',
    path: '/banking',
    idempotent: true,
    body: bankingUpdateSchema,
    response: bankingResponseSchema,
  }),
  requestUpload: defineContract({
    method: 'POST',
    path: '/documents/uploads',
    status: 201,
    idempotent: true,
    body: uploadRequestSchema,
    response: uploadTicketSchema,
  }),
  completeUpload: defineContract({
    method: 'POST',
    path: '/documents/uploads/{uploadId}/complete',
    status: 201,
    idempotent: true,
    body: z.object({}).strict(),
    params: uploadParams,
    response: documentSchema,
  }),
  listDocuments: defineContract({
    method: 'GET',
    path: '/documents',
    query: z
      .object({
        document_type: z
          .string()
          .regex(/^[a-z0-9_]{1,64}$/)
          .optional(),
      })
      .strict(),
    response: documentListSchema,
  }),
  downloadDocument: defineContract({
    method: 'GET',
    path: '/documents/{id}/download',
    params: idParams,
    response: downloadLinkSchema,
  }),
  deleteDocument: defineContract({
    method: 'DELETE',
    path: '/documents/{id}',
    status: 204,
    idempotent: true,
    params: idParams,
  }),
  listRegistrations: defineContract({
    method: 'GET',
    path: '/registrations',
    response: registrationListSchema,
  }),
  getRegistration: defineContract({
    method: 'GET',
    path: '/registrations/{type}',
    params: typeParams,
    response: registrationSchema,
  }),
  saveRegistrationDraft: defineContract({
    method: 'PUT',
    path: '/registrations/{type}/draft',
    idempotent: true,
    params: typeParams,
    body: registrationWriteSchema,
    response: registrationSchema,
  }),
  submitRegistration: defineContract({
    method: 'POST',
    path: '/registrations/{type}/submit',
    idempotent: true,
    params: typeParams,
    body: registrationWriteSchema,
    response: registrationSchema,
  }),
  getNotificationPreferences: defineContract({
    method: 'GET',
    path: '/settings/notifications',
    response: notificationPreferencesSchema,
  }),
  saveNotificationPreferences: defineContract({
    method: 'PUT',
    path: '/settings/notifications',
    idempotent: true,
    body: notificationPreferencesSchema,
    response: notificationPreferencesSchema,
  }),
  deleteAccount: defineContract({ method: 'DELETE', path: '/account', status: 204, idempotent: true }),
  getCompany: defineContract({ method: 'GET', path: '/account/company', response: companyResponseSchema }),
  updateCompany: defineContract({
    method: 'PATCH',
    path: '/account/company',
    idempotent: true,
    body: companySettingsUpdateSchema,
    response: companyResponseSchema,
  }),
  inviteMember: defineContract({
    method: 'POST',
    path: '/account/company/invitations',
    status: 201,
    idempotent: true,
    body: invitationCreateSchema,
    response: invitationSchema,
  }),
  revokeInvitation: defineContract({
    method: 'DELETE',
    path: '/account/company/invitations/{id}',
    status: 204,
    idempotent: true,
    params: invitationParams,
  }),
  changeMemberRole: defineContract({
    method: 'PATCH',
    path: '/account/company/members/{userId}',
    idempotent: true,
    params: memberParams,
    body: memberRoleUpdateSchema,
    response: companyMemberSchema,
  }),
  removeMember: defineContract({
    method: 'DELETE',
    path: '/account/company/members/{userId}',
    status: 204,
    idempotent: true,
    params: memberParams,
  }),
  getInvitation: defineContract({
    method: 'GET',
    path: '/invitations/{id}',
    params: invitationParams,
    response: invitationViewSchema,
  }),
  acceptInvitation: defineContract({
    method: 'POST',
    path: '/invitations/{id}/accept',
    idempotent: true,
    params: invitationParams,
    response: z.object({ id: z.string(), name: z.string(), role: companyRoleSchema }),
  }),
};
