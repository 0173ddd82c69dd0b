import { toCsv } from '@portal/contracts/csv';
import { listProfiles } from '../data/admin-repository';
import { userReadModel } from '../data/user-read-model';
import { userExportHeader } from '../domain/csv';
import { accountListSearch, toUserRow, userListSearch } from '../domain/user-collection';
import { toAccountRow } from '../domain/users';

/** User Management: one page of users matching the search, each role tab's count and the totals. */
export async function listUsers(query: Parameters<typeof userListSearch>[0]) {
  const index = await userReadModel.current();
  const { page, page_size, ...search } = userListSearch(query);
  const { items, counts } = index.query(search);
  const sums = index.sums();
  return {
    users: items.map(toUserRow),
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
  const csv = toCsv(
    userExportHeader,
    profiles.map((p) => [
      p.id,
      p.full_name,
      p.email,
      p.company_name,
      p.phone_number,
      p.roles.join(', '),
      p.created_at,
    ]),
  );
  const date = new Date().toISOString().slice(0, 10);
  return { csv, fileName: `user_export_${date}.csv` };
}
