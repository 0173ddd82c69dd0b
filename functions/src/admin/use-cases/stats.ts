import type { RegistrationStatus } from '@portal/contracts/me';
import { dealReadModel } from '../../platform/search/data/deal-read-model';
import { currentSettings } from '../../platform/settings/use-cases/current-settings';
import { documentTotals } from '../data/admin-repository';
import { userReadModel } from '../data/user-read-model';
import { storagePercent } from '../domain/stats';

const statuses: RegistrationStatus[] = ['draft', 'submitted', 'approved', 'rejected'];

/** The admin dashboard's figures: users, roles, deals, registrations by status, documents and storage. */
export async function dashboardStats() {
  const [index, dealIndex, documents, settings] = await Promise.all([
    userReadModel.current(),
    dealReadModel.current(),
    documentTotals(),
    currentSettings(),
  ]);
  const quota = settings.storage_quota_bytes;
  // user figures are counts kept by the users read model (profiles, roles, deactivation)
  const users = index.countsOf('stats');
  const sums = index.sums();
  return {
    total_users: users.profiles ?? 0,
    // active: holds an approved role (roles are granted only by approval) and is not deactivated
    active_users: users.active ?? 0,
    buyers: users['role:buyer'] ?? 0,
    sellers: users['role:seller'] ?? 0,
    mandates: users['role:mandate'] ?? 0,
    // the deals replica's size: no read of every deal per dashboard load
    deals: dealIndex.size,
    registrations: Object.fromEntries(statuses.map((s) => [s, sums[`registrations:${s}`] ?? 0])) as Record<
      RegistrationStatus,
      number
    >,
    documents: documents.count,
    storage: {
      used_bytes: documents.bytes,
      quota_bytes: quota,
      percent: storagePercent(documents.bytes, quota),
    },
  };
}
