import { z } from 'zod';
import { companyRoles } from './company-roles';
import { versionSchema } from './numbers';

export const roleSchema = z.enum(['buyer', 'seller', 'mandate']);
export type Role = z.infer<typeof roleSchema>;

export const registrationTypeSchema = roleSchema;
export type RegistrationType = Role;

export const registrationStatusSchema = z.enum(['draft', 'submitted', 'approved', 'rejected']);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** Client-side status when no registration of a type exists. */
export const registrationStateSchema = z.union([registrationStatusSchema, z.literal('not_registered')]);
export type RegistrationState = z.infer<typeof registrationStateSchema>;

export const profileSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  company_name: z.string(),
  phone_number: z.string(),
  roles: z.array(roleSchema),
  created_at: z.string(),
  /** The version of the terms of use accepted at sign-up (absent for accounts made before it was recorded). */
  terms_version: z.number().int().min(1).optional(),
  /** When that acceptance was recorded: the sign-up's confirmation. */
  terms_accepted_at: z.string().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * A profile as read for editing: with the optimistic-locking `version` of the stored item. An edit
 * sends back the version it read, and the server refuses it (409) if the profile changed since.
 */
export const versionedProfileSchema = profileSchema.extend({ version: versionSchema });
export type VersionedProfile = z.infer<typeof versionedProfileSchema>;

/** GET /me: everything the shell needs for guards, sidebar and the welcome line. */
export const meResponseSchema = z.object({
  profile: versionedProfileSchema,
  roles: z.array(roleSchema),
  isAdmin: z.boolean(),
  /** active iff admin or the user has an approved registration */
  accountStatus: z.enum(['active', 'inactive']),
  registrations: z.object({
    buyer: registrationStateSchema,
    seller: registrationStateSchema,
    mandate: registrationStateSchema,
  }),
  /** The company the caller acts for and their role in it (the registrations and status are the company's). */
  company: z.object({ id: z.string(), name: z.string(), role: z.enum(companyRoles) }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
