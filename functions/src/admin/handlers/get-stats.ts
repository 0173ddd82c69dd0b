import { config } from '../../platform/config';
import { apiHandler } from '../../platform/http/api-handler';
import {
  countDeals,
  countRegistrations,
  documentTotals,
  getPlatformSettings,
  listProfiles,
} from '../data/admin-repository';
import { storagePercent } from '../domain/stats';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.stats, async () => {
  const [profiles, registrations, deals, documents, settings] = await Promise.all([
    listProfiles(),
    countRegistrations(),
    countDeals(),
    documentTotals(),
    getPlatformSettings(),
  ]);
  const quota = settings.storage_quota_bytes ?? config.storageQuotaBytes;
  const withRole = (role: 'buyer' | 'seller' | 'mandate') =>
    profiles.filter((p) => p.roles.includes(role)).length;
  return {
    total_users: profiles.length,
    // active: holds an approved role (roles are granted only by approval) and is not deactivated
    active_users: profiles.filter((p) => p.roles.length > 0 && !p.disabled).length,
    buyers: withRole('buyer'),
    sellers: withRole('seller'),
    mandates: withRole('mandate'),
    deals,
    registrations,
    documents: documents.count,
    storage: {
      used_bytes: documents.bytes,
      quota_bytes: quota,
      percent: storagePercent(documents.bytes, quota),
    },
  };
});
