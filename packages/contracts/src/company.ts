import { z } from 'zod';
import { companyRoles } from './company-roles';
import { registrationStateSchema } from './me';
import { versionSchema } from './numbers';

export const companyRoleSchema = z.enum(companyRoles);

const idSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not an id');

/** The company a member belongs to, as the Company tab shows it. */
export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Documents that commit the company wait for a second member's release. */
  four_eyes: z.boolean(),
  account_status: z.enum(['active', 'inactive']),
  registrations: z.object({
    buyer: registrationStateSchema,
    seller: registrationStateSchema,
    mandate: registrationStateSchema,
  }),
  created_at: z.string(),
  version: versionSchema,
});
export type Company = z.infer<typeof companySchema>;

export const companyMemberSchema = z.object({
  user_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  joined_at: z.string(),
  version: versionSchema,
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** Pending until it is used, revoked or runs out. */
  status: z.enum(['pending', 'expired']),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /account/company: the caller's company; members and invitations for every member to read. */
export const companyResponseSchema = z.object({
  company: companySchema,
  members: z.array(companyMemberSchema),
  invitations: z.array(invitationSchema),
  you: z.object({ user_id: z.string(), role: companyRoleSchema }),
});
export type CompanyResponse = z.infer<typeof companyResponseSchema>;

export const companySettingsUpdateSchema = z
  .object({
    four_eyes: z.boolean({ error: 'four_eyes must be true or false' }),
    version: versionSchema,
  })
  .strict();

export const invitationCreateSchema = z
  .object({
    email: z.email('Please enter a valid email address').max(254),
    role: companyRoleSchema,
  })
  .strict();
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;

export const memberRoleUpdateSchema = z.object({ role: companyRoleSchema, version: versionSchema }).strict();

export const memberParams = z.object({ userId: idSchema });
export const invitationParams = z.object({ id: idSchema });

/** What the invited person sees before joining. */
export const invitationViewSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  role: companyRoleSchema,
  invited_by: z.string(),
  email: z.string(),
  expires_at: z.string(),
  state: z.enum(['open', 'expired', 'revoked', 'accepted']),
  /** Whether the signed-in person may join with this account (the e-mail matches, nothing stands in the way). */
  joinable: z.boolean(),
  /** Why not, in a sentence, when it is not joinable. */
  reason: z.string().nullable(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;
