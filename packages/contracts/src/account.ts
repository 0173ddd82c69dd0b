import { z } from 'zod';
import { versionSchema } from './numbers';
import { registrationStatusSchema, registrationTypeSchema, versionedProfileSchema } from './me';

/**
 * The account domain's API shapes (mf-account <-> functions/src/account). One definition: the handlers
 * validate with these schemas, the remote types its calls with them, the OpenAPI document shows them.
 */

// ---- My details -------------------------------------------------------------------------------

/** The three fields of My details a user edits (the profile form validates with the same rules). */
export const profileFieldsSchema = z.object({
  full_name: z.string().trim().min(1, 'Full name is required').max(200),
  phone_number: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()\-.]{6,30}$/, 'Please enter a valid phone number'),
  company_name: z.string().trim().min(1, 'Company name is required').max(200),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/**
 * PATCH /profile: only the three fields are saved; anything else in the body is ignored (spec 5).
 * `version` is the profile version the form was loaded with: a profile changed since is a 409.
 */
export const profileUpdateSchema = profileFieldsSchema.extend({
  version: versionSchema,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export const profileResponseSchema = versionedProfileSchema;

/** Banking information, visible to the owner and admins only. */
export const bankingUpdateSchema = z
  .object({
    bank_name: z.string().trim().max(200),
    /** Omitted = keep the stored number (the form only ever shows it masked). */
    bank_account_number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{4,34}$/, 'Please enter a valid account number (4 to 34 letters or digits)')
      .optional(),
    bank_manager_name: z.string().trim().max(200),
    bank_manager_phone: z
      .string()
      .trim()
      .regex(/^(\+?[0-9 ()\-.]{6,30})?$/, 'Please enter a valid phone number'),
  })
  .strict();
export type BankingUpdate = z.infer<typeof bankingUpdateSchema>;

/** GET/PUT /banking answer: the account number only ever leaves the server masked (all but the last 4). */
export const bankingResponseSchema = z.object({
  bank_name: z.string(),
  bank_account_number_masked: z.string(),
  bank_manager_name: z.string(),
  bank_manager_phone: z.string(),
  updated_at: z.string().nullable(),
});
export type BankingResponse = z.infer<typeof bankingResponseSchema>;

// ---- Documents --------------------------------------------------------------------------------

export const maxDocumentBytes = 10 * 1024 * 1024;

/** Accepted file types; the server checks the stored bytes' signature against the declared type. */
export const allowedDocumentTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
  'text/csv',
] as const;
export const allowedDocumentTypeSchema = z.enum(allowedDocumentTypes);

/** A document_type label: 'general' by default, or a registration field name like document_tax_certificate. */
export const documentTypeSchema = z
  .string()
  .regex(/^[a-z0-9_]{1,64}$/, 'document_type must be lower-case letters, digits or _')
  .default('general');

/** POST /documents/uploads: ask for a presigned POST. */
export const uploadRequestSchema = z
  .object({
    file_name: z.string().trim().min(1).max(255),
    file_type: allowedDocumentTypeSchema,
    size: z.number().int().positive().max(maxDocumentBytes, 'The file is larger than 10 MB'),
    document_type: documentTypeSchema,
  })
  .strict();
export type UploadRequest = z.input<typeof uploadRequestSchema>;

export const uploadTicketSchema = z.object({
  upload_id: z.string(),
  /** POST the file as multipart/form-data to url with these fields first and `file` last. */
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expires_at: z.string(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/** POST /documents/uploads/{uploadId}/complete: the server verifies the stored object, then records it. */
export const documentSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  deal_id: z.string().optional(),
  document_type: z.string(),
  file_name: z.string(),
  file_path: z.string(),
  file_type: z.string(),
  size: z.number(),
  created_at: z.string(),
});
export type DocumentRecord = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({ documents: z.array(documentSchema) });

/**
 * GET /documents/{id}/download: short-lived presigned GETs, issued after the ownership check, served as
 * the verified file type. `url` downloads the file (attachment); `preview_url`, for images only, shows
 * it inline.
 */
export const downloadLinkSchema = z.object({
  url: z.string(),
  preview_url: z.string().optional(),
  expires_at: z.string(),
});

// ---- Registrations ----------------------------------------------------------------------------

/**
 * A file field's value in form_values. Only `documentId` is taken from the client: the server rebuilds
 * the other three from the caller's own document record.
 */
export const fileValueSchema = z
  .object({
    fileName: z.string().max(255),
    fileType: z.string().max(255),
    filePath: z.string().max(1024),
    documentId: z.string().max(64),
  })
  .strict();
export type FileValue = z.infer<typeof fileValueSchema>;

/**
 * No registration field is numeric today (a number in any field is refused by validateFormValues); the
 * bound keeps a number that reaches the schema inside what the table stores.
 */
const formNumber = z.number().min(-1e15).max(1e15);
export const formValueSchema = z.union([
  z.string().max(5000),
  formNumber,
  z.boolean(),
  fileValueSchema,
  z.null(),
]);
export const formValuesSchema = z.record(z.string().regex(/^[a-z0-9_]{1,64}$/), formValueSchema);
export type FormValues = z.infer<typeof formValuesSchema>;

export const registrationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  type: registrationTypeSchema,
  status: registrationStatusSchema,
  form_values: formValuesSchema,
  /** Set by an admin's rejection; shown on the applicant's registration card. */
  rejection_reason: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** PUT /registrations/{type}/draft and POST /registrations/{type}/submit. */
export const registrationWriteSchema = z.object({ form_values: formValuesSchema }).strict();

export const registrationListSchema = z.object({ registrations: z.array(registrationSchema) });

// ---- Settings ---------------------------------------------------------------------------------

export const notificationPreferencesSchema = z
  .object({
    registration_updates: z.boolean(),
    deal_updates: z.boolean(),
    inquiry_messages: z.boolean(),
    marketing: z.boolean(),
    /** One e-mail a day listing the notifications that were not e-mailed (stored without it: false). */
    daily_digest: z.boolean(),
  })
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
