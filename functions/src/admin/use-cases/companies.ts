import type { AdminCompany } from '@portal/contracts/admin';
import { stageInfo } from '@portal/contracts/deal-stages';
import { ticketQuantity } from '@portal/contracts/trade-ticket';
import { accountStatusOf, registrationStates, type StoredRegistration } from '../../platform/auth/access';
import { listDocuments, listRegistrations } from '../../platform/accounts/data/account-reads';
import {
  listMemberships,
  readCompany,
  readMembership,
} from '../../platform/companies/data/company-repository';
import { notFound } from '../../platform/errors';
import { getProfile, readAccountState, readProfiles } from '../../platform/users/data/user-repository';
import { countCompanyItems, listCompanyDeals } from '../data/company-reads';

export const companyNotFoundMessage = 'Company not found';

/**
 * One company for the back office: its founder's profile names it, its membership items list its
 * people, its partition holds its registrations, documents and items, and its deal memberships its
 * deals. A user who joined another company is not a company: 404.
 */
export async function companyForAdmin(companyId: string): Promise<AdminCompany> {
  const [anchor, own] = await Promise.all([getProfile(companyId), readMembership(companyId)]);
  if (!anchor || (own && own.company_id !== companyId)) throw notFound(companyNotFoundMessage);
  const [company, memberships, registrations, documents, items, deals, state] = await Promise.all([
    readCompany(companyId),
    listMemberships(companyId),
    listRegistrations(companyId),
    listDocuments(companyId),
    countCompanyItems(companyId),
    listCompanyDeals(companyId),
    readAccountState(companyId),
  ]);
  // before the migration job has run, the founder is the company's one member
  const members = memberships.length
    ? memberships
    : [{ user_id: companyId, role: 'administrator' as const, joined_at: anchor.created_at }];
  const profiles = await readProfiles(members.map((m) => m.user_id));
  const stored: StoredRegistration[] = registrations.map((r) => ({ type: r.type, status: r.status }));
  return {
    company: {
      id: companyId,
      name: anchor.company_name,
      four_eyes: company?.four_eyes ?? false,
      account_status: accountStatusOf(false, stored),
      disabled: state === 'inactive',
      registrations: registrationStates(stored),
      created_at: company?.created_at ?? anchor.created_at,
    },
    members: members.map((m) => ({
      user_id: m.user_id,
      full_name: profiles.get(m.user_id)?.full_name ?? '',
      email: profiles.get(m.user_id)?.email ?? '',
      role: m.role,
      joined_at: m.joined_at,
    })),
    documents: documents.map((d) => ({
      id: d.id,
      document_type: d.document_type,
      file_name: d.file_name,
      size: d.size,
      created_at: d.created_at,
    })),
    items,
    deals: deals.map((d) => ({
      id: d.id,
      title: d.title,
      // named as the deal's ticket names it: '1,000 MT Jet A-1'
      name: d.product ? `${ticketQuantity(d.quantity, d.unit)} ${d.product}` : '',
      role: d.role,
      stage_label: stageInfo(d.stage).label,
      status: d.status,
      updated_at: d.updated_at,
    })),
  };
}
