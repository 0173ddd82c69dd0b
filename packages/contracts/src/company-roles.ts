/**
 * The roles a member holds in their company and what each may do. Without zod, so the shell's top bar
 * and the remotes' pages can name a role without loading the schemas.
 */
export const companyRoles = ['administrator', 'trader', 'operations', 'approver', 'viewer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/**
 * What a write does for the company, declared once per API route. Every member reads everything of
 * their company; a write needs the right it declares:
 * - administer: members, invitations, registrations, account documents, banking, company settings
 * - trade: listings, requests, inquiries and the negotiation (accepting an offer opens a deal)
 * - operate: a deal's panels: uploads, confirmations, inspection details, reviews of the counterparty
 * - approve: releasing or refusing a document held for company approval
 * - self: what a person does for themselves (profile, notification settings, saved searches)
 */
export type CompanyRight = 'administer' | 'trade' | 'operate' | 'approve' | 'self';

const rightsOfRole: Record<CompanyRole, readonly CompanyRight[]> = {
  administrator: ['administer', 'trade', 'operate', 'approve', 'self'],
  trader: ['trade', 'self'],
  operations: ['operate', 'self'],
  approver: ['approve', 'self'],
  viewer: ['self'],
};

export const roleMay = (role: CompanyRole, right: CompanyRight): boolean =>
  rightsOfRole[role].includes(right);

/** The roles whose members may act with a right (for "who acts next" and notifications). */
export const rolesWith = (right: CompanyRight): CompanyRole[] =>
  companyRoles.filter((r) => roleMay(r, right));

export const companyRoleLabels: Record<CompanyRole, string> = {
  administrator: 'Administrator',
  trader: 'Trader',
  operations: 'Operations',
  approver: 'Approver',
  viewer: 'Viewer',
};

export const companyRoleDescriptions: Record<CompanyRole, string> = {
  administrator: 'Members, registration and company settings; may do everything',
  trader: 'Listings, requests, inquiries and negotiation; accepts offers',
  operations: 'Deal panels: uploads, confirmations, inspection details',
  approver: 'Releases documents held for company approval',
  viewer: 'Reads everything of the company, acts on nothing',
};

/** The refusal a member gets for a write their role does not allow. */
export const roleRefusal = (role: CompanyRole): string =>
  `Your company role (${companyRoleLabels[role]}) does not allow this. Ask your company's administrator.`;

/** Invitations are valid this long. */
export const invitationValidityDays = 7;
/** A company holds at most this many members and open invitations together. */
export const maxCompanyMembers = 50;
