import type { AdminCompany } from '@portal/contracts/admin';
import { dealStatusLabels } from '@portal/contracts/deal-stages';
import type { RegistrationType } from '@portal/contracts/me';
import type { BadgeTone } from '@portal/ui/Badge';
import { isStatus } from '@portal/web/errors';
import { capitalize } from '@portal/web/format';
import { plural } from '@portal/web/paging';

/** Pure helpers of the company page (/admin/companies/{id}). */

export type CompanyMember = AdminCompany['members'][number];
export type CompanyDocument = AdminCompany['documents'][number];
export type CompanyDeal = AdminCompany['deals'][number];

export const COMPANY_NOT_FOUND = 'Company not found';
export const NO_MEMBERS = 'No members';
export const NO_DOCUMENTS = 'No documents';
export const NO_DEALS = 'No deals';

/**
 * The API's rule for the id in the path (packages/contracts/src/api/admin.ts): an id it would refuse
 * with a 400 names no company, so the page says so without asking.
 */
const COMPANY_ID = /^[A-Za-z0-9-]{1,64}$/;
export const isCompanyId = (id: string | undefined): id is string => COMPANY_ID.test(id ?? '');

export type CompanyViewState = 'loading' | 'error' | 'not-found' | 'ready';

/**
 * What the page shows. A 404 wins over data already on screen: the company is gone (its founder
 * joined another company, or the account was deleted) even if an earlier answer named it. Any other
 * failure leaves the data shown, with the failure above it.
 */
export function companyViewState(
  id: string | undefined,
  { data, error }: { data?: AdminCompany; error?: unknown },
): CompanyViewState {
  if (!isCompanyId(id) || isStatus(error, 404)) return 'not-found';
  if (data) return 'ready';
  return error ? 'error' : 'loading';
}

/** '3 listings, 1 request'. */
export function itemsSummary(items: AdminCompany['items']): string {
  return `${plural(items.listings, 'listing')}, ${plural(items.requests, 'request')}`;
}

/** A member by name, else e-mail (a profile without a name, or one that is gone). */
export function memberName(member: Pick<CompanyMember, 'full_name' | 'email'>): string {
  return member.full_name.trim() || member.email.trim() || 'Unknown';
}

/** The founder's user id is the company's id. */
export const isFounder = (member: Pick<CompanyMember, 'user_id'>, companyId: string): boolean =>
  member.user_id === companyId;

/**
 * The members as the page lists them: the founder first, then in the order they joined (the API lists
 * them in the order its index holds them, which means nothing to a reader).
 */
export function orderMembers(members: readonly CompanyMember[], companyId: string): CompanyMember[] {
  return [...members].sort(
    (a, b) =>
      Number(isFounder(b, companyId)) - Number(isFounder(a, companyId)) ||
      a.joined_at.localeCompare(b.joined_at) ||
      memberName(a).localeCompare(memberName(b)),
  );
}

/** The newest upload first, as the user-details dialog lists documents. */
export function orderDocuments(documents: readonly CompanyDocument[]): CompanyDocument[] {
  return [...documents].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export const registrationTypes: readonly RegistrationType[] = ['buyer', 'seller', 'mandate'];

/** The deal page: the title of a deal row links there (admins open every deal). */
export const dealPath = (dealId: string) => `/deal/${encodeURIComponent(dealId)}`;

/** The company's side of the deal: 'Buyer', 'Seller' or 'Mandate'. */
export const dealRoleLabel = (role: CompanyDeal['role']): string => capitalize(role);

const dealStatusTones: Record<keyof typeof dealStatusLabels, BadgeTone> = {
  active: 'info',
  closed: 'success',
  cancelled: 'danger',
};

/**
 * A deal's status as Deal Management words it ('In Progress', 'Completed', 'Cancelled'); a status the
 * page does not know yet is shown as the API spells it rather than hidden.
 */
export function dealStatusBadge(status: string): { label: string; tone: BadgeTone } {
  if (Object.hasOwn(dealStatusLabels, status)) {
    const known = status as keyof typeof dealStatusLabels;
    return { label: dealStatusLabels[known], tone: dealStatusTones[known] };
  }
  return { label: capitalize(status.replaceAll('_', ' ')), tone: 'neutral' };
}
