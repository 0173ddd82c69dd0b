import { toCsv } from '@portal/contracts/csv';
import { companyRoleLabels } from '@portal/contracts/company-roles';
import { readMemberships } from '../../platform/companies/data/company-repository';
import { readProfiles } from '../../platform/users/data/user-repository';
import { listProfiles } from '../data/admin-repository';
import { userReadModel } from '../data/user-read-model';
import { userExportHeader } from '../domain/csv';
import { accountListSearch, toUserRow, userListSearch } from '../domain/user-collection';
import { toAccountRow } from '../domain/users';

/**
 * Each user's company and role, and the company's name where it is not their own: read for the rows
 * at hand only (a page, or the export), by key.
 */
async function companiesOf(rows: ReadonlyArray<{ id: string }>, names: Map<string, string> = new Map()) {
  const memberships = await readMemberships(rows.map((r) => r.id));
  const missing = [...memberships.values()].map((m) => m.company_id).filter((id) => !names.has(id));
  for (const [id, profile] of await readProfiles(missing)) names.set(id, profile.company_name);
  return (id: string) => {
    const membership = memberships.get(id);
    return membership
      ? {
          company_id: membership.company_id,
          company_role: membership.role,
          company_name: names.get(membership.company_id),
        }
      : undefined;
  };
}

/** User Management: one page of users matching the search, each role tab's count and the totals. */
export async function listUsers(query: Parameters<typeof userListSearch>[0]) {
  const index = await userReadModel.current();
  const { page, page_size, ...search } = userListSearch(query);
  const { items, counts } = index.query(search);
  const sums = index.sums();
  const companyOf = await companiesOf(items);
  return {
    users: items.map(toUserRow).map((row) => {
      const company = companyOf(row.id);
      if (!company) return row;
      const { company_name, ...ids } = company;
      // a member who joined another company shows that company, not the name typed at sign-up
      return {
        ...row,
        ...ids,
        ...(company.company_id !== row.id && company_name ? { company: company_name } : {}),
      };
    }),
    counts: {
      all: counts.all ?? 0,
      buyers: counts.buyers ?? 0,
      sellers: counts.sellers ?? 0,
      mandates: counts.mandates ?? 0,
    },
    totals: { profiles: sums.profiles ?? 0, registrations: sums.registrations ?? 0 },
    page,
    page_size,
  };
}

/** Buyer or Seller Accounts: one page of the role's accounts matching the search and filter. */
export async function listAccounts(
  role: Parameters<typeof accountListSearch>[0],
  query: Parameters<typeof accountListSearch>[1],
) {
  const index = await userReadModel.current();
  const { page, page_size, ...search } = accountListSearch(role, query);
  const { items, total } = index.query(search);
  return { accounts: items.map(toAccountRow), total, page, page_size };
}

/** Every profile as CSV, oldest first, named after the day of the export. */
export async function exportUsers(): Promise<{ csv: string; fileName: string }> {
  const profiles = (await listProfiles()).sort((a, b) => a.created_at.localeCompare(b.created_at));
  const companyOf = await companiesOf(profiles, new Map(profiles.map((p) => [p.id, p.company_name])));
  const csv = toCsv(
    userExportHeader,
    profiles.map((p) => {
      const company = companyOf(p.id);
      return [
        p.id,
        p.full_name,
        p.email,
        company?.company_name ?? p.company_name,
        p.phone_number,
        p.roles.join(', '),
        p.created_at,
        company?.company_id ?? p.id,
        companyRoleLabels[company?.company_role ?? 'administrator'],
      ];
    }),
  );
  const date = new Date().toISOString().slice(0, 10);
  return { csv, fileName: `user_export_${date}.csv` };
}
