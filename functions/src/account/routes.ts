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
} from '@portal/contracts/account';
import { registrationTypeSchema } from '@portal/contracts/me';
import { defineRoute, domainRoutes } from '../platform/http/route';

const typeParams = z.object({ type: registrationTypeSchema });
const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not a document id') });
const uploadParams = z.object({ uploadId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not an upload id') });
const me = { kind: 'authenticated' } as const;

/**
 * The account domain: the signed-in user's own profile, banking, documents, registrations, settings
 * and account. Every route is 'authenticated' (spec: any signed-in user, active or not), and each
 * works on the caller's own partition only, so another user's ids are simply not found.
 */
export const accountApi = {
  updateProfile: defineRoute({
    method: 'PATCH',
    path: '/profile',
    handler: 'account/handlers/update-profile.ts',
    idempotent: true,
    access: me,
    summary: 'Saves full_name, phone_number and company_name of the caller (other fields are ignored)',
    body: profileUpdateSchema,
    response: profileResponseSchema,
    permissions: ['table:read', 'table:write'],
  }),
  getBanking: defineRoute({
    method: 'GET',
    path: '/banking',
    handler: 'account/handlers/get-banking.ts',
    access: me,
    summary: "The caller's banking information, account number masked",
    response: bankingResponseSchema,
    permissions: ['table:read'],
  }),
  saveBanking: defineRoute({
    method: 'PUT',
    path: '/banking',
    handler: 'account/handlers/save-banking.ts',
    idempotent: true,
    access: me,
    summary: "Saves the caller's banking information (omit bank_account_number to keep it)",
    body: bankingUpdateSchema,
    response: bankingResponseSchema,
    permissions: ['table:read', 'table:write'],
  }),
  requestUpload: defineRoute({
    method: 'POST',
    path: '/documents/uploads',
    handler: 'account/handlers/request-upload.ts',
    status: 201,
    idempotent: true,
    access: me,
    summary: 'A presigned POST for one file under a server-chosen key (size and type bound in the policy)',
    body: uploadRequestSchema,
    response: uploadTicketSchema,
    // a presigned POST acts with the signer's rights: it needs s3:PutObject
    permissions: ['table:read', 'table:write', 'bucket:write'],
  }),
  completeUpload: defineRoute({
    method: 'POST',
    path: '/documents/uploads/{uploadId}/complete',
    handler: 'account/handlers/complete-upload.ts',
    status: 201,
    idempotent: true,
    errors: [404],
    access: me,
    summary: 'Checks the stored file (size, type, magic bytes) and records it as a document, or deletes it',
    body: z.object({}).strict(),
    params: uploadParams,
    response: documentSchema,
    // reads the upload, copies it to its final key, deletes the upload
    permissions: ['table:read', 'table:write', 'bucket:read', 'bucket:write', 'bucket:delete'],
  }),
  listDocuments: defineRoute({
    method: 'GET',
    path: '/documents',
    handler: 'account/handlers/list-documents.ts',
    access: me,
    summary: "The caller's documents, newest first",
    query: z
      .object({
        document_type: z
          .string()
          .regex(/^[a-z0-9_]{1,64}$/)
          .optional(),
      })
      .strict(),
    response: documentListSchema,
    permissions: ['table:read'],
  }),
  downloadDocument: defineRoute({
    method: 'GET',
    path: '/documents/{id}/download',
    handler: 'account/handlers/download-document.ts',
    errors: [404],
    access: me,
    summary: 'A 5-minute download link for an own document (admins: any document)',
    params: idParams,
    response: downloadLinkSchema,
    permissions: ['table:read', 'bucket:read'],
  }),
  deleteDocument: defineRoute({
    method: 'DELETE',
    path: '/documents/{id}',
    handler: 'account/handlers/delete-document.ts',
    status: 204,
    idempotent: true,
    errors: [404],
    access: me,
    summary: 'Deletes an own document (file and record)',
    params: idParams,
    permissions: ['table:read', 'table:write', 'bucket:delete'],
  }),
  listRegistrations: defineRoute({
    method: 'GET',
    path: '/registrations',
    handler: 'account/handlers/list-registrations.ts',
    access: me,
    summary: "The caller's registrations (at most one per type)",
    response: registrationListSchema,
    permissions: ['table:read'],
  }),
  getRegistration: defineRoute({
    method: 'GET',
    path: '/registrations/{type}',
    handler: 'account/handlers/get-registration.ts',
    errors: [404],
    access: me,
    summary: "The caller's registration of one type (404 when none)",
    params: typeParams,
    response: registrationSchema,
    permissions: ['table:read'],
  }),
  saveRegistrationDraft: defineRoute({
    method: 'PUT',
    path: '/registrations/{type}/draft',
    handler: 'account/handlers/save-registration.ts',
    idempotent: true,
    access: me,
    summary: 'Save for Later: stores the form as a draft (partial values allowed)',
    params: typeParams,
    body: registrationWriteSchema,
    response: registrationSchema,
    permissions: ['table:read', 'table:write'],
  }),
  submitRegistration: defineRoute({
    method: 'POST',
    path: '/registrations/{type}/submit',
    handler: 'account/handlers/submit-registration.ts',
    idempotent: true,
    access: me,
    summary: 'Submits the registration for review (every required field, checked by the server)',
    params: typeParams,
    body: registrationWriteSchema,
    response: registrationSchema,
    permissions: ['table:read', 'table:write'],
  }),
  getNotificationPreferences: defineRoute({
    method: 'GET',
    path: '/settings/notifications',
    handler: 'account/handlers/get-notification-preferences.ts',
    access: me,
    summary: "The caller's email notification preferences",
    response: notificationPreferencesSchema,
    permissions: ['table:read'],
  }),
  saveNotificationPreferences: defineRoute({
    method: 'PUT',
    path: '/settings/notifications',
    handler: 'account/handlers/save-notification-preferences.ts',
    idempotent: true,
    access: me,
    summary: "Saves the caller's email notification preferences",
    body: notificationPreferencesSchema,
    response: notificationPreferencesSchema,
    permissions: ['table:read', 'table:write'],
  }),
  deleteAccount: defineRoute({
    method: 'DELETE',
    path: '/account',
    handler: 'account/handlers/delete-account.ts',
    status: 204,
    idempotent: true,
    access: me,
    summary:
      "Deletes the caller's account: sign-in, profile, registrations, documents (refused during ongoing deals)",
    permissions: ['table:read', 'table:write', 'bucket:delete', 'cognito:admin'],
  }),
};

export const accountRoutes = domainRoutes('account', accountApi);
